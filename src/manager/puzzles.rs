//! `/puzzle`: a shipped puzzle near the caller's puzzle rating that they
//! were never given, shown to them alone; their answers checked by the
//! engines' exact solver (a wrong one told why: the engine's refusal of an
//! illegal move, or the reply that shows it does not win); in a longer
//! puzzle the defence's best reply, and the next move awaited. The first
//! answer that decides counts for the Glicko-2 puzzle ratings of the
//! player and of the puzzle, apart from the ladders.

use super::{
    puzzle_news::{PuzzleMessage, PuzzleRatingShift, PuzzleRefusal},
    refusal::Refusal,
    request::{Caller, Locale},
    Failure, Handled, Manager, Message, Reply,
};
use crate::{
    bot::computer_of,
    games::{AnyGame, AnyMove, ByColor, GameKind, Notated, Rules, Seat},
    puzzles::{
        rating::{first_rating, rate_attempt},
        shipped, Goal, Puzzle,
    },
    ratings::Rating,
    render::{Word, Words},
    store::{DailyPuzzle, PuzzleResult, StoreError},
};

/// What an answer did.
enum Verdict {
    /// Right, and the puzzle goes on after the defence's reply.
    Defended { defence: AnyMove, moves_left: u32 },
    /// Right, and the puzzle is solved.
    Solved,
    /// Legal but wrong, with the reply that shows it, if one does.
    Wrong { refutation: Option<AnyMove> },
}

impl Manager {
    /// `/puzzle`: a new puzzle of `kind` (puzzle `number`, if given), an
    /// answer to the open one, or the open one shown again.
    pub(super) async fn puzzle(
        &self,
        caller: &Caller,
        kind: Option<GameKind>,
        number: Option<u32>,
        answer: Option<&str>,
    ) -> Handled {
        match (answer, kind) {
            (Some(answer), _) => self.puzzle_answer(caller, answer).await,
            (None, Some(kind)) => self.new_puzzle(caller, kind, number).await,
            (None, None) => match self.store.open_puzzle(caller.user).await? {
                Some(open) => {
                    let puzzle = shipped_puzzle(open.kind, open.number)?;
                    let game = played(puzzle, &open.played)?;
                    let left = moves_left(puzzle, &open.played);
                    Ok(self.puzzle_shown(caller, puzzle, &game, left).await?)
                }
                None => Err(Refusal::Puzzle(PuzzleRefusal::SayWhich).into()),
            },
        }
    }

    async fn new_puzzle(&self, caller: &Caller, kind: GameKind, number: Option<u32>) -> Handled {
        let all = shipped::of(kind);
        if all.is_empty() {
            let kinds = shipped::kinds().collect();
            return Err(Refusal::Puzzle(PuzzleRefusal::NoPuzzles { kind, kinds }).into());
        }
        let puzzle = match number {
            Some(number) => {
                shipped::find(kind, number).ok_or(Refusal::Puzzle(PuzzleRefusal::NoSuchPuzzle {
                    kind,
                    number,
                    count: all.len(),
                }))?
            }
            None => self.nearest_unseen(caller.user, kind, all).await?,
        };
        self.store
            .start_puzzle(caller.user, kind, puzzle.number, self.clock.now())
            .await?;
        let game = played(puzzle, &[])?;
        Ok(self
            .puzzle_shown(caller, puzzle, &game, puzzle.goal.own_moves())
            .await?)
    }

