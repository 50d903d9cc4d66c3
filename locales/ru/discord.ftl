# Только для Discord: /help, формы, ветки и описания команд, параметров и
# вариантов (каждое не длиннее 100 знаков).

help-intro = **punctbot** проводит партии в PÜNCT и «Пуньк!» — одна партия на канал или ветку.
help-buttons = Кнопки под доской и вызовом делают то же, что `/accept`, `/resign`, `/draw` и `/takeback`. Без часов: напоминание через неделю, `/claim` — через две.
with-default = { $text } (по умолчанию: { $default })
seat-name = { $seat ->
    [white] Белые
    [black] Чёрные
    [orange] Рыжие
   *[gray] Серые
 }
choose-placeholder = Выберите ряд для превращения или фишку, которую снять
peek-title = Заглянуть под фишку
peek-field = Клетка фишки, которую приподнять (например, F5)
thread-needs-server = Для партии в отдельной ветке нужен канал сервера: здесь уберите `thread`.
thread-failed = Не получилось открыть здесь ветку (нужно право «Создавать публичные ветки»). Бросьте вызов снова без `thread` или обратитесь к модератору.
played-in-thread = Партия идёт в { $thread }.
thread-name = { $kind ->
    [boop] «Пуньк!»
   *[punct] PÜNCT
 } · { $challenger } против { $opponent }
thread-name-open = { $kind ->
    [boop] «Пуньк!»
   *[punct] PÜNCT
 } · { $challenger } против всех

describe-punct = Играть в PÜNCT
describe-punct-challenge = Вызвать игрока, всех или бота
describe-boop-challenge = Вызвать игрока, всех или бота
describe-boop = Играть в «Пуньк!»
describe-challenge-opponent = Кого вызываете (не указывать — принять может любой)
describe-punct-variant = Стандартные или базовые правила
describe-challenge-rated = Идёт ли партия в рейтинг
describe-challenge-first = Кто ходит первым
describe-challenge-days = Дней на ход, после которых игрок проигрывает по времени
describe-challenge-thread = Играть в отдельной ветке
describe-punct-variant-standard = Стандартные
describe-punct-variant-basic = Базовые
describe-first-challenger = Я
describe-first-opponent = Соперник
describe-first-random = По жребию
describe-days-1 = 1 день
describe-days-2 = 2 дня
describe-days-3 = 3 дня
describe-days-7 = 7 дней
describe-days-none = Без часов (только без рейтинга)
describe-games = Ваши партии на этом сервере или чужие
describe-games-user = Чьи партии (не указывать — ваши)
describe-games-finished = Законченные партии, новые сверху
describe-vacation = Поставить часы на паузу на этом сервере (14 дней в году)
describe-vacation-start = Начать отпуск сейчас
describe-vacation-days = Сколько дней (1–14)
describe-vacation-cancel = Закончить отпуск сейчас: часы снова пойдут
describe-vacation-status = Ваш отпуск и остаток дней
describe-notices = Личные сообщения, когда ваш ход
describe-notices-dm = Вкл. или выкл.
describe-reminders = Когда на этом сервере напоминать игроку, чей ход
describe-reminders-schedule = например half,12h,1h (по умолчанию), 24h,1h или off
describe-leaderboard = Рейтинг этого сервера
describe-leaderboard-game = Какая игра
describe-leaderboard-page = Какая страница
describe-stats = Рейтинги, результаты и последние партии игрока
describe-stats-user = Чьи (не указывать — ваши)
describe-move = Сделать ход: наберите начало и выберите
describe-move-notation = Ход, например +F5:G5,H5 или Kc3
describe-choose = «Пуньк!»: выбрать ряд для превращения или фишку, которую снять
describe-choose-option = Вариант: его номер (1, 2, …), Ga1-c1, Le5 или cancel
describe-accept = Принять вызов в этом канале
describe-decline = Отклонить вызов в этом канале
describe-cancel = Отозвать свой вызов
describe-resign = Сдаться (сначала спросит)
describe-draw = Предложить ничью или ответить на предложение
describe-takeback = Вернуть свой последний ход или ответить
describe-answer = Что сделать
describe-answer-offer = Предложить
describe-answer-accept = Принять
describe-answer-decline = Отклонить
describe-abort = Закончить без результата (пока оба не сходили; модераторам — всегда)
describe-claim = Забрать партию без часов, где соперник молчит 14 дней
describe-claim-abort = Вместо победы закончить без результата
describe-board = Показать доску или любую партию на любом ходу
describe-board-game = Номер партии (не указывать — партия этого канала)
describe-board-ply = После скольких ходов (не указывать — последний)
describe-history = Все ходы партии (длинная — файлом)
describe-history-game = Номер партии (не указывать — партия этого канала)
describe-replay = Анимированный повтор партии
describe-replay-game = Номер партии (не указывать — партия этого канала)
describe-peek = PÜNCT: доска с приподнятой фишкой
describe-peek-cell = Клетка фишки, которую приподнять, например F5
describe-moves = PÜNCT: куда может пойти одна из ваших фишек
describe-moves-cell = Клетка PÜNCT фишки, например H2
describe-rules = Правила вкратце
describe-rules-game = Какая игра
describe-help = Что умеет punctbot
describe-topic-play = Игра
describe-topic-days = Партии на несколько дней
describe-topic-ladders = Рейтинги
describe-topic-moderation = Модерация
describe-game-punct = PÜNCT
describe-game-punct-basic = PÜNCT (базовые правила)
describe-game-boop = «Пуньк!»
describe-settings = Ваши настройки: предпросмотр, язык; веб-страницы сервера и канал задачи дня
describe-settings-confirm = Сначала показывать позицию после хода, с «Подтвердить» и «Отмена»
describe-settings-language = Язык того, что видите только вы (auto: как в Discord)
describe-settings-web = Веб-страницы сервера: открыты или выключены (управление сервером)
describe-web-public = Открыты: всем, у кого есть ссылка
describe-web-off = Выключены: не показываются
describe-language = Язык сервера
describe-language-language = auto: язык сервера в Discord
describe-language-auto = Язык Discord

