//! Compiles the languages in: every folder under `locales/` is a language
//! (its name a BCP 47 tag), every `.ftl` file in it part of that language.
//! Adding a language is adding a folder; nothing in the code names one.

use std::{
    env, fs,
    path::{Path, PathBuf},
};

/// The language every other falls back to, message by message.
const FALLBACK: &str = "en-US";

fn main() {
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut languages: Vec<(String, Vec<(String, PathBuf)>)> = folders(&root)
        .into_iter()
        .map(|folder| {
            let tag = name_of(&folder);
            println!("cargo:rerun-if-changed={}", folder.display());
            (tag, ftl_files(&folder))
        })
        .collect();
    // The fallback first, then the others by tag: a stable order.
    languages.sort_by_key(|(tag, _)| (tag != FALLBACK, tag.clone()));
    assert!(
        languages.first().is_some_and(|(tag, _)| tag == FALLBACK),
        "locales/{FALLBACK} is missing: it is the language every other falls back to"
    );
    let mut out = String::from(
        "/// Every language, as `build.rs` found it under `locales/`: the fallback\n\
         /// first.\n\
         pub(crate) const LANGUAGES: &[Language] = &[\n",
    );
    for (tag, files) in &languages {
        out.push_str(&format!(
            "    Language {{\n        tag: {tag:?},\n        files: &[\n"
        ));
        for (name, path) in files {
            out.push_str(&format!(
                "            ({name:?}, include_str!({:?})),\n",
                path.display().to_string()
            ));
        }
        out.push_str("        ],\n    },\n");
    }
    out.push_str("];\n");
    let target = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("languages.rs");
    fs::write(target, out).expect("OUT_DIR is writable");
}

/// The folders directly under `root`.
fn folders(root: &Path) -> Vec<PathBuf> {
    let entries = fs::read_dir(root).expect("the locales folder");
    entries
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.is_dir())
        .collect()
}

/// The `.ftl` files in `folder`, by name (without `.ftl`), sorted.
fn ftl_files(folder: &Path) -> Vec<(String, PathBuf)> {
    let mut files: Vec<(String, PathBuf)> = fs::read_dir(folder)
        .expect("a language folder")
        .map(|entry| entry.expect("a file entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "ftl"))
        .map(|path| {
            let name = path
                .file_stem()
                .expect("a file name")
                .to_string_lossy()
                .into_owned();
            (name, path)
        })
        .collect();
    files.sort();
    files
}

fn name_of(path: &Path) -> String {
    path.file_name()
        .expect("a folder name")
        .to_string_lossy()
        .into_owned()
}
