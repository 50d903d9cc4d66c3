# 拒绝：只有提问的人能看到；说明原因和下一步。

refusal-no-game = 这个频道里没有对局——用 /punct challenge 或 /boop challenge 开一局吧。
refusal-no-such-game = 本服务器没有第 #{ $number } 局——/games finished:true 会列出你的对局。
refusal-no-such-ply = 第 #{ $number } 局共 { $plies } 手：请给出 0（开局）到 { $plies } 之间的手数。
refusal-replay-failed = 无法生成回放：{ $reason }。
refusal-no-challenge = 这个频道里没有待接受的挑战——用 /punct challenge 或 /boop challenge 发起一个吧。
refusal-channel-has-game = 这个频道里已经有一局在进行。请开一个子区在那里挑战：每个频道或子区只有一局。
refusal-channel-has-challenge = 这个频道里已经有一个挑战在等待。请先回应或取消它，或开一个子区在那里挑战：每个频道或子区只有一局。
refusal-challenge-yourself = 你不能挑战自己——请指定另一位玩家，或不填对手以发起公开挑战。
refusal-own-challenge = 这是你自己发起的挑战：请等待对手，或用 /cancel 撤回。
refusal-not-challenged = 这个挑战是发给 { $opponent } 的；只有对方可以回应。
refusal-not-challenger = 只有发起挑战的 { $challenger } 可以取消它。
refusal-challenge-gone = 这个挑战已不再开放（已被回应或撤回）。
refusal-challenge-expired = 这个挑战 24 小时无人回应，已过期——用 /punct challenge 或 /boop challenge 重新发起吧。
refusal-rated-needs-clock = 计分对局需要计时（每步 1、2、3 或 7 天），以保证对局总能结束：请选择天数，或改为友谊赛。
refusal-bad-days = 没有每步 { $days } 天的选项：请选择 1、2、3 或 7 天（友谊赛也可以不计时）。
refusal-manage-server-only = 只有拥有“管理服务器”权限的成员才能更改本服务器的设置（提醒、语言、网页和每日谜题）。
refusal-unknown-language = 我不会说 `{ $given }`：请选择 { $languages }，或选 `auto` 跟随 Discord。
refusal-bad-reminders = `{ $schedule }` 不是有效的提醒设置：{ $problem }。请用逗号分隔各个提醒，每个为 `half`（用时过半）或剩余小时数（1h 到 { $max }h），例如 `half,12h,1h` 或 `24h,1h`；或者 `off`。
schedule-empty = 内容为空
schedule-unknown = `{ $part }` 既不是 `half`，也不是 `12h` 这样的小时数
schedule-out-of-range = `{ $part }` 超出 1h 到 { $max }h 的范围
schedule-repeated = `{ $part }` 出现了两次
schedule-off-with-others = `off` 不能与其他提醒同时使用
refusal-not-a-player = 你没有参与这局：可以观战，或开一个子区在那里向别人挑战。
refusal-not-your-turn = 现在轮到 { $to_move }。
refusal-empty-move = 请在 /move 后输入走法，例如 `/move +F5:G5,H5` 或 `/move Kc3`。
refusal-illegal-move = 这步棋（`{ $notation }`）不合规：{ $reason }。{ $hint }
illegal-move-hint = { $kind ->
    [boop] 在 /move 中输入一个格子（例如 c3）可查看能放在那里的走法：`Kc3` 放小猫，`Cc3` 放大猫。
   *[punct] 在 /move 中输入你某枚棋子深色点所在的棋格，可查看它能去哪里；输入一个空棋格，可查看能在那里放入哪些棋子。
 }
