# Desafíos: lanzado, aceptado, rechazado, retirado, caducado.

challenge-anyone = a quien quiera
challenge-named = a { $name } ({ $mention })
clock-days-per-move = { $days ->
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
 }
clock-none = sin reloj
challenge-issued = { $challenger } desafía { $who } a una partida de { $game } ({ $rated ->
    [rated] puntuable
   *[casual] amistosa
 }, { $clock }, { $first ->
    [challenger] empieza { $challenger }
    [opponent] empieza el rival
   *[random] el primer turno se sortea
 }).
challenge-answer = Acepta o rechaza abajo (o con /accept, /decline).
challenge-answer-open = Cualquiera puede aceptar abajo (o con /accept).
challenge-accepted = { $by } acepta el desafío.
challenge-declined = { $by } rechaza el desafío de { $challenger }.
challenge-cancelled = { $challenger } retira el desafío.
challenge-expired = El desafío de { $challenger } a { $game } ha caducado tras 24 horas sin respuesta.

# El ordenador aceptó un desafío a sí mismo; $level es el nombre de su nivel.
computer-accepts = { $by } juega contigo ya, en nivel { $level }: partida amistosa, sin reloj.
# $level: 1, 2 o 3
computer-level = { $level ->
    [1] principiante
    [2] intermedio
   *[3] máximo
 }
