# boop.'s own words, added to this language's messages (Game::words).

# In the pictures (drawn by render::boop, named by words::picture).

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
picture-boop-pieces = фигуры: по 8 котят, котов надо заработать
picture-boop-kind = { $kind ->
    [kitten] котёнок
   *[cat] кот
 }
picture-boop-kind-rule = { $kind ->
    [kitten] Котёнок: его толкает любая фигура; три в ряд превращаются.
   *[cat] Кот: его толкают только коты; три кота в ряд — победа.
 }

# How a game ended (named by ending.rs): $result is filled in by the words
# layer ("**alice wins**"); the final picture's line is plain text.

ending-three-cats = { $result }: три кота в ряд.
ending-eight-cats = { $result }: все восемь котов на одеяле.
ending-three-kittens = { $result }: три котёнка в ряд.
final-three-cats = Три кота в ряд
final-eight-cats = Все восемь котов на одеяле
final-three-kittens = Три котёнка в ряд
