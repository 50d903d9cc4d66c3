# 机器人自己的网页。
web-language = 语言
web-server-title = 本服务器的对局
web-ladders = 排行榜
web-archive = 已结束的对局
web-ladder-title = { $game } 排行榜
web-rank = 名次
web-player = 玩家
web-rating = 等级分
web-deviation = 偏差
web-record = 战绩
web-trend = 近 7 天
web-record-cell = { $wins } 胜 · { $losses } 负 · { $draws } 和
web-page-of = 第 { $page } 页，共 { $pages } 页
web-previous = 上一页
web-next = 下一页
web-no-rated-games = 这里还没有人下过计分对局。
web-no-games = 没有找到对局。
web-ratings = 等级分
web-ratings-chart = { $game }：每局计分对局后的等级分
web-against-computer = 对战电脑
web-last-games = 最近的对局
web-number = 第 { $number } 局
web-game = 棋类
web-opponent = 对手
web-result = 结果
web-ended = 结束于
web-players = 玩家
web-score = { $result ->
    [win] 胜
    [loss] 负
    [draw] 和
   *[none] 无结果
 }
web-reason = { $reason ->
    [rules] 按规则
    [resignation] 认输
    [agreement] 协议和棋
    [aborted] 中止
    [time] 超时
    [never-moved] 从未走棋
   *[abandonment] 弃局
 }
web-game-title = { $game } · 第 { $number } 局
web-after-ply = { $ply ->
    [0] 开局，尚未走棋（共 { $plies } 步）
   *[other] 第 { $ply } 步之后（共 { $plies } 步）
 }
web-moves = 着法
web-start = 开始
web-end = 结束
web-keys-hint = 用 ← 和 → 键逐步查看着法。
web-replay = 动画回放（GIF）
web-record-file = 对局记录文件（punctbot engine 可重放）
web-still-playing = 仍在进行中
web-rated = 计分
web-casual = 不计分
web-search-player = 玩家名字
web-search = 搜索
web-games-found = { $count } 局
web-board-alt = 第 { $ply } 步后的棋盘
web-not-found-title = 这里什么都没有
web-not-found-text = 此页面不存在，或者它的服务器不公开网页。
web-home-text = 当有管理服务器权限的成员在 Discord 中用 /settings web:public 开启后，punctbot 的网页会显示该服务器的排行榜、玩家和对局；机器人随后会给出该服务器的地址。
web-open-page = 网页
web-tournaments = 比赛
web-no-tournaments = 这里还没有举办过比赛。
web-format-column = 赛制
web-format = { $format ->
    [swiss] 瑞士制
   *[round-robin] 循环赛
 }
web-status = 状态
web-tournament-status = { $status ->
    [signup] 报名中
    [running] 第 { $round } 轮，共 { $rounds } 轮
    [finished] 已结束
   *[cancelled] 已取消
 }
web-tournament-title = { $game } · 第 { $number } 号比赛
web-days-per-move = 每步 { $days } 天
web-standings = 排名
web-players-count = { $count } 名玩家
web-points = 积分
web-buchholz = 对手分
web-sonneborn-berger = 索伯分
web-withdrawn = 已退出
web-tie-breaks = 积分相同时依次比较：对手分（所有对手的积分之和）、索伯分（所胜对手的积分加上所和对手积分的一半）、同分者之间的对局结果、报名时的等级分。
web-crosstable = 交叉表
web-round-short = 第{ $round }轮
web-cross-cell = { $result ->
    [bye] 轮空
    [playing] { $opponent }{ $first ->
        [yes] ▲
       *[no] ▽
     } …
   *[other] { $opponent }{ $first ->
        [yes] ▲
       *[no] ▽
     } { $result ->
        [won] 1
        [lost] 0
        [draw] ½
        [won-by-forfeit] +
       *[lost-by-forfeit] −
     }
 }
web-crosstable-key = 每一轮：对手的名次，▲ 表示该玩家先走，▽ 表示后走，然后是结果（1 胜，½ 和，0 负；+ 和 − 表示对局未进行，由对手或该玩家弃权；… 表示对局仍在进行）。
web-rounds = 轮次
web-round-of = 第 { $round } 轮，共 { $rounds } 轮
web-round-ended = 结束于 { $date }
web-round-deadline = 未完成的对局将于 { $date } 判定
web-board = 台次
web-bye = 轮空（得一分）：
