# boop.'s own words, added to this language's messages (Game::words).

# In the pictures (drawn by render::boop, named by words::picture).

# $turns: turns played, 0 at the start; $variant: standard or younger.
picture-boop-subtitle = { $turns ->
    [0] start
   *[other] after turn { $turns }
 }{ $variant ->
    [younger] {" "}· younger players
   *[standard] {""}
 }
# $piece, $lifted: kitten or cat; $then: none, graduated ($row) or lifted ($lifted from $at).
picture-boop-turn = { $side }: { $piece ->
    [kitten] kitten
   *[cat] cat
 } to { $square }{ $then ->
    [graduated] , graduated { $row }
    [lifted] , lifted the { $lifted ->
        [kitten] kitten
       *[cat] cat
     } on { $at }
   *[none] {""}
 }
picture-to-choose = { $side } to choose: 1–{ $options }
picture-boop-reason = { $reason ->
    [eight-cats] eight cats on the bed
    [three-kittens] three kittens in a row ({ $row })
   *[three-cats] three cats in a row ({ $row })
 }
picture-cats-to-earn = cats to earn { $cats } · graduated { $graduated }
picture-boop-pieces = the pieces: 8 kittens each, cats are earned
# $kind: kitten or cat.
picture-boop-kind = { $kind ->
    [kitten] kitten
   *[cat] cat
 }
picture-boop-kind-rule = { $kind ->
    [kitten] Kitten: any piece boops it; three in a row graduate.
   *[cat] Cat: only cats boop it; three cats in a row win.
 }

# How a game ended (named by ending.rs): $result is filled in by the words
# layer ("**alice wins**"); the final picture's line is plain text.

ending-three-cats = { $result } with three cats in a row.
ending-eight-cats = { $result } with all eight cats on the bed.
ending-three-kittens = { $result } with three kittens in a row.
final-three-cats = Three cats in a row
final-eight-cats = All eight cats on the bed
final-three-kittens = Three kittens in a row
