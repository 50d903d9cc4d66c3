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
        let mut label = String::new();
        // Most labels have nothing optional (every PÜNCT placement, every
        // boop turn without a choice): said straight into one string, as a
        // keystroke of `/move` says 25 of them.
        if self.parts.iter().all(|part| part.fit == Fit::Always) {
            for part in &self.parts {
                part.push(&mut label, &say(&part.phrase));
            }
            return label;
        }
        let said: Vec<String> = self.parts.iter().map(|part| say(&part.phrase)).collect();
        let length = |part: &Part, text: &str| {
            part.before.chars().count() + text.chars().count() + part.after.chars().count()
        };
        for (index, (part, text)) in self.parts.iter().zip(&said).enumerate() {
            match &part.fit {
                Fit::Always => part.push(&mut label, text),
                Fit::IfRoom { instead } => {
                    let still_to_come: usize = self.parts[index + 1..]
                        .iter()
                        .zip(&said[index + 1..])
                        .filter(|(part, _)| part.fit == Fit::Always)
                        .map(|(part, text)| length(part, text))
                        .sum();
                    if label.chars().count() + length(part, text) + still_to_come <= room {
                        part.push(&mut label, text);
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

impl Part {
    /// Writes this part, its phrase said as `text`, at the end of `label`.
    fn push(&self, label: &mut String, text: &str) {
        label.push_str(self.before);
        label.push_str(text);
        label.push_str(self.after);
    }
}

impl Default for Label {
    fn default() -> Label {
        Label::new()
    }
}
