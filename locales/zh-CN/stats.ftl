# 对局列表、排行榜和统计。

games-header = 你在本服务器有 { $count } 局进行中的对局，最紧急的在前：
games-header-of = { $owner } 在本服务器有 { $count } 局进行中的对局，最紧急的在前：
games-entry = • { $game } 对 **{ $opponent }** — { $turn } · { $time } · [棋盘]({ $link })
entry-your-turn = 轮到你
entry-their-turn = 轮到对方
entry-turn-of = 轮到 { $name }
entry-no-clock = 不计时
entry-time-up = 时间已到
entry-time-left = 还剩 { $left }
entry-paused = 已暂停（休假至 { $until }）
games-more = … 还有 { $count } 局
no-games = 你在本服务器没有进行中的对局。用 /punct challenge 或 /boop challenge 开一局吧。
no-games-of = { $owner } 在本服务器没有进行中的对局。用 /punct challenge 或 /boop challenge 向其挑战吧。

ladder-title = { $game }排行榜
ladder-line = **{ $game }** · 服务器排行榜 · 第 { $page } 页，共 { $pages } 页 · { $players } 名玩家
ladder-empty = 还没有计分对局：用 rated:true 向别人发起挑战吧。
ladder-column-player = 玩家
ladder-column-rating = 等级分
ladder-column-record = 胜/负/和
ladder-column-games = 局数
ladder-column-week = 本周
ladder-provisional = ? = 暂定

stats-title = { $name } 在本服务器
stats-summary = **{ $name }** 在本服务器
streak = { $games ->
    [one] 连续：{ $result ->
        [win] 1 胜
        [loss] 1 负
       *[draw] 1 和
    }（最近一局）
   *[other] 连续 { $games } 局{ $result ->
        [win] 获胜
        [loss] 失利
       *[draw] 和棋
    }
 }
best-win = 最佳胜局：在{ $game }中战胜 { $opponent }（{ $rating }）
no-games-yet = { $name } 在本服务器还没有下完一局——用 /punct challenge 或 /boop challenge 向别人发起挑战吧！
kind-rated = ±{ $deviation } · 计分 { $games } 局
kind-not-rated = 尚无等级分
kind-detail = { $rated } · { $wins } 胜 { $losses } 负 { $draws } 和
unrated = –
chart-title = 每局计分对局后的等级分
last-games-title = 最近对局
finished-games-header = 你在本服务器最近下完的 { $count } 局，最新的在前（/history game:N 可查看一局）：
finished-games-header-of = { $owner } 在本服务器最近下完的 { $count } 局，最新的在前（/history game:N 可查看一局）：
no-finished-games = 你在本服务器还没有下完的对局。
no-finished-games-of = { $owner } 在本服务器还没有下完的对局。
score-mark = { $result ->
    [win] 胜
    [loss] 负
   *[draw] 和
 }
played-game = #{ $number } · { $result ->
    [win] 胜
    [loss] 负于
    [draw] 和
   *[none] 对局
 } { $opponent } · { $game } · { $reason ->
    [rules] 按规则结束
    [resignation] 认输
    [agreement] 协议
    [aborted] 取消
    [time] 超时
    [never-moved] 未走棋
   *[abandonment] 弃局
 } · { $rated ->
    [rated] 计分
   *[casual] 友谊赛
 }

computer-record = 对电脑（{ $level }）：{ $wins } 胜 { $losses } 负 { $draws } 和
