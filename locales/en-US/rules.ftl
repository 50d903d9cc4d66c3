# /rules: each game in brief, in our own words. A value's lines are joined
# with line breaks; a line may not start with `*`, `[` or `.`.

rules-punct-head = **PÜNCT** in brief.
    • **Pieces**: 18 each, each three dots on three neighbouring cells; one dot, the **PÜNCT**, carries your mark. Kinds: triangle, straight (PÜNCT at an end, E, or in the middle, C) and angular (PÜNCT at the bend, M, or at an end, A+ and A−).
    • **A turn** is one action. **Add**: put a piece from your reserve flat on three empty cells. **Move**: take one of your pieces that nothing covers; its PÜNCT goes any distance in a straight line (over anything) or stays, and the piece may turn to any orientation.
    • **Landing**: flat on the board (level 0), or on top of pieces whose three cells are all at one height with your PÜNCT on your own colour; a piece may climb **any number of levels** at once. A straight E or an angular A+/A− may **bridge**: both ends at one height, the end under your PÜNCT your own colour, the middle lower. A covered piece cannot move; nothing goes under a bridge. Levels count from 0, the board.
    • **Win**: link two opposite sides of the board with a chain of your dots seen from above (only the top of a stack counts). A move that completes both chains wins for the mover; one that completes only the opponent's loses.
rules-punct-standard = • **Standard game**: no piece is ever added with a dot in the central hexagon (19 cells). As soon as either player adds their 18th piece without a connection, the game ends: more of your dots seen in the central hexagon wins, equal is a draw.
rules-punct-basic = • **Basic game**: only White's first piece must stay out of the central hexagon. As soon as either player adds their 18th piece without a connection, the game ends in a draw.
rules-punct-tail = Moves are written `+F5:G5,H5` (add: PÜNCT, then the two other dots) or `H2>H5:I5,J5` (move the piece whose PÜNCT is on H2). `/peek` shows a stack.

rules-boop = **boop.** in brief.
    • **Pieces**: each player has 8 kittens in their **pool** (the pieces you can place) and 8 cats still to earn. The bed is 6×6.
    • **A turn**: place a kitten or a cat from your pool on an empty square. It **boops** each neighbouring piece (either colour, all 8 directions) one square away from it, unless a piece already stands there; off the bed, the piece goes back to its owner's pool. A kitten cannot boop a cat. Booped pieces boop nothing.
    • **Graduate**: three of your pieces in a **row** with a kitten among them leave the bed: each kitten graduates (out of the game, and you earn a cat into your pool), each cat goes back to your pool. With several rows you choose one; the others stay.
    • **All 8 on the bed** and no row: choose one of your pieces, a kitten to graduate or a cat to return to your pool.
    • **Win**, checked for the player who just placed, before graduating: three of your cats in a row, or all 8 of your pieces on the bed as cats.
    Moves are written `Kc3` (kitten) or `Cc3` (cat). When you must choose, the picture numbers each option and a menu lists them; Cancel takes the placement back.
rules-tournaments = **Tournaments**: Swiss or round-robin, a round's games across days, each in its own thread — `/tournament join` when one is open, `/tournament standings` for the table.
