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
