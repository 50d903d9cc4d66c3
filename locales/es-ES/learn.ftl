# El curso (/learn): la orden, sus respuestas y las palabras de cada lección.

describe-learn = Aprende un juego paso a paso con lecciones cortas (solo las ves tú)
describe-learn-game = El curso de qué juego (sin indicar: tu progreso en todos)
describe-learn-lesson = Qué lección (sin indicar: la abierta, o la siguiente)

learn-coach = Entrenador

learn-opened = **Lección { $number }/{ $total } · { $game } · { $title }** — { $task } Juégala con /move; solo tú ves la lección.
learn-done = ✅ `{ $notation }`: { $done }
learn-done-answered = ✅ `{ $notation }`, respondida con `{ $reply }`: { $done }
learn-course-done = 🎓 Has hecho las { $total } lecciones de { $game }.
learn-progress = { $game }: { $done } de { $total } lecciones hechas. Siguiente: { $number }. { $title } (`/learn game:{ $id } lesson:{ $number }`)
learn-progress-all-done = { $game }: las { $total } lecciones hechas (`/learn game:{ $id } lesson:1` para empezar de nuevo).
learn-illegal = Esa jugada (`{ $notation }`) es ilegal: { $reason }. { $hint }
learn-missed = `{ $notation }` es legal, pero no es lo que pide esta lección. { $hint }
learn-no-such-lesson = { $game } tiene las lecciones 1 a { $total }; no existe la lección { $given }.
learn-no-course = No hay curso de «{ $game }»: prueba /learn game:punct o /learn game:boop.
learn-playing-here = Juegas una partida en este canal, así que tus jugadas aquí son de esa partida. Abre la lección en otro canal o en un mensaje directo con el bot.

learn-punct-place-title = Colocar una pieza
learn-punct-place-task = Añade una pieza de tu reserva: escribe la casilla de su PÜNCT y luego sus dos puntos menores, por ejemplo `/move +F5:G5,H5` (marcadas). Las tres casillas deben estar vacías, y en el juego estándar ninguna pieza nueva puede tocar el hexágono central.
learn-punct-place-hint = Un ADD se escribe +PÜNCT:menor,menor sobre tres casillas vacías fuera del hexágono central, por ejemplo +F5:G5,H5.
learn-punct-place-done = Tu pieza está en el tablero, en el nivel 0. Cada pieza tiene tres puntos: el PÜNCT de color y dos puntos menores.

learn-punct-line-title = El PÜNCT y la línea recta
learn-punct-line-task = Una pieza del tablero se mueve por su PÜNCT: a lo largo de una de las líneas rectas que pasan por él (marcadas), tan lejos como quieras, por encima de lo que haya, girando al aterrizar. Mueve tu pieza de F5, por ejemplo `/move F5>F8:G8,H8`.
learn-punct-line-hint = La nueva casilla del PÜNCT debe estar en línea recta desde F5: su columna, su fila o la diagonal F5–G6–H7.
learn-punct-line-done = El PÜNCT viajó en línea recta y la pieza tomó la orientación que elegiste.

learn-punct-rotate-title = Girar sin moverse
learn-punct-rotate-task = Una pieza también puede dejar su PÜNCT donde está y girar a su alrededor: eso es un turno completo. Gira la pieza de E5 a otra posición, por ejemplo `/move E5>E5:E4,E6`.
learn-punct-rotate-hint = Deja el PÜNCT en E5 y da otras casillas a los puntos menores: las mismas casillas no serían ninguna jugada.
learn-punct-rotate-done = La pieza giró alrededor de su PÜNCT sin dejar E5, y ese fue tu turno completo.

learn-punct-edge-title = El borde
learn-punct-edge-task = Todos los puntos deben quedar en el tablero, gire como gire la pieza. Mueve tu pieza para que su PÜNCT caiga en el borde, en la columna A (marcada), por ejemplo `/move C8>A8:A7,A6`.
learn-punct-edge-hint = No hay casillas más allá del borde: gira la pieza para que sus tres puntos queden sobre casillas del tablero.
learn-punct-edge-done = Tu pieza está a lo largo del borde, con los tres puntos en el tablero.

