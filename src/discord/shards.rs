//! Which of Discord's gateway shards this process runs. A bot on many
//! servers splits its gateway into shards (Discord sends each server's
//! events, interactions included, down the shard `(server_id >> 22) %
//! total`), and a large deployment runs them in several processes on one
//! database: `DISCORD_SHARDS=0-3/8` in one, `4-7/8` in another.

use std::{fmt, str::FromStr};

use serenity::Client;

/// The shards this process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shards {
    /// As many as Discord recommends (its `/gateway/bot` answer), all here.
    Auto,
    /// Shards `first` to `last` (both included) of `total`.
    Range { first: u32, last: u32, total: u32 },
}

impl Shards {
    /// Connects the shards to the gateway and runs them until they stop.
    ///
    /// # Errors
    /// The gateway cannot be reached, or Discord refuses the connection.
    pub async fn start(self, client: &mut Client) -> serenity::Result<()> {
        match self {
            Shards::Auto => client.start_autosharded().await,
            // serenity reads the end of this range as included.
            Shards::Range { first, last, total } => {
                client.start_shard_range(first..last, total).await
            }
        }
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shards::Auto => f.write_str("auto"),
            Shards::Range { first, last, total } if first == last => write!(f, "{first}/{total}"),
            Shards::Range { first, last, total } => write!(f, "{first}-{last}/{total}"),
        }
    }
}

/// Why a shard setting cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadShards(String);

impl fmt::Display for BadShards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}; write `auto`, one shard as `ID/TOTAL` (e.g. `2/8`) or a range as \
             `FIRST-LAST/TOTAL` (e.g. `0-3/8`), shards numbered from 0",
            self.0
        )
    }
}

impl std::error::Error for BadShards {}

impl FromStr for Shards {
    type Err = BadShards;

    fn from_str(text: &str) -> Result<Shards, BadShards> {
        let text = text.trim();
        if text.is_empty() || text.eq_ignore_ascii_case("auto") {
            return Ok(Shards::Auto);
        }
        let bad = |why: &str| BadShards(format!("{text:?}: {why}"));
        let number = |part: &str, what: &str| {
            part.trim()
                .parse::<u32>()
                .map_err(|_| bad(&format!("{what} is not a number")))
        };
        let (range, total) = text
            .split_once('/')
            .ok_or_else(|| bad("the total number of shards is missing"))?;
        let total = number(total, "the total")?;
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (
                number(first, "the first shard")?,
                number(last, "the last shard")?,
            ),
            None => {
                let shard = number(range, "the shard")?;
                (shard, shard)
            }
        };
        if total == 0 {
            return Err(bad("there must be at least one shard"));
        }
        if first > last {
            return Err(bad("the first shard comes after the last"));
        }
        if last >= total {
            return Err(bad(&format!("shard {last} does not exist among {total}")));
        }
        Ok(Shards::Range { first, last, total })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_that_name_shards() {
        assert_eq!("auto".parse(), Ok(Shards::Auto));
        assert_eq!("".parse(), Ok(Shards::Auto));
        assert_eq!(
            " 0-3/8 ".parse(),
            Ok(Shards::Range {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(
            "2/8".parse(),
            Ok(Shards::Range {
                first: 2,
                last: 2,
                total: 8
            })
        );
        for shown in ["auto", "2/8", "4-7/8", "0/1"] {
            assert_eq!(shown.parse::<Shards>().unwrap().to_string(), shown);
        }
    }

    #[test]
    fn settings_that_cannot_be_used_say_why_and_how() {
        for (text, why) in [
            ("8", "total number of shards is missing"),
            ("x/8", "the shard is not a number"),
            ("0-x/8", "the last shard is not a number"),
            ("0-3/", "the total is not a number"),
            ("0/0", "at least one shard"),
            ("3-1/8", "first shard comes after the last"),
            ("4-8/8", "shard 8 does not exist among 8"),
            ("-1/8", "the first shard is not a number"),
        ] {
            let error = text.parse::<Shards>().unwrap_err().to_string();
            assert!(error.contains(why), "{text}: {error}");
            assert!(error.contains("FIRST-LAST/TOTAL"), "{text}: {error}");
        }
    }
}
