# Турниры: объявления в канале турнира, ответы, отказы.

tournament-signup = **Турнир по { $game } №{ $number }** · { $format ->
    [swiss] швейцарская система
   *[round-robin] круговой
 } · { $rounds } · { $days } { $days ->
    [one] день
    [few] дня
   *[many] дней
 } на ход · { $rated ->
    [rated] на рейтинг
   *[casual] без рейтинга
 }{ $max ->
    [none] {""}
   *[other] {" · "}не больше { $max } игроков
 }
    { $start } Записаться: /tournament join.
    Игроки ({ $count }): { $players }
tournament-rounds-auto = туров: ⌈log₂ игроков⌉ + 1
tournament-rounds-swiss = { $rounds } { $rounds ->
    [one] тур
    [few] тура
   *[many] туров
 }
tournament-rounds-once = каждая пара играет один раз
tournament-rounds-twice = каждая пара играет дважды
tournament-starts-at = Начало: { $at }.
tournament-starts-by-organiser = Начнётся по команде организатора (/tournament start).
tournament-no-players-yet = пока никого
tournament-joined = { $name } записался на турнир №{ $number } ({ $count } { $count ->
    [one] игрок
    [few] игрока
   *[many] игроков
 }).
tournament-left = { $name } покинул турнир №{ $number } ({ $count } { $count ->
    [one] игрок
    [few] игрока
   *[many] игроков
 }).
tournament-pairings = **Турнир №{ $number } · тур { $round } из { $rounds }** — каждая партия в своей ветке; незаконченные партии { $deadline } будут признаны ничьей.
tournament-board = { $board }. { $first } – { $second }{ $game }
tournament-board-game = {" "}(партия №{ $game })
tournament-bye = Свободен от игры (одно очко): { $name }
tournament-results = **Турнир №{ $number } · итоги тура { $round } из { $rounds }**
tournament-standings = Таблица турнира №{ $number } после тура { $round } из { $rounds }.
tournament-winner = 🏆 { $winner } побеждает в турнире №{ $number }!
tournament-withdrew = { $name } выбыл из турнира №{ $number }: текущая партия засчитана как неявка, новых пар не будет.
tournament-cancelled = Турнир №{ $number } отменён: его текущие партии завершаются без результата.
tournament-not-started = Турнир №{ $number } ещё не начался: ни один тур не составлен.

tournament-refusal-none = На этом сервере нет открытого турнира — участник с правом «Управлять сервером» может создать его командой /tournament create.
tournament-refusal-no-such = На этом сервере нет турнира №{ $number } — /tournament standings без номера покажет последний.
tournament-refusal-signups-closed = Запись на турнир №{ $number } закрыта: он начался или закончился.
tournament-refusal-already-joined = Вы уже записаны на турнир №{ $number } — /tournament leave вычеркнет вас.
tournament-refusal-not-joined = Вы не записаны на турнир №{ $number } — /tournament join запишет вас, пока идёт запись.
tournament-refusal-full = Турнир №{ $number } заполнен ({ $max } игроков).
tournament-refusal-not-organiser = Начать или отменить турнир может только организатор или участник с правом «Управлять сервером».
tournament-refusal-too-few = Для начала турнира нужно не меньше 2 игроков; записано { $count }.
tournament-refusal-bad-rounds = { $rounds } туров — так нельзя: { $format ->
    [swiss] в швейцарской системе от 1 до { $max } туров (или не указывайте rounds: будет ⌈log₂ игроков⌉ + 1)
   *[round-robin] круговой турнир принимает rounds:1 (каждая пара один раз) или rounds:2 (дважды, со сменой цвета)
 }.
tournament-refusal-bad-max = Не больше { $max } игроков — слишком мало: укажите max:2 или больше, или не указывайте.
tournament-refusal-not-running = Турнир №{ $number } сейчас не идёт: выбыть можно после начала (до него — /tournament leave).
tournament-refusal-already-withdrawn = Вы уже выбыли из турнира №{ $number }.
tournament-refusal-over = Турнир №{ $number } уже завершён.
tournament-refusal-no-such-round = В турнире №{ $number } нет тура { $round }: укажите тур от 1 до { $paired }.
tournament-refusal-bad-starts = `{ $given }` — это не срок до начала: напишите длительность вроде 2d, 12h, 30m или 1d12h (не больше 366d) или не указывайте starts и используйте /tournament start.
tournament-created = Турнир №{ $number } создан: ниже сообщение для записи.
tournament-started = Турнир №{ $number } начинается, игроков: { $count }. Ниже пары первого тура.