learn-punct-jump-title = Saltar sobre una pieza propia
learn-punct-jump-task = Una pieza puede posarse sobre otras si sus tres puntos quedan a una misma altura y su PÜNCT cae sobre tu color. Salta con tu pieza de F8 sobre tu pieza de F5, G5 y H5 (marcadas).
learn-punct-jump-hint = Un PÜNCT solo puede caer sobre tu propio color: la pieza negra de F2 no es lugar para él.
learn-punct-jump-done = Tu pieza está en el nivel 1 sobre tu otra pieza, que ahora queda cubierta.

learn-punct-minors-title = Puntos menores sobre los del rival
learn-punct-minors-task = Solo el PÜNCT debe caer sobre tu color; los puntos menores pueden descansar sobre cualquier color. Mueve tu pieza de F12 para que su PÜNCT caiga sobre tu punto de F5 y sus puntos menores sobre los puntos negros de G5 y H5 (marcadas).
learn-punct-minors-hint = Los tres puntos deben quedar a una misma altura: F5, G5 y H5 están en el nivel 0.
learn-punct-minors-done = Tus puntos menores cubren los negros: vistas desde arriba, esas casillas muestran tu color, y la pieza negra no puede moverse.

learn-punct-covered-title = Las piezas cubiertas no se mueven
learn-punct-covered-task = Una pieza con algún punto cubierto no puede moverse. Las negras cubren tu pieza de F5 en H5 (marcadas): mueve tu otra pieza.
learn-punct-covered-hint = Solo se mueve una pieza sin nada encima de sus puntos: tu pieza de F8 está libre.
learn-punct-covered-done = Tu pieza libre se movió. La de F5 espera hasta que nada la cubra.

learn-punct-bridge-title = Un puente
learn-punct-bridge-task = Una pieza recta o angular con el PÜNCT en un extremo puede hacer un puente: sus dos extremos a una misma altura, el PÜNCT sobre tu color y el punto del medio sobre una casilla más baja. Mueve tu pieza de H2 para tender un puente de H5 a J5 sobre I5 (marcadas).
learn-punct-bridge-hint = En un puente los dos extremos quedan a una misma altura y el medio más bajo: H5 y J5 están en el nivel 0 e I5 está vacía.
learn-punct-bridge-done = Tu puente está en el nivel 1 sobre I5. Nunca se puede poner ni deslizar nada bajo un puente, y las piezas bajo sus extremos no pueden moverse.

learn-punct-triangle-title = Los triángulos no hacen puentes
learn-punct-triangle-task = Un triángulo nunca puede hacer un puente; una pieza recta o angular con el PÜNCT en un extremo sí. Cruza el hueco de I5 (marcada) con la pieza adecuada.
learn-punct-triangle-hint = Usa tu pieza angular de E2: el PÜNCT en H5, el medio sobre I5 y el otro extremo en J6.
learn-punct-triangle-done = Tu pieza hace puente sobre el hueco; el triángulo no habría podido.

learn-punct-centre-title = El centro en el juego estándar
learn-punct-centre-task = En el juego estándar ninguna pieza nueva puede tocar nunca el hexágono central (marcado), pero las piezas del tablero sí pueden entrar en él. Mueve tu pieza de F5 al centro, por ejemplo `/move F5>I8:J8,K8`.
learn-punct-centre-hint = Un ADD no puede tocar el hexágono central; un MOVE sí: mueve la pieza que está en F5.
learn-punct-centre-done = Tu pieza llegó al centro con un MOVE, la única forma de entrar en el juego estándar.

learn-punct-above-title = Unir lados, visto desde arriba
learn-punct-above-task = Ganas uniendo dos lados opuestos con casillas vecinas que muestren tu color desde arriba; solo cuenta el punto de encima de cada casilla. Tu cadena de la columna A a la columna Q se corta en H8, donde se ve un punto negro: cúbrelo.
learn-punct-above-hint = Un PÜNCT debe caer sobre tu color, pero un punto menor puede cubrir uno negro: trae tu pieza de G3 con el PÜNCT en G8 y un punto menor en H8, los tres puntos a una misma altura.
learn-punct-above-done = Visto desde arriba, tu color une ahora la columna A con la columna Q, y ganas.

