//! Each [`Refusal`] as a message id and its arguments: why, and the way
//! forward.

use super::{
    common::{days, escape, kind_key, listed, options_list, tag_name, when},
    fluent::{say, Words},
};
use crate::{
    games::GameKind,
    manager::{
        clock_plan::{ScheduleError, DAY_MS, MAX_REMINDER_HOURS},
        Refusal, CLAIM_AFTER_MS, VACATION_DAYS_PER_YEAR,
    },
};

pub(super) fn refusal(words: &Words, refusal: &Refusal) -> String {
    let w = words;
    match refusal {
        Refusal::Tournament(refusal) => super::tournaments::refusal(w, refusal),
        Refusal::Lesson(refusal) => super::lessons::refusal(w, refusal),
        Refusal::Puzzle(refusal) => super::puzzles::refusal(w, refusal),
        Refusal::NoGame => say!(w, "refusal-no-game"),
        Refusal::NoSuchGame { number } => {
            say!(w, "refusal-no-such-game", number = number.to_string())
        }
        Refusal::NoSuchPly { number, plies } => say!(
            w,
            "refusal-no-such-ply",
            number = number.to_string(),
            plies = *plies
        ),
        Refusal::ReplayFailed { reason } => {
            say!(w, "refusal-replay-failed", reason = reason.as_str())
        }
        Refusal::NothingToAnalyse => say!(w, "refusal-nothing-to-analyse"),
        Refusal::AnalysisOfGameOn { number } => {
            say!(
                w,
                "refusal-analysis-of-game-on",
                number = number.to_string()
            )
        }
        Refusal::AnalysisOfAbortedGame { number } => {
            say!(
                w,
                "refusal-analysis-of-aborted-game",
                number = number.to_string()
            )
        }
        Refusal::AnalysisBusy => say!(w, "refusal-analysis-busy"),
        Refusal::AnalysisFailed => say!(w, "refusal-analysis-failed"),
        Refusal::NoChallenge => say!(w, "refusal-no-challenge"),
        Refusal::ChannelHasGame => say!(w, "refusal-channel-has-game"),
        Refusal::ChannelHasChallenge => say!(w, "refusal-channel-has-challenge"),
        Refusal::ChallengeYourself => say!(w, "refusal-challenge-yourself"),
        Refusal::OwnChallenge => say!(w, "refusal-own-challenge"),
        Refusal::NotChallenged { opponent } => {
            say!(w, "refusal-not-challenged", opponent = opponent.as_str())
        }
        Refusal::NotChallenger { challenger } => {
            say!(
                w,
                "refusal-not-challenger",
                challenger = challenger.as_str()
            )
        }
        Refusal::ChallengeGone => say!(w, "refusal-challenge-gone"),
        Refusal::ChallengeExpired => say!(w, "refusal-challenge-expired"),
        Refusal::RatedNeedsClock => say!(w, "refusal-rated-needs-clock"),
        Refusal::ComputerUnrated => say!(w, "refusal-computer-unrated"),
        Refusal::LevelForComputerOnly => say!(w, "refusal-level-for-computer-only"),
        Refusal::BadDaysPerMove { days } => say!(w, "refusal-bad-days", days = *days),
        Refusal::ManageServerOnly => say!(w, "refusal-manage-server-only"),
        Refusal::UnknownLanguage { given } => {
            let known: Vec<String> = super::languages()
                .map(|tag| format!("`{tag}` ({})", tag_name(tag)))
                .collect();
            say!(
                w,
                "refusal-unknown-language",
                given = escape(given),
                languages = listed(w, &known),
            )
        }
        Refusal::BadReminderSchedule { schedule, problem } => say!(
            w,
            "refusal-bad-reminders",
            schedule = schedule.as_str(),
            problem = schedule_problem(w, problem),
            max = MAX_REMINDER_HOURS
        ),
        Refusal::NotAPlayer => say!(w, "refusal-not-a-player"),
        Refusal::NotYourTurn { to_move } => {
            say!(w, "refusal-not-your-turn", to_move = to_move.as_str())
        }
        Refusal::EmptyMove => say!(w, "refusal-empty-move"),
        Refusal::IllegalMove {
            kind,
            notation,
            reason,
        } => say!(
            w,
            "refusal-illegal-move",
            notation = notation.as_str(),
            reason = super::illegal::reason(w, reason),
            hint = illegal_hint(w, *kind)
        ),
        Refusal::ChoiceAwaited { placement, options } => say!(
            w,
            "refusal-choice-awaited",
            placement = placement.as_str(),
            options = options_list(w, options)
        ),
        Refusal::NoChoiceAwaited => say!(w, "refusal-no-choice-awaited"),
        Refusal::UnknownChoice {
            placement,
            choice,
            options,
        } => say!(
            w,
            "refusal-unknown-choice",
            choice = choice.as_str(),
            placement = placement.as_str(),
            options = options_list(w, options)
        ),
        Refusal::DrawAlreadyOffered => say!(w, "refusal-draw-already-offered"),
        Refusal::NoDrawOffer => say!(w, "refusal-no-draw-offer"),
        Refusal::OwnOffer => say!(w, "refusal-own-offer"),
        Refusal::NothingToTakeBack => say!(w, "refusal-nothing-to-take-back"),
        Refusal::TakebackAlreadyRequested => say!(w, "refusal-takeback-already-requested"),
        Refusal::NoTakebackRequest => say!(w, "refusal-no-takeback-request"),
        Refusal::ClaimWithClock => say!(w, "refusal-claim-with-clock"),
        Refusal::ClaimOnYourTurn => say!(w, "refusal-claim-on-your-turn"),
        Refusal::ClaimTooEarly { claimable_at } => say!(
            w,
            "refusal-claim-too-early",
            after = days(w, CLAIM_AFTER_MS / DAY_MS),
            from = when(w, *claimable_at)
        ),
        Refusal::TooLateToAbort => say!(w, "refusal-too-late-to-abort"),
        Refusal::StaleBoard => say!(w, "refusal-stale-board"),
        Refusal::StalePreview => say!(w, "refusal-stale-preview"),
        Refusal::GameOver => say!(w, "refusal-game-over"),
        Refusal::NotThisChannelsGame => say!(w, "refusal-not-this-channels-game"),
        Refusal::NotThisChannelsChallenge => say!(w, "refusal-not-this-channels-challenge"),
        Refusal::TextTooLong { max } => say!(w, "refusal-text-too-long", max = *max),
        Refusal::PeekNotInThisGame => say!(w, "refusal-peek-not-in-this-game"),
        Refusal::NotACell { given } => say!(w, "refusal-not-a-cell", given = escape(given)),
        Refusal::NothingToLift { cell } => {
            say!(w, "refusal-nothing-to-lift", cell = cell.as_str())
        }
        Refusal::NoMovesFrom { cell } => say!(w, "refusal-no-moves-from", cell = cell.as_str()),
        Refusal::ServerOnly => say!(w, "refusal-server-only"),
        Refusal::VacationLength { asked: _, left: 0 } => say!(
            w,
            "refusal-no-vacation-left",
            allowance = VACATION_DAYS_PER_YEAR
        ),
        Refusal::VacationLength { asked, left } => say!(
            w,
            "refusal-vacation-length",
            asked = days(w, i64::from(*asked)),
            left = *left,
            left_days = days(w, *left),
            allowance = VACATION_DAYS_PER_YEAR
        ),
        Refusal::AlreadyOnVacation { until } => {
            say!(w, "refusal-already-on-vacation", until = when(w, *until))
        }
        Refusal::NotOnVacation => say!(w, "refusal-not-on-vacation"),
        Refusal::PremoveOnYourTurn => say!(w, "refusal-premove-on-your-turn"),
        Refusal::PremoveShape { moves } => say!(w, "refusal-premove-shape", moves = *moves),
        Refusal::PremoveIllegal {
            kind,
            number,
            notation,
            reason,
        } => say!(
            w,
            "refusal-premove-illegal",
            number = *number,
            notation = notation.as_str(),
            reason = super::illegal::reason(w, reason),
            hint = illegal_hint(w, *kind)
        ),
        Refusal::PremoveNeedsChoice {
            number,
            notation,
            options,
        } => say!(
            w,
            "refusal-premove-needs-choice",
            number = *number,
            notation = notation.as_str(),
            options = options_list(w, options)
        ),
        Refusal::PremoveConflict { answered, reply } => say!(
            w,
            "refusal-premove-conflict",
            answered = answered.as_str(),
            reply = reply.as_str()
        ),
        Refusal::PremoveTreeFull { max } => say!(w, "refusal-premove-tree-full", max = *max),
    }
}

fn schedule_problem(words: &Words, problem: &ScheduleError) -> String {
    match problem {
        ScheduleError::Empty => say!(words, "schedule-empty"),
        ScheduleError::Unknown(part) => say!(words, "schedule-unknown", part = part.as_str()),
        ScheduleError::HoursOutOfRange(part) => say!(
            words,
            "schedule-out-of-range",
            part = part.as_str(),
            max = MAX_REMINDER_HOURS
        ),
        ScheduleError::Repeated(part) => say!(words, "schedule-repeated", part = part.as_str()),
        ScheduleError::OffWithOthers => say!(words, "schedule-off-with-others"),
    }
}

/// How to find a legal move in `kind`.
fn illegal_hint(words: &Words, kind: GameKind) -> String {
    say!(words, "illegal-move-hint", kind = kind_key(kind))
}

/// The database failed: nothing the player did wrong.
pub(super) fn internal_error(words: &Words) -> String {
    say!(words, "internal-error")
}
