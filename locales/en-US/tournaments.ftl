# Tournaments: announcements in the tournament's channel, answers, refusals.
# $format: swiss or round-robin; $rated: rated or casual.

tournament-signup = **{ $game } tournament #{ $number }** · { $format ->
    [swiss] Swiss
   *[round-robin] round-robin
 } · { $rounds } · { $days } { $days ->
    [one] day
   *[other] days
 } per move · { $rated ->
    [rated] rated
   *[casual] casual
 }{ $max ->
    [none] {""}
   *[other] {" · "}at most { $max } players
 }
    { $start } Join with /tournament join.
    Players ({ $count }): { $players }
tournament-rounds-auto = rounds: ⌈log₂ players⌉ + 1
tournament-rounds-swiss = { $rounds } { $rounds ->
    [one] round
   *[other] rounds
 }
tournament-rounds-once = each pair meets once
tournament-rounds-twice = each pair meets twice
tournament-starts-at = Starts { $at }.
tournament-starts-by-organiser = Starts when the organiser says (/tournament start).
tournament-no-players-yet = nobody yet
tournament-joined = { $name } joined tournament #{ $number } ({ $count } { $count ->
    [one] player
   *[other] players
 }).
tournament-left = { $name } left tournament #{ $number } ({ $count } { $count ->
    [one] player
   *[other] players
 }).
tournament-pairings = **Tournament #{ $number } · round { $round } of { $rounds }** — every game in its own thread; unfinished games are adjudicated a draw on { $deadline }.
tournament-board = { $board }. { $first } – { $second }{ $game }
tournament-board-game = {" "}(game #{ $game })
tournament-bye = Bye (one point): { $name }
tournament-results = **Tournament #{ $number } · results of round { $round } of { $rounds }**
tournament-standings = Standings of tournament #{ $number } after round { $round } of { $rounds }.
tournament-winner = 🏆 { $winner } wins tournament #{ $number }!
tournament-withdrew = { $name } withdrew from tournament #{ $number }: their game on is forfeited and they are not paired again.
tournament-cancelled = Tournament #{ $number } is cancelled: its games on end without a result.
tournament-not-started = Tournament #{ $number } has not started: no round is paired yet.

tournament-refusal-none = This server has no tournament open — a member with Manage Server can start one with /tournament create.
tournament-refusal-no-such = There is no tournament #{ $number } on this server — /tournament standings without a number shows the newest.
tournament-refusal-signups-closed = Tournament #{ $number } no longer takes signups: it has started or is over.
tournament-refusal-already-joined = You are already in tournament #{ $number } — /tournament leave takes you off the list.
tournament-refusal-not-joined = You are not in tournament #{ $number } — /tournament join puts you on the list while it takes signups.
tournament-refusal-full = Tournament #{ $number } is full ({ $max } players).
tournament-refusal-not-organiser = Only the organiser, or a member with Manage Server, can start or cancel a tournament.
tournament-refusal-too-few = A tournament needs at least 2 players to start; it has { $count }.
tournament-refusal-bad-rounds = { $rounds } rounds is not possible: { $format ->
    [swiss] a Swiss has from 1 to { $max } rounds (or leave rounds out for ⌈log₂ players⌉ + 1)
   *[round-robin] a round-robin takes rounds:1 (each pair meets once) or rounds:2 (twice, colours swapped)
 }.
tournament-refusal-bad-max = At most { $max } players is too few: give max:2 or more, or leave it out.
tournament-refusal-not-running = Tournament #{ $number } is not being played: withdraw once it has started (before, /tournament leave).
tournament-refusal-already-withdrawn = You have already withdrawn from tournament #{ $number }.
tournament-refusal-over = Tournament #{ $number } is already over.
tournament-refusal-no-such-round = Tournament #{ $number } has no round { $round }: give a round from 1 to { $paired }.
tournament-refusal-bad-starts = `{ $given }` is not a time to start in: write a duration like 2d, 12h, 30m or 1d12h (at most 366d), or leave starts out and use /tournament start.
tournament-created = Tournament #{ $number } is created: its signup message follows.
tournament-started = Tournament #{ $number } starts with { $count } players: round 1's pairings follow.
