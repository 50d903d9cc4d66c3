# Lo que solo dice Discord: /help, formularios, hilos y las descripciones de
# comandos, opciones y valores (100 caracteres como mucho cada una).

help-intro = **punctbot**: PÜNCT y boop., una partida por canal o hilo.
help-buttons = Los botones equivalen a `/accept`, `/resign`, `/draw` y `/takeback`. Sin reloj: aviso a la semana, `/claim` a las dos.
with-default = { $text } (por defecto: { $default })
seat-name = { $seat ->
    [white] Blancas
    [black] Negras
    [orange] Naranjas
   *[gray] Grises
 }
choose-placeholder = Elige una línea para graduar o una pieza para levantar
peek-title = Mirar debajo de una pieza
peek-field = El espacio de la pieza que levantar (p. ej. F5)
thread-needs-server = Una partida en su propio hilo necesita un canal de servidor: aquí quita `thread`.
thread-failed = No he podido abrir un hilo aquí (necesito el permiso Crear hilos públicos). Vuelve a desafiar sin `thread` o pide ayuda a un moderador.
played-in-thread = La partida se juega en { $thread }.
thread-name = { $kind ->
    [boop] boop.
   *[punct] PÜNCT
 } · { $challenger } contra { $opponent }
thread-name-open = { $kind ->
    [boop] boop.
   *[punct] PÜNCT
 } · { $challenger } contra quien quiera

describe-punct = Jugar a PÜNCT
describe-punct-challenge = Retar a alguien, a todos o al bot
describe-boop-challenge = Retar a alguien, a todos o al bot
describe-boop = Jugar a boop.
describe-challenge-opponent = A quién desafías (vacío: cualquiera puede aceptar)
describe-punct-variant = Reglas estándar o básicas
describe-challenge-rated = Si la partida cuenta para la clasificación
describe-challenge-first = Quién empieza
describe-challenge-days = Días por jugada antes de perder por tiempo
describe-challenge-thread = Jugar en un hilo propio
describe-punct-variant-standard = Estándar
describe-punct-variant-basic = Básico
describe-first-challenger = Yo
describe-first-opponent = Mi rival
describe-first-random = A suertes
describe-days-1 = 1 día
describe-days-2 = 2 días
describe-days-3 = 3 días
describe-days-7 = 7 días
describe-days-none = Sin reloj (solo partidas amistosas)
describe-games = Tus partidas aquí, o las de otro
describe-games-user = De quién (vacío: las tuyas)
describe-games-finished = Las terminadas, las más recientes primero
describe-vacation = Pausar tus relojes aquí (14 días al año)
describe-vacation-start = Empezar unas vacaciones ahora
describe-vacation-days = Cuántos días (1–14)
describe-vacation-cancel = Acabar tus vacaciones ahora
describe-vacation-status = Tus vacaciones y días restantes
describe-notices = Mensajes directos cuando te toca
describe-notices-dm = Sí o no
describe-reminders = Cuándo avisar aquí a quien le toca mover
describe-reminders-schedule = p. ej. half,12h,1h (por defecto), 24h,1h u off
describe-leaderboard = La clasificación de este servidor
describe-leaderboard-game = Qué juego
describe-leaderboard-page = Qué página
describe-stats = Puntuación, resultados y partidas de alguien
describe-stats-user = De quién (vacío: tú)
describe-move = Jugar: escribe algo y elige en la lista
describe-move-notation = La jugada, p. ej. +F5:G5,H5 o Kc3
describe-choose = boop.: elegir fila que graduar o pieza que levantar
describe-choose-option = La opción: su número (1, 2, …), Ga1-c1, Le5 o cancel
describe-accept = Aceptar el desafío de este canal
describe-decline = Rechazar el desafío de este canal
describe-cancel = Retirar tu desafío
describe-resign = Abandonar la partida (pregunta antes)
describe-draw = Ofrecer tablas, o responder a una oferta
describe-takeback = Deshacer tu última jugada, o responder
describe-answer = Qué hacer
describe-answer-offer = Ofrecer
describe-answer-accept = Aceptar
describe-answer-decline = Rechazar
describe-abort = Anular (antes de mover ambos; moderadores siempre)
describe-claim = Ganar una partida sin reloj parada 14 días por tu rival
describe-claim-abort = Terminarla sin resultado en vez de ganar
describe-board = Ver el tablero, o cualquier partida y jugada
describe-board-game = El número de la partida (vacío: la de este canal)
describe-board-ply = Tras cuántas jugadas (vacío: la última)
describe-history = Las jugadas de una partida (larga: en archivo)
describe-history-game = El número de la partida (vacío: la de este canal)
describe-replay = Repetición animada de una partida
describe-replay-game = El número de la partida (vacío: la de este canal)
describe-peek = PÜNCT: ver el tablero con una pieza levantada
describe-peek-cell = El espacio de la pieza que levantar, p. ej. F5
describe-moves = PÜNCT: ver adónde puede ir una de tus piezas
describe-moves-cell = El espacio del PÜNCT de la pieza, p. ej. H2
describe-rules = Las reglas en breve
describe-rules-game = Qué juego
describe-help = Qué sabe hacer punctbot
describe-topic-play = Jugar
describe-topic-days = Partidas de varios días
describe-topic-ladders = Clasificaciones
describe-topic-moderation = Moderación
describe-game-punct = PÜNCT
describe-game-punct-basic = PÜNCT (básico)
describe-game-boop = boop.
describe-settings = Tus ajustes: ver jugadas antes, idioma; las páginas web y el canal del problema del día
describe-settings-confirm = Ver cada jugada (la posición tras ella) y confirmarla antes de que cuente
describe-settings-language = El idioma de lo que solo tú lees (auto: el de tu Discord)
describe-settings-web = Las páginas web del servidor: públicas o no (Gestionar servidor)
describe-web-public = Públicas: cualquiera con el enlace
describe-web-off = Desactivadas: no se sirven
describe-language = El idioma del servidor
describe-language-language = auto: el idioma del servidor en Discord
describe-language-auto = El idioma de Discord

