//! Parsing the canonical notation (§10). Printing is the `Display` of
//! [`Turn`], [`Placement`] and [`Resolution`].

use std::str::FromStr;

use super::{IllegalMove, Kind, Placement, Resolution, Row, Square, Turn};

impl FromStr for Turn {
    type Err = IllegalMove;

    /// Parses a whole turn leniently: any case, spaces around it, row ends
    /// in either order, `–` accepted for `-`. Checks the form only; spaces
    /// inside a turn are refused (other tools check the engine through this
    /// parser).
    fn from_str(text: &str) -> Result<Turn, IllegalMove> {
        let text = normalized(text);
        let (placement, resolution) = match text.split_once('/') {
            Some((placement, resolution)) => (placement, Some(resolution)),
            None => (text.as_str(), None),
        };
        Ok(Turn {
            placement: placement.parse()?,
            resolution: resolution.map(str::parse).transpose()?,
        })
    }
}

impl FromStr for Placement {
    type Err = IllegalMove;

    /// Parses `Kc3` or `Cc3`, any case.
    fn from_str(text: &str) -> Result<Placement, IllegalMove> {
        let kind = match text.as_bytes().first().map(u8::to_ascii_lowercase) {
            Some(b'k') => Kind::Kitten,
            Some(b'c') => Kind::Cat,
            _ => return Err(IllegalMove::Malformed),
        };
        Ok(Placement {
            kind,
            square: square(&text[1..])?,
        })
    }
}

impl FromStr for Resolution {
    type Err = IllegalMove;

    /// Parses `Ga1-c1` (ends in either order) or `Le5`, any case.
    fn from_str(text: &str) -> Result<Resolution, IllegalMove> {
        match text.as_bytes().first().map(u8::to_ascii_lowercase) {
            Some(b'g') => {
                let (a, b) = text[1..].split_once('-').ok_or(IllegalMove::Malformed)?;
                let (a, b) = (square(a)?, square(b)?);
                Row::from_ends(a, b)
                    .map(Resolution::Graduate)
                    .ok_or(IllegalMove::NotALine(a, b))
            }
            Some(b'l') => Ok(Resolution::Lift(square(&text[1..])?)),
            _ => Err(IllegalMove::Malformed),
        }
    }
}

impl Resolution {
    /// Reads the option a player chose for a waiting placement, as leniently
    /// as a whole turn: `Ga1-c1`, `gc1–a1`, `Le5`, or a whole turn such as
    /// `Kc3/Ga1-c1`, whose option is taken.
    ///
    /// # Errors
    /// The text is neither an option nor a whole turn with one.
    pub fn parse_choice(text: &str) -> Result<Resolution, IllegalMove> {
        let text = normalized(text);
        match text.split_once('/') {
            Some(_) => Turn::from_str(&text)?
                .resolution
                .ok_or(IllegalMove::Malformed),
            None => text.parse(),
        }
    }
}

/// `text` without the spaces around it, in lower case, with `-` for `–`
/// (players copy turn descriptions, which use an en dash in rows).
fn normalized(text: &str) -> String {
    text.trim()
        .chars()
        .map(|c| {
            if c == '–' {
                '-'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect()
}

/// A square name; something shaped like one but off the bed (`c7`, `g1`) is
/// named back to the player, anything else is malformed.
fn square(text: &str) -> Result<Square, IllegalMove> {
    if let Ok(square) = text.parse() {
        return Ok(square);
    }
    let bytes = text.as_bytes();
    let looks_like_a_square = matches!(bytes, [letter, digits @ ..]
        if letter.is_ascii_alphabetic()
            && (1..=2).contains(&digits.len())
            && digits.iter().all(u8::is_ascii_digit));
    if looks_like_a_square {
        Err(IllegalMove::NotASquare(text.to_ascii_lowercase()))
    } else {
        Err(IllegalMove::Malformed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_leniently_and_prints_canonically() {
        for (text, canonical) in [
            ("Kc3", "Kc3"),
            ("kC3", "Kc3"),
            (" Cd4 ", "Cd4"),
            ("Kc1/Gc1-a1", "Kc1/Ga1-c1"),
            ("KC1/GA1–C1", "Kc1/Ga1-c1"),
            ("cd4/le5", "Cd4/Le5"),
            ("Kb2/Gc1-a3", "Kb2/Ga3-c1"),
            ("Kb2/Gb4-b2", "Kb2/Gb2-b4"),
        ] {
            assert_eq!(
                text.parse::<Turn>().map(|t| t.to_string()),
                Ok(canonical.into())
            );
        }
    }

    #[test]
    fn explains_what_is_wrong() {
        for (text, reason) in [
            ("Kc7", "c7 is not a square of the bed"),
            ("Kg1", "g1 is not a square of the bed"),
            ("", "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
            ("c3", "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
            ("Kc3/", "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
            ("Kc3/Ga1", "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
            ("Kc3/Ga1-d1", "a1-d1 is not a row of three squares"),
            ("Kc3/Lé", "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
            ("Kc3/Ga1-c1/Le5", "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
            ("K c3", "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
            ("Kc1 / Ga1-c1", "write a turn as Kc3, Cc3 or Kc1/Ga1-c1"),
        ] {
            assert_eq!(
                text.parse::<Turn>().map_err(|e| e.to_string()),
                Err(reason.into()),
                "{text}"
            );
        }
    }

    #[test]
    fn a_choice_is_an_option_or_a_whole_turn() {
        for (text, option) in [
            ("Ga1-c1", Ok("Ga1-c1")),
            (" gC1–A1 ", Ok("Ga1-c1")),
            ("le5", Ok("Le5")),
            ("Kc3/Gc1-a1", Ok("Ga1-c1")),
            ("Kc3", Err(IllegalMove::Malformed)),
            ("Gz1-z3", Err(IllegalMove::NotASquare("z1".into()))),
            ("", Err(IllegalMove::Malformed)),
        ] {
            assert_eq!(
                Resolution::parse_choice(text).map(|r| r.to_string()),
                option.map(str::to_owned),
                "{text}"
            );
        }
    }
}
