# Por qué el motor de reglas rechazó una jugada: una frase tras «Esa jugada no es legal:».
illegal-other-game = es una jugada del otro juego
illegal-game-over = la partida ha terminado

## PÜNCT
illegal-punct-malformed = no se entiende esa jugada: escribe una COLOCACIÓN como +F5:G5,H5 y un MOVIMIENTO como H2>H5:I5,J5 (primero el PÜNCT, luego los dos puntos menores), o pass
illegal-not-a-cell = { $name } no es una casilla del tablero
illegal-repeated-cell = { $cell } está escrita dos veces: una pieza cubre tres casillas distintas
illegal-not-a-piece = esas tres casillas no forman una pieza
illegal-pass-not-allowed = solo puedes pasar cuando no tienes ninguna COLOCACIÓN ni MOVIMIENTO legal
illegal-none-left = no te quedan { $kind ->
    [t] triángulos
    [e] rectas con el PÜNCT en un extremo
    [c] rectas con el PÜNCT en el centro
    [m] angulares con el PÜNCT en el vértice
    [a-plus] angulares A+
   *[a-minus] angulares A−
 }
illegal-centre-add = las piezas nuevas no pueden tocar el hexágono central
illegal-first-add-centre = la primera pieza de las blancas no puede tocar el hexágono central
illegal-not-empty = { $cell } no está vacía: las piezas nuevas van en casillas vacías
illegal-under-bridge = { $cell } está bajo un puente: ahí no se puede poner nada
illegal-no-piece-at = ninguna pieza tuya tiene su PÜNCT en { $cell }
illegal-covered = tu pieza de { $cell } está cubierta y no puede moverse
illegal-wrong-kind = esa pieza es { $piece ->
    [t] un triángulo
    [e] una recta E
    [c] una recta C
    [m] una angular M
    [a-plus] una angular A+
   *[a-minus] una angular A−
 }, pero esas casillas forman { $shape ->
    [t] un triángulo
    [e] una recta E
    [c] una recta C
    [m] una angular M
    [a-plus] una angular A+
   *[a-minus] una angular A−
 }
illegal-not-on-line = { $from } y { $to } no están en una misma línea: el PÜNCT se mueve en línea recta
illegal-null-move = la pieza ya está ahí: muévela o gírala a otra posición
illegal-punct-on-opponent = un PÜNCT solo puede caer sobre tu propio color
illegal-uneven = los tres puntos deben quedar a una misma altura (un puente necesita sus dos extremos a la misma altura)
illegal-triangle-bridge = los triángulos no pueden hacer puente
illegal-middle-punct-bridge = las piezas con el PÜNCT en el centro no pueden hacer puente: el PÜNCT debe apoyarse en una pieza tuya
illegal-bridge-middle-too-high = el centro de un puente debe estar más bajo que sus extremos, y { $cell } no lo está

## boop.
illegal-boop-malformed = escribe un turno como Kc3, Cc3 o Kc1/Ga1-c1
illegal-not-a-square = { $name } no es una casilla de la cama
illegal-not-a-line = { $from }-{ $to } no es una fila de tres casillas
illegal-occupied = { $square } está ocupada
illegal-no-cats = no tienes gatos en tu reserva
illegal-no-kittens = no tienes gatitos en tu reserva
illegal-wins-alone = { $placement } gana la partida: escribe solo { $placement }
illegal-nothing-to-choose = { $placement } no deja nada que ascender ni retirar: escribe solo { $placement }
illegal-not-your-row = { $row } no es una de tus filas
illegal-not-your-piece = { $square } no es una pieza tuya; { $choice }
illegal-no-lift = solo puedes retirar una pieza cuando tus 8 están en la cama
illegal-choose-row = elige qué fila ascender: { $rows }
illegal-choose-lift = elige una pieza tuya para retirar: { $squares }
illegal-choose-row-or-lift = elige qué fila ascender: { $rows }; o una pieza tuya para retirar: { $squares }
