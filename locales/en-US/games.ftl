# A game in play: the board line, offers, history, replays, its end.

board = { $header }{ $last }. { $turn }
# $turn: start (the first move) or move
board-turn = { $who }, { $turn ->
    [start] you start
   *[move] your move
 }{ $away }.
board-turn-clock = { $who }, { $turn ->
    [start] you start
   *[move] your move
 } · { $left } left{ $away }.
board-away = {" "}(on vacation until { $until })

game-over = { $header }{ $last }. { $ending }
ratings-changed = Ratings: { $shifts }.
rating-shift = { $name } { $before } → { $after } ({ $change })

result-wins = **{ $name } wins**
result-draw = **Draw**
ending-never-moved = Game aborted: { $name } never moved and their time ran out — no result, no rating.
ending-never-moved-someone = Game aborted: a player never moved and their time ran out — no result, no rating.
ending-aborted-by = Game aborted by { $name }: no result, no rating.
ending-aborted = Game aborted: no result, no rating.
ending-resignation = { $loser } resigns — **{ $winner } wins**.
ending-agreement = **Draw** by agreement.
ending-time = { $loser } ran out of time — **{ $winner } wins**.
ending-abandonment = { $loser } left the game idle too long and { $winner } claimed it — **{ $winner } wins**.
ending-game-over = Game over — { $result }.

# The final picture: plain text, no markdown.
final-aborted = Game aborted
final-wins = { $name } wins
final-draw = Draw
final-never-moved = { $name } never moved · not rated
final-never-moved-someone = A player never moved · not rated
final-called-off = Called off · not rated
final-resigned = { $name } resigned
final-time = { $name } ran out of time
final-idle = { $name } left the game idle
final-agreed = Agreed by both players

choose-option = { $mention } placed `{ $placement }` and must now choose one option below (or `/choose 1`, or Cancel to take the placement back):
placement-withdrawn = { $by } takes back the placement `{ $placement }`: still their move.
draw-offered = { $by } offers a draw. { $mention }, accept or decline (/draw accept, /draw decline); the offer lapses when you move.
draw-declined = { $by } declines the draw offer. Play on.
takeback-requested = { $by } asks to take back `{ $notation }`. { $mention }, accept or decline (/takeback accept, /takeback decline).
takeback-declined = { $by } declines the takeback. Play on.
taken-back = { $by }'s move `{ $notation }` is taken back.
confirm-resign = Really resign? The game counts as lost.

history-no-moves = No moves yet.
history-attached = { $header } · { $plies } moves: too long for a message, so the whole record is attached as `{ $file }` (it replays through `punctbot engine` as it is).
archived-board = { $header } · after move { $ply } of { $plies }.
archived-board-move = { $header } · after move { $ply } of { $plies } — { $name }: `{ $notation }`.
replay = { $header } · the whole game, move by move ({ $plies } in all).
replay-paced = { $header } · the whole game, move by move ({ $plies } in all, { $per_frame } a frame to stay under Discord's 8 MiB).

peek-hint = Say which piece to lift: /peek with its cell, e.g. `/peek F5`.
destinations = Where your piece on { $cell } may go: { $cells ->
    [one] { $cells } cell
   *[other] { $cells } cells
 } for its PÜNCT. A ring lands flat, a disc on the level shown (blue: a jump, violet: a bridge). Type `{ $cell }>` in /move to see each move.
peek = The board with the top piece at { $cell } lifted off.
no-matching-moves = No legal move matches what you typed.
move-preview = Your move `{ $notation }`: { $what } — this is the position after it. It counts only when you press Confirm (your clock keeps running); Cancel plays nothing.
move-preview-ends = This move ends the game.
move-cancelled = Cancelled: nothing was played, and it is still your move.

# Conditional moves (/premove): shown to their owner alone.
premove-saved = Saved. A line is played only while { $opponent } plays its moves; any other move of theirs clears all your conditional moves in this game, and so does a takeback.
premove-list = Your conditional moves against { $opponent } (their move → your answer; only you see them):
premove-pair = `{ $theirs }` → `{ $yours }`
premove-none = You have no conditional moves in this game. Add a line while your opponent is to move: `/premove line moves:Kc3 Kd4` answers Kc3 with Kd4.
premove-cleared = { $lines ->
    [one] Your conditional line is cleared.
   *[other] Your { $lines } conditional lines are cleared.
 }
premove-cleared-none = You had no conditional moves in this game: nothing to clear.
