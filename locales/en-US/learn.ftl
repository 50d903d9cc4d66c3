# The course (/learn): its command, its answers, and every lesson's words.

describe-learn = Learn a game step by step with short lessons (only you see them)
describe-learn-game = Which game's course (leave out: your progress in every course)
describe-learn-lesson = Which lesson (leave out: the one open, else the next)

# The name the learner's opponent has in a lesson's picture.
learn-coach = Coach

# $game: the game's name; $number of $total: the lesson; $title, $task: its words.
learn-opened = **Lesson { $number }/{ $total } · { $game } · { $title }** — { $task } Play it with /move; only you see the lesson.
learn-done = ✅ `{ $notation }`: { $done }
learn-done-answered = ✅ `{ $notation }`, answered by `{ $reply }`: { $done }
learn-course-done = 🎓 You have done all { $total } lessons of { $game }.
# $id: the game's name in commands (punct, boop).
learn-progress = { $game }: { $done } of { $total } lessons done. Next: { $number }. { $title } (`/learn game:{ $id } lesson:{ $number }`)
learn-progress-all-done = { $game }: all { $total } lessons done (`/learn game:{ $id } lesson:1` to begin again).
learn-illegal = That move (`{ $notation }`) is illegal: { $reason }. { $hint }
learn-missed = `{ $notation }` is legal, but it is not what this lesson asks. { $hint }
learn-no-such-lesson = { $game } has lessons 1 to { $total }; there is no lesson { $given }.
learn-no-course = There is no course for “{ $game }”: try /learn game:punct or /learn game:boop.
learn-playing-here = You play a game in this channel, so your moves here are that game's. Open the lesson in another channel, or in a direct message with the bot.

learn-punct-place-title = Place a piece
learn-punct-place-task = Add a piece from your reserve: write its PÜNCT cell, then its two minor dots, for example `/move +F5:G5,H5` (marked). All three cells must be empty, and in the standard game no new piece may touch the central hexagon.
learn-punct-place-hint = An ADD is written +PÜNCT:minor,minor on three empty cells outside the central hexagon, for example +F5:G5,H5.
learn-punct-place-done = Your piece lies on the board at level 0. Each piece has three dots: the coloured PÜNCT and two minor dots.

learn-punct-line-title = The PÜNCT and the straight line
learn-punct-line-task = A piece on the board moves by its PÜNCT: along one of the straight lines through it (marked), as far as you like, over anything in the way, turning as it lands. Move your piece from F5, for example `/move F5>F8:G8,H8`.
learn-punct-line-hint = The new PÜNCT cell must lie on a straight line from F5: its column, its row or the diagonal F5–G6–H7.
learn-punct-line-done = The PÜNCT travelled straight along a line, and the piece took the orientation you chose.

learn-punct-rotate-title = Rotate in place
learn-punct-rotate-task = A piece may also keep its PÜNCT where it is and turn round it: that is a whole turn. Turn the piece on E5 to another position, for example `/move E5>E5:E4,E6`.
learn-punct-rotate-hint = Keep the PÜNCT on E5 and give the minor dots other cells: the same cells again would be no move at all.
learn-punct-rotate-done = The piece turned round its PÜNCT without leaving E5, and that was your whole turn.

learn-punct-edge-title = The edge
learn-punct-edge-task = Every dot must stay on the board, whichever way the piece turns. Move your piece so that its PÜNCT lands on the edge, in column A (marked), for example `/move C8>A8:A7,A6`.
learn-punct-edge-hint = There are no cells beyond the edge: turn the piece so that its three dots lie on cells of the board.
learn-punct-edge-done = Your piece lies along the edge with all three dots on the board.

learn-punct-jump-title = Jump onto your own piece
learn-punct-jump-task = A piece may land on top of others when its three dots rest at one height and its PÜNCT lands on your own colour. Jump your piece from F8 onto your piece on F5, G5 and H5 (marked).
learn-punct-jump-hint = A PÜNCT may only land on your own colour: Black's piece on F2 is not a place for it.
learn-punct-jump-done = Your piece stands at level 1 on your other piece, which is now covered.

learn-punct-minors-title = Minor dots on the opponent's
learn-punct-minors-task = Only the PÜNCT must land on your own colour; the minor dots may rest on either colour. Move your piece from F12 so that its PÜNCT lands on your dot on F5 and its minor dots on Black's dots on G5 and H5 (marked).
learn-punct-minors-hint = The three dots must rest at one height: F5, G5 and H5 are all at level 0.
learn-punct-minors-done = Your minor dots cover Black's: from above, those cells now show your colour, and Black's piece cannot move.

learn-punct-covered-title = Covered pieces cannot move
learn-punct-covered-task = A piece with any dot covered cannot move. Black covers your piece on F5 at H5 (marked): move your other piece instead.
learn-punct-covered-hint = Only a piece with nothing on any of its dots may move: your piece on F8 is free.
learn-punct-covered-done = Your free piece moved. The one on F5 stays until nothing covers it.

learn-punct-bridge-title = A bridge
learn-punct-bridge-task = A straight or angular piece with its PÜNCT at an end may bridge: both ends rest at one height, the PÜNCT on your own colour, the middle dot over a lower cell. Move your piece from H2 to bridge from H5 over I5 to J5 (marked).
learn-punct-bridge-hint = For a bridge both ends must rest at one height and the middle lower: H5 and J5 are at level 0, and I5 is empty.
learn-punct-bridge-done = Your bridge lies at level 1 over I5. Nothing may ever be put or slid under a bridge, and the pieces under its ends cannot move.

