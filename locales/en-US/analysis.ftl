# /analysis: a finished game judged move by move by the strongest level,
# its marked moves with the better move, the chart, the web page's marks.

describe-analysis = The mistakes of a finished game, with the better moves and a chart
describe-analysis-game = The game's number (leave out: your last finished game here)

# $mark: inaccuracy, mistake or blunder
analysis-mark = { $mark ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
 }
analysis-header = Analysis of { $header } · { $plies } moves: { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
 }, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
 }, { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
 }.
# $before and $after: the mover's winning chance in percent.
analysis-marked-move = { $ply }. { $name } `{ $played }` — { $mark ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
 }; better `{ $best }` (winning chance { $before } % → { $after } %)
analysis-nothing-marked = No move gave away enough winning chance to be marked: well played.
analysis-more = …and { $count } more marked moves (the game's web page shows them all).

picture-analysis-title = { $game } #{ $number } · analysis

refusal-nothing-to-analyse = You have no finished game on this server to analyse: give a game's number (/games finished:true lists yours), e.g. /analysis game:12.
refusal-analysis-of-game-on = Game #{ $number } is still being played: it can be analysed once it is over.
refusal-analysis-of-aborted-game = Game #{ $number } was aborted without a result: only finished games are analysed.
refusal-analysis-busy = One analysis is already running on this server: try again in a moment.
refusal-analysis-failed = This game could not be analysed (its stored moves do not replay); the bot's operators have been told in its log.

web-analysis = Analysis by the strongest level: { $marks }.
web-better-move = better: { $best }
# The caption under the board after a marked move: $after is "After move 12 of 40".
web-marked-caption = { $after } — { $symbol } { $mark ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
 }; better: { $best }
