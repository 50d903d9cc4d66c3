//! A reply of the manager in words: its text (a line per message, or a
//! list fitted into one message), its buttons' labels, its autocomplete
//! choices, its fallback, its direct messages; refusals; and the words the
//! manager's pictures and files ask for ([`Captions`]). The front ends
//! (`crate::discord`, the terminal) call these; the manager never does.

use std::fmt;

use super::{
    fit::{fit, within_limit},
    fluent::Words,
    messages, refusals,
};
use crate::{
    games::GameKind,
    manager::{
        Button, Captions, Choice, Direct, Failure, FinalCard, Label, Layout, Locale, Message,
        Refusal, Reply,
    },
    ratings::Score,
    render::{GameLine, KindLine, StatsCard},
    store::{KindStats, PlayerStats},
};

/// What has words of its own: a reply, a direct message.
pub trait Worded {
    /// Its text, in its own language.
    fn text(&self) -> String;
}

/// What is worded in the language of whoever reads it: a refusal, a failure.
pub trait WordedIn {
    /// Its text in the language of `locale`.
    fn text(&self, locale: &Locale) -> String;
}

/// What carries a label: a button, an autocomplete choice.
pub trait Labelled {
    /// Its label in the language of `locale`.
    fn label(&self, locale: &Locale) -> String;
}

/// `said` laid out as `layout` says, in `words`; `choices` for a list of
/// them.
fn laid_out(
    words: &Words,
    locale: &Locale,
    said: &[Message],
    layout: Layout,
    choices: &[Choice],
) -> String {
    let say = |message: &Message| messages::text(words, message);
    match layout {
        Layout::Lines => said.iter().map(say).collect::<Vec<_>>().join("\n"),
        Layout::List => {
            let Some((header, entries)) = said.split_first() else {
                return String::new();
            };
            let lines: Vec<String> = entries.iter().map(say).collect();
            fit(say(header), &lines, |count| {
                say(&Message::GamesMore { count })
            })
        }
        Layout::Within { head } => {
            let head = head.min(said.len());
            let (head, items) = said.split_at(head);
            let head: Vec<String> = head.iter().map(say).collect();
            let items: Vec<String> = items.iter().map(say).collect();
            within_limit(&head, &items)
        }
        Layout::Choices => choices
            .iter()
            .map(|choice| format!("`{}` — {}", choice.mv, choice.label(locale)))
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

impl Worded for Reply {
    fn text(&self) -> String {
        let words = Words::for_locale(&self.locale);
        laid_out(&words, &self.locale, &self.said, self.layout, &self.choices)
    }
}

/// The whole of `reply` as text alone, where it may not attach its picture.
#[must_use]
pub fn fallback(reply: &Reply) -> Option<String> {
    let fallback = reply.fallback.as_ref()?;
    let words = Words::for_locale(&reply.locale);
    Some(laid_out(
        &words,
        &reply.locale,
        &fallback.said,
        fallback.layout,
        &reply.choices,
    ))
}

impl Worded for Direct {
    fn text(&self) -> String {
        messages::text(&Words::for_locale(&self.locale), &self.message)
    }
}

impl WordedIn for Refusal {
    fn text(&self, locale: &Locale) -> String {
        refusals::refusal(&Words::for_locale(locale), self)
    }
}

impl WordedIn for Failure {
    fn text(&self, locale: &Locale) -> String {
        match self {
            Failure::Refused(refusal) => refusal.text(locale),
            Failure::Store(_) => super::internal_error(locale),
        }
    }
}

/// A refusal in English, as logs show it.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(&Locale::en()))
    }
}

impl Labelled for Button {
    fn label(&self, locale: &Locale) -> String {
        match &self.label {
            Label::Action => super::label(locale, &self.id.action),
            Label::Option { number, effect } => super::option_label(locale, *number, effect),
        }
    }
}

impl Labelled for Choice {
    fn label(&self, locale: &Locale) -> String {
        self.label.as_ref().map_or_else(
            || self.mv.to_string(),
            |label| super::move_label(locale, label),
        )
    }
}

impl Captions for Locale {
    fn final_lines(&self, card: &FinalCard) -> Vec<String> {
        super::final_lines(self, card)
    }

    fn ladder_title(&self, kind: GameKind) -> String {
        super::text(self, &Message::LadderTitle { kind })
    }

    fn stats_card(
        &self,
        name: &str,
        stats: &PlayerStats,
        remarks: &[Message],
        games: &[(Score, Message)],
    ) -> StatsCard {
        let words = Words::for_locale(self);
        let say = |message: &Message| messages::text(&words, message);
        StatsCard {
            title: say(&Message::StatsTitle {
                name: name.to_owned(),
            }),
            lines: remarks.iter().map(say).collect(),
            kinds: stats
                .kinds
                .iter()
                .enumerate()
                .filter(|(_, kind)| kind.played())
                .map(|(series, kind)| kind_line(&words, kind, series))
                .collect(),
            chart_title: say(&Message::ChartTitle),
            games_title: say(&Message::LastGamesTitle),
            games: games
                .iter()
                .map(|(score, game)| GameLine {
                    score: *score,
                    mark: say(&Message::ScoreMark { score: *score }),
                    text: say(game),
                })
                .collect(),
        }
    }

    fn fits(&self, reply: &Reply) -> bool {
        reply.text().chars().count() <= crate::manager::MESSAGE_LIMIT
    }
}

/// A game kind's line; `series` picks its colour (its place among all kinds).
fn kind_line(words: &Words, kind: &KindStats, series: usize) -> KindLine {
    let say = |message: &Message| messages::text(words, message);
    KindLine {
        game: say(&Message::GameName { kind: kind.kind }),
        rating: kind
            .rating
            .map_or_else(|| say(&Message::Unrated), |rating| rating.shown()),
        detail: say(&Message::KindDetail {
            deviation: kind.rating.map(|rating| rating.deviation.round() as i64),
            rated_games: kind.rated_games,
            record: kind.record,
        }),
        history: kind.history.clone(),
        series,
    }
}
