//! The real `punctbot engine` binary, driven line by line through the
//! protocol the README describes ("The engine protocol").

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
};

pub struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    pub fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_punctbot"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        Engine {
            child,
            input,
            output,
        }
    }

    /// Sends one command and reads its one answer line.
    pub fn ask(&mut self, command: &str) -> String {
        writeln!(self.input, "{command}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
        let mut line = String::new();
        self.output
            .read_line(&mut line)
            .expect("the engine answers");
        assert!(line.ends_with('\n'), "no full answer line to {command}");
        line.trim_end_matches('\n').to_owned()
    }

    /// Sends `quit`: the engine must exit with status 0 and answer nothing.
    pub fn quit(mut self) {
        writeln!(self.input, "quit").expect("the engine reads");
        self.input.flush().expect("the engine reads");
        let status = self.child.wait().expect("the engine exits");
        assert!(status.success(), "{status}");
        let mut rest = String::new();
        self.output.read_line(&mut rest).expect("the output closes");
        assert_eq!(rest, "", "quit answers nothing");
    }
}
