# 计时、提醒、休假和私信。

reminder = { $mention }，提醒一下：你在{ $game }中对 { $opponent } 的对局轮到你走了 · 还剩 { $left }。
idle-nudge = { $mention }，你在{ $game } #{ $number } 中对 { $opponent } 的这一步已经等了一周。本局不计时，但从 { $from } 起，如果你仍未走棋，{ $opponent } 可以用 /claim 申领本局。

reminders-off = 本服务器已关闭提醒：不会再提醒任何人走棋（期限仍然有效）。
reminder-stage-half = 在用时过半时
reminder-stage-hours = 在还剩 { $hours } 小时时
reminders-set = 从现在起，本服务器会{ $stages }提醒轮到走棋的玩家。

vacation-started = { $name } 休假至 { $until }——其在本服务器的计时已暂停（{ $paused } 局在等待）。
vacation-cancelled = { $name } 结束休假回来了：计时重新开始。本次休假用了 { $used }（开始的每一天都算一天）。
vacation-status-none = 你在本服务器没有休假。
vacation-status-away = 你在本服务器休假至 { $until }；/vacation cancel 可提前结束。
vacation-status-how = 休假会暂停你在本服务器所有对局的计时；用 /vacation 加天数开始休假。
vacation-allowance = 今年还剩 { $left } 天休假，共 { $days } 天（按 UTC 自然年计）。

notices-on = 在所有服务器上，轮到你走棋、有人向你挑战、或向你提议和棋或悔棋时，你都会收到私信。（如果你关闭了私信，就不会收到。）
notices-off = 不再发送关于你对局的私信。

direct-your-turn = 在 { $channel } 轮到你了（{ $game }，对 { $opponent }）
direct-premove-played = 你的条件着法 `{ $reply }` 已在 { $channel } 应对 { $opponent } 的 `{ $played }`（{ $game }）
direct-challenged = { $by } 在 { $channel } 向你发起{ $game }挑战
direct-draw-offered = { $by } 在 { $channel } 向你提议和棋（{ $game }）
direct-takeback-requested = { $by } 在 { $channel } 请你同意悔棋（{ $game }）
direct-game-over = 你在 { $channel } 对 { $opponent } 的{ $game }对局已结束：{ $result ->
    [win] 你赢了
    [loss] 你输了
    [draw] 和棋
   *[none] 已取消，无结果
 }
confirm-moves-on = 从现在起，你的每一步都会先展示给你（走完后的局面），在所有服务器上都一样：只有按下“确认”才算数。其间你的时钟照常走。
confirm-moves-off = 你的着法又会在走出时立即生效。
web-pages-public-at = 本服务器的网页从现在起公开：{ $link }（排行榜、玩家和已结束的对局；地址无法猜到，可随意分享）。用 /settings web:off 关闭。
web-pages-public = 本服务器的网页从现在起公开（排行榜、玩家和已结束的对局）。本机器人不知道它们的地址：请询问运行它的人。用 /settings web:off 关闭。
web-pages-off = 本服务器的网页已关闭：从现在起这些地址不再显示任何内容。

# The language's name in itself, as the language lists show it.
language-name = 中文
# $language: a language's name, or none: Discord's
language-set = { $language ->
    [none] 只有你能看到的消息重新使用你的 Discord 应用的语言。
   *[other] 从现在起，只有你能看到的消息在所有服务器上都使用{ $language }。
 }
server-language-set = { $language ->
    [none] 本服务器的消息重新跟随其 Discord 语言（当前为{ $current }）。
   *[other] 从现在起，本服务器的消息使用{ $language }。
 }
# $confirm, $notices: on or off
settings-shown = 你的设置（所有服务器通用）：走棋前先预览：{ $confirm ->
    [on] 开
   *[off] 关
 } · 私信通知：{ $notices ->
    [on] 开
   *[off] 关
 } · 你的语言：{ $language ->
    [none] 跟随 Discord 应用（{ $current }）
   *[other] { $language }
 }。用 /settings confirm: 或 language: 修改，私信通知用 /notices。
