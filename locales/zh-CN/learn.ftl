# 课程（/learn）：命令、回答和每一课的文字。

describe-learn = 通过简短的课程一步步学会游戏（只有你能看到）
describe-learn-game = 哪个游戏的课程（不填：查看你在所有课程中的进度）
describe-learn-lesson = 第几课（不填：已打开的一课，否则下一课）

learn-coach = 教练

learn-opened = **第 { $number }/{ $total } 课 · { $game } · { $title }** — { $task } 用 /move 走棋；只有你能看到这一课。
learn-done = ✅ `{ $notation }`：{ $done }
learn-done-answered = ✅ `{ $notation }`，对方应以 `{ $reply }`：{ $done }
learn-course-done = 🎓 你已完成 { $game } 的全部 { $total } 课。
learn-progress = { $game }：已完成 { $done }/{ $total } 课。下一课：{ $number }. { $title }（`/learn game:{ $id } lesson:{ $number }`）
learn-progress-all-done = { $game }：全部 { $total } 课已完成（用 `/learn game:{ $id } lesson:1` 重新开始）。
learn-illegal = 这步棋（`{ $notation }`）不合规则：{ $reason }。{ $hint }
learn-missed = `{ $notation }` 合乎规则，但不是这一课要求的。{ $hint }
learn-no-such-lesson = { $game } 共有第 1 到第 { $total } 课，没有第 { $given } 课。
learn-no-course = 没有“{ $game }”的课程：试试 /learn game:punct 或 /learn game:boop。
learn-playing-here = 你正在这个频道下棋，所以你在这里的走法属于那盘棋。请在其他频道或与机器人的私信中打开课程。

learn-punct-place-title = 放入一枚棋子
learn-punct-place-task = 从备用棋中放入一枚棋子：先写深色点所在的棋格，再写两个浅色点，例如 `/move +F5:G5,H5`（已标出）。三个棋格都必须是空的，而且在标准规则下新棋子不能碰到中央六边形区域。
learn-punct-place-hint = 放入写作 +深色点:浅色点,浅色点，三个棋格须为空且在中央六边形区域之外，例如 +F5:G5,H5。
learn-punct-place-done = 你的棋子平放在棋盘上（第 0 层）。每枚棋子有三个点：有颜色的深色点和两个浅色点。

learn-punct-line-title = 深色点与直线
learn-punct-line-task = 棋盘上的棋子靠深色点移动：沿经过它的直线之一（已标出）走任意距离，可越过任何东西，落下时可以转向。移动你在 F5 的棋子，例如 `/move F5>F8:G8,H8`。
learn-punct-line-hint = 新的深色点棋格必须与 F5 在一条直线上：同一列、同一行，或对角线 F5–G6–H7。
learn-punct-line-done = 深色点沿直线前进，棋子按你选的方向落下。

learn-punct-rotate-title = 原地旋转
learn-punct-rotate-task = 棋子也可以让深色点留在原处，绕它旋转：这算一整个回合。把 E5 的棋子转到另一个方向，例如 `/move E5>E5:E4,E6`。
learn-punct-rotate-hint = 深色点留在 E5，让浅色点换到别的棋格：原样不动就不算一步棋。
learn-punct-rotate-done = 棋子绕深色点旋转而没有离开 E5，这就是你的一整个回合。

learn-punct-edge-title = 棋盘边缘
learn-punct-edge-task = 无论怎样转动，每个点都必须留在棋盘上。移动你的棋子，让深色点落在 A 列边缘（已标出），例如 `/move C8>A8:A7,A6`。
learn-punct-edge-hint = 边缘之外没有棋格：转动棋子，让三个点都落在棋盘的棋格上。
learn-punct-edge-done = 你的棋子沿边缘摆放，三个点都在棋盘上。

learn-punct-jump-title = 跳到己方棋子上
learn-punct-jump-task = 当三个点落在同一高度、且深色点落在己方颜色上时，棋子可以叠放在其他棋子上方。把 F8 的棋子跳到你在 F5、G5、H5 的棋子上（已标出）。
learn-punct-jump-hint = 深色点只能落在己方颜色上：F2 的黑方棋子不行。
learn-punct-jump-done = 你的棋子立在第 1 层，压在你的另一枚棋子上，下面那枚现在被压住了。

learn-punct-minors-title = 浅色点压住对方
learn-punct-minors-task = 只有深色点必须落在己方颜色上；浅色点落在哪种颜色上都可以。移动 F12 的棋子，让深色点落在你 F5 的点上，浅色点落在黑方 G5 和 H5 的点上（已标出）。
learn-punct-minors-hint = 三个点必须在同一高度：F5、G5 和 H5 都在第 0 层。
learn-punct-minors-done = 你的浅色点压住了黑方的点：从上方看这些棋格现在是你的颜色，黑方那枚棋子也不能移动了。

learn-punct-covered-title = 被压住的棋子不能移动
learn-punct-covered-task = 只要有一个点被压住，棋子就不能移动。黑方在 H5 压住了你 F5 的棋子（已标出）：改为移动你的另一枚棋子。
learn-punct-covered-hint = 只有点上什么都没压着的棋子才能移动：你在 F8 的棋子是自由的。
learn-punct-covered-done = 你自由的棋子走了。F5 的棋子要等到上面没有棋子才能动。

learn-punct-bridge-title = 搭桥
learn-punct-bridge-task = 深色点在一端的直条型或飞镖型棋子可以搭桥：两端在同一高度，深色点落在己方颜色上，中间的点悬在较低的棋格上方。移动 H2 的棋子，从 H5 越过 I5 搭桥到 J5（已标出）。
learn-punct-bridge-hint = 搭桥时两端必须在同一高度、中间更低：H5 和 J5 在第 0 层，I5 是空的。
learn-punct-bridge-done = 你的桥架在第 1 层、横跨 I5。桥下永远不能放入或塞进棋子，桥两端下面的棋子也不能移动。