    /// The puzzle of `all` the caller was never given whose rating is
    /// nearest theirs (the lower number of two as near).
    async fn nearest_unseen(
        &self,
        user: u64,
        kind: GameKind,
        all: &'static [Puzzle],
    ) -> Result<&'static Puzzle, Failure> {
        let player = self.player_puzzle_rating(user, kind).await?;
        let seen = self.store.puzzles_seen(user, kind).await?;
        let rated = self.store.puzzle_ratings(kind).await?;
        let rating_of = |puzzle: &Puzzle| {
            rated
                .iter()
                .find(|(number, _)| *number == puzzle.number)
                .map_or_else(|| first_rating(puzzle.difficulty), |(_, rating)| *rating)
        };
        all.iter()
            .filter(|puzzle| !seen.contains(&puzzle.number))
            .min_by(|a, b| {
                let distance = |p: &Puzzle| (rating_of(p).rating - player.rating).abs();
                distance(a).total_cmp(&distance(b))
            })
            .ok_or_else(|| {
                Refusal::Puzzle(PuzzleRefusal::AllSeen {
                    kind,
                    count: all.len(),
                })
                .into()
            })
    }

    async fn player_puzzle_rating(&self, user: u64, kind: GameKind) -> Result<Rating, StoreError> {
        Ok(self
            .store
            .puzzle_player(user, kind)
            .await?
            .map_or(Rating::NEW, |player| player.rating))
    }

    async fn puzzle_strength(&self, puzzle: &Puzzle) -> Result<Rating, StoreError> {
        Ok(self
            .store
            .puzzle_rating(puzzle.kind, puzzle.number)
            .await?
            .unwrap_or_else(|| first_rating(puzzle.difficulty)))
    }

    /// The puzzle's position `game` (`left` own moves to find), to the
    /// caller alone.
    async fn puzzle_shown(
        &self,
        caller: &Caller,
        puzzle: &Puzzle,
        game: &AnyGame,
        left: u32,
    ) -> Result<Reply, StoreError> {
        let rating = self.puzzle_strength(puzzle).await?.shown();
        let message = PuzzleMessage::Given {
            kind: puzzle.kind,
            number: puzzle.number,
            to_move: game.turn(),
            goal: puzzle.goal,
            moves_left: left,
            rating,
        };
        Ok(puzzle_reply(
            &caller.locale,
            game,
            vec![Message::Puzzle(message)],
        ))
    }

    /// The moves of the caller's open puzzle that match `prefix`, as
    /// `/move` autocomplete offers a game's (the same choices and labels).
    pub(super) async fn puzzle_moves(&self, caller: &Caller, prefix: &str) -> Handled {
        let Some(open) = self.store.open_puzzle(caller.user).await? else {
            return Err(Refusal::Puzzle(PuzzleRefusal::NothingToAnswer).into());
        };
        let puzzle = shipped_puzzle(open.kind, open.number)?;
        let game = played(puzzle, &open.played)?;
        Ok(self.move_choices(caller, &game, prefix))
    }

    /// An answer to the caller's open puzzle.
    async fn puzzle_answer(&self, caller: &Caller, text: &str) -> Handled {
        let Some(mut open) = self.store.open_puzzle(caller.user).await? else {
            return Err(Refusal::Puzzle(PuzzleRefusal::NothingToAnswer).into());
        };
        let puzzle = shipped_puzzle(open.kind, open.number)?;
        let game = played(puzzle, &open.played)?;
        let mv = game
            .parse_move(text)
            .and_then(|mv| {
                let mut tried = game.clone();
                tried.play(mv).map(|()| mv)
            })
            .map_err(|reason| Refusal::IllegalMove {
                kind: puzzle.kind,
                notation: text.trim().to_owned(),
                reason,
            })?;
        let left = moves_left(puzzle, &open.played);
        let verdict = judge(puzzle, &open.played, game.clone(), mv, left).await;
        let mut after = game.clone();
        after.play(mv).expect("checked legal above");
        let answer = mv.notation().to_string();
        let (message, finished, solved) = match verdict {
            Verdict::Defended {
                defence,
                moves_left,
            } => {
                after.play(defence).expect("the defence is legal");
                open.played.push(answer.clone());
                open.played.push(defence.notation().to_string());
                let message = PuzzleMessage::Defended {
                    kind: puzzle.kind,
                    answer,
                    defence: defence.notation().to_string(),
                    moves_left,
                };
                (message, false, true)
            }
            Verdict::Solved => {
                open.played.push(answer.clone());
                let message = PuzzleMessage::Solved {
                    answer,
                    rating: None,
                };
                (message, true, true)
            }
            Verdict::Wrong { refutation } => {
                let refutation = refutation.map(|mv| mv.notation().to_string());
                let message = if puzzle.goal == Goal::Block {
                    PuzzleMessage::NotBlocking {
                        answer,
                        win: refutation,
                        rating: None,
                    }
                } else {
                    PuzzleMessage::NotWinning {
                        answer,
                        refutation,
                        rating: None,
                    }
                };
                after = game.clone();
                (message, false, false)
            }
        };
        // The attempt counts once: at the first wrong answer, or when
        // solved without one.
        let counts = !open.rated && (finished || !solved);
        let (result, shift) = if counts {
            let player = self.player_puzzle_rating(caller.user, puzzle.kind).await?;
            let strength = self.puzzle_strength(puzzle).await?;
            let (player_after, puzzle_after) = rate_attempt(player, strength, solved);
            let shift = PuzzleRatingShift {
                before: player.shown(),
                after: player_after.shown(),
            };
            let result = PuzzleResult {
                player: player_after,
                puzzle: puzzle_after,
                solved,
            };
            (Some(result), Some(shift))
        } else {
            (None, None)
        };
        let message = with_shift(message, shift);
        let written = self
            .store
            .advance_puzzle(caller.user, &open, finished, result, self.clock.now())
            .await;
        match written {
            Ok(()) => {}
            // Another answer of the same player got there first.
            Err(StoreError::Conflict) => {
                return Err(Refusal::Puzzle(PuzzleRefusal::NothingToAnswer).into())
            }
            Err(error) => return Err(error.into()),
        }
        Ok(puzzle_reply(
            &caller.locale,
            &after,
            vec![Message::Puzzle(message)],
        ))
    }
}

