//! [`Label`]: what a move does, in short, as autocomplete and previews show
//! it: phrases said one after another, some of them only while there is
//! room (a choice's name has at most 100 characters on Discord, and a
//! translation may be longer than the English).

use super::Phrase;

/// A move's label, said part by part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub parts: Vec<Part>,
}

/// One part of a [`Label`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// Written before the phrase, the same in every language (` — `, `, `).
    pub before: &'static str,
    pub phrase: Phrase,
    /// Written after the phrase.
    pub after: &'static str,
    pub fit: Fit,
}

/// Whether a part is always said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fit {
    Always,
    /// Only if the label with it, and with every part said always after
    /// it, stays within the room; otherwise `instead`, if given.
    IfRoom {
        instead: Option<Phrase>,
    },
}

impl Label {
    /// An empty label, to build on.
    #[must_use]
    pub fn new() -> Label {
        Label { parts: Vec::new() }
    }

    /// This label followed by `phrase`, always said.
    #[must_use]
    pub fn then(self, before: &'static str, phrase: Phrase, after: &'static str) -> Label {
        self.part(before, phrase, after, Fit::Always)
    }

    /// This label followed by `phrase` if there is room for it (see
    /// [`Fit::IfRoom`]), otherwise by `instead` if given.
    #[must_use]
    pub fn then_if_room(
        self,
        before: &'static str,
        phrase: Phrase,
        instead: Option<Phrase>,
    ) -> Label {
        self.part(before, phrase, "", Fit::IfRoom { instead })
    }

    fn part(
        mut self,
        before: &'static str,
        phrase: Phrase,
        after: &'static str,
        fit: Fit,
    ) -> Label {
        self.parts.push(Part {
            before,
            phrase,
            after,
            fit,
        });
        self
    }

    /// The label in words: each part said by `say`, those only said while
    /// there is room kept within `room` characters.
    pub fn say(&self, room: usize, mut say: impl FnMut(&Phrase) -> String) -> String {
        let written: Vec<String> = self
            .parts
            .iter()
            .map(|part| format!("{}{}{}", part.before, say(&part.phrase), part.after))
            .collect();
        let length = |text: &str| text.chars().count();
        let mut label = String::new();
        for (index, (part, text)) in self.parts.iter().zip(&written).enumerate() {
            match &part.fit {
                Fit::Always => label.push_str(text),
                Fit::IfRoom { instead } => {
                    let still_to_come: usize = self.parts[index + 1..]
                        .iter()
                        .zip(&written[index + 1..])
                        .filter(|(part, _)| part.fit == Fit::Always)
                        .map(|(_, text)| length(text))
                        .sum();
                    if length(&label) + length(text) + still_to_come <= room {
                        label.push_str(text);
                    } else if let Some(instead) = instead {
                        label.push_str(part.before);
                        label.push_str(&say(instead));
                    }
                }
            }
        }
        label
    }
}

impl Default for Label {
    fn default() -> Label {
        Label::new()
    }
}
