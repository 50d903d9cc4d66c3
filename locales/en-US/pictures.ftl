# The words drawn inside the pictures: the panels under the boards, their
# legends, the ladder. Short: they are read on a phone, shrunk.
# $side: a side's name (seat-name).

picture-to-move = to move
picture-side-to-move = { $side } to move
picture-wins = { $side } wins
picture-draw = Draw

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

picture-per-player = { $count } per player

# The tournament standings picture.
picture-standings-subtitle = after round { $round } of { $rounds } · { $players ->
    [one] { $players } player
   *[other] { $players } players
 }{ $withdrawn ->
    [yes] {" · "}grey: withdrew
   *[no] {""}
 }
picture-standings-column = { $column ->
    [player] player
    [points] points
    [buchholz] Buchholz
    [sonneborn-berger] S-B
   *[rating] rating
 }

# A lesson's picture names the lesson under the game's name.
picture-lesson-caption = lesson { $number } · { $title }
# A replay's frame after a marked move: $caption is the frame's own
# ("standard game · after move 12"), $symbol the mark (?!, ?, ??), $better
# the better move's notation. Short: the caption is one line.
picture-marked-caption = { $caption } · { $symbol } better { $better }
