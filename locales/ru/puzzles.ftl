# Задачи (/puzzle): видит только решающий; задача дня — в канале задач
# сервера.

puzzle-task-win = { $side } ходят и выигрывают в { $moves } { $moves ->
    [one] ход
    [few] хода
   *[many] ходов
 }
puzzle-task-block = { $side } ходят и мешают соединиться соперникам ({ $opponent })
puzzle-rating-shift = {" "}Ваш рейтинг в задачах: { $before } → { $after }.
puzzle-given = **Задача №{ $number } по { $game }** (рейтинг { $rating }): { $task }. Ответ: /puzzle answer:ХОД.
puzzle-defended = Верно: `{ $answer }`. Защита отвечает `{ $defence }`; теперь выигрыш в { $moves } { $moves ->
    [one] ход
    [few] хода
   *[many] ходов
 }.
puzzle-solved = Решено: `{ $answer }` выигрывает!{ $rating }
puzzle-refuted-by = {" "}— после `{ $reply }` выигрыша вовремя нет
puzzle-not-winning = Это не выигрывает: `{ $answer }`{ $why }. Попробуйте ещё.{ $rating }
puzzle-still-wins-with = , соперник всё равно соединяет ходом `{ $win }`
puzzle-not-blocking = Это не мешает: `{ $answer }`{ $why }. Попробуйте ещё.{ $rating }
puzzle-daily = **Задача дня** · { $game } №{ $number }: { $task }. Решите сами: /puzzle game:{ $kind } number:{ $number }
puzzle-channel-set = Задача дня будет публиковаться в { $channel }.
puzzle-channel-off = Задача дня на этом сервере больше не публикуется.

puzzle-refusal-none = Задач по { $game } нет. Задачи есть по: { $games }.
puzzle-refusal-no-such = Задачи №{ $number } по { $game } нет: номера от 1 до { $count }.
puzzle-refusal-all-seen = Вы получили все задачи по { $game } ({ $count }). Попробуйте задачи другой игры.
puzzle-refusal-nothing-to-answer = Вы не решаете задачу. Начните: /puzzle game:punct или /puzzle game:boop.
puzzle-refusal-say-which = Укажите игру: /puzzle game:punct или /puzzle game:boop (или ответьте на задачу: /puzzle answer:ХОД).
puzzle-refusal-channel-and-off = Укажите либо puzzles:#канал (куда публиковать задачу дня), либо puzzles-off:true (без задачи дня), но не оба.

describe-puzzle = Задача только для вас: выиграйте форсированно или помешайте выигрышу соперника
describe-puzzle-game = Игра новой задачи
describe-puzzle-number = Задача по номеру (например, задача дня)
describe-puzzle-answer = Ваш ход в решаемой задаче, в нотации
describe-settings-puzzles = Канал для задачи дня (Управлять сервером)
describe-settings-puzzles-off = Да: не публиковать задачу дня на этом сервере (Управлять сервером)
