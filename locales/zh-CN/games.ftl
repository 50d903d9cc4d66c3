# 对局：棋盘上方的一行、提议、棋谱、回放、结局。

board = { $header }{ $last }。{ $turn }
board-turn = { $who }，{ $turn ->
    [start] 由你先走
   *[move] 轮到你了
 }{ $away }。
board-turn-clock = { $who }，{ $turn ->
    [start] 由你先走
   *[move] 轮到你了
 } · 还剩 { $left }{ $away }。
board-away = （休假至 { $until }）

game-over = { $header }{ $last }。{ $ending }
ratings-changed = 等级分：{ $shifts }。
rating-shift = { $name } { $before } → { $after }（{ $change }）

result-wins = **{ $name } 获胜**
result-draw = **和棋**
ending-never-moved = 对局取消：{ $name } 一步未走且时间已到——无结果，不计等级分。
ending-never-moved-someone = 对局取消：有一位玩家一步未走且时间已到——无结果，不计等级分。
ending-aborted-by = { $name } 取消了对局：无结果，不计等级分。
ending-aborted = 对局取消：无结果，不计等级分。
ending-resignation = { $loser } 认输——**{ $winner } 获胜**。
ending-agreement = 双方同意**和棋**。
ending-time = { $loser } 超时——**{ $winner } 获胜**。
ending-abandonment = { $loser } 太久没有走棋，{ $winner } 申领了对局——**{ $winner } 获胜**。
ending-game-over = 对局结束——{ $result }。

final-aborted = 对局取消
final-wins = { $name } 获胜
final-draw = 和棋
final-never-moved = { $name } 一步未走 · 不计等级分
final-never-moved-someone = 有玩家一步未走 · 不计等级分
final-called-off = 已取消 · 不计等级分
final-resigned = { $name } 认输
final-time = { $name } 超时
final-idle = { $name } 弃局
final-agreed = 双方同意

choose-option = { $mention } 放下了 `{ $placement }`，现在须从下面选择一项（或 `/choose 1`，或点“取消”收回这步）：
placement-withdrawn = { $by } 收回了 `{ $placement }`：仍由其走棋。
draw-offered = { $by } 提议和棋。{ $mention }，请接受或拒绝（/draw accept、/draw decline）；你走棋后提议即失效。
draw-declined = { $by } 拒绝和棋。继续对局。
takeback-requested = { $by } 请求悔棋 `{ $notation }`。{ $mention }，请同意或拒绝（/takeback accept、/takeback decline）。
takeback-declined = { $by } 拒绝悔棋。继续对局。
taken-back = { $by } 的一手 `{ $notation }` 已悔回。
confirm-resign = 确定认输吗？本局将记为负。

history-no-moves = 还没有走棋。
history-attached = { $header } · 共 { $plies } 手：太长，放不进一条消息，完整棋谱已作为附件 `{ $file }`（可直接用 `punctbot engine` 重放）。
archived-board = { $header } · 第 { $ply } 手后（共 { $plies } 手）。
archived-board-move = { $header } · 第 { $ply } 手后（共 { $plies } 手）— { $name }：`{ $notation }`。
replay = { $header } · 整局逐手回放（共 { $plies } 手）。
replay-paced = { $header } · 整局逐手回放（共 { $plies } 手，每帧 { $per_frame } 手，以免超过 Discord 的 8 MiB）。

peek-hint = 请说明要掀起哪枚棋子：/peek 加上它的棋格，例如 `/peek F5`。
destinations = 你在 { $cell } 的棋子可以去的地方：深色点可落在 { $cells } 个棋格。圆环表示平放在棋盘上，圆片表示落在所示的层上（蓝色：叠放，紫色：搭桥）。在 /move 中输入 `{ $cell }>` 可看到每一步。
peek = 掀起 { $cell } 顶层棋子后的棋盘。
no-matching-moves = 没有合法的走法与你输入的内容相符。
move-preview = 你的着法 `{ $notation }`：{ $what }——这是走完后的局面。只有按下“确认”才算数（你的时钟照常走）；“取消”则什么也不走。
move-preview-ends = 这一步会结束对局。
move-cancelled = 已取消：什么也没有走，仍然轮到你。

# 条件着法（/premove）：只有其主人能看到。
premove-saved = 已保存。只有当 { $opponent } 按变化走棋时才会走出它；对手走其他任何一步都会清除你在本局的全部条件着法，悔棋也一样。
premove-list = 你对 { $opponent } 的条件着法（对手的着法 → 你的应对；只有你能看到）：
premove-pair = `{ $theirs }` → `{ $yours }`
premove-none = 你在本局没有条件着法。在对手走棋时添加一条变化：`/premove line moves:Kc3 Kd4` 表示用 Kd4 应对 Kc3。
premove-cleared = 你的 { $lines } 条条件变化已清除。
premove-cleared-none = 你在本局没有条件着法：无需清除。
