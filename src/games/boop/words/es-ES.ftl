# boop.'s own words, added to this language's messages (Game::words).

# In the pictures (drawn by render::boop, named by words::picture).

picture-boop-subtitle = { $turns ->
    [0] inicio
   *[other] tras el turno { $turns }
 }{ $variant ->
    [younger] {" "}· jugadores pequeños
   *[standard] {""}
 }
picture-boop-turn = { $side }: { $piece ->
    [kitten] gatito
   *[cat] gato
 } en { $square }{ $then ->
    [graduated] , gradúa { $row }
    [lifted] , levanta el { $lifted ->
        [kitten] gatito
       *[cat] gato
     } de { $at }
   *[none] {""}
 }
picture-to-choose = Eligen { $side }: 1–{ $options }
picture-boop-reason = { $reason ->
    [eight-cats] los ocho gatos sobre la cama
    [three-kittens] tres gatitos en línea ({ $row })
   *[three-cats] tres gatos en línea ({ $row })
 }
picture-cats-to-earn = gatos por ganar { $cats } · graduados { $graduated }
picture-boop-pieces = las piezas: 8 gatitos cada uno, los gatos se ganan
picture-boop-kind = { $kind ->
    [kitten] gatito
   *[cat] gato
 }
picture-boop-kind-rule = { $kind ->
    [kitten] Gatito: cualquier pieza lo empuja; tres en línea se gradúan.
   *[cat] Gato: solo los gatos lo empujan; tres gatos en línea ganan.
 }

# How a game ended (named by ending.rs): $result is filled in by the words
# layer ("**alice wins**"); the final picture's line is plain text.

ending-three-cats = { $result } con tres gatos en línea.
ending-eight-cats = { $result } con los ocho gatos sobre la cama.
ending-three-kittens = { $result } con tres gatitos en línea.
final-three-cats = Tres gatos en línea
final-eight-cats = Los ocho gatos sobre la cama
final-three-kittens = Tres gatitos en línea
