# PÜNCT's own words, added to this language's messages (Game::words).

# In the pictures (drawn by render::punct, named by words::picture).

picture-punct-subtitle = { $variant ->
    [basic] 基础规则
   *[standard] 标准规则
 } · { $moves ->
    [0] 开局
   *[other] 第 { $moves } 手后
 }
picture-peek-subtitle = { $variant ->
    [basic] 基础规则
   *[standard] 标准规则
 } · 掀起 { $cell } 查看
picture-destinations-subtitle = { $variant ->
    [basic] 基础规则
   *[standard] 标准规则
 } · { $cell } 可去之处
picture-punct-end = { $reason ->
    [connection] 连通
    [last-piece] 所有棋子均已放下
   *[both-passed] 双方停着
 }
picture-centre-result = 中央 { $white }–{ $black }
picture-centre-count = 中央：白方 { $white } · 黑方 { $black }
picture-connect = 连通同色的两条边：
picture-side-pair = { $pair ->
    [columns] A 列与 Q 列
    [rows] 第 1 行与第 17 行
   *[diagonals] B10–H16 与 J2–P8
 }
picture-stack-header = { $cell }：共 { $levels } 层，自上而下
picture-stack-piece = { $side } { $kind } · PÜNCT { $cell }
picture-punct-pieces = 棋子：每方 18 枚，橙色圆点标出深色点
picture-punct-kind = { $kind ->
    [T] 三角型
    [E] 直条型，深色点在一端
    [C] 直条型，深色点在中间
    [M] 飞镖型，深色点在拐角
    [A-plus] 飞镖型，深色点在一端
   *[A-minus] 飞镖型，方向相反
 }

# How a game ended (named by ending.rs): $result is filled in by the words
# layer ("**alice wins**"), $mover is a player's name; the final picture's
# line is plain text.

side-name = { $side ->
    [column-a] A 列
    [column-q] Q 列
    [row-1] 第 1 行
    [row-17] 第 17 行
    [lower-right] J2–P8 边
   *[upper-left] B10–H16 边
 }
ending-connection = { $result }：棋子的点连通了{ $from }和{ $to }。
ending-connection-by-opponent = { $result }：{ $mover } 的一手棋替对方连通了{ $from }和{ $to }。
ending-centre-count = { $result }：最后一枚棋子已放下，中央六边形区域计数 { $count }。
ending-last-piece = { $result }：最后一枚棋子已放下（基础规则下为和棋）。
ending-both-passed-centre = { $result }：双方都停着，中央六边形区域计数 { $count }。
ending-both-passed = { $result }：双方都停着。
final-linked = 连通{ $from }和{ $to }
final-linked-by-opponent = { $mover } 的一手棋连通了{ $from }和{ $to }
final-centre-count = 中央计数 { $count }
final-every-piece-placed = 所有棋子均已放下
final-both-passed-centre = 双方停着 · 中央 { $count }
final-both-passed = 双方停着
