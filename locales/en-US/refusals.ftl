# Refusals: shown to the caller only; why, and the way forward.

refusal-no-game = There is no game in this channel — start one with /punct challenge or /boop challenge.
refusal-no-such-game = There is no game #{ $number } on this server — /games finished:true lists yours.
refusal-no-such-ply = Game #{ $number } has { $plies } moves: give a ply from 0 (the start) to { $plies }.
refusal-replay-failed = No replay could be made: { $reason }.
refusal-no-challenge = There is no open challenge in this channel — start one with /punct challenge or /boop challenge.
refusal-channel-has-game = A game is already being played in this channel. Open a thread and challenge there: one game per channel or thread.
refusal-channel-has-challenge = A challenge is already waiting in this channel. Answer or cancel it, or open a thread and challenge there: one game per channel or thread.
refusal-challenge-yourself = You cannot challenge yourself — name another player, or leave the opponent out for an open challenge.
refusal-own-challenge = This is your own challenge: wait for an opponent, or withdraw it with /cancel.
refusal-not-challenged = This challenge is addressed to { $opponent }; only they can answer it.
refusal-not-challenger = Only { $challenger }, who made the challenge, can cancel it.
refusal-challenge-gone = This challenge is no longer open (it was answered or withdrawn).
refusal-challenge-expired = This challenge expired after 24 hours without an answer — start a new one with /punct challenge or /boop challenge.
refusal-rated-needs-clock = A rated game needs a move clock (1, 2, 3 or 7 days per move), so that it always ends: choose days, or make the challenge casual.
refusal-bad-days = { $days } days per move is not offered: choose 1, 2, 3 or 7 days (or no clock for a casual game).
refusal-manage-server-only = Only members with the Manage Server permission can change this server's settings (its reminders, language, web pages and daily puzzle).
refusal-unknown-language = `{ $given }` is not a language I speak: choose { $languages }, or `auto` to follow Discord.
refusal-bad-reminders = `{ $schedule }` is not a reminder setting: { $problem }. Write reminders separated by commas, each `half` (half the time gone) or hours left from 1h to { $max }h, e.g. `half,12h,1h` or `24h,1h`; or `off`.
schedule-empty = it is empty
schedule-unknown = `{ $part }` is neither `half` nor hours like `12h`
schedule-out-of-range = `{ $part }` is outside 1h to { $max }h
schedule-repeated = `{ $part }` comes twice
schedule-off-with-others = `off` cannot be combined with reminders
refusal-not-a-player = You are not playing in this game: you may watch it, or open a thread and challenge someone there.
refusal-not-your-turn = It is { $to_move }'s turn.
refusal-empty-move = Type a move after /move, e.g. `/move +F5:G5,H5` or `/move Kc3`.
refusal-illegal-move = That move (`{ $notation }`) is illegal: { $reason }. { $hint }
# $kind: punct, punct-basic or boop
illegal-move-hint = { $kind ->
    [boop] Type a square in /move (e.g. c3) to see the placements there: `Kc3` for a kitten, `Cc3` for a cat.
   *[punct] Type the PÜNCT cell of one of your pieces in /move to see where it can go, or a cell to see the pieces you can add there.
 }
refusal-choice-awaited = You placed `{ $placement }`: first choose one of { $options } (the menu or /choose), or take it back with `/choose cancel`.
refusal-no-choice-awaited = There is nothing to choose now: play a move with /move.
refusal-unknown-choice = `{ $choice }` is not an option after `{ $placement }`: choose one of { $options }.
refusal-draw-already-offered = You have already offered a draw; wait for the answer.
refusal-no-draw-offer = There is no draw offer to answer. Offer one yourself with /draw.
refusal-own-offer = You cannot answer your own offer; wait for your opponent.
refusal-nothing-to-take-back = You can only take back your own last move, before your opponent replies.
refusal-takeback-already-requested = You have already asked for a takeback; wait for the answer.
refusal-no-takeback-request = There is no takeback request to answer.
refusal-claim-with-clock = This game has a clock: a player who does not move loses on time, so there is nothing to claim.
refusal-claim-on-your-turn = It is your move: only your opponent can claim a game you leave idle. Make a move (or resign).
refusal-claim-too-early = Your opponent has not been idle long enough: a game without a clock can be claimed after { $after } without a move, from { $from }.
refusal-too-late-to-abort = Both players have moved, so the game can no longer be aborted: resign, offer a draw, or ask a moderator.
refusal-stale-board = This board is out of date — the game has moved on (see the latest message).
refusal-game-over = This game is over — start a new one with /punct challenge or /boop challenge.
refusal-not-this-channels-game = That button is not for this channel's game: use the buttons under the latest board in this channel.
refusal-not-this-channels-challenge = That button is not for this channel's challenge: use the buttons under the latest challenge in this channel.
refusal-text-too-long = That is too long: at most { $max } characters. A move is a few characters, e.g. `+F5:G5,H5` or `Kc3`.
refusal-peek-not-in-this-game = Peeking is only for PÜNCT, where pieces stack; in boop. everything is in view.
refusal-not-a-cell = `{ $given }` is not a cell of the board: give a letter and a number, e.g. F5.
refusal-nothing-to-lift = There is no piece on { $cell } to lift: give the cell of a piece on top of a stack.
refusal-no-moves-from = None of your pieces can move with its PÜNCT from { $cell }. Give the PÜNCT cell of one of your mobile pieces (nothing on top of it).
refusal-server-only = This works on a server only: games, ladders, stats, reminders, vacations and game lists belong to a server. Ask in one of its channels.
refusal-no-vacation-left = You have no vacation days left this year (the allowance is { $allowance } days per calendar year, UTC; it renews on 1 January).
refusal-vacation-length = A vacation of { $asked } is not possible: give a number of days from 1 to { $left } ({ $left_days } left of { $allowance } this calendar year, UTC).
refusal-already-on-vacation = You are already on vacation until { $until }; one vacation at a time (/vacation cancel ends it early).
refusal-not-on-vacation = You are not on vacation on this server, so there is nothing to cancel.
refusal-stale-preview = This preview is out of date: the game has changed since it was made, so the move was not played. Play it again with /move to see it on the current position.

refusal-computer-unrated = Games against the computer are never rated: leave out rated (or set it to false).
refusal-level-for-computer-only = A level is for games against the computer: challenge the bot itself, or leave out level.

# Conditional moves (/premove).
refusal-premove-on-your-turn = It is your move: play it first. Conditional moves answer your opponent's next move, so enter them while you wait.
refusal-premove-shape = A line is your opponent's move, then your answer, in pairs (you gave { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
 }): e.g. `/premove line moves:Kc3 Kd4 Ke5 Kb2` plays Kd4 if they play Kc3, then Kb2 if they play Ke5.
refusal-premove-illegal = Move { $number } of the line, `{ $notation }`, cannot be played there: { $reason }. Nothing was saved. { $hint }
refusal-premove-needs-choice = Move { $number } of the line, `{ $notation }`, needs a choice: write the whole turn, one of { $options }. Nothing was saved.
refusal-premove-conflict = Your conditional moves already answer `{ $answered }` with `{ $reply }`: lines may part only at your opponent's moves. Clear them first with /premove clear.
refusal-premove-tree-full = You have { $max } conditional lines in this game already: clear them first with /premove clear.