/// `message` telling the rating change `shift`, if it tells one.
fn with_shift(message: PuzzleMessage, shift: Option<PuzzleRatingShift>) -> PuzzleMessage {
    match message {
        PuzzleMessage::Solved { answer, .. } => PuzzleMessage::Solved {
            answer,
            rating: shift,
        },
        PuzzleMessage::NotWinning {
            answer, refutation, ..
        } => PuzzleMessage::NotWinning {
            answer,
            refutation,
            rating: shift,
        },
        PuzzleMessage::NotBlocking { answer, win, .. } => PuzzleMessage::NotBlocking {
            answer,
            win,
            rating: shift,
        },
        other => other,
    }
}

/// Judges `mv` (legal in `game`, the puzzle after `played`, `left` own
/// moves to find) off the async threads: proving a PÜNCT move takes the
/// solver up to seconds.
async fn judge(
    puzzle: &Puzzle,
    played: &[String],
    game: AnyGame,
    mv: AnyMove,
    left: u32,
) -> Verdict {
    let line = puzzle.solution.clone();
    let played = played.to_vec();
    let goal = puzzle.goal;
    let judged = tokio::task::spawn_blocking(move || judged(goal, &line, &played, &game, mv, left));
    judged.await.unwrap_or(Verdict::Wrong { refutation: None })
}

fn judged(
    goal: Goal,
    line: &[String],
    played: &[String],
    game: &AnyGame,
    mv: AnyMove,
    left: u32,
) -> Verdict {
    let Some(computer) = computer_of(game) else {
        return Verdict::Wrong { refutation: None };
    };
    let mut after = game.clone();
    after.play(mv).expect("checked legal");
    if goal == Goal::Block {
        let blocks = computer.blocks(game);
        return if blocks.contains(&mv) {
            Verdict::Solved
        } else {
            let win = computer.fastest_wins(&after, 1).map(|(_, wins)| wins[0]);
            Verdict::Wrong { refutation: win }
        };
    }
    if !computer.move_wins_within(game, mv, left) {
        let refutation = computer.longest_defence(&after, left.saturating_sub(1).max(1));
        return Verdict::Wrong { refutation };
    }
    if after.outcome().is_some() || left <= 1 {
        return Verdict::Solved;
    }
    // On the shipped line, its defence; off it, the solver's.
    let on_line = line.len() > played.len() + 1
        && line[..played.len()] == *played
        && line[played.len()] == mv.notation().to_string();
    let defence = if on_line {
        after.parse_move(&line[played.len() + 1]).ok()
    } else {
        None
    }
    .or_else(|| computer.longest_defence(&after, left - 1));
    match defence {
        Some(defence) => Verdict::Defended {
            defence,
            moves_left: left - 1,
        },
        None => Verdict::Solved,
    }
}

/// The picture of `game` with `said`, to the caller alone.
fn puzzle_reply(locale: &Locale, game: &AnyGame, said: Vec<Message>) -> Reply {
    let kind = game.kind();
    let names = ByColor {
        first: locale.say(Word::Side(kind, Seat::First)),
        second: locale.say(Word::Side(kind, Seat::Second)),
    };
    Reply {
        said,
        image: Some(crate::render::board_png(game, &names, locale)),
        ephemeral: true,
        locale: locale.clone(),
        ..Reply::default()
    }
}

