# 锦标赛：锦标赛频道里的公告、回复与拒绝。

tournament-signup = **{ $game } 锦标赛 #{ $number }** · { $format ->
    [swiss] 瑞士制
   *[round-robin] 循环赛
 } · { $rounds } · 每步 { $days } 天 · { $rated ->
    [rated] 计分
   *[casual] 友谊赛
 }{ $max ->
    [none] {""}
   *[other] {" · "}最多 { $max } 名玩家
 }
    { $start } 用 /tournament join 报名。
    玩家（{ $count }）：{ $players }
tournament-rounds-auto = 轮数：⌈log₂ 玩家数⌉ + 1
tournament-rounds-swiss = { $rounds } 轮
tournament-rounds-once = 每对玩家交手一次
tournament-rounds-twice = 每对玩家交手两次
tournament-starts-at = 开始时间：{ $at }。
tournament-starts-by-organiser = 由组织者决定何时开始（/tournament start）。
tournament-no-players-yet = 暂无
tournament-joined = { $name } 报名了锦标赛 #{ $number }（{ $count } 名玩家）。
tournament-left = { $name } 退出了锦标赛 #{ $number } 的报名（{ $count } 名玩家）。
tournament-pairings = **锦标赛 #{ $number } · 第 { $round }/{ $rounds } 轮** — 每局棋在各自的子区进行；{ $deadline } 仍未结束的对局判为和棋。
tournament-board = { $board }. { $first } – { $second }{ $game }
tournament-board-game = {" "}（对局 #{ $game }）
tournament-bye = 轮空（得一分）：{ $name }
tournament-results = **锦标赛 #{ $number } · 第 { $round }/{ $rounds } 轮结果**
tournament-standings = 锦标赛 #{ $number } 第 { $round }/{ $rounds } 轮后的积分榜。
tournament-winner = 🏆 { $winner } 赢得锦标赛 #{ $number }！
tournament-withdrew = { $name } 退出了锦标赛 #{ $number }：进行中的对局判负，此后不再配对。
tournament-cancelled = 锦标赛 #{ $number } 已取消：进行中的对局无结果结束。
tournament-not-started = 锦标赛 #{ $number } 尚未开始：还没有配对任何一轮。

tournament-refusal-none = 本服务器没有进行中的锦标赛 — 拥有“管理服务器”权限的成员可用 /tournament create 创建。
tournament-refusal-no-such = 本服务器没有锦标赛 #{ $number } — 不带编号的 /tournament standings 显示最新的一个。
tournament-refusal-signups-closed = 锦标赛 #{ $number } 已停止报名：它已开始或已结束。
tournament-refusal-already-joined = 你已报名锦标赛 #{ $number } — /tournament leave 可取消报名。
tournament-refusal-not-joined = 你没有报名锦标赛 #{ $number } — 报名期间可用 /tournament join 报名。
tournament-refusal-full = 锦标赛 #{ $number } 已满（{ $max } 名玩家）。
tournament-refusal-not-organiser = 只有组织者或拥有“管理服务器”权限的成员才能开始或取消锦标赛。
tournament-refusal-too-few = 锦标赛至少需要 2 名玩家才能开始；现在只有 { $count } 名。
tournament-refusal-bad-rounds = 无法进行 { $rounds } 轮：{ $format ->
    [swiss] 瑞士制为 1 到 { $max } 轮（不填 rounds 则为 ⌈log₂ 玩家数⌉ + 1）
   *[round-robin] 循环赛可选 rounds:1（每对交手一次）或 rounds:2（两次，交换先后手）
 }。
tournament-refusal-bad-max = 最多 { $max } 名玩家太少：请填 max:2 或更多，或不填。
tournament-refusal-not-running = 锦标赛 #{ $number } 不在进行中：开始后才能退出（开始前请用 /tournament leave）。
tournament-refusal-already-withdrawn = 你已经退出了锦标赛 #{ $number }。
tournament-refusal-over = 锦标赛 #{ $number } 已经结束。
tournament-refusal-no-such-round = 锦标赛 #{ $number } 没有第 { $round } 轮：请填 1 到 { $paired }。
tournament-refusal-bad-starts = `{ $given }` 不是开始前的时长：请写 2d、12h、30m 或 1d12h 这样的时长（最多 366d），或不填 starts 并使用 /tournament start。
tournament-created = 锦标赛 #{ $number } 已创建：报名消息随后发出。
tournament-started = 锦标赛 #{ $number } 开始，共 { $count } 名玩家：第 1 轮对阵随后发出。
