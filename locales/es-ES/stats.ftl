# Listas de partidas, clasificaciones y estadísticas.

games-header = { $count ->
    [one] Tu partida activa
   *[other] Tus { $count } partidas activas
 } en este servidor, las más urgentes primero:
games-header-of = { $count ->
    [one] { $count } partida activa
   *[other] { $count } partidas activas
 } de { $owner } en este servidor, las más urgentes primero:
games-entry = • { $game } contra **{ $opponent }** — { $turn } · { $time } · [tablero]({ $link })
entry-your-turn = te toca
entry-their-turn = le toca al rival
entry-turn-of = le toca a { $name }
entry-no-clock = sin reloj
entry-time-up = se acabó el tiempo
entry-time-left = tiempo restante: { $left }
entry-paused = en pausa (de vacaciones hasta el { $until })
games-more = … y { $count } más
no-games = No tienes partidas activas en este servidor. Empieza una con /punct challenge o /boop challenge.
no-games-of = { $owner } no tiene partidas activas en este servidor. Desafíale con /punct challenge o /boop challenge.

ladder-title = Clasificación de { $game }
ladder-line = **{ $game }** · clasificación del servidor · página { $page } de { $pages } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
 }
ladder-empty = Aún no hay partidas puntuables: desafía a alguien con rated:true.
ladder-column-player = jugador
ladder-column-rating = puntos
ladder-column-record = G/P/T
ladder-column-games = partidas
ladder-column-week = semana
ladder-provisional = ? = provisional

stats-title = { $name } en este servidor
stats-summary = **{ $name }** en este servidor
streak = Racha: { $games } { $result ->
    [win] { $games ->
        [one] victoria
       *[other] victorias
    }
    [loss] { $games ->
        [one] derrota
       *[other] derrotas
    }
   *[draw] tablas
 }{ $games ->
    [one] {" "}(la última partida)
   *[other] {" "}seguidas
 }
best-win = Mejor victoria: contra { $opponent } ({ $rating }) en { $game }
no-games-yet = { $name } aún no ha terminado ninguna partida en este servidor: ¡desafía a alguien con /punct challenge o /boop challenge!
kind-rated = ±{ $deviation } · { $games } puntuables
kind-not-rated = aún sin puntuación
kind-detail = { $rated } · { $wins } G { $losses } P { $draws } T
unrated = –
chart-title = Puntuación tras cada partida puntuable
last-games-title = Últimas partidas
finished-games-header = { $count ->
        [one] Tu última partida terminada en este servidor (/history game:N la muestra):
       *[other] Tus últimas { $count } partidas terminadas en este servidor, las más recientes primero (/history game:N muestra una):
    }
finished-games-header-of = { $count ->
        [one] La última partida terminada de { $owner } en este servidor (/history game:N la muestra):
       *[other] Las últimas { $count } partidas terminadas de { $owner } en este servidor, las más recientes primero (/history game:N muestra una):
    }
no-finished-games = Aún no tienes partidas terminadas en este servidor.
no-finished-games-of = { $owner } aún no tiene partidas terminadas en este servidor.
score-mark = { $result ->
    [win] G
    [loss] P
   *[draw] T
 }
played-game = #{ $number } · { $result ->
    [win] Ganada a
    [loss] Perdida contra
    [draw] Tablas con
   *[none] Jugada con
 } { $opponent } · { $game } · { $reason ->
    [rules] fin de partida
    [resignation] abandono
    [agreement] acuerdo
    [aborted] anulada
    [time] tiempo
    [never-moved] sin mover
   *[abandonment] abandonada
 } · { $rated ->
    [rated] puntuable
   *[casual] amistosa
 }

computer-record = Contra el ordenador ({ $level }): { $wins } G { $losses } P { $draws } T
