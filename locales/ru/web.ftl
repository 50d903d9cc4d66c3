# Веб-страницы бота.
web-language = Язык
web-server-title = Партии этого сервера
web-ladders = Рейтинги
web-archive = Законченные партии
web-ladder-title = Рейтинг: { $game }
web-rank = Место
web-player = Игрок
web-rating = Рейтинг
web-deviation = Отклонение
web-record = Счёт
web-trend = За 7 дней
web-record-cell = { $wins } В · { $losses } П · { $draws } Н
web-page-of = Страница { $page } из { $pages }
web-previous = Назад
web-next = Вперёд
web-no-rated-games = Здесь ещё никто не сыграл рейтинговой партии.
web-no-games = Партий не найдено.
web-ratings = Рейтинги
web-ratings-chart = { $game }: рейтинг после каждой рейтинговой партии
web-against-computer = Против компьютера
web-last-games = Последние партии
web-number = № { $number }
web-game = Игра
web-opponent = Соперник
web-result = Итог
web-ended = Окончена
web-players = Игроки
web-score = { $result ->
    [win] победа
    [loss] поражение
    [draw] ничья
   *[none] без итога
 }
web-reason = { $reason ->
    [rules] по правилам
    [resignation] сдача
    [agreement] ничья по согласию
    [aborted] отменена
    [time] по времени
    [never-moved] не сделан ход
   *[abandonment] брошена
 }
web-game-title = { $game } · партия № { $number }
web-after-ply = { $ply ->
    [0] Начало, до первого хода (всего { $plies })
   *[other] После хода { $ply } из { $plies }
 }
web-moves = Ходы
web-start = Начало
web-end = Конец
web-keys-hint = Клавиши ← и → листают ходы.
web-replay = Анимированный повтор (GIF)
web-record-file = Запись партии (её воспроизводит punctbot engine)
web-still-playing = Ещё играется
web-rated = рейтинговая
web-casual = товарищеская
web-search-player = Имя игрока
web-search = Найти
web-games-found = { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
 }
web-board-alt = Доска после хода { $ply }
web-not-found-title = Здесь ничего нет
web-not-found-text = Такой страницы нет, или её сервер не показывает свои страницы.
web-home-text = Веб-страницы punctbot показывают рейтинги, игроков и партии сервера, когда тот, кто может управлять сервером, включает их командой /settings web:public в Discord; тогда бот сообщает адрес сервера.
web-open-page = Веб-страница
web-tournaments = Турниры
web-no-tournaments = Здесь ещё не было ни одного турнира.
web-format-column = Система
web-format = { $format ->
    [swiss] швейцарская
   *[round-robin] круговая
 }
web-status = Состояние
web-tournament-status = { $status ->
    [signup] идёт запись
    [running] тур { $round } из { $rounds }
    [finished] завершён
   *[cancelled] отменён
 }
web-tournament-title = { $game } · турнир № { $number }
web-days-per-move = { $days } { $days ->
    [one] день
    [few] дня
   *[many] дней
 } на ход
web-standings = Таблица
web-players-count = { $count } { $count ->
    [one] игрок
    [few] игрока
   *[many] игроков
 }
web-points = Очки
web-buchholz = Бухгольц
web-sonneborn-berger = Бергер
web-withdrawn = выбыл
web-tie-breaks = При равенстве очков выше тот, у кого больше коэффициент Бухгольца (сумма очков соперников), затем коэффициент Бергера (очки побеждённых соперников и половина очков тех, с кем сыграна ничья), затем результат личных встреч, затем рейтинг при записи.
web-crosstable = Турнирная таблица
web-round-short = Т{ $round }
web-cross-cell = { $result ->
    [bye] пропуск
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
web-crosstable-key = В каждом туре: место соперника, ▲ если игрок ходил первым или ▽ вторым, затем результат (1 победа, ½ ничья, 0 поражение; + и − партия не сыграна по вине соперника или самого игрока; … партия идёт).
web-rounds = Туры
web-round-of = Тур { $round } из { $rounds }
web-round-ended = завершён { $date }
web-round-deadline = неоконченные партии будут присуждены { $date }
web-board = Доска
web-bye = Пропуск тура (одно очко):
