# boop.'s own words, added to this language's messages (Game::words).

# In the pictures (drawn by render::boop, named by words::picture).

picture-boop-subtitle = { $turns ->
    [0] 开局
   *[other] 第 { $turns } 回合后
 }{ $variant ->
    [younger] {" "}· 低龄玩法
   *[standard] {""}
 }
picture-boop-turn = { $side }：{ $piece ->
    [kitten] 小猫
   *[cat] 大猫
 }放在 { $square }{ $then ->
    [graduated] ，升级 { $row }
    [lifted] ，拿起 { $at } 的{ $lifted ->
        [kitten] 小猫
       *[cat] 大猫
     }
   *[none] {""}
 }
picture-to-choose = { $side }选择：1–{ $options }
picture-boop-reason = { $reason ->
    [eight-cats] 八只大猫全部上床
    [three-kittens] 三只小猫连成一线（{ $row }）
   *[three-cats] 三只大猫连成一线（{ $row }）
 }
picture-cats-to-earn = 待得大猫 { $cats } · 已升级 { $graduated }
picture-boop-pieces = 棋子：每方 8 只小猫，大猫要靠升级赢得
picture-boop-kind = { $kind ->
    [kitten] 小猫
   *[cat] 大猫
 }
picture-boop-kind-rule = { $kind ->
    [kitten] 小猫：任何棋子都能推动它；三只连成一线即升级。
   *[cat] 大猫：只有大猫能推动它；三只大猫连成一线获胜。
 }

# How a game ended (named by ending.rs): $result is filled in by the words
# layer ("**alice wins**"); the final picture's line is plain text.

ending-three-cats = { $result }，三只大猫连成一线。
ending-eight-cats = { $result }，八只大猫全部上床。
ending-three-kittens = { $result }，三只小猫连成一线。
final-three-cats = 三只大猫连成一线
final-eight-cats = 八只大猫全部上床
final-three-kittens = 三只小猫连成一线