learn-punct-centre-count-title = El recuento del centro
learn-punct-centre-count-task = La partida termina en cuanto un jugador coloca su última pieza; en el juego estándar gana entonces quien muestre su color en más de las 19 casillas centrales (igualdad: tablas). A ti y a las negras os queda una pieza, y las negras ganan el centro 3 a 1: gana el centro antes con un MOVE.
learn-punct-centre-count-hint = Colocar ahora tu última pieza acabaría la partida con las negras por delante. Mueve antes tu pieza de F5 a casillas centrales vacías, por ejemplo J9, J10 y J11.
learn-punct-centre-count-done = Las negras colocaron su última pieza y la partida terminó: tu color se ve en más casillas centrales que el suyo, y ganas.

learn-boop-boop-title = Colocar y empujar
learn-boop-boop-task = Pon una pieza de tu reserva en cualquier casilla vacía: empuja (boop) las piezas vecinas una casilla más lejos, también las tuyas. Coloca un gatito junto al gatito gris de d4 (marcada), por ejemplo `/move Kc3`.
learn-boop-boop-hint = Coloca en una casilla vacía junto a d4: c3, c4, c5, d3, d5, e3, e4 o e5.
learn-boop-boop-done = El gatito gris fue empujado una casilla lejos del tuyo.

learn-boop-edge-title = El borde de la cama
learn-boop-edge-task = Una pieza empujada fuera de la cama vuelve a la reserva de su dueño. Empuja fuera del borde al gatito gris de a2 (marcada).
learn-boop-edge-hint = Tu reserva solo tiene gatitos: coloca un gatito en b1, b2 o b3 para echar a2 de la cama.
learn-boop-edge-done = El gatito gris salió de la cama y volvió a la reserva de las grises.

learn-boop-two-title = Dos en fila no se empujan
learn-boop-two-task = Una pieza empujada solo se mueve a una casilla vacía: si tiene otra pieza detrás, se queda. Coloca un gatito en d4, en línea con los gatitos grises de c3 y b2 (marcadas).
learn-boop-two-hint = Coloca tu gatito en d4, en línea con c3 y b2.
learn-boop-two-done = Nada se movió: b2 está detrás de c3, y un empujón nunca mueve dos piezas.

learn-boop-graduate-title = La graduación
learn-boop-graduate-task = Tres piezas tuyas en fila con al menos un gatito salen de la cama: cada gatito se gradúa (sale del juego y ganas un gato para tu reserva) y cada gato vuelve a tu reserva. Haz una fila con tus gatitos de a1 y b1 (marcadas).
learn-boop-graduate-hint = Coloca un gatito en c1: b1 no se mueve, porque a1 está detrás.
learn-boop-graduate-done = La fila a1–c1 se graduó: tres gatos te esperan en tu reserva.

learn-boop-cats-title = Los gatos empujan gatitos, no al revés
learn-boop-cats-task = Un gatito no empuja gatos; un gato empuja gatitos y gatos. Tienes tres gatos en tu reserva: empuja al gato gris de d4 (marcada).
learn-boop-cats-hint = Coloca un gato, no un gatito, junto a d4, por ejemplo Cc3.
learn-boop-cats-done = Tu gato apartó al gato gris; un gatito lo habría dejado donde estaba.

learn-boop-eight-title = Ocho en la cama
learn-boop-eight-task = Cuando tus 8 piezas están en la cama tras tu empujón, debes retirar una (o graduar una fila, si la tienes): un gatito se gradúa (un gato llega a tu reserva), un gato vuelve a tu reserva. Coloca tu último gatito en f6 (marcada) y elige una pieza que retirar, por ejemplo `/move Kf6/La1`.
learn-boop-eight-hint = Escribe el turno entero: la colocación, luego / y la pieza que retiras, por ejemplo Kf6/La1.
learn-boop-eight-done = Retiraste una pieza, así que empiezas tu próximo turno con una pieza en tu reserva.

learn-boop-win-title = Ganar
learn-boop-win-task = Ganas con tres de tus gatos en fila, o con tus 8 piezas en la cama y todas gatos. Alinea un tercer gato con tus gatos de a1 y b1 (marcadas).
learn-boop-win-hint = Coloca un gato en c1: b1 no puede ser empujado contra a1.
learn-boop-win-done = Tres gatos en fila: ganas.
