# Списки партий, рейтинговые таблицы и статистика.

games-header = У вас { $count ->
    [one] { $count } активная партия
    [few] { $count } активные партии
   *[many] { $count } активных партий
 } на этом сервере, самые срочные сверху:
games-header-of = У { $owner } { $count ->
    [one] { $count } активная партия
    [few] { $count } активные партии
   *[many] { $count } активных партий
 } на этом сервере, самые срочные сверху:
games-entry = • { $game } против **{ $opponent }** — { $turn } · { $time } · [доска]({ $link })
entry-your-turn = ваш ход
entry-their-turn = ход соперника
entry-turn-of = ходит { $name }
entry-no-clock = без часов
entry-time-up = время вышло
entry-time-left = осталось { $left }
entry-paused = на паузе (отпуск до { $until })
games-more = … и ещё { $count }
no-games = У вас нет активных партий на этом сервере. Начните с /punct challenge или /boop challenge.
no-games-of = У { $owner } нет активных партий на этом сервере. Вызовите через /punct challenge или /boop challenge.

ladder-title = { $game }: рейтинг
ladder-line = **{ $game }** · рейтинг сервера · страница { $page } из { $pages } · { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
 }
ladder-empty = Рейтинговых партий ещё нет: вызовите кого-нибудь с rated:true.
ladder-column-player = игрок
ladder-column-rating = рейтинг
ladder-column-record = В/П/Н
ladder-column-games = партии
ladder-column-week = неделя
ladder-provisional = ? = предварительный

stats-title = { $name } на этом сервере
stats-summary = **{ $name }** на этом сервере
streak = { $result ->
    [win] Серия побед: { $games }
    [loss] Серия поражений: { $games }
   *[draw] Серия ничьих: { $games }
 }{ $games ->
    [one] {" "}(последняя партия)
   *[other] {" "}подряд
 }
best-win = Лучшая победа: над { $opponent } ({ $rating }) в { $game }
no-games-yet = { $name } пока не доиграл(а) ни одной партии на этом сервере — вызовите кого-нибудь через /punct challenge или /boop challenge!
kind-rated = ±{ $deviation } · рейтинговых: { $games }
kind-not-rated = ещё без рейтинга
kind-detail = { $rated } · { $wins } В { $losses } П { $draws } Н
unrated = –
chart-title = Рейтинг после каждой рейтинговой партии
last-games-title = Последние партии
finished-games-header = Ваши последние законченные партии на этом сервере ({ $count }), новые сверху (/history game:N покажет одну):
finished-games-header-of = Последние законченные партии { $owner } на этом сервере ({ $count }), новые сверху (/history game:N покажет одну):
no-finished-games = У вас пока нет законченных партий на этом сервере.
no-finished-games-of = У { $owner } пока нет законченных партий на этом сервере.
score-mark = { $result ->
    [win] В
    [loss] П
   *[draw] Н
 }
played-game = #{ $number } · { $result ->
    [win] Победа над
    [loss] Поражение от
    [draw] Ничья с
   *[none] Партия с
 } { $opponent } · { $game } · { $reason ->
    [rules] по правилам
    [resignation] сдача
    [agreement] соглашение
    [aborted] отменена
    [time] время
    [never-moved] не было хода
   *[abandonment] брошена
 } · { $rated ->
    [rated] рейтинговая
   *[casual] без рейтинга
 }

computer-record = Против компьютера ({ $level }): { $wins } В { $losses } П { $draws } Н
