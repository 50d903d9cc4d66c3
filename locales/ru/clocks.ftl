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
direct-challenged = { $by } вызывает вас сыграть в { $game } в { $channel }
direct-draw-offered = { $by } предлагает вам ничью в { $channel } ({ $game })
direct-takeback-requested = { $by } просит разрешить вернуть ход в { $channel } ({ $game })
direct-game-over = Ваша партия в { $game } против { $opponent } в { $channel } окончена: { $result ->
    [win] вы победили
    [loss] вы проиграли
    [draw] ничья
   *[none] отменена, без результата
 }
