# /rules: cada juego en breve, con nuestras propias palabras.

rules-punct-head = **PÜNCT** en breve.
    • **Piezas**: 18 por jugador, cada una con tres puntos en tres espacios vecinos; un punto, el **PÜNCT**, lleva tu color. Tipos: triangular, recta (PÜNCT en un extremo, E, o en el centro, C) y angular (PÜNCT en el codo, M, o en un extremo, A+ y A−).
    • **Un turno** es una sola acción. **Añadir**: pon una pieza de tu reserva sobre el tablero, en tres espacios vacíos. **Mover**: toma una de tus piezas que nada cubra; su PÜNCT avanza en línea recta la distancia que quieras (por encima de lo que sea) o se queda, y la pieza puede girar a cualquier orientación.
    • **Dónde cae**: sobre el tablero (nivel 0) o encima de piezas cuyos tres espacios estén a la misma altura, con tu PÜNCT sobre tu propio color; una pieza puede subir **cualquier número de niveles** de una vez. Una recta E o una angular A+/A− puede hacer **puente**: ambos extremos a la misma altura, el extremo bajo tu PÜNCT sobre tu color y el centro más bajo. Una pieza cubierta no se mueve; bajo un puente no entra nada. Los niveles se cuentan desde 0, el tablero.
    • **Victoria**: une dos lados opuestos del tablero con una cadena de tus puntos vistos desde arriba (solo cuenta lo alto de cada pila). Una jugada que completa ambas cadenas da la victoria a quien mueve; una que solo completa la del rival, la derrota.
rules-punct-standard = • **Juego estándar**: nunca se añade una pieza con un punto en el hexágono central (19 espacios). En cuanto un jugador añade su pieza 18 sin que haya conexión, la partida termina: gana quien tenga más puntos visibles en el hexágono central; con los mismos, tablas.
rules-punct-basic = • **Juego básico**: solo la primera pieza de las blancas debe quedar fuera del hexágono central. En cuanto un jugador añade su pieza 18 sin que haya conexión, la partida termina en tablas.
rules-punct-tail = Las jugadas se escriben `+F5:G5,H5` (añadir: el PÜNCT y luego los otros dos puntos) o `H2>H5:I5,J5` (mover la pieza cuyo PÜNCT está en H2). `/peek` muestra una pila.

rules-boop = **boop.** en breve.
    • **Piezas**: cada jugador tiene 8 gatitos en su **reserva** (lo que puede colocar) y 8 gatos por ganar. La cama mide 6×6.
    • **Un turno**: coloca un gatito o un gato de tu reserva en una casilla vacía. **Empuja** cada pieza vecina (de cualquier color, en las 8 direcciones) una casilla más allá, salvo que ya haya una pieza ahí; si cae de la cama, vuelve a la reserva de su dueño. Un gatito no puede empujar a un gato. Las piezas empujadas no empujan a nadie.
    • **Graduar**: tres piezas tuyas en **línea** con algún gatito entre ellas salen de la cama: cada gatito se gradúa (sale del juego y ganas un gato para tu reserva) y cada gato vuelve a tu reserva. Si hay varias líneas, eliges una; las demás se quedan.
    • **Las 8 sobre la cama** y ninguna línea: elige una pieza tuya, un gatito para graduar o un gato para devolver a tu reserva.
    • **Victoria**, comprobada para quien acaba de colocar, antes de graduar: tres de tus gatos en línea, o tus 8 piezas sobre la cama y todas gatos.
    Las jugadas se escriben `Kc3` (gatito) o `Cc3` (gato). Cuando debes elegir, la imagen numera cada opción y un menú las lista; Cancelar retira la pieza.
rules-tournaments = **Torneos**: suizos o de todos contra todos, las partidas de cada ronda a lo largo de días, cada una en su hilo — `/tournament join` cuando haya uno abierto, `/tournament standings` para la clasificación.
