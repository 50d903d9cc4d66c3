# Las palabras dibujadas dentro de las imágenes.

picture-to-move = le toca
picture-side-to-move = Mueven { $side }
picture-wins = Ganan { $side }
picture-draw = Empate

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

picture-stack-header = { $cell }: { $levels ->
    [one] { $levels } nivel
   *[other] { $levels } niveles
 }, de arriba abajo
picture-stack-piece = { $side } { $kind } · PÜNCT { $cell }

picture-boop-subtitle = { $turns ->
    [0] inicio
   *[other] tras el turno { $turns }
 }{ $variant ->
    [younger] {" "}· jugadores pequeños
   *[standard] {""}
 }
picture-boop-turn = { $side }: { $piece ->
    [kitten] gatito
   *[cat] gato
 } en { $square }{ $then ->
    [graduated] , gradúa { $row }
    [lifted] , levanta el { $lifted ->
        [kitten] gatito
       *[cat] gato
     } de { $at }
   *[none] {""}
 }
picture-to-choose = Eligen { $side }: 1–{ $options }
picture-boop-reason = { $reason ->
    [eight-cats] los ocho gatos sobre la cama
    [three-kittens] tres gatitos en línea ({ $row })
   *[three-cats] tres gatos en línea ({ $row })
 }
picture-cats-to-earn = gatos por ganar { $cats } · graduados { $graduated }

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

picture-punct-pieces = las piezas: 18 cada uno, el punto naranja es el PÜNCT
picture-boop-pieces = las piezas: 8 gatitos cada uno, los gatos se ganan
picture-punct-kind = { $kind ->
    [T] triangular
    [E] recta, PÜNCT en un extremo
    [C] recta, PÜNCT en el centro
    [M] angular, PÜNCT en el codo
    [A-plus] angular, PÜNCT en un extremo
   *[A-minus] angular, al revés
 }
picture-per-player = { $count } por jugador
picture-boop-kind = { $kind ->
    [kitten] gatito
   *[cat] gato
 }
picture-boop-kind-rule = { $kind ->
    [kitten] Gatito: cualquier pieza lo empuja; tres en línea se gradúan.
   *[cat] Gato: solo los gatos lo empujan; tres gatos en línea ganan.
 }
