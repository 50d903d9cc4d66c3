# Clocks, reminders, vacations and direct messages.

reminder = { $mention }, a reminder: it is your move in { $game } against { $opponent } · { $left } left.
idle-nudge = { $mention }, your move in { $game } #{ $number } against { $opponent } has waited a week. This game has no clock, but from { $from } { $opponent } may /claim it if you have not moved.

reminders-off = Reminders are now off on this server: nobody is reminded to move (deadlines still apply).
reminder-stage-half = when half their time is gone
reminder-stage-hours = { $hours ->
    [one] when { $hours } hour remains
   *[other] when { $hours } hours remain
 }
reminders-set = From now on, the player to move on this server is reminded { $stages }.

vacation-started = { $name } is on vacation until { $until } — their clocks on this server are paused ({ $paused ->
    [one] { $paused } game
   *[other] { $paused } games
 } waiting for them).
vacation-cancelled = { $name } is back from vacation: their clocks run again. The vacation used { $used } (each day begun counts).
vacation-status-none = You are not on vacation on this server.
vacation-status-away = You are on vacation on this server until { $until }; /vacation cancel ends it early.
vacation-status-how = A vacation pauses your clocks in this server's games; start one with /vacation and a number of days.
vacation-allowance = { $left } of { $days } vacation days left this year (calendar year, UTC).

notices-on = You will get a direct message when it is your turn, you are challenged or asked about a draw or takeback, on every server. (If your direct messages are closed, you simply get none.)
notices-off = No more direct messages about your games.

direct-your-turn = Your turn in { $channel } ({ $game } vs { $opponent })
direct-premove-played = Your conditional move `{ $reply }` answered { $opponent }'s `{ $played }` in { $channel } ({ $game })
direct-challenged = { $by } challenges you to { $game } in { $channel }
direct-draw-offered = { $by } offers you a draw in { $channel } ({ $game })
direct-takeback-requested = { $by } asks you to allow a takeback in { $channel } ({ $game })
# $result: win, loss, draw or none (aborted)
direct-game-over = Your { $game } game against { $opponent } in { $channel } is over: { $result ->
    [win] you won
    [loss] you lost
    [draw] a draw
   *[none] aborted, no result
 }
confirm-moves-on = From now on each of your moves is shown to you first (the position after it), on every server: it counts only when you press Confirm. Your clock keeps running meanwhile.
confirm-moves-off = Your moves count as soon as you play them again.
web-pages-public-at = This server's web pages are public from now on: { $link } (ladders, players and finished games; the address cannot be guessed, share it where you like). Turn them off with /settings web:off.
web-pages-public = This server's web pages are public from now on (ladders, players and finished games). This bot shows no address for them: ask whoever runs it. Turn them off with /settings web:off.
web-pages-off = This server's web pages are off: their addresses show nothing from now on.

# The language's name in itself, as the language lists show it.
language-name = English
# $language: a language's name, or none: Discord's
language-set = { $language ->
    [none] What only you read is in your Discord app's language again.
   *[other] What only you read is in { $language } from now on, on every server.
 }
server-language-set = { $language ->
    [none] This server's messages follow its Discord language again ({ $current } now).
   *[other] This server's messages are in { $language } from now on.
 }
# $confirm, $notices: on or off
settings-shown = Your settings, on every server: see each move before it counts: { $confirm ->
    [on] on
   *[off] off
 } · direct messages: { $notices ->
    [on] on
   *[off] off
 } · your language: { $language ->
    [none] your Discord app's ({ $current })
   *[other] { $language }
 }. Change them with /settings confirm: or language:, and direct messages with /notices.
