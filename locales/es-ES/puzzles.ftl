# Problemas (/puzzle): solo los ve quien los resuelve; el problema del día en
# el canal de problemas del servidor.

puzzle-task-win = juegan las { $side } y ganan en { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
 }
puzzle-task-block = juegan las { $side }: impide que conecten las { $opponent }
puzzle-rating-shift = {" "}Tu puntuación de problemas: { $before } → { $after }.
puzzle-given = **Problema #{ $number } de { $game }** (puntuación { $rating }): { $task }. Responde con /puzzle answer:JUGADA.
puzzle-defended = Correcto: `{ $answer }`. La defensa responde `{ $defence }`; ahora gana en { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
 }.
puzzle-solved = ¡Resuelto: `{ $answer }` gana!{ $rating }
puzzle-refuted-by = {" "}— tras `{ $reply }` no llega a tiempo ninguna victoria
puzzle-not-winning = Eso no gana: `{ $answer }`{ $why }. Inténtalo de nuevo.{ $rating }
puzzle-still-wins-with = , el rival conecta igualmente con `{ $win }`
puzzle-not-blocking = Eso no lo impide: `{ $answer }`{ $why }. Inténtalo de nuevo.{ $rating }
puzzle-daily = **Problema del día** · { $game } #{ $number }: { $task }. Pruébalo tú: /puzzle game:{ $kind } number:{ $number }
puzzle-channel-set = El problema del día se publicará en { $channel }.
puzzle-channel-off = Este servidor ya no publica el problema del día.

puzzle-refusal-none = No hay problemas de { $game }. Hay problemas de: { $games }.
puzzle-refusal-no-such = No existe el problema #{ $number } de { $game }: van del 1 al { $count }.
puzzle-refusal-all-seen = Ya recibiste los { $count } problemas de { $game }. Prueba los del otro juego.
puzzle-refusal-nothing-to-answer = No estás resolviendo ningún problema. Empieza uno con /puzzle game:punct o /puzzle game:boop.
puzzle-refusal-say-which = Di de qué juego: /puzzle game:punct o /puzzle game:boop (o responde a tu problema con /puzzle answer:JUGADA).
puzzle-refusal-channel-and-off = Indica puzzles:#canal (dónde va el problema del día) o puzzles-off:true (sin problema del día), no ambos.

describe-puzzle = Un problema solo para ti: gana a la fuerza o impide la victoria rival
describe-puzzle-game = El juego del nuevo problema
describe-puzzle-number = Un problema por su número (por ejemplo, el del día)
describe-puzzle-answer = Tu jugada en el problema que resuelves, en notación
describe-settings-puzzles = El canal del problema del día (Gestionar servidor)
describe-settings-puzzles-off = Sí: no publicar el problema del día en este servidor (Gestionar servidor)
