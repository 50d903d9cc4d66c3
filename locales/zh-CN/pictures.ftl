# 图片里的文字：棋盘下方的面板、图例、排行榜。

picture-to-move = 行棋
picture-side-to-move = 轮到{ $side }
picture-wins = { $side }获胜
picture-draw = 和棋

picture-legend = { $mark ->
    [last-move] 上一手
    [origin] 原来的位置
    [bridge] 悬空的桥
    [lifted] 已掀起
    [level] 层数（0 = 棋盘）
    [flat] 平放在棋盘上（0 层）
    [jump] 跳上：所示层数
   *[bridge-landing] 架桥越过空隙：所示层数
 }

picture-ladder-subtitle = 第 { $page }/{ $pages } 页 · { $players } 名玩家 · ? = 暂定
picture-ladder-empty = 还没有计分对局：用 rated:true 向别人发起挑战吧。
picture-ladder-column = { $column ->
    [player] 玩家
    [rating] 等级分
    [record] 胜 / 负 / 和
    [games] 对局
   *[week] 本周
 }

picture-per-player = 每方 { $count } 枚

# 锦标赛积分榜。
picture-standings-subtitle = 第 { $round }/{ $rounds } 轮后 · { $players } 名玩家{ $withdrawn ->
    [yes] {" · "}灰色：已退出
   *[no] {""}
 }
picture-standings-column = { $column ->
    [player] 玩家
    [points] 积分
    [buchholz] 对手分
    [sonneborn-berger] 索伯分
   *[rating] 等级分
 }

# A lesson's picture names the lesson under the game's name.
picture-lesson-caption = 第 { $number } 课 · { $title }
# A replay's frame after a marked move: $caption is the frame's own
# ("standard game · after move 12"), $symbol the mark (?!, ?, ??), $better
# the better move's notation. Short: the caption is one line.
picture-marked-caption = { $caption } · { $symbol } 更好：{ $better }
