# Las páginas web del bot.
web-language = Idioma
web-server-title = Las partidas de este servidor
web-ladders = Clasificaciones
web-archive = Partidas terminadas
web-ladder-title = Clasificación de { $game }
web-rank = Puesto
web-player = Jugador
web-rating = Puntuación
web-deviation = Desviación
web-record = Balance
web-trend = Últimos 7 días
web-record-cell = { $wins } V · { $losses } D · { $draws } E
web-page-of = Página { $page } de { $pages }
web-previous = Anterior
web-next = Siguiente
web-no-rated-games = Aún nadie ha jugado aquí una partida puntuada.
web-no-games = No se ha encontrado ninguna partida.
web-ratings = Puntuaciones
web-ratings-chart = { $game }: la puntuación tras cada partida puntuada
web-against-computer = Contra el ordenador
web-last-games = Últimas partidas
web-number = n.º { $number }
web-game = Juego
web-opponent = Rival
web-result = Resultado
web-ended = Terminó
web-players = Jugadores
web-score = { $result ->
    [win] ganada
    [loss] perdida
    [draw] tablas
   *[none] sin resultado
 }
web-reason = { $reason ->
    [rules] por las reglas
    [resignation] abandono
    [agreement] tablas acordadas
    [aborted] anulada
    [time] por tiempo
    [never-moved] nunca movió
   *[abandonment] abandonada
 }
web-game-title = { $game } · partida n.º { $number }
web-after-ply = { $ply ->
    [0] El inicio, antes de ninguna jugada ({ $plies } en total)
   *[other] Tras la jugada { $ply } de { $plies }
 }
web-moves = Jugadas
web-start = Inicio
web-end = Final
web-keys-hint = Las teclas ← y → recorren las jugadas.
web-replay = Repetición animada (GIF)
web-record-file = Archivo de la partida (punctbot engine la reproduce)
web-still-playing = Aún en juego
web-rated = puntuada
web-casual = amistosa
web-search-player = Nombre del jugador
web-search = Buscar
web-games-found = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
 }
web-board-alt = El tablero tras la jugada { $ply }
web-not-found-title = Aquí no hay nada
web-not-found-text = Esta página no existe, o su servidor no muestra sus páginas.
web-home-text = Las páginas web de punctbot muestran las clasificaciones, los jugadores y las partidas de un servidor cuando alguien que puede gestionarlo las activa con /settings web:public en Discord; el bot da entonces la dirección del servidor.
web-open-page = Página web
web-tournaments = Torneos
web-no-tournaments = Aún no se ha jugado ningún torneo aquí.
web-format-column = Formato
web-format = { $format ->
    [swiss] Suizo
   *[round-robin] Liga (todos contra todos)
 }
web-status = Estado
web-tournament-status = { $status ->
    [signup] Inscripción abierta
    [running] Ronda { $round } de { $rounds }
    [finished] Terminado
   *[cancelled] Cancelado
 }
web-tournament-title = { $game } · torneo n.º { $number }
web-days-per-move = { $days ->
    [one] { $days } día
   *[other] { $days } días
 } por jugada
web-standings = Clasificación
web-players-count = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
 }
web-points = Puntos
web-buchholz = Buchholz
web-sonneborn-berger = S-B
web-withdrawn = se retiró
web-tie-breaks = Los empates se deshacen por Buchholz (la suma de los puntos de los rivales), después por Sonneborn-Berger (S-B: los puntos de los rivales vencidos y la mitad de los de aquellos con quienes se empató), después por las partidas entre los empatados y por último por la puntuación al inscribirse.
web-crosstable = Tabla cruzada
web-round-short = R{ $round }
web-cross-cell = { $result ->
    [bye] libre
    [playing] { $opponent }{ $first ->
        [yes] ▲
       *[no] ▽
     } …
   *[other] { $opponent }{ $first ->
        [yes] ▲
       *[no] ▽
     } { $result ->
        [won] 1
        [lost] 0
        [draw] ½
        [won-by-forfeit] +
       *[lost-by-forfeit] −
     }
 }
web-crosstable-key = Cada ronda: el puesto del rival, ▲ si el jugador movió primero o ▽ si movió segundo, y el resultado (1 ganada, ½ tablas, 0 perdida; + y − una partida no jugada, perdida por incomparecencia del rival o del jugador; … aún en juego).
web-rounds = Rondas
web-round-of = Ronda { $round } de { $rounds }
web-round-ended = terminada el { $date }
web-round-deadline = las partidas sin terminar se adjudican el { $date }
web-board = Mesa
web-bye = Libre (un punto):
