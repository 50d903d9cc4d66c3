# 只在 Discord 中出现的文字：/help、表单、子区，以及命令、选项和选项值的说明（每条最多 100 个字符）。

help-intro = **punctbot** 可以下雪地棋和 boop.——每个频道或子区一局。
help-buttons = 棋盘和挑战下方的按钮与 `/accept`、`/resign`、`/draw`、`/takeback` 作用相同。不计时的对局：停着一周后提醒，两周后可 `/claim`。
with-default = { $text }（默认：{ $default }）
seat-name = { $seat ->
    [white] 白方
    [black] 黑方
    [orange] 橙方
   *[gray] 灰方
 }
choose-placeholder = 选择要升级的一行或要拿起的棋子
peek-title = 掀起棋子查看
peek-field = 要掀起的棋子所在棋格（例如 F5）
thread-needs-server = 在单独子区里下棋需要服务器频道：这里请去掉 `thread`。
thread-failed = 我无法在这里开子区（需要“创建公开子区”权限）。请不带 `thread` 重新挑战，或请管理员处理。
played-in-thread = 对局在 { $thread } 进行。
thread-name = { $kind ->
    [boop] boop.
   *[punct] 雪地棋
 } · { $challenger } 对 { $opponent }
thread-name-open = { $kind ->
    [boop] boop.
   *[punct] 雪地棋
 } · { $challenger } 对 所有人

describe-punct = 下雪地棋
describe-punct-challenge = 在这里向某人、所有人或机器人发起挑战
describe-boop-challenge = 在这里向某人、所有人或机器人发起挑战
describe-boop = 下 boop.
describe-challenge-opponent = 挑战谁（不填：任何人都可接受）
describe-punct-variant = 标准规则或基础规则
describe-challenge-rated = 是否计入排行榜
describe-challenge-first = 谁先走
describe-challenge-days = 每步的天数，超时判负
describe-challenge-thread = 在单独的子区里下
describe-punct-variant-standard = 标准
describe-punct-variant-basic = 基础
describe-first-challenger = 我
describe-first-opponent = 对手
describe-first-random = 抽签
describe-days-1 = 1 天
describe-days-2 = 2 天
describe-days-3 = 3 天
describe-days-7 = 7 天
describe-days-none = 不计时（仅限友谊赛）
describe-games = 你或别人在本服务器的对局
describe-games-user = 谁的对局（不填：你的）
describe-games-finished = 改看已结束的对局，最新的在前
describe-vacation = 暂停你在本服务器的计时（每年 14 天）
describe-vacation-start = 现在开始休假
describe-vacation-days = 多少天（1–14）
describe-vacation-cancel = 现在结束休假：计时重新开始
describe-vacation-status = 你的休假和今年剩余的天数
describe-notices = 轮到你时发私信
describe-notices-dm = 开或关
describe-reminders = 本服务器何时提醒轮到走棋的玩家
describe-reminders-schedule = 例如 half,12h,1h（默认）、24h,1h 或 off
describe-leaderboard = 本服务器的排行榜
describe-leaderboard-game = 哪个游戏
describe-leaderboard-page = 第几页
describe-stats = 玩家在本服务器的等级分、战绩和最近对局
describe-stats-user = 谁的（不填：你的）
describe-move = 走棋：输入几个字符，从列表中选择
describe-move-notation = 走法，例如 +F5:G5,H5 或 Kc3
describe-choose = boop.：选择要升级的一行或要拿起的棋子
describe-choose-option = 选项：编号（1、2、…）、Ga1-c1、Le5 或 cancel
describe-accept = 接受本频道的挑战
describe-decline = 拒绝本频道的挑战
describe-cancel = 撤回你的挑战
describe-resign = 认输（会先确认）
describe-draw = 提议和棋，或回应提议
describe-takeback = 请求悔回你的上一步，或回应请求
describe-answer = 做什么
describe-answer-offer = 提议
describe-answer-accept = 接受
describe-answer-decline = 拒绝
describe-abort = 无结果地结束对局（双方都走棋之前；管理员随时可以）
describe-claim = 申领对手停着 14 天不走的不计时对局
describe-claim-abort = 改为无结果结束，而不是获胜
describe-board = 再次显示棋盘，或任意对局的任意一手
describe-board-game = 对局编号（不填：本频道的对局）
describe-board-ply = 第几手之后（不填：最新）
describe-history = 一局的全部走法（太长则作为文件）
describe-history-game = 对局编号（不填：本频道的对局）
describe-replay = 对局的动画回放
describe-replay-game = 对局编号（不填：本频道的对局）
describe-peek = 雪地棋：查看掀起一枚棋子后的棋盘
describe-peek-cell = 要掀起的棋子所在棋格，例如 F5
describe-moves = 雪地棋：查看你的一枚棋子能去哪里
describe-moves-cell = 该棋子深色点所在的棋格，例如 H2
describe-rules = 规则简介
describe-rules-game = 哪个游戏
describe-help = punctbot 能做什么
describe-topic-play = 下棋
describe-topic-days = 跨天对局
describe-topic-ladders = 排行榜
describe-topic-moderation = 管理
describe-game-punct = 雪地棋
describe-game-punct-basic = 雪地棋（基础规则）
describe-game-boop = boop.
describe-settings = 你的设置：走棋预览、语言；服务器网页和每日谜题频道
describe-settings-confirm = 每步生效前先显示走完后的局面，并附“确认”和“取消”
describe-settings-language = 只有你能看到的消息所用的语言（auto：跟随 Discord 应用）
describe-settings-web = 本服务器的网页：公开或关闭（需管理服务器权限）
describe-web-public = 公开：有链接的人都能看
describe-web-off = 关闭：不提供
describe-language = 本服务器的语言
describe-language-language = auto：服务器在 Discord 上的语言
describe-language-auto = Discord 的语言

