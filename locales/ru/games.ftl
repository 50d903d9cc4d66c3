# Партия: строка над доской, предложения, запись, повтор, конец.

board = { $header }{ $last }. { $turn }
board-turn = { $who }, { $turn ->
    [start] вы начинаете
   *[move] ваш ход
 }{ $away }.
board-turn-clock = { $who }, { $turn ->
    [start] вы начинаете
   *[move] ваш ход
 } · осталось { $left }{ $away }.
board-away = {" "}(в отпуске до { $until })

game-over = { $header }{ $last }. { $ending }
ratings-changed = Рейтинг: { $shifts }.
rating-shift = { $name } { $before } → { $after } ({ $change })

result-wins = **{ $name } побеждает**
result-draw = **Ничья**
ending-never-moved = Партия отменена: { $name } так и не сделал(а) ни одного хода, и время вышло — без результата и без рейтинга.
ending-never-moved-someone = Партия отменена: один из игроков так и не сделал ни одного хода, и время вышло — без результата и без рейтинга.
ending-aborted-by = Партию отменил(а) { $name }: без результата и без рейтинга.
ending-aborted = Партия отменена: без результата и без рейтинга.
ending-resignation = { $loser } сдаётся — **{ $winner } побеждает**.
ending-agreement = **Ничья** по соглашению.
ending-time = У { $loser } вышло время — **{ $winner } побеждает**.
ending-abandonment = { $loser } слишком долго не ходил(а), и { $winner } забрал(а) партию — **{ $winner } побеждает**.
ending-game-over = Партия окончена — { $result }.

final-aborted = Партия отменена
final-wins = { $name } побеждает
final-draw = Ничья
final-never-moved = { $name }: ни одного хода · без рейтинга
final-never-moved-someone = Ни одного хода · без рейтинга
final-called-off = Отменена · без рейтинга
final-resigned = { $name } сдаётся
final-time = У { $name } вышло время
final-idle = { $name } бросил(а) партию
final-agreed = По соглашению игроков

choose-option = { $mention } ставит `{ $placement }` и теперь выбирает один из вариантов ниже (или `/choose 1`, или «Отмена», чтобы забрать фишку обратно):
placement-withdrawn = { $by } забирает фишку `{ $placement }` обратно: ход всё ещё за ним.
draw-offered = { $by } предлагает ничью. { $mention }, примите или отклоните (/draw accept, /draw decline); предложение сгорит, когда вы сходите.
draw-declined = { $by } отклоняет ничью. Игра продолжается.
takeback-requested = { $by } просит вернуть ход `{ $notation }`. { $mention }, разрешите или откажите (/takeback accept, /takeback decline).
takeback-declined = { $by } не разрешает вернуть ход. Игра продолжается.
taken-back = Ход `{ $notation }` ({ $by }) отменён.
confirm-resign = Точно сдаться? Партия будет засчитана как поражение.

history-no-moves = Ходов пока нет.
history-attached = { $header } · { $plies ->
    [one] { $plies } ход
    [few] { $plies } хода
   *[many] { $plies } ходов
 }: слишком длинно для сообщения, поэтому вся запись приложена файлом `{ $file }` (её можно проиграть через `punctbot engine` как есть).
archived-board = { $header } · после хода { $ply } из { $plies }.
archived-board-move = { $header } · после хода { $ply } из { $plies } — { $name }: `{ $notation }`.
replay = { $header } · вся партия, ход за ходом ({ $plies ->
    [one] { $plies } ход
    [few] { $plies } хода
   *[many] { $plies } ходов
 }).
replay-paced = { $header } · вся партия, ход за ходом ({ $plies ->
    [one] { $plies } ход
    [few] { $plies } хода
   *[many] { $plies } ходов
 }, по { $per_frame } за кадр, чтобы уложиться в 8 МиБ Discord).

peek-hint = Укажите, какую фишку приподнять: /peek и её клетка, например `/peek F5`.
destinations = Куда может пойти ваша фишка с { $cell }: { $cells ->
    [one] { $cells } клетка
    [few] { $cells } клетки
   *[many] { $cells } клеток
 } для её PÜNCT. Кольцо — фишка ляжет на доску, диск — на показанный уровень (синий: прыжок, фиолетовый: мост). Наберите `{ $cell }>` в /move, чтобы увидеть каждый ход.
peek = Доска с приподнятой верхней фишкой на { $cell }.
no-matching-moves = Ни один допустимый ход не подходит под введённое.
move-preview = Ваш ход `{ $notation }`: { $what } — это позиция после него. Он засчитается, только когда вы нажмёте «Подтвердить» (ваши часы идут); «Отмена» ничего не ходит.
move-preview-ends = Этот ход завершает партию.
move-cancelled = Отменено: ход не сделан, и ходить по-прежнему вам.

# Условные ходы (/premove): их видит только владелец.
premove-saved = Сохранено. Линия играется, только пока { $opponent } делает её ходы; любой другой его ход удаляет все ваши условные ходы в этой партии, как и возврат хода.
premove-list = Ваши условные ходы против { $opponent } (его ход → ваш ответ; видите только вы):
premove-pair = `{ $theirs }` → `{ $yours }`
premove-none = У вас нет условных ходов в этой партии. Добавьте линию, пока ходит соперник: `/premove line moves:Kc3 Kd4` отвечает на Kc3 ходом Kd4.
premove-cleared = { $lines ->
    [one] Ваша { $lines } условная линия удалена.
    [few] Ваши { $lines } условные линии удалены.
   *[many] Ваши { $lines } условных линий удалены.
 }
premove-cleared-none = У вас не было условных ходов в этой партии: удалять нечего.
