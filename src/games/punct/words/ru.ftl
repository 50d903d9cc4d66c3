# PÜNCT's own words, added to this language's messages (Game::words).

# In the pictures (drawn by render::punct, named by words::picture).

picture-punct-subtitle = { $variant ->
    [basic] базовая
   *[standard] стандартная
 } партия · { $moves ->
    [0] начало
   *[other] после хода { $moves }
 }
picture-peek-subtitle = { $variant ->
    [basic] базовая
   *[standard] стандартная
 } · под фишкой { $cell }
picture-destinations-subtitle = { $variant ->
    [basic] базовая
   *[standard] стандартная
 } · куда может пойти { $cell }
picture-punct-end = { $reason ->
    [connection] соединением
    [last-piece] выставлена последняя фишка
   *[both-passed] оба пропустили ход
 }
picture-centre-result = центр { $white }–{ $black }
picture-centre-count = Центр: белые { $white } · чёрные { $black }
picture-connect = Соедините две стороны одного цвета:
picture-side-pair = { $pair ->
    [columns] столбцы A и Q
    [rows] ряды 1 и 17
   *[diagonals] B10–H16 и J2–P8
 }
picture-stack-header = { $cell }: { $levels } { $levels ->
    [one] уровень
    [few] уровня
   *[many] уровней
 }, сверху вниз
picture-stack-piece = { $side } { $kind } · PÜNCT { $cell }
picture-punct-pieces = фишки: по 18, оранжевая точка — PÜNCT
picture-punct-kind = { $kind ->
    [T] треугольник
    [E] прямая, PÜNCT с краю
    [C] прямая, PÜNCT посередине
    [M] уголок, PÜNCT на сгибе
    [A-plus] уголок, PÜNCT с краю
   *[A-minus] уголок, зеркально
 }

# How a game ended (named by ending.rs): $result is filled in by the words
# layer ("**alice wins**"), $mover is a player's name; the final picture's
# line is plain text.

side-name = { $side ->
    [column-a] столбец A
    [column-q] столбец Q
    [row-1] ряд 1
    [row-17] ряд 17
    [lower-right] сторону J2–P8
   *[upper-left] сторону B10–H16
 }
ending-connection = { $result }: цепь точек соединяет { $from } и { $to }.
ending-connection-by-opponent = { $result }: ход соперника ({ $mover }) замкнул цепь между { $from } и { $to }.
ending-centre-count = { $result }: выставлена последняя фишка, счёт в центре { $count }.
ending-last-piece = { $result }: выставлена последняя фишка (в базовой игре это ничья).
ending-both-passed-centre = { $result }: оба игрока пропустили ход, счёт в центре { $count }.
ending-both-passed = { $result }: оба игрока пропустили ход.
final-linked = Цепь соединяет { $from } и { $to }
final-linked-by-opponent = Ход { $mover } соединил { $from } и { $to }
final-centre-count = Счёт в центре { $count }
final-every-piece-placed = Все фишки выставлены
final-both-passed-centre = Оба пропустили · центр { $count }
final-both-passed = Оба пропустили ход