describe-challenge-level = 挑战机器人时电脑的强度
describe-level-1 = 1 · 入门
describe-level-2 = 2 · 中级
describe-level-3 = 3 · 最强
describe-premove = 条件着法：预先应对对手可能的着法（只有你能看到）
describe-premove-line = 添加一条变化：对手的着法、你的应对、对手的着法、你的应对……
describe-premove-moves = 用记谱法写出着法，对手的在先，用空格分隔：Kc3 Kd4 Ke5 Kb2
describe-premove-list = 查看你在本频道对局中的条件着法
describe-premove-clear = 清除你在本频道对局中的全部条件着法
describe-tournament = 跨越数天的瑞士制与循环赛锦标赛
describe-tournament-create = 在此创建锦标赛（管理服务器）
describe-tournament-join = 在报名期间报名锦标赛
describe-tournament-leave = 在开始前取消报名
describe-tournament-start = 立即开始（组织者或管理服务器）
describe-tournament-standings = 积分榜（附图片）
describe-tournament-pairings = 某一轮的对阵
describe-tournament-withdraw = 退出进行中的锦标赛：进行中的对局判负
describe-tournament-cancel = 取消锦标赛（组织者或管理服务器）
describe-tournament-game = 哪种游戏
describe-tournament-format = 如何配对
describe-format-swiss = 瑞士制：积分相同的玩家相遇
describe-format-round-robin = 循环赛：每人与每人交手
describe-tournament-rounds = 瑞士制：轮数；循环赛：每对交手 1 或 2 次
describe-tournament-days = 每局每步的天数
describe-tournament-rated = 对局是否计入排行榜
describe-tournament-starts = 多久后开始，如 2d 或 1d12h
describe-tournament-max = 最多玩家数
describe-tournament-number = 锦标赛编号（不填：最新的）
describe-tournament-round = 哪一轮（不填：当前轮）
describe-topic-tournaments = 锦标赛
