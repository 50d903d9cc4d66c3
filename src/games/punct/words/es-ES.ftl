# PÜNCT's own words, added to this language's messages (Game::words).

# In the pictures (drawn by render::punct, named by words::picture).

picture-punct-subtitle = partida { $variant ->
    [basic] básica
   *[standard] estándar
 } · { $moves ->
    [0] inicio
   *[other] tras la jugada { $moves }
 }
picture-peek-subtitle = { $variant ->
    [basic] básica
   *[standard] estándar
 } · debajo de { $cell }
picture-destinations-subtitle = { $variant ->
    [basic] básica
   *[standard] estándar
 } · adónde puede ir { $cell }
picture-punct-end = { $reason ->
    [connection] por conexión
    [last-piece] última pieza colocada
   *[both-passed] ambos pasaron
 }
picture-centre-result = centro { $white }–{ $black }
picture-centre-count = Centro: Blancas { $white } · Negras { $black }
picture-connect = Une dos lados del mismo color:
picture-side-pair = { $pair ->
    [columns] columnas A y Q
    [rows] filas 1 y 17
   *[diagonals] B10–H16 y J2–P8
 }
picture-stack-header = { $cell }: { $levels ->
    [one] { $levels } nivel
   *[other] { $levels } niveles
 }, de arriba abajo
picture-stack-piece = { $side } { $kind } · PÜNCT { $cell }
picture-punct-pieces = las piezas: 18 cada uno, el punto naranja es el PÜNCT
picture-punct-kind = { $kind ->
    [T] triangular
    [E] recta, PÜNCT en un extremo
    [C] recta, PÜNCT en el centro
    [M] angular, PÜNCT en el codo
    [A-plus] angular, PÜNCT en un extremo
   *[A-minus] angular, al revés
 }

# How a game ended (named by ending.rs): $result is filled in by the words
# layer ("**alice wins**"), $mover is a player's name; the final picture's
# line is plain text.

side-name = { $side ->
    [column-a] la columna A
    [column-q] la columna Q
    [row-1] la fila 1
    [row-17] la fila 17
    [lower-right] el lado J2–P8
   *[upper-left] el lado B10–H16
 }
ending-connection = { $result }: sus puntos unen { $from } con { $to }.
ending-connection-by-opponent = { $result }: la jugada de { $mover } completó su conexión entre { $from } y { $to }.
ending-centre-count = { $result }: se ha colocado la última pieza y el hexágono central queda { $count }.
ending-last-piece = { $result }: se ha colocado la última pieza (en el juego básico, tablas).
ending-both-passed-centre = { $result }: ambos jugadores han pasado y el hexágono central queda { $count }.
ending-both-passed = { $result }: ambos jugadores han pasado.
final-linked = Conectó { $from } con { $to }
final-linked-by-opponent = La jugada de { $mover } conectó { $from } con { $to }
final-centre-count = Hexágono central { $count }
final-every-piece-placed = Todas las piezas colocadas
final-both-passed-centre = Ambos pasaron · centro { $count }
final-both-passed = Ambos pasaron
