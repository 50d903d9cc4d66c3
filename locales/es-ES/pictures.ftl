# Las palabras dibujadas dentro de las imágenes.

picture-to-move = le toca
picture-side-to-move = Mueven { $side }
picture-wins = Ganan { $side }
picture-draw = Empate

picture-legend = { $mark ->
    [last-move] última jugada
    [origin] de dónde vino
    [bridge] puente sobre hueco
    [lifted] levantada
    [level] nivel (0 = tablero)
    [flat] plana en el tablero (nivel 0)
    [jump] salto: al nivel indicado
   *[bridge-landing] puente sobre un hueco: nivel indicado
 }

picture-ladder-subtitle = página { $page } de { $pages } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
 } · ? = provisional
picture-ladder-empty = Aún no hay partidas puntuadas: desafía a alguien con rated:true.
picture-ladder-column = { $column ->
    [player] jugador
    [rating] puntuación
    [record] G / P / E
    [games] partidas
   *[week] semana
 }

picture-per-player = { $count } por jugador

# La clasificación de un torneo.
picture-standings-subtitle = tras la ronda { $round } de { $rounds } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
 }{ $withdrawn ->
    [yes] {" · "}en gris: se retiró
   *[no] {""}
 }
picture-standings-column = { $column ->
    [player] jugador
    [points] puntos
    [buchholz] Buchholz
    [sonneborn-berger] S-B
   *[rating] puntuación
 }

# A lesson's picture names the lesson under the game's name.
picture-lesson-caption = lección { $number } · { $title }
# A replay's frame after a marked move: $caption is the frame's own
# ("standard game · after move 12"), $symbol the mark (?!, ?, ??), $better
# the better move's notation. Short: the caption is one line.
picture-marked-caption = { $caption } · { $symbol } mejor { $better }
