# Слова внутри картинок: панели под доской, легенды, рейтинг.

picture-to-move = ходит
picture-side-to-move = { $side } ходят
picture-wins = { $side } победили
picture-draw = Ничья

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

picture-legend = { $mark ->
    [last-move] последний ход
    [origin] откуда пришла
    [bridge] мост над пустотой
    [lifted] приподнята
    [level] уровень (0 = доска)
    [flat] на доску (уровень 0)
    [jump] прыжок: на указанный уровень
   *[bridge-landing] мост над пустотой: указан уровень
 }

picture-stack-header = { $cell }: { $levels } { $levels ->
    [one] уровень
    [few] уровня
   *[many] уровней
 }, сверху вниз
picture-stack-piece = { $side } { $kind } · PÜNCT { $cell }

picture-boop-subtitle = { $turns ->
    [0] начало
   *[other] после хода { $turns }
 }{ $variant ->
    [younger] {" "}· для младших
   *[standard] {""}
 }
picture-boop-turn = { $side }: { $piece ->
    [kitten] котёнок
   *[cat] кот
 } на { $square }{ $then ->
    [graduated] , превращение { $row }
    [lifted] , { $lifted ->
        [kitten] котёнок
       *[cat] кот
     } снят с { $at }
   *[none] {""}
 }
picture-to-choose = { $side } выбирают: 1–{ $options }
picture-boop-reason = { $reason ->
    [eight-cats] восемь котов на лежанке
    [three-kittens] три котёнка в ряд ({ $row })
   *[three-cats] три кота в ряд ({ $row })
 }
picture-cats-to-earn = котов впереди: { $cats } · превращено: { $graduated }

picture-ladder-subtitle = страница { $page } из { $pages } · { $players } { $players ->
    [one] игрок
    [few] игрока
   *[many] игроков
 } · ? = предварительный
picture-ladder-empty = Рейтинговых партий пока нет: вызовите кого-нибудь с rated:true.
picture-ladder-column = { $column ->
    [player] игрок
    [rating] рейтинг
    [record] В / П / Н
    [games] партии
   *[week] неделя
 }

picture-punct-pieces = фишки: по 18, оранжевая точка — PÜNCT
picture-boop-pieces = фигуры: по 8 котят, котов надо заработать
picture-punct-kind = { $kind ->
    [T] треугольник
    [E] прямая, PÜNCT с краю
    [C] прямая, PÜNCT посередине
    [M] уголок, PÜNCT на сгибе
    [A-plus] уголок, PÜNCT с краю
   *[A-minus] уголок, зеркально
 }
picture-per-player = { $count } у каждого
picture-boop-kind = { $kind ->
    [kitten] котёнок
   *[cat] кот
 }
picture-boop-kind-rule = { $kind ->
    [kitten] Котёнок: его толкает любая фигура; три в ряд превращаются.
   *[cat] Кот: его толкают только коты; три кота в ряд — победа.
 }
