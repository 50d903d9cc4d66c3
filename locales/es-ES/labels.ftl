# Botones, opciones de boop. y etiquetas de jugadas (100 caracteres como mucho).

button-accept = Aceptar
button-decline = Rechazar
button-cancel = Cancelar
button-resign = Abandonar
button-confirm-resign = Sí, abandono
button-offer-draw = Ofrecer tablas
button-accept-draw = Aceptar tablas
button-decline-draw = Rechazar tablas
button-takeback = Deshacer
button-accept-takeback = Permitir deshacer
button-decline-takeback = No permitir
button-peek = Mirar debajo
button-withdraw = Retirar la pieza

option-graduate-kittens = Graduar los gatitos de { $row }
option-graduate-one-kitten = Graduar { $row }: el gatito sale del juego, los gatos vuelven a tu reserva
option-graduate-one-cat = Graduar { $row }: los gatitos salen del juego, el gato vuelve a tu reserva
option-graduate-kitten = Graduar el gatito de { $square }
option-return-cat = Devolver el gato de { $square } a tu reserva

label-pass = pasar (no hay otra acción posible)
label-add = añadir { $kind ->
    [t] triangular
    [e] recta E
    [c] recta C
    [m] angular M
    [a-plus] angular A+
   *[a-minus] angular A−
 }: { $cells }
label-move = mover { $kind ->
    [t] triangular
    [e] recta E
    [c] recta C
    [m] angular M
    [a-plus] angular A+
   *[a-minus] angular A−
 } { $from } → { $cells }
label-rotate = girar { $kind ->
    [t] triangular
    [e] recta E
    [c] recta C
    [m] angular M
    [a-plus] angular A+
   *[a-minus] angular A−
 } en { $from } → { $cells }
landing-bridge = puente sobre { $middle }, nivel { $level }
landing-down = baja al tablero
landing-flat = sobre el tablero
landing-jump = salta al nivel { $level }
label-dots = { $effect ->
    [covers] cubre
   *[frees] libera
 } { $count } { $whose ->
    [theirs] del rival
   *[yours] tuyas
 }
label-wins-connection = gana por conexión
label-wins-centre = gana por el hexágono central
label-loses-connection = pierde: conecta al rival
label-loses-centre = pierde por el hexágono central
label-draw = acaba en tablas

label-place = { $kind ->
    [kitten] gatito
   *[cat] gato
 } en { $square }
label-boops = {" "}— empuja { $boops }
label-off-the-bed = { $squares } fuera de la cama
label-boops-counted = {" "}— empuja { $count ->
    [one] { $count } pieza
   *[other] { $count } piezas
 } ({ $off } fuera de la cama)
label-then-graduate = ; luego graduar { $row }
label-then-graduate-kitten = ; luego graduar el gatito de { $square }
label-then-return-cat = ; luego devolver el gato de { $square } a tu reserva
label-wins-three-cats = gana: tres gatos en línea { $row }
label-wins-three-kittens = gana: tres gatitos en línea { $row }
label-wins-eight-cats = gana: ocho gatos sobre la cama
button-confirm-move = Confirmar jugada
button-cancel-move = Cancelar
button-join = Apuntarme
button-leave = Borrarme
