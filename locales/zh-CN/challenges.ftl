# 挑战：发出、接受、拒绝、撤回、过期。

challenge-anyone = 所有人
challenge-named = { $name }（{ $mention }）
clock-days-per-move = 每步 { $days } 天
clock-none = 不计时
challenge-issued = { $challenger } 向{ $who }发起{ $game }挑战（{ $rated ->
    [rated] 计等级分
   *[casual] 友谊赛
 }，{ $clock }，{ $first ->
    [challenger] { $challenger } 先走
    [opponent] 对手先走
   *[random] 抽签决定先手
 }）。
challenge-answer = 请在下方接受或拒绝（或用 /accept、/decline）。
challenge-answer-open = 任何人都可以在下方接受（或用 /accept）。
challenge-accepted = { $by } 接受了挑战。
challenge-declined = { $by } 拒绝了 { $challenger } 的挑战。
challenge-cancelled = { $challenger } 撤回了挑战。
challenge-expired = { $challenger } 发起的{ $game }挑战 24 小时内无人回应，已过期。

# 电脑接受了对它自己的挑战；$level 是其级别名称。
computer-accepts = { $by } 立即与你对弈，级别：{ $level }。友谊赛，不计时。
# $level：1、2 或 3
computer-level = { $level ->
    [1] 入门
    [2] 中级
   *[3] 最强
 }