learn-punct-triangle-title = Triangles cannot bridge
learn-punct-triangle-task = A triangle can never bridge; a straight or angular piece with its PÜNCT at an end can. Bridge the gap on I5 (marked) with the right piece.
learn-punct-triangle-hint = Use your angular piece from E2: PÜNCT on H5, the middle over I5, the far end on J6.
learn-punct-triangle-done = Your piece bridges the gap; the triangle could not have.

learn-punct-centre-title = The centre in the standard game
learn-punct-centre-task = In the standard game no new piece may ever touch the central hexagon (marked), but pieces on the board may move into it. Move your piece from F5 into the centre, for example `/move F5>I8:J8,K8`.
learn-punct-centre-hint = An ADD may not touch the central hexagon; a MOVE may: move the piece that is on F5.
learn-punct-centre-done = Your piece reached the centre by a MOVE, the only way in during the standard game.

learn-punct-above-title = Connecting sides, seen from above
learn-punct-above-task = You win by joining two opposite sides with adjacent cells that show your colour from above; only the top dot of a cell counts. Your chain from column A to column Q is broken at H8, where Black's dot shows: cover it.
learn-punct-above-hint = A PÜNCT must land on your colour, but a minor dot may cover Black's: bring your piece from G3 with its PÜNCT on G8 and a minor dot on H8, all three dots at one height.
learn-punct-above-done = Seen from above, your colour now joins column A to column Q, and you win.

learn-punct-centre-count-title = The centre count
learn-punct-centre-count-task = The game ends as soon as a player places their last piece; in the standard game, whoever then shows their colour on more of the 19 central cells wins (equal is a draw). You and Black have one piece left each, and Black leads in the centre 3 to 1: gain the centre with a MOVE first.
learn-punct-centre-count-hint = Placing your last piece now would end the game with Black ahead. First move your piece from F5 onto empty central cells, for example J9, J10 and J11.
learn-punct-centre-count-done = Black placed its last piece, which ended the game: your colour shows on more central cells than Black's, and you win.

learn-boop-boop-title = Placing and booping
learn-boop-boop-task = Put a piece from your pool on any empty square: it boops the pieces next to it one square away from it, yours too. Place a kitten next to Gray's kitten on d4 (marked), for example `/move Kc3`.
learn-boop-boop-hint = Place on an empty square next to d4: c3, c4, c5, d3, d5, e3, e4 or e5.
learn-boop-boop-done = Gray's kitten was booped one square away from yours.

learn-boop-edge-title = The edge of the bed
learn-boop-edge-task = A piece booped off the bed goes back to its owner's pool. Boop Gray's kitten on a2 (marked) off the edge.
learn-boop-edge-hint = Your pool holds kittens only: place a kitten on b1, b2 or b3 to push a2 off the bed.
learn-boop-edge-done = Gray's kitten left the bed and went back to Gray's pool.

learn-boop-two-title = A row of two is not booped
learn-boop-two-task = A booped piece moves only into an empty square: with a piece behind it, it stays. Place a kitten on d4, in line with Gray's kittens on c3 and b2 (marked).
learn-boop-two-hint = Place your kitten on d4, in line with c3 and b2.
learn-boop-two-done = Nothing moved: b2 stands behind c3, and a boop never pushes two pieces.

learn-boop-graduate-title = Graduation
learn-boop-graduate-task = Three of your pieces in a row with at least one kitten leave the bed: each kitten graduates (out of the game, and a cat comes from your reserve to your pool), each cat goes back to your pool. Make a row with your kittens on a1 and b1 (marked).
learn-boop-graduate-hint = Place a kitten on c1: b1 stays where it is, since a1 stands behind it.
learn-boop-graduate-done = The row a1–c1 graduated: three cats wait in your pool.

learn-boop-cats-title = Cats boop kittens, not the reverse
learn-boop-cats-task = A kitten does not boop cats; a cat boops kittens and cats. You have three cats in your pool: boop Gray's cat on d4 (marked).
learn-boop-cats-hint = Place a cat, not a kitten, next to d4, for example Cc3.
learn-boop-cats-done = Your cat pushed Gray's cat away; a kitten would have left it where it was.

learn-boop-eight-title = Eight on the bed
learn-boop-eight-task = When all 8 of your pieces are on the bed after your boop, you must lift one (or graduate a row, if you have one): a kitten graduates (a cat comes to your pool), a cat goes back to your pool. Place your last kitten on f6 (marked) and choose a piece to lift, for example `/move Kf6/La1`.
learn-boop-eight-hint = Write the whole turn: the placement, then / and the piece to lift, for example Kf6/La1.
learn-boop-eight-done = You lifted a piece, so you start your next turn with a piece in your pool.

learn-boop-win-title = Winning
learn-boop-win-task = You win with three of your cats in a row, or with all 8 of your pieces on the bed as cats. Line up a third cat with your cats on a1 and b1 (marked).
learn-boop-win-hint = Place a cat on c1: b1 cannot be pushed into a1.
learn-boop-win-done = Three cats in a row: you win.
