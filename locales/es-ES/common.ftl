# Piezas comunes de los mensajes: nombres, cabeceras, plazos, fechas.

# $kind: punct, punct-basic o boop
game-name = { $kind ->
    [punct-basic] PÜNCT (básico)
    [boop] boop.
   *[punct] PÜNCT
 }

game-header = **{ $game }** #{ $number } · { $first_mark } { $first } contra { $second_mark } { $second }

last-move = {" "}· jugada { $ply } — { $name }: `{ $notation }`

duration-under-a-minute = menos de un minuto
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
 }
duration-days-hours = { $days ->
    [one] { $days } día
   *[other] { $days } días
 } y { $hours } h

count-days = { $days ->
    [one] { $days } día
   *[other] { $days } días
 }

moment = { $day } { $month ->
    [1] ene
    [2] feb
    [3] mar
    [4] abr
    [5] may
    [6] jun
    [7] jul
    [8] ago
    [9] sept
    [10] oct
    [11] nov
   *[12] dic
 } { $time } UTC

internal-error = Algo ha fallado por nuestra parte y no se ha cambiado nada. Vuelve a intentarlo dentro de un momento.

# Between groups of three digits in numbers of five digits or more:
# "12,345". One of , . ' or a (narrow) no-break space.
number-group-separator = {"\u00A0"}

# Entre la parte entera y la fracción de una puntuación: "2,5".
number-decimal-separator = {","}

# Between the items of a list: "a, b, c".
list-separator = {", "}