describe-challenge-level = La fuerza del ordenador, si desafías al bot
describe-level-1 = 1 · principiante
describe-level-2 = 2 · intermedio
describe-level-3 = 3 · máximo
describe-premove = Jugadas condicionales: responde de antemano a las jugadas que esperas de tu rival (solo tú las ves)
describe-premove-line = Añade una línea: su jugada, tu respuesta, su jugada, tu respuesta…
describe-premove-moves = Jugadas en notación, la suya primero, separadas por espacios: Kc3 Kd4 Ke5 Kb2
describe-premove-list = Muestra tus jugadas condicionales en la partida de este canal
describe-premove-clear = Borra todas tus jugadas condicionales en la partida de este canal
describe-tournament = Torneos suizos y de todos contra todos a lo largo de días
describe-tournament-create = Crea un torneo aquí (Gestionar servidor)
describe-tournament-join = Apúntate a un torneo mientras admita inscripciones
describe-tournament-leave = Deja un torneo antes de que empiece
describe-tournament-start = Empieza ya (quien organiza o Gestionar servidor)
describe-tournament-standings = La clasificación, con la imagen
describe-tournament-pairings = Las partidas de una ronda
describe-tournament-withdraw = Retírate de un torneo en curso: pierdes la partida en juego
describe-tournament-cancel = Cancela un torneo (quien organiza o Gestionar servidor)
describe-tournament-game = Qué juego
describe-tournament-format = Cómo se emparejan las rondas
describe-format-swiss = Suizo: se enfrentan jugadores con la misma puntuación
describe-format-round-robin = Todos contra todos
describe-tournament-rounds = Suizo: cuántas rondas; todos contra todos: 1 o 2 encuentros por pareja
describe-tournament-days = Días por jugada en cada partida
describe-tournament-rated = Si las partidas cuentan para la clasificación
describe-tournament-starts = Empieza dentro de este plazo, p. ej. 2d o 1d12h
describe-tournament-max = El máximo de jugadores
describe-tournament-number = El número del torneo (si se omite: el más reciente)
describe-tournament-round = Qué ronda (si se omite: la actual)
describe-topic-tournaments = Torneos
