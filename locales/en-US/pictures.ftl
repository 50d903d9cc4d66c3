# The words drawn inside the pictures: the panels under the boards, their
# legends, the ladder. Short: they are read on a phone, shrunk.
# $side: a side's name (seat-name).

picture-to-move = to move
picture-side-to-move = { $side } to move
picture-wins = { $side } wins
picture-draw = Draw

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

picture-legend = { $mark ->
    [last-move] last move
    [origin] it came from
    [bridge] bridge over gap
    [lifted] lifted off
    [level] level (0 = board)
    [flat] flat on the board (level 0)
    [jump] jump: up to the level shown
   *[bridge-landing] bridge over a gap: level shown
 }

picture-stack-header = { $cell }: { $levels ->
    [one] { $levels } level
   *[other] { $levels } levels
 }, top first
# $kind: the piece's code (T, E, C, M, A+, A−); $cell: where its PÜNCT is.
picture-stack-piece = { $side } { $kind } · PÜNCT { $cell }

# $turns: turns played, 0 at the start; $variant: standard or younger.
picture-boop-subtitle = { $turns ->
    [0] start
   *[other] after turn { $turns }
 }{ $variant ->
    [younger] {" "}· younger players
   *[standard] {""}
 }
# $piece, $lifted: kitten or cat; $then: none, graduated ($row) or lifted ($lifted from $at).
picture-boop-turn = { $side }: { $piece ->
    [kitten] kitten
   *[cat] cat
 } to { $square }{ $then ->
    [graduated] , graduated { $row }
    [lifted] , lifted the { $lifted ->
        [kitten] kitten
       *[cat] cat
     } on { $at }
   *[none] {""}
 }
picture-to-choose = { $side } to choose: 1–{ $options }
picture-boop-reason = { $reason ->
    [eight-cats] eight cats on the bed
    [three-kittens] three kittens in a row ({ $row })
   *[three-cats] three cats in a row ({ $row })
 }
picture-cats-to-earn = cats to earn { $cats } · graduated { $graduated }

picture-ladder-subtitle = page { $page } of { $pages } · { $players ->
    [one] { $players } player
   *[other] { $players } players
 } · ? = provisional
picture-ladder-empty = No rated games yet: challenge someone with rated:true.
picture-ladder-column = { $column ->
    [player] player
    [rating] rating
    [record] W / L / D
    [games] games
   *[week] week
 }

# The pieces card /rules attaches.
picture-punct-pieces = the pieces: 18 each, the orange dot is the PÜNCT
picture-boop-pieces = the pieces: 8 kittens each, cats are earned
# $kind: the piece's code (A-plus, A-minus for A+, A−).
picture-punct-kind = { $kind ->
    [T] triangle
    [E] straight, PÜNCT at an end
    [C] straight, PÜNCT in the middle
    [M] angular, PÜNCT at the bend
    [A-plus] angular, PÜNCT at an end
   *[A-minus] angular, the other way round
 }
picture-per-player = { $count } per player
# $kind: kitten or cat.
picture-boop-kind = { $kind ->
    [kitten] kitten
   *[cat] cat
 }
picture-boop-kind-rule = { $kind ->
    [kitten] Kitten: any piece boops it; three in a row graduate.
   *[cat] Cat: only cats boop it; three cats in a row win.
 }
