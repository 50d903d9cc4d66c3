# Torneos: anuncios en el canal del torneo, respuestas, rechazos.

tournament-signup = **Torneo de { $game } #{ $number }** · { $format ->
    [swiss] suizo
   *[round-robin] todos contra todos
 } · { $rounds } · { $days } { $days ->
    [one] día
   *[other] días
 } por jugada · { $rated ->
    [rated] puntuable
   *[casual] amistoso
 }{ $max ->
    [none] {""}
   *[other] {" · "}como mucho { $max } jugadores
 }
    { $start } Apúntate con /tournament join.
    Jugadores ({ $count }): { $players }
tournament-rounds-auto = rondas: ⌈log₂ jugadores⌉ + 1
tournament-rounds-swiss = { $rounds } { $rounds ->
    [one] ronda
   *[other] rondas
 }
tournament-rounds-once = cada pareja se enfrenta una vez
tournament-rounds-twice = cada pareja se enfrenta dos veces
tournament-starts-at = Empieza el { $at }.
tournament-starts-by-organiser = Empieza cuando lo diga quien lo organiza (/tournament start).
tournament-no-players-yet = nadie todavía
tournament-joined = { $name } se apuntó al torneo #{ $number } ({ $count } { $count ->
    [one] jugador
   *[other] jugadores
 }).
tournament-left = { $name } dejó el torneo #{ $number } ({ $count } { $count ->
    [one] jugador
   *[other] jugadores
 }).
tournament-pairings = **Torneo #{ $number } · ronda { $round } de { $rounds }** — cada partida en su propio hilo; las que no hayan terminado se declaran tablas el { $deadline }.
tournament-board = { $board }. { $first } – { $second }{ $game }
tournament-board-game = {" "}(partida #{ $game })
tournament-bye = Descansa (un punto): { $name }
tournament-results = **Torneo #{ $number } · resultados de la ronda { $round } de { $rounds }**
tournament-standings = Clasificación del torneo #{ $number } tras la ronda { $round } de { $rounds }.
tournament-winner = 🏆 ¡{ $winner } gana el torneo #{ $number }!
tournament-withdrew = { $name } se retiró del torneo #{ $number }: pierde por incomparecencia la partida en curso y no vuelve a ser emparejado.
tournament-cancelled = El torneo #{ $number } queda cancelado: sus partidas en curso terminan sin resultado.
tournament-not-started = El torneo #{ $number } no ha empezado: aún no hay ninguna ronda emparejada.

tournament-refusal-none = Este servidor no tiene ningún torneo abierto — alguien con Gestionar servidor puede crear uno con /tournament create.
tournament-refusal-no-such = No hay ningún torneo #{ $number } en este servidor — /tournament standings sin número muestra el más reciente.
tournament-refusal-signups-closed = El torneo #{ $number } ya no admite inscripciones: ha empezado o ha terminado.
tournament-refusal-already-joined = Ya estás en el torneo #{ $number } — /tournament leave te quita de la lista.
tournament-refusal-not-joined = No estás en el torneo #{ $number } — /tournament join te apunta mientras admita inscripciones.
tournament-refusal-full = El torneo #{ $number } está completo ({ $max } jugadores).
tournament-refusal-not-organiser = Solo quien organiza, o alguien con Gestionar servidor, puede empezar o cancelar un torneo.
tournament-refusal-too-few = Un torneo necesita al menos 2 jugadores para empezar; tiene { $count }.
tournament-refusal-bad-rounds = { $rounds } rondas no es posible: { $format ->
    [swiss] un suizo tiene de 1 a { $max } rondas (u omite rounds para ⌈log₂ jugadores⌉ + 1)
   *[round-robin] un todos contra todos admite rounds:1 (cada pareja una vez) o rounds:2 (dos veces, con colores cambiados)
 }.
tournament-refusal-bad-max = Como mucho { $max } jugadores son muy pocos: indica max:2 o más, u omítelo.
tournament-refusal-not-running = El torneo #{ $number } no se está jugando: retírate cuando haya empezado (antes, /tournament leave).
tournament-refusal-already-withdrawn = Ya te retiraste del torneo #{ $number }.
tournament-refusal-over = El torneo #{ $number } ya ha terminado.
tournament-refusal-no-such-round = El torneo #{ $number } no tiene ronda { $round }: indica una ronda de 1 a { $paired }.
tournament-refusal-bad-starts = `{ $given }` no es un plazo para empezar: escribe una duración como 2d, 12h, 30m o 1d12h (como mucho 366d), u omite starts y usa /tournament start.
tournament-created = Torneo #{ $number } creado: sigue el mensaje de inscripción.
tournament-started = El torneo #{ $number } empieza con { $count } jugadores: siguen los emparejamientos de la ronda 1.
