# Почему движок правил отклонил ход: одно предложение после «Этот ход невозможен:».
illegal-other-game = это ход другой игры
illegal-game-over = партия окончена

## PÜNCT
illegal-punct-malformed = не удаётся прочитать ход: ВЫСТАВЛЕНИЕ пишется как +F5:G5,H5, ПЕРЕДВИЖЕНИЕ — как H2>H5:I5,J5 (сначала PÜNCT, затем две малые точки), или pass
illegal-not-a-cell = { $name } — не клетка доски
illegal-repeated-cell = { $cell } написана дважды: фишка занимает три разные клетки
illegal-not-a-piece = эти три клетки не образуют фишку
illegal-pass-not-allowed = пропустить ход можно, только когда нет ни одного допустимого выставления или передвижения
illegal-none-left = у вас не осталось { $kind ->
    [t] треугольников
    [e] прямых с PÜNCT на конце
    [c] прямых с PÜNCT в середине
    [m] уголков с PÜNCT на сгибе
    [a-plus] уголков A+
   *[a-minus] уголков A−
 }
illegal-centre-add = новые фишки не могут касаться центрального шестиугольника
illegal-first-add-centre = первая фишка белых не может касаться центрального шестиугольника
illegal-not-empty = клетка { $cell } занята: новые фишки ставятся на пустые клетки
illegal-under-bridge = клетка { $cell } под мостом: туда ничего нельзя поставить
illegal-no-piece-at = ни у одной вашей фишки PÜNCT не стоит на { $cell }
illegal-covered = ваша фишка на { $cell } накрыта и не может двигаться
illegal-wrong-kind = эта фишка — { $piece ->
    [t] треугольник
    [e] прямая E
    [c] прямая C
    [m] уголок M
    [a-plus] уголок A+
   *[a-minus] уголок A−
 }, а эти клетки образуют { $shape ->
    [t] треугольник
    [e] прямую E
    [c] прямую C
    [m] уголок M
    [a-plus] уголок A+
   *[a-minus] уголок A−
 }
illegal-not-on-line = { $from } и { $to } не на одной линии: PÜNCT движется прямо по линии
illegal-null-move = фишка уже стоит здесь: передвиньте её или поверните в другое положение
illegal-punct-on-opponent = PÜNCT может опуститься только на ваш собственный цвет
illegal-uneven = все три точки должны лежать на одной высоте (у моста оба конца на одной высоте)
illegal-triangle-bridge = треугольники не могут быть мостом
illegal-middle-punct-bridge = фишки с PÜNCT в середине не могут быть мостом: PÜNCT должен опираться на вашу фишку
illegal-bridge-middle-too-high = середина моста должна быть ниже его концов, а { $cell } не ниже

## Пуньк!
illegal-boop-malformed = запишите ход как Kc3, Cc3 или Kc1/Ga1-c1
illegal-not-a-square = { $name } — не клетка кровати
illegal-not-a-line = { $from }-{ $to } — не ряд из трёх клеток
illegal-occupied = клетка { $square } занята
illegal-no-cats = в вашем запасе нет котов
illegal-no-kittens = в вашем запасе нет котят
illegal-wins-alone = { $placement } выигрывает партию: напишите просто { $placement }
illegal-nothing-to-choose = после { $placement } нечего превращать или снимать: напишите просто { $placement }
illegal-not-your-row = { $row } — не ваш ряд
illegal-not-your-piece = на { $square } не ваша фишка; { $choice }
illegal-no-lift = снять фишку можно, только когда все 8 ваших фишек на кровати
illegal-choose-row = выберите ряд для превращения: { $rows }
illegal-choose-lift = выберите свою фишку, которую снять: { $squares }
illegal-choose-row-or-lift = выберите ряд для превращения: { $rows }; или свою фишку, которую снять: { $squares }
