# Why the rules engine refused a move: one clause after "That move is illegal:".
# $kind, $piece, $shape (PÜNCT): t, e, c, m, a-plus or a-minus.
illegal-other-game = that is a move of the other game
illegal-game-over = the game is over

## PÜNCT
illegal-punct-malformed = cannot read that move: write an ADD as +F5:G5,H5 and a MOVE as H2>H5:I5,J5 (PÜNCT first, then the two minor dots), or pass
illegal-not-a-cell = { $name } is not a cell of the board
illegal-repeated-cell = { $cell } is written twice: a piece covers three different cells
illegal-not-a-piece = the three cells do not form a piece
illegal-pass-not-allowed = you may pass only when you have no legal ADD or MOVE
illegal-none-left = you have no { $kind ->
    [t] triangles
    [e] straight pieces with the PÜNCT at an end
    [c] straight pieces with the PÜNCT in the middle
    [m] angular pieces with the PÜNCT at the bend
    [a-plus] A+ angular pieces
   *[a-minus] A− angular pieces
 } left
illegal-centre-add = new pieces may not touch the central hexagon
illegal-first-add-centre = White's first piece may not touch the central hexagon
illegal-not-empty = { $cell } is not empty: new pieces go on empty cells
illegal-under-bridge = { $cell } is under a bridge: nothing may be put there
illegal-no-piece-at = no piece of yours has its PÜNCT on { $cell }
illegal-covered = your piece on { $cell } is covered and cannot move
illegal-wrong-kind = that piece is { $piece ->
    [t] a triangle
    [e] a straight E
    [c] a straight C
    [m] an angular M
    [a-plus] an angular A+
   *[a-minus] an angular A−
 }, but those cells make { $shape ->
    [t] a triangle
    [e] a straight E
    [c] a straight C
    [m] an angular M
    [a-plus] an angular A+
   *[a-minus] an angular A−
 }
illegal-not-on-line = { $from } and { $to } are not on one line: the PÜNCT moves straight along a line
illegal-null-move = the piece is already there: move it or turn it to another position
illegal-punct-on-opponent = a PÜNCT may only land on your own colour
illegal-uneven = the three dots must rest at one height (a bridge needs its two ends at one height)
illegal-triangle-bridge = triangles cannot bridge
illegal-middle-punct-bridge = pieces with the PÜNCT in the middle cannot bridge: the PÜNCT must rest on your own piece
illegal-bridge-middle-too-high = the middle of a bridge must be lower than its ends, and { $cell } is not

## boop.
illegal-boop-malformed = write a turn as Kc3, Cc3 or Kc1/Ga1-c1
illegal-not-a-square = { $name } is not a square of the bed
illegal-not-a-line = { $from }-{ $to } is not a row of three squares
illegal-occupied = { $square } is occupied
illegal-no-cats = you have no cats in your pool
illegal-no-kittens = you have no kittens in your pool
illegal-wins-alone = { $placement } wins the game: write just { $placement }
illegal-nothing-to-choose = { $placement } leaves nothing to graduate or lift: write just { $placement }
illegal-not-your-row = { $row } is not one of your rows
illegal-not-your-piece = { $square } is not a piece of yours; { $choice }
illegal-no-lift = you may lift a piece only when all 8 of yours are on the bed
illegal-choose-row = choose which row to graduate: { $rows }
illegal-choose-lift = choose a piece of yours to lift: { $squares }
illegal-choose-row-or-lift = choose which row to graduate: { $rows }; or a piece of yours to lift: { $squares }