/// The shipped puzzle an attempt names (one gone from the files since
/// counts as nothing to answer).
fn shipped_puzzle(kind: GameKind, number: u32) -> Result<&'static Puzzle, Failure> {
    shipped::find(kind, number)
        .ok_or_else(|| Refusal::Puzzle(PuzzleRefusal::NothingToAnswer).into())
}

/// The puzzle's position after `played`.
fn played(puzzle: &Puzzle, played: &[String]) -> Result<AnyGame, Failure> {
    let corrupt = |what: String| Failure::Store(StoreError::Corrupt(what));
    let mut game = puzzle.position().map_err(|e| corrupt(e.to_string()))?;
    for text in played {
        game.play_text(text)
            .map_err(|why| corrupt(format!("puzzle {}: {text}: {why}", puzzle.number)))?;
    }
    Ok(game)
}

/// The own moves left to find after `played` (each of the solver's moves
/// is followed by the defence's).
fn moves_left(puzzle: &Puzzle, played: &[String]) -> u32 {
    let done = u32::try_from(played.len() / 2).unwrap_or(u32::MAX);
    puzzle.goal.own_moves().saturating_sub(done).max(1)
}

/// The day of `now` (Unix milliseconds): days since the epoch, UTC.
#[must_use]
pub(super) fn day_of(now: i64) -> i64 {
    now.div_euclid(24 * 60 * 60 * 1000)
}

impl Manager {
    /// Owes each server with a puzzle channel its puzzle of today, unless
    /// it has it already (the database decides, whichever process asks
    /// first): safe to call from any number of processes, as often as
    /// wanted. Returns how many were owed by this call.
    ///
    /// # Errors
    /// The database failed (what was owed stays owed).
    pub async fn owe_daily_puzzles(&self) -> Result<usize, StoreError> {
        let now = self.clock.now();
        let day = day_of(now);
        let mut owed = 0;
        for (guild, channel) in self.store.puzzle_channels().await? {
            let Some(puzzle) = puzzle_of_day(day) else {
                break;
            };
            let daily = DailyPuzzle {
                guild,
                channel,
                kind: puzzle.kind,
                number: puzzle.number,
            };
            if self.store.owe_daily_puzzle(day, daily, now).await? {
                owed += 1;
            }
        }
        if owed > 0 {
            self.owed_now.notify_one();
        }
        Ok(owed)
    }

    /// The daily puzzle of `day` owed to `channel`, as its post (`None`:
    /// the channel has none that day).
    pub(super) async fn daily_puzzle_post(
        &self,
        channel: u64,
        day: i64,
    ) -> Result<Option<Reply>, StoreError> {
        let Some(daily) = self.store.daily_puzzle(channel, day).await? else {
            return Ok(None);
        };
        let Some(puzzle) = shipped::find(daily.kind, daily.number) else {
            return Ok(None);
        };
        let Ok(game) = puzzle.position() else {
            return Ok(None);
        };
        let locale = self.server_locale(Some(daily.guild)).await?;
        let message = PuzzleMessage::Daily {
            kind: puzzle.kind,
            number: puzzle.number,
            to_move: game.turn(),
            goal: puzzle.goal,
        };
        let mut reply = puzzle_reply(&locale, &game, vec![Message::Puzzle(message)]);
        reply.ephemeral = false;
        Ok(Some(reply))
    }
}

/// The puzzle of `day`, the same on every server: the games take turns,
/// and each day walks its game's puzzles by a large prime step (so that
/// the days' puzzles are not ordered by how they were found).
fn puzzle_of_day(day: i64) -> Option<&'static Puzzle> {
    let kinds: Vec<GameKind> = shipped::kinds().collect();
    let kind =
        *kinds.get(usize::try_from(day.rem_euclid(i64::try_from(kinds.len()).ok()?)).ok()?)?;
    let all = shipped::of(kind);
    let count = i64::try_from(all.len()).ok().filter(|&count| count > 0)?;
    let index = (day / 2).wrapping_mul(7919).rem_euclid(count);
    all.get(usize::try_from(index).ok()?)
}