learn-punct-triangle-title = 三角型不能搭桥
learn-punct-triangle-task = 三角型永远不能搭桥；深色点在一端的直条型或飞镖型可以。用合适的棋子跨过 I5 的空格（已标出）。
learn-punct-triangle-hint = 用你在 E2 的飞镖型：深色点在 H5，中间悬在 I5 上方，远端在 J6。
learn-punct-triangle-done = 你的棋子跨过了空格；三角型做不到。

learn-punct-centre-title = 标准规则下的中央区域
learn-punct-centre-task = 在标准规则下，新放入的棋子永远不能碰到中央六边形区域（已标出），但棋盘上的棋子可以移动进去。把 F5 的棋子移进中央，例如 `/move F5>I8:J8,K8`。
learn-punct-centre-hint = 放入的棋子不能碰到中央六边形区域，移动却可以：移动 F5 的棋子。
learn-punct-centre-done = 你的棋子通过移动进入了中央，这是标准规则下唯一的方式。

learn-punct-above-title = 从上方看连通两边
learn-punct-above-task = 用从上方看是己方颜色的相邻棋格连通相对的两边即可获胜；每个棋格只算最上面的点。你从 A 列到 Q 列的连线在 H8 断开了，那里露出黑方的点：把它盖住。
learn-punct-above-hint = 深色点必须落在己方颜色上，但浅色点可以压住黑方的点：把 G3 的棋子移来，深色点在 G8，一个浅色点在 H8，三个点高度相同。
learn-punct-above-done = 从上方看，你的颜色现在连通了 A 列和 Q 列，你赢了。

learn-punct-centre-count-title = 中央计数
learn-punct-centre-count-task = 任一方放入最后一枚棋子，对局立即结束；在标准规则下，19 个中央棋格中从上方看己方颜色较多的一方获胜（相同为和棋）。你和黑方各剩一枚棋子，黑方在中央以 3 比 1 领先：先用移动抢占中央。
learn-punct-centre-count-hint = 现在放入最后一枚棋子，对局会以黑方领先结束。先把 F5 的棋子移到中央的空棋格上，例如 J9、J10 和 J11。
learn-punct-centre-count-done = 黑方放入了最后一枚棋子，对局结束：中央区域里你的颜色比黑方多，你赢了。

learn-boop-boop-title = 放棋与推开
learn-boop-boop-task = 把备用区的一枚棋子放在任意空格上：它会把周围的棋子推开一格，也包括你自己的。在 d4 的灰方小猫旁放一只小猫（已标出），例如 `/move Kc3`。
learn-boop-boop-hint = 放在 d4 旁边的空格上：c3、c4、c5、d3、d5、e3、e4 或 e5。
learn-boop-boop-done = 灰方小猫被推开，离你的小猫远了一格。

learn-boop-edge-title = 床的边缘
learn-boop-edge-task = 被推下床的棋子回到主人的备用区。把 a2 的灰方小猫（已标出）推下床。
learn-boop-edge-hint = 你的备用区只有小猫：在 b1、b2 或 b3 放一只小猫，把 a2 推下床。
learn-boop-edge-done = 灰方小猫离开了床，回到灰方的备用区。

learn-boop-two-title = 两枚连线推不动
learn-boop-two-task = 被推的棋子只能移到空格：后面有棋子挡着就不动。在 d4 放一只小猫，与 c3 和 b2 的灰方小猫成一线（已标出）。
learn-boop-two-hint = 把小猫放在 d4，与 c3 和 b2 成一条线。
learn-boop-two-done = 什么都没动：c3 后面是 b2，推开永远不会推动两枚棋子。

learn-boop-graduate-title = 升级
learn-boop-graduate-task = 三枚己方棋子连成一线且其中有小猫时，它们离开床：每只小猫升级（离场，你得到一只大猫放入备用区），每只大猫回到备用区。和 a1、b1 的小猫连成一线（已标出）。
learn-boop-graduate-hint = 在 c1 放一只小猫：b1 不会被推动，因为后面有 a1。
learn-boop-graduate-done = a1–c1 这条线升级了：三只大猫在你的备用区等着。

learn-boop-cats-title = 大猫推小猫，反之不行
learn-boop-cats-task = 小猫推不动大猫；大猫能推小猫和大猫。你的备用区有三只大猫：推开 d4 的灰方大猫（已标出）。
learn-boop-cats-hint = 在 d4 旁放一只大猫而不是小猫，例如 Cc3。
learn-boop-cats-done = 你的大猫推开了灰方大猫；换成小猫，它会原地不动。

learn-boop-eight-title = 8 枚全在床上
learn-boop-eight-task = 推开之后如果你的 8 枚棋子全在床上，就必须拿起一枚（或升级一条连线，如果有的话）：小猫升级（一只大猫进入备用区），大猫回到备用区。把最后一只小猫放在 f6（已标出）并选一枚棋子拿起，例如 `/move Kf6/La1`。
learn-boop-eight-hint = 写出整个回合：放棋，然后是 / 和要拿起的棋子，例如 Kf6/La1。
learn-boop-eight-done = 你拿起了一枚棋子，所以下一回合开始时备用区里有棋可放。

learn-boop-win-title = 获胜
learn-boop-win-task = 三只己方大猫连成一线，或 8 枚己方棋子全在床上且都是大猫，你就赢了。和 a1、b1 的大猫排成一线（已标出）。
learn-boop-win-hint = 在 c1 放一只大猫：b1 推不到 a1 上。
learn-boop-win-done = 三只大猫连成一线：你赢了。
