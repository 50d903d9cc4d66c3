# Puzzles (/puzzle): shown to the solver alone; the daily puzzle in a
# server's puzzle channel. $task is one of the puzzle-task-* lines.

puzzle-task-win = { $side } to move and win in { $moves } { $moves ->
    [one] move
   *[other] moves
 }
puzzle-task-block = { $side } to move: stop { $opponent }'s connection
puzzle-rating-shift = {" "}Your puzzle rating: { $before } → { $after }.
puzzle-given = **{ $game } puzzle #{ $number }** (rating { $rating }): { $task }. Answer with /puzzle answer:MOVE.
puzzle-defended = Right: `{ $answer }`. The defence answers `{ $defence }`; now win in { $moves } { $moves ->
    [one] move
   *[other] moves
 }.
puzzle-solved = Solved: `{ $answer }` wins!{ $rating }
puzzle-refuted-by = {" "}— after `{ $reply }` no win follows in time
puzzle-not-winning = That doesn't win: `{ $answer }`{ $why }. Try again.{ $rating }
puzzle-still-wins-with = , the opponent still connects with `{ $win }`
puzzle-not-blocking = That doesn't stop it: `{ $answer }`{ $why }. Try again.{ $rating }
puzzle-daily = **Puzzle of the day** · { $game } #{ $number }: { $task }. Try it yourself: /puzzle game:{ $kind } number:{ $number }
puzzle-channel-set = The daily puzzle will be posted in { $channel }.
puzzle-channel-off = No daily puzzle is posted on this server any more.

puzzle-refusal-none = There are no { $game } puzzles. Puzzles come for: { $games }.
puzzle-refusal-no-such = There is no { $game } puzzle #{ $number }: they are numbered 1 to { $count }.
puzzle-refusal-all-seen = You have been given all { $count } { $game } puzzles. Try the other game's.
puzzle-refusal-nothing-to-answer = You are not solving a puzzle. Start one with /puzzle game:punct or /puzzle game:boop.
puzzle-refusal-say-which = Say which game: /puzzle game:punct or /puzzle game:boop (or answer your puzzle with /puzzle answer:MOVE).
puzzle-refusal-channel-and-off = Give either puzzles:#channel (where the daily puzzle goes) or puzzles-off:true (no daily puzzle), not both.

describe-puzzle = A puzzle for you alone: win by force, or stop the opponent's win
describe-puzzle-game = The game of the new puzzle
describe-puzzle-number = A puzzle by its number (the daily puzzle's, say)
describe-puzzle-answer = Your move in the puzzle you are solving, in notation
describe-settings-puzzles = The channel for the daily puzzle (Manage Server)
describe-settings-puzzles-off = True: post no daily puzzle on this server (Manage Server)
