# Pieces many messages share: names, headers, spans of time, moments.

# $kind: punct, punct-basic or boop
game-name = { $kind ->
    [punct-basic] PÜNCT (basic)
    [boop] boop.
   *[punct] PÜNCT
 }

# The first line of a game's messages. $first_mark, $second_mark: the seats' emoji.
game-header = **{ $game }** #{ $number } · { $first_mark } { $first } vs { $second_mark } { $second }

# Appended to a header: the last move.
last-move = {" "}· move { $ply } — { $name }: `{ $notation }`

duration-under-a-minute = less than a minute
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
duration-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
 }
duration-days-hours = { $days ->
    [one] { $days } day
   *[other] { $days } days
 } { $hours } h

count-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
 }

# A moment: $day, $month (1–12), $time ("18:00").
moment = { $day } { $month ->
    [1] Jan
    [2] Feb
    [3] Mar
    [4] Apr
    [5] May
    [6] Jun
    [7] Jul
    [8] Aug
    [9] Sep
    [10] Oct
    [11] Nov
   *[12] Dec
 } { $time } UTC

internal-error = Something went wrong on our side and nothing was changed. Please try again in a moment.

# Between groups of three digits in numbers of five digits or more:
# "12,345". One of , . ' or a (narrow) no-break space.
number-group-separator = {","}

# Between the whole part and the fraction of a score: "2.5".
number-decimal-separator = {"."}

# Between the items of a list: "a, b, c".
list-separator = {", "}
