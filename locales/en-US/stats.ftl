# Game lists, ladders and stats.

games-header = Your { $count ->
    [one] { $count } active game
   *[other] { $count } active games
 } on this server, most urgent first:
games-header-of = { $owner }'s { $count ->
    [one] { $count } active game
   *[other] { $count } active games
 } on this server, most urgent first:
games-entry = • { $game } vs **{ $opponent }** — { $turn } · { $time } · [board]({ $link })
entry-your-turn = your turn
entry-their-turn = their turn
entry-turn-of = { $name }'s turn
entry-no-clock = no clock
entry-time-up = time is up
entry-time-left = { $left } left
entry-paused = paused (vacation until { $until })
games-more = … and { $count } more
no-games = You have no active games on this server. Start one with /punct challenge or /boop challenge.
no-games-of = { $owner } has no active games on this server. Challenge them with /punct challenge or /boop challenge.

ladder-title = { $game } ladder
ladder-line = **{ $game }** · server ladder · page { $page } of { $pages } · { $players ->
    [one] { $players } player
   *[other] { $players } players
 }
ladder-empty = No rated games yet: challenge someone with rated:true.
ladder-column-player = player
ladder-column-rating = rating
ladder-column-record = W/L/D
ladder-column-games = games
ladder-column-week = week
ladder-provisional = ? = provisional

stats-title = { $name } on this server
stats-summary = **{ $name }** on this server
# $result: win, loss or draw
streak = { $games ->
    [one] Streak: { $games } { $result ->
        [win] win
        [loss] loss
       *[draw] draw
    } (the last game)
   *[other] Streak: { $games } { $result ->
        [win] wins
        [loss] losses
       *[draw] draws
    } in a row
 }
best-win = Best win: against { $opponent } ({ $rating }) in { $game }
no-games-yet = { $name } has not finished a game on this server yet — challenge someone with /punct challenge or /boop challenge!
kind-rated = ±{ $deviation } · { $games } rated
kind-not-rated = not rated yet
kind-detail = { $rated } · { $wins } W { $losses } L { $draws } D
unrated = –
chart-title = Rating after each rated game
last-games-title = Last games
finished-games-header = { $count ->
        [one] Your last finished game on this server (/history game:N shows it):
       *[other] Your last { $count } finished games on this server, newest first (/history game:N shows one):
    }
finished-games-header-of = { $count ->
        [one] { $owner }'s last finished game on this server (/history game:N shows it):
       *[other] { $owner }'s last { $count } finished games on this server, newest first (/history game:N shows one):
    }
no-finished-games = You have no finished games on this server yet.
no-finished-games-of = { $owner } has no finished games on this server yet.
# One letter for a result: $result is win, loss or draw.
score-mark = { $result ->
    [win] W
    [loss] L
   *[draw] D
 }
# $result: win, loss, draw or none; $reason: how it ended; $rated: rated or casual
played-game = #{ $number } · { $result ->
    [win] Won against
    [loss] Lost to
    [draw] Drew with
   *[none] Played with
 } { $opponent } · { $game } · { $reason ->
    [rules] game over
    [resignation] resignation
    [agreement] agreement
    [aborted] aborted
    [time] time
    [never-moved] never moved
   *[abandonment] abandoned
 } · { $rated ->
    [rated] rated
   *[casual] casual
 }

computer-record = Against the computer ({ $level }): { $wins } W { $losses } L { $draws } D
