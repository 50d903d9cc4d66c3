# PÜNCT's own words, added to this language's messages (Game::words).

# In the pictures (drawn by render::punct, named by words::picture).

# $variant: standard or basic; $moves: moves played, 0 at the start.
picture-punct-subtitle = { $variant ->
    [basic] basic
   *[standard] standard
 } game · { $moves ->
    [0] start
   *[other] after move { $moves }
 }
picture-peek-subtitle = { $variant ->
    [basic] basic
   *[standard] standard
 } · peek under { $cell }
picture-destinations-subtitle = { $variant ->
    [basic] basic
   *[standard] standard
 } · where { $cell } may go
picture-punct-end = { $reason ->
    [connection] by connection
    [last-piece] last piece placed
   *[both-passed] both passed
 }
picture-centre-result = centre { $white }–{ $black }
picture-centre-count = Centre: White { $white } · Black { $black }
picture-connect = Connect two sides of one colour:
picture-side-pair = { $pair ->
    [columns] columns A and Q
    [rows] rows 1 and 17
   *[diagonals] B10–H16 and J2–P8
 }
picture-stack-header = { $cell }: { $levels ->
    [one] { $levels } level
   *[other] { $levels } levels
 }, top first
# $kind: the piece's code (T, E, C, M, A+, A−); $cell: where its PÜNCT is.
picture-stack-piece = { $side } { $kind } · PÜNCT { $cell }
# The pieces card /rules attaches.
picture-punct-pieces = the pieces: 18 each, the orange dot is the PÜNCT
# $kind: the piece's code (A-plus, A-minus for A+, A−).
picture-punct-kind = { $kind ->
    [T] triangle
    [E] straight, PÜNCT at an end
    [C] straight, PÜNCT in the middle
    [M] angular, PÜNCT at the bend
    [A-plus] angular, PÜNCT at an end
   *[A-minus] angular, the other way round
 }

# How a game ended (named by ending.rs): $result is filled in by the words
# layer ("**alice wins**"), $mover is a player's name; the final picture's
# line is plain text.

# A side of the PÜNCT board.
side-name = { $side ->
    [column-a] column A
    [column-q] column Q
    [row-1] row 1
    [row-17] row 17
    [lower-right] the J2–P8 side
   *[upper-left] the B10–H16 side
 }
ending-connection = { $result }: their dots link { $from } and { $to }.
ending-connection-by-opponent = { $result }: { $mover }'s move completed their link between { $from } and { $to }.
ending-centre-count = { $result }: the last piece is placed and the centre counts { $count }.
ending-last-piece = { $result }: the last piece is placed (in the basic game, a draw).
ending-both-passed-centre = { $result }: both players passed and the centre counts { $count }.
ending-both-passed = { $result }: both players passed.
final-linked = Linked { $from } to { $to }
final-linked-by-opponent = { $mover }'s move linked { $from } to { $to }
final-centre-count = Centre count { $count }
final-every-piece-placed = Every piece placed
final-both-passed-centre = Both passed · centre { $count }
final-both-passed = Both passed
