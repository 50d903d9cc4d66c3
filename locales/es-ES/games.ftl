# La partida: la línea sobre el tablero, ofertas, historial, repeticiones, final.

board = { $header }{ $last }. { $turn }
board-turn = { $who }, { $turn ->
    [start] empiezas tú
   *[move] te toca
 }{ $away }.
board-turn-clock = { $who }, { $turn ->
    [start] empiezas tú
   *[move] te toca
 } · tiempo restante: { $left }{ $away }.
board-away = {" "}(de vacaciones hasta el { $until })

game-over = { $header }{ $last }. { $ending }
ratings-changed = Puntuaciones: { $shifts }.
rating-shift = { $name } { $before } → { $after } ({ $change })

result-wins = **Gana { $name }**
result-draw = **Tablas**
ending-never-moved = Partida anulada: { $name } no llegó a mover y se le acabó el tiempo — sin resultado ni puntuación.
ending-never-moved-someone = Partida anulada: un jugador no llegó a mover y se le acabó el tiempo — sin resultado ni puntuación.
ending-aborted-by = { $name } ha anulado la partida: sin resultado ni puntuación.
ending-aborted = Partida anulada: sin resultado ni puntuación.
ending-resignation = { $loser } abandona — **gana { $winner }**.
ending-agreement = **Tablas** de mutuo acuerdo.
ending-time = A { $loser } se le acabó el tiempo — **gana { $winner }**.
ending-abandonment = { $loser } dejó la partida parada demasiado tiempo y { $winner } la ha reclamado — **gana { $winner }**.
ending-game-over = Fin de la partida — { $result }.

final-aborted = Partida anulada
final-wins = Gana { $name }
final-draw = Tablas
final-never-moved = { $name } no llegó a mover · sin puntuación
final-never-moved-someone = Un jugador no llegó a mover · sin puntuación
final-called-off = Anulada · sin puntuación
final-resigned = { $name } abandonó
final-time = A { $name } se le acabó el tiempo
final-idle = { $name } dejó la partida parada
final-agreed = De mutuo acuerdo

choose-option = { $mention } ha colocado `{ $placement }` y ahora debe elegir una opción de abajo (o `/choose 1`, o Cancelar para retirar la pieza):
placement-withdrawn = { $by } retira la pieza `{ $placement }`: sigue siendo su turno.
draw-offered = { $by } ofrece tablas. { $mention }, acepta o rechaza (/draw accept, /draw decline); la oferta caduca cuando muevas.
draw-declined = { $by } rechaza las tablas. Se sigue jugando.
takeback-requested = { $by } pide deshacer `{ $notation }`. { $mention }, acepta o rechaza (/takeback accept, /takeback decline).
takeback-declined = { $by } no permite deshacer la jugada. Se sigue jugando.
taken-back = Se deshace la jugada `{ $notation }` de { $by }.
confirm-resign = ¿Seguro que abandonas? La partida contará como perdida.

history-no-moves = Aún no hay jugadas.
history-attached = { $header } · { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas
 }: demasiado largo para un mensaje, así que va adjunto el registro completo como `{ $file }` (se puede reproducir tal cual con `punctbot engine`).
archived-board = { $header } · tras la jugada { $ply } de { $plies }.
archived-board-move = { $header } · tras la jugada { $ply } de { $plies } — { $name }: `{ $notation }`.
replay = { $header } · la partida entera, jugada a jugada ({ $plies } en total).
replay-paced = { $header } · la partida entera, jugada a jugada ({ $plies } en total, { $per_frame } por fotograma para no pasar de los 8 MiB de Discord).

peek-hint = Indica qué pieza levantar: /peek con su espacio, p. ej. `/peek F5`.
destinations = Adónde puede ir tu pieza de { $cell }: { $cells ->
    [one] { $cells } espacio
   *[other] { $cells } espacios
 } para su PÜNCT. Un anillo: la pieza queda sobre el tablero; un disco: en el nivel indicado (azul: salto, violeta: puente). Escribe `{ $cell }>` en /move para ver cada movimiento.
peek = El tablero con la pieza superior de { $cell } levantada.
no-matching-moves = Ninguna jugada legal coincide con lo que has escrito.
move-preview = Tu jugada `{ $notation }`: { $what }; esta es la posición tras ella. Solo cuenta cuando pulses Confirmar (tu reloj sigue corriendo); Cancelar no juega nada.
move-preview-ends = Esta jugada termina la partida.
move-cancelled = Cancelada: no se ha jugado nada y sigue siendo tu turno.

# Jugadas condicionales (/premove): solo las ve su dueño.
premove-saved = Guardado. Una línea solo se juega mientras { $opponent } juegue sus jugadas; cualquier otra jugada suya borra todas tus jugadas condicionales de esta partida, y también una jugada retirada.
premove-list = Tus jugadas condicionales contra { $opponent } (su jugada → tu respuesta; solo tú las ves):
premove-pair = `{ $theirs }` → `{ $yours }`
premove-none = No tienes jugadas condicionales en esta partida. Añade una línea mientras le toca a tu rival: `/premove line moves:Kc3 Kd4` responde a Kc3 con Kd4.
premove-cleared = { $lines ->
    [one] Tu línea condicional se ha borrado.
   *[other] Tus { $lines } líneas condicionales se han borrado.
 }
premove-cleared-none = No tenías jugadas condicionales en esta partida: no hay nada que borrar.
