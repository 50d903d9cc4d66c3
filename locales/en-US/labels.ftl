# Buttons, boop options and autocomplete move labels (at most 100 characters in all).

button-accept = Accept
button-decline = Decline
button-cancel = Cancel
button-resign = Resign
button-confirm-resign = Yes, resign
button-offer-draw = Offer draw
button-accept-draw = Accept draw
button-decline-draw = Decline draw
button-takeback = Take back
button-accept-takeback = Allow takeback
button-decline-takeback = Refuse takeback
button-peek = Peek
button-withdraw = Cancel placement

# A boop option, after its number.
option-graduate-kittens = Graduate the kittens on { $row }
option-graduate-one-kitten = Graduate { $row }: the kitten out of the game, the cats back to your pool
option-graduate-one-cat = Graduate { $row }: the kittens out of the game, the cat back to your pool
option-graduate-kitten = Graduate the kitten on { $square }
option-return-cat = Return the cat on { $square } to your pool

# PÜNCT move labels. $kind: t, e, c, m, a-plus or a-minus; $cells "F5·G5·H5".
label-pass = pass (no other action exists)
label-add = add { $kind ->
    [t] triangle
    [e] straight E
    [c] straight C
    [m] angular M
    [a-plus] angular A+
   *[a-minus] angular A−
 }: { $cells }
label-move = move { $kind ->
    [t] triangle
    [e] straight E
    [c] straight C
    [m] angular M
    [a-plus] angular A+
   *[a-minus] angular A−
 } { $from } → { $cells }
label-rotate = rotate { $kind ->
    [t] triangle
    [e] straight E
    [c] straight C
    [m] angular M
    [a-plus] angular A+
   *[a-minus] angular A−
 } at { $from } → { $cells }
landing-bridge = bridge over { $middle }, level { $level }
landing-down = down to the board
landing-flat = flat on the board
landing-jump = jump onto level { $level }
# $effect: covers or frees; $whose: theirs or yours
label-dots = { $effect ->
    [covers] covers
   *[frees] frees
 } { $count } { $whose ->
    [theirs] of theirs
   *[yours] of yours
 }
label-wins-connection = wins by connection
label-wins-centre = wins on the centre count
label-loses-connection = loses: opens their connection
label-loses-centre = loses on the centre count
label-draw = ends in a draw

# boop. move labels. $kind: kitten or cat.
label-place = { $kind ->
    [kitten] kitten
   *[cat] cat
 } on { $square }
label-boops = {" "}— boops { $boops }
label-off-the-bed = { $squares } off the bed
label-boops-counted = {" "}— boops { $count } ({ $off } off the bed)
label-then-graduate = ; then graduate { $row }
label-then-graduate-kitten = ; then graduate the kitten on { $square }
label-then-return-cat = ; then return the cat on { $square } to your pool
label-wins-three-cats = wins: three cats in a row { $row }
label-wins-three-kittens = wins: three kittens in a row { $row }
label-wins-eight-cats = wins: eight cats on the bed
button-confirm-move = Confirm move
button-cancel-move = Cancel
button-join = Join
button-leave = Leave
