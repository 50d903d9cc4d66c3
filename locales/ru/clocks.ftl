# Часы, напоминания, отпуска и личные сообщения.

reminder = { $mention }, напоминаем: ваш ход в { $game } против { $opponent } · осталось { $left }.
idle-nudge = { $mention }, ваш ход в { $game } #{ $number } против { $opponent } ждёт уже неделю. В этой партии нет часов, но с { $from } { $opponent } сможет забрать её через /claim, если вы так и не сходите.

reminders-off = Напоминания на этом сервере выключены: никому не напомнят о ходе (сроки при этом действуют).
reminder-stage-half = когда пройдёт половина времени
reminder-stage-hours = { $hours ->
    [one] когда останется { $hours } час
    [few] когда останется { $hours } часа
   *[many] когда останется { $hours } часов
 }
reminders-set = Теперь игроку, чей ход, на этом сервере напомнят { $stages }.

vacation-started = { $name } в отпуске до { $until } — часы на этом сервере на паузе ({ $paused ->
    [one] ждёт { $paused } партия
    [few] ждут { $paused } партии
   *[many] ждут { $paused } партий
 }).
vacation-cancelled = { $name } вернулся(-ась) из отпуска: часы снова идут. Отпуск занял { $used } (каждый начатый день считается).
vacation-status-none = Вы не в отпуске на этом сервере.
vacation-status-away = Вы в отпуске на этом сервере до { $until }; /vacation cancel закончит его раньше.
vacation-status-how = Отпуск ставит на паузу ваши часы в партиях этого сервера; начните его командой /vacation с числом дней.
vacation-allowance = Осталось дней отпуска в этом году: { $left } из { $days } (календарный год, UTC).

notices-on = Вы будете получать личное сообщение, когда ваш ход, когда вас вызывают или предлагают ничью либо возврат хода — на всех серверах. (Если личные сообщения закрыты, их просто не будет.)
notices-off = Личных сообщений о ваших партиях больше не будет.

direct-your-turn = Ваш ход в { $channel } ({ $game } против { $opponent })
direct-premove-played = Ваш условный ход `{ $reply }` сыгран в ответ на ход `{ $played }` игрока { $opponent } в { $channel } ({ $game })
direct-challenged = { $by } вызывает вас сыграть в { $game } в { $channel }
direct-draw-offered = { $by } предлагает вам ничью в { $channel } ({ $game })
direct-takeback-requested = { $by } просит разрешить вернуть ход в { $channel } ({ $game })
direct-game-over = Ваша партия в { $game } против { $opponent } в { $channel } окончена: { $result ->
    [win] вы победили
    [loss] вы проиграли
    [draw] ничья
   *[none] отменена, без результата
 }
confirm-moves-on = Теперь каждый ваш ход сначала показывается вам (позиция после него), на всех серверах: он засчитывается, только когда вы нажмёте «Подтвердить». Ваши часы тем временем идут.
confirm-moves-off = Ваши ходы снова засчитываются сразу.
web-pages-public-at = Веб-страницы этого сервера теперь открыты: { $link } (рейтинги, игроки и законченные партии; адрес нельзя угадать, делитесь им где угодно). Выключить: /settings web:off.
web-pages-public = Веб-страницы этого сервера теперь открыты (рейтинги, игроки и законченные партии). Этот бот не знает их адреса: спросите того, кто его запускает. Выключить: /settings web:off.
web-pages-off = Веб-страницы этого сервера выключены: по их адресам больше ничего не показывается.

# The language's name in itself, as the language lists show it.
language-name = Русский
# $language: a language's name, or none: Discord's
language-set = { $language ->
    [none] То, что видите только вы, снова на языке вашего приложения Discord.
   *[other] Теперь то, что видите только вы, на языке «{ $language }» — на всех серверах.
 }
server-language-set = { $language ->
    [none] Сообщения этого сервера снова на его языке в Discord (сейчас «{ $current }»).
   *[other] Теперь сообщения этого сервера на языке «{ $language }».
 }
# $confirm, $notices: on or off
settings-shown = Ваши настройки, на всех серверах: показывать ход до того, как он засчитан: { $confirm ->
    [on] да
   *[off] нет
 } · личные сообщения: { $notices ->
    [on] да
   *[off] нет
 } · ваш язык: { $language ->
    [none] язык приложения Discord («{ $current }»)
   *[other] «{ $language }»
 }. Изменить: /settings confirm: или language:, личные сообщения — /notices.
