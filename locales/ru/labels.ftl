# Кнопки, варианты «Пуньк!» и подсказки ходов (не длиннее 100 знаков).

button-accept = Принять
button-decline = Отклонить
button-cancel = Отмена
button-resign = Сдаться
button-confirm-resign = Да, сдаюсь
button-offer-draw = Предложить ничью
button-accept-draw = Согласиться на ничью
button-decline-draw = Отклонить ничью
button-takeback = Вернуть ход
button-accept-takeback = Разрешить возврат
button-decline-takeback = Не разрешать
button-peek = Заглянуть
button-withdraw = Забрать фишку

option-graduate-kittens = Превратить котят на { $row } в котов
option-graduate-one-kitten = Превратить { $row }: котёнок уходит из игры, коты — обратно в запас
option-graduate-one-cat = Превратить { $row }: котята уходят из игры, кот — обратно в запас
option-graduate-kitten = Превратить котёнка на { $square } в кота
option-return-cat = Вернуть кота с { $square } в запас

label-pass = пропуск (других действий нет)
label-add = выставить { $kind ->
    [t] треугольник
    [e] прямую E
    [c] прямую C
    [m] уголок M
    [a-plus] уголок A+
   *[a-minus] уголок A−
 }: { $cells }
label-move = передвинуть { $kind ->
    [t] треугольник
    [e] прямую E
    [c] прямую C
    [m] уголок M
    [a-plus] уголок A+
   *[a-minus] уголок A−
 } { $from } → { $cells }
label-rotate = повернуть { $kind ->
    [t] треугольник
    [e] прямую E
    [c] прямую C
    [m] уголок M
    [a-plus] уголок A+
   *[a-minus] уголок A−
 } на { $from } → { $cells }
landing-bridge = мост над { $middle }, уровень { $level }
landing-down = вниз на доску
landing-flat = на доску
landing-jump = прыжок на уровень { $level }
label-dots = { $effect ->
    [covers] накрывает
   *[frees] освобождает
 } { $count ->
    [one] { $count } фишку
    [few] { $count } фишки
   *[many] { $count } фишек
 } { $whose ->
    [theirs] соперника
   *[yours] из своих
 }
label-wins-connection = победа соединением
label-wins-centre = победа по счёту в центре
label-loses-connection = проигрыш: цепь соперника
label-loses-centre = поражение по счёту в центре
label-draw = ничья

label-place = { $kind ->
    [kitten] котёнок
   *[cat] кот
 } на { $square }
label-boops = {" "}— пуньк: { $boops }
label-off-the-bed = { $squares } с одеяла
label-boops-counted = {" "}— пунькает { $count ->
    [one] { $count } фишку
    [few] { $count } фишки
   *[many] { $count } фишек
 } ({ $off } с одеяла)
label-then-graduate = ; затем превратить { $row }
label-then-graduate-kitten = ; затем превратить котёнка на { $square }
label-then-return-cat = ; затем вернуть кота с { $square } в запас
label-wins-three-cats = победа: три кота в ряд { $row }
label-wins-three-kittens = победа: три котёнка в ряд { $row }
label-wins-eight-cats = победа: восемь котов на одеяле
button-confirm-move = Подтвердить ход
button-cancel-move = Отмена
button-join = Записаться
button-leave = Выписаться
