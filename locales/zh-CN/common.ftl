# 各条消息共用的部分：游戏名、标题、时长、日期。

# $kind：punct、punct-basic 或 boop
game-name = { $kind ->
    [punct-basic] 雪地棋（基础规则）
    [boop] boop.
   *[punct] 雪地棋
 }

game-header = **{ $game }** #{ $number } · { $first_mark } { $first } 对 { $second_mark } { $second }

last-move = {" "}· 第 { $ply } 手 — { $name }：`{ $notation }`

duration-under-a-minute = 不到一分钟
duration-minutes = { $minutes } 分钟
duration-hours = { $hours } 小时
duration-hours-minutes = { $hours } 小时 { $minutes } 分钟
duration-days = { $days } 天
duration-days-hours = { $days } 天 { $hours } 小时

count-days = { $days } 天

moment = { $month }月{ $day }日 { $time } UTC

internal-error = 我们这边出了点问题，什么都没有改变。请稍后再试。

# Between groups of three digits in numbers of five digits or more:
# "12,345". One of , . ' or a (narrow) no-break space.
number-group-separator = {","}

# 积分的整数与小数部分之间：“2.5”。
number-decimal-separator = {"."}

# Between the items of a list: "甲、乙、丙".
list-separator = 、