describe-challenge-level = Сила компьютера, если вы вызываете бота
describe-level-1 = 1 · новичок
describe-level-2 = 2 · средний
describe-level-3 = 3 · сильнейший
describe-premove = Условные ходы: ответы на ожидаемые ходы соперника заранее (видите только вы)
describe-premove-line = Добавить линию: его ход, ваш ответ, его ход, ваш ответ…
describe-premove-moves = Ходы в нотации, первым — ход соперника, через пробел: Kc3 Kd4 Ke5 Kb2
describe-premove-list = Показать ваши условные ходы в партии этого канала
describe-premove-clear = Удалить все ваши условные ходы в партии этого канала
describe-tournament = Турниры по швейцарской и круговой системе на несколько дней
describe-tournament-create = Создать турнир здесь («Управлять сервером»)
describe-tournament-join = Записаться на турнир, пока идёт запись
describe-tournament-leave = Выписаться из турнира до начала
describe-tournament-start = Начать сейчас (организатор или «Управлять сервером»)
describe-tournament-standings = Турнирная таблица с картинкой
describe-tournament-pairings = Пары тура
describe-tournament-withdraw = Выбыть из идущего турнира: текущая партия проиграна
describe-tournament-cancel = Отменить турнир (организатор или «Управлять сервером»)
describe-tournament-game = Какая игра
describe-tournament-format = Как составляются пары
describe-format-swiss = Швейцарская: встречаются игроки с равными очками
describe-format-round-robin = Круговая: каждый с каждым
describe-tournament-rounds = Швейцарская: число туров; круговая: 1 или 2 встречи на пару
describe-tournament-days = Дней на ход в каждой партии
describe-tournament-rated = Идут ли партии в рейтинг
describe-tournament-starts = Начать через столько, например 2d или 1d12h
describe-tournament-max = Наибольшее число игроков
describe-tournament-number = Номер турнира (если не указан — последний)
describe-tournament-round = Какой тур (если не указан — текущий)
describe-topic-tournaments = Турниры
