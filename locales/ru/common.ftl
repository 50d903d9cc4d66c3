# Общие части сообщений: названия игр, заголовки, сроки, даты.

# $kind: punct, punct-basic или boop
game-name = { $kind ->
    [punct-basic] PÜNCT (базовые правила)
    [boop] «Пуньк!»
   *[punct] PÜNCT
 }

game-header = **{ $game }** #{ $number } · { $first_mark } { $first } против { $second_mark } { $second }

last-move = {" "}· ход { $ply } — { $name }: `{ $notation }`

duration-under-a-minute = меньше минуты
duration-minutes = { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
   *[many] { $minutes } минут
 }
duration-hours = { $hours } ч
duration-hours-minutes = { $hours } ч { $minutes } мин
duration-days = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
 }
duration-days-hours = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
 } { $hours } ч

count-days = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
 }

moment = { $day } { $month ->
    [1] янв.
    [2] февр.
    [3] мар.
    [4] апр.
    [5] мая
    [6] июн.
    [7] июл.
    [8] авг.
    [9] сент.
    [10] окт.
    [11] нояб.
   *[12] дек.
 } { $time } UTC

internal-error = У нас что-то сломалось, но ничего не изменилось. Попробуйте ещё раз чуть позже.

# Between groups of three digits in numbers of five digits or more:
# "12,345". One of , . ' or a (narrow) no-break space.
number-group-separator = {"\u00A0"}

# Между целой и дробной частью очков: «2,5».
number-decimal-separator = {","}

# Between the items of a list: "a, b, c".
list-separator = {", "}