refusal-choice-awaited = 你放下了 `{ $placement }`：请先从 { $options } 中选择一项（菜单或 /choose），或用 `/choose cancel` 收回。
refusal-no-choice-awaited = 现在没有需要选择的：请用 /move 走棋。
refusal-unknown-choice = `{ $choice }` 不是 `{ $placement }` 之后的选项：请从 { $options } 中选择一项。
refusal-draw-already-offered = 你已经提议和棋了；请等待回应。
refusal-no-draw-offer = 没有待回应的和棋提议。你可以用 /draw 自己提议。
refusal-own-offer = 你不能回应自己的提议；请等待对手。
refusal-nothing-to-take-back = 只能在对手回应之前悔回你自己的上一步。
refusal-takeback-already-requested = 你已经请求悔棋了；请等待回应。
refusal-no-takeback-request = 没有待回应的悔棋请求。
refusal-claim-with-clock = 本局计时：不走棋的一方会超时判负，所以没有可申领的。
refusal-claim-on-your-turn = 现在轮到你走：只有你的对手才能申领你放着不走的对局。请走一步（或认输）。
refusal-claim-too-early = 你的对手停着的时间还不够长：不计时的对局在 { $after } 无人走棋后才能申领，从 { $from } 起。
refusal-too-late-to-abort = 双方都已走过棋，对局不能再取消：请认输、提议和棋，或请管理员处理。
refusal-stale-board = 这个棋盘已经过时——对局已经继续了（请看最新的消息）。
refusal-game-over = 这局已经结束——用 /punct challenge 或 /boop challenge 开新的一局吧。
refusal-not-this-channels-game = 这个按钮不属于本频道的对局：请使用本频道最新棋盘下的按钮。
refusal-not-this-channels-challenge = 这个按钮不属于本频道的挑战：请使用本频道最新挑战下的按钮。
refusal-text-too-long = 太长了：最多 { $max } 个字符。走法只有几个字符，例如 `+F5:G5,H5` 或 `Kc3`。
refusal-peek-not-in-this-game = 只有雪地棋的棋子会叠放，才需要掀起查看；boop. 的一切都一目了然。
refusal-not-a-cell = `{ $given }` 不是棋盘上的棋格：请给出一个字母和一个数字，例如 F5。
refusal-nothing-to-lift = { $cell } 上没有可以掀起的棋子：请给出一叠棋子最上面那枚的棋格。
refusal-no-moves-from = 你没有哪枚棋子的深色点能从 { $cell } 移动。请给出你某枚可移动棋子（上面没有压着棋子）的深色点所在棋格。
refusal-server-only = 这只能在服务器里使用：对局、排行榜、统计、提醒、休假和对局列表都属于某个服务器。请在它的频道里使用。
refusal-no-vacation-left = 你今年的休假天数已用完（每个 UTC 自然年 { $allowance } 天，1 月 1 日重置）。
refusal-vacation-length = 无法休假 { $asked }：请给出 1 到 { $left } 之间的天数（本 UTC 自然年 { $allowance } 天中还剩 { $left_days }）。
refusal-already-on-vacation = 你已经在休假，至 { $until }；同一时间只能有一次休假（/vacation cancel 可提前结束）。
refusal-not-on-vacation = 你在本服务器没有休假，没有可取消的。
refusal-stale-preview = 这个预览已经过时：对局在此之后有了变化，所以这步没有走。请用 /move 再走一次，在当前局面上查看它。

refusal-computer-unrated = 与电脑的对局从不计分：请不要填 rated（或设为 false）。
refusal-level-for-computer-only = 级别只用于与电脑对局：请挑战机器人本身，或不要填 level。

# 条件着法（/premove）。
refusal-premove-on-your-turn = 现在轮到你：请先走棋。条件着法是对对手下一步的应对，请在等待时输入。
refusal-premove-shape = 一条变化由对手的一步和你的应对成对组成（你给了 { $moves } 步）：例如 `/premove line moves:Kc3 Kd4 Ke5 Kb2` 表示对手走 Kc3 时你走 Kd4，接着对手走 Ke5 时你走 Kb2。
refusal-premove-illegal = 变化中的第 { $number } 步 `{ $notation }` 在那里无法走出：{ $reason }。什么都没有保存。{ $hint }
refusal-premove-needs-choice = 变化中的第 { $number } 步 `{ $notation }` 需要选择：请写出完整的一手，可选 { $options }。什么都没有保存。
refusal-premove-conflict = 你的条件着法已经用 `{ $reply }` 应对 `{ $answered }`：变化只能在对手的着法处分叉。请先用 /premove clear 清除。
refusal-premove-tree-full = 你在这盘棋中已有 { $max } 条条件变化：请先用 /premove clear 清除。
