# 图片里的文字：棋盘下方的面板、图例、排行榜。

picture-to-move = 行棋
picture-side-to-move = 轮到{ $side }
picture-wins = { $side }获胜
picture-draw = 和棋

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

picture-stack-header = { $cell }：共 { $levels } 层，自上而下
picture-stack-piece = { $side } { $kind } · PÜNCT { $cell }

picture-boop-subtitle = { $turns ->
    [0] 开局
   *[other] 第 { $turns } 回合后
 }{ $variant ->
    [younger] {" "}· 低龄玩法
   *[standard] {""}
 }
picture-boop-turn = { $side }：{ $piece ->
    [kitten] 小猫
   *[cat] 大猫
 }放在 { $square }{ $then ->
    [graduated] ，升级 { $row }
    [lifted] ，拿起 { $at } 的{ $lifted ->
        [kitten] 小猫
       *[cat] 大猫
     }
   *[none] {""}
 }
picture-to-choose = { $side }选择：1–{ $options }
picture-boop-reason = { $reason ->
    [eight-cats] 八只大猫全部上床
    [three-kittens] 三只小猫连成一线（{ $row }）
   *[three-cats] 三只大猫连成一线（{ $row }）
 }
picture-cats-to-earn = 待得大猫 { $cats } · 已升级 { $graduated }

picture-ladder-subtitle = 第 { $page }/{ $pages } 页 · { $players } 名玩家 · ? = 暂定
picture-ladder-empty = 还没有计分对局：用 rated:true 向别人发起挑战吧。
picture-ladder-column = { $column ->
    [player] 玩家
    [rating] 等级分
    [record] 胜 / 负 / 和
    [games] 对局
   *[week] 本周
 }

picture-punct-pieces = 棋子：每方 18 枚，橙色圆点标出深色点
picture-boop-pieces = 棋子：每方 8 只小猫，大猫要靠升级赢得
picture-punct-kind = { $kind ->
    [T] 三角型
    [E] 直条型，深色点在一端
    [C] 直条型，深色点在中间
    [M] 飞镖型，深色点在拐角
    [A-plus] 飞镖型，深色点在一端
   *[A-minus] 飞镖型，方向相反
 }
picture-per-player = 每方 { $count } 枚
picture-boop-kind = { $kind ->
    [kitten] 小猫
   *[cat] 大猫
 }
picture-boop-kind-rule = { $kind ->
    [kitten] 小猫：任何棋子都能推动它；三只连成一线即升级。
   *[cat] 大猫：只有大猫能推动它；三只大猫连成一线获胜。
 }
