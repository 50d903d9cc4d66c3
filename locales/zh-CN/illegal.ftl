# 规则引擎拒绝一步棋的原因：接在“这步棋不合规则：”之后的一句话。
illegal-other-game = 这是另一种游戏的走法
illegal-game-over = 对局已经结束

## PÜNCT
illegal-punct-malformed = 看不懂这步棋：放子写作 +F5:G5,H5，移子写作 H2>H5:I5,J5（先写 PÜNCT，再写两个小点），或写 pass
illegal-not-a-cell = { $name } 不是棋盘上的格子
illegal-repeated-cell = { $cell } 写了两次：一枚棋子占三个不同的格子
illegal-not-a-piece = 这三个格子组不成一枚棋子
illegal-pass-not-allowed = 只有在没有任何合法的放子或移子时才能停一手
illegal-none-left = 你已经没有{ $kind ->
    [t] 三角型
    [e] PÜNCT 在一端的直条型
    [c] PÜNCT 在中间的直条型
    [m] PÜNCT 在拐角的折角型
    [a-plus] A+ 折角型
   *[a-minus] A− 折角型
 }棋子了
illegal-centre-add = 新放的棋子不能碰到中央六边形
illegal-first-add-centre = 白方的第一枚棋子不能碰到中央六边形
illegal-not-empty = { $cell } 不是空格：新棋子只能放在空格上
illegal-under-bridge = { $cell } 在桥下：那里不能放任何东西
illegal-no-piece-at = 你没有哪枚棋子的 PÜNCT 在 { $cell }
illegal-covered = 你在 { $cell } 的棋子被压住了，不能移动
illegal-wrong-kind = 这枚棋子是{ $piece ->
    [t] 三角型
    [e] 直条型 E
    [c] 直条型 C
    [m] 折角型 M
    [a-plus] 折角型 A+
   *[a-minus] 折角型 A−
 }，但这些格子组成的是{ $shape ->
    [t] 三角型
    [e] 直条型 E
    [c] 直条型 C
    [m] 折角型 M
    [a-plus] 折角型 A+
   *[a-minus] 折角型 A−
 }
illegal-not-on-line = { $from } 和 { $to } 不在同一条线上：PÜNCT 只能沿直线移动
illegal-null-move = 棋子已经在那里了：把它移走或转到另一个位置
illegal-punct-on-opponent = PÜNCT 只能落在自己的颜色上
illegal-uneven = 三个点必须在同一高度（桥的两端必须在同一高度）
illegal-triangle-bridge = 三角型不能架桥
illegal-middle-punct-bridge = PÜNCT 在中间的棋子不能架桥：PÜNCT 必须落在自己的棋子上
illegal-bridge-middle-too-high = 桥的中间必须低于两端，而 { $cell } 不是

## boop.
illegal-boop-malformed = 回合写作 Kc3、Cc3 或 Kc1/Ga1-c1
illegal-not-a-square = { $name } 不是床上的格子
illegal-not-a-line = { $from }-{ $to } 不是一排三个格子
illegal-occupied = { $square } 已经有棋子了
illegal-no-cats = 你的备用区里没有猫
illegal-no-kittens = 你的备用区里没有小猫
illegal-wins-alone = { $placement } 就赢了：只写 { $placement } 即可
illegal-nothing-to-choose = { $placement } 之后没有可升级或可拿起的棋子：只写 { $placement } 即可
illegal-not-your-row = { $row } 不是你的一排
illegal-not-your-piece = { $square } 不是你的棋子；{ $choice }
illegal-no-lift = 只有你的 8 枚棋子都在床上时才能拿起一枚
illegal-choose-row = 选择要升级的一排：{ $rows }
illegal-choose-lift = 选择要拿起的己方棋子：{ $squares }
illegal-choose-row-or-lift = 选择要升级的一排：{ $rows }；或要拿起的己方棋子：{ $squares }
