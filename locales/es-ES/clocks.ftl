# Relojes, recordatorios, vacaciones y mensajes directos.

reminder = { $mention }, un recordatorio: te toca mover en { $game } contra { $opponent } · tiempo restante: { $left }.
idle-nudge = { $mention }, tu jugada en { $game } #{ $number } contra { $opponent } lleva una semana esperando. Esta partida no tiene reloj, pero a partir del { $from } { $opponent } podrá reclamarla con /claim si no has movido.

reminders-off = Los recordatorios están desactivados en este servidor: no se avisa a nadie de que le toca (los plazos siguen valiendo).
reminder-stage-half = cuando haya pasado la mitad de su tiempo
reminder-stage-hours = { $hours ->
    [one] cuando quede { $hours } hora
   *[other] cuando queden { $hours } horas
 }
reminders-set = A partir de ahora, en este servidor se avisa a quien le toca mover { $stages }.

vacation-started = { $name } está de vacaciones hasta el { $until }: sus relojes en este servidor quedan en pausa ({ $paused ->
    [one] { $paused } partida le espera
   *[other] { $paused } partidas le esperan
 }).
vacation-cancelled = { $name } ha vuelto de vacaciones: sus relojes vuelven a correr. Las vacaciones han durado { $used } (cada día empezado cuenta).
vacation-status-none = No estás de vacaciones en este servidor.
vacation-status-away = Estás de vacaciones en este servidor hasta el { $until }; /vacation cancel las termina antes.
vacation-status-how = Las vacaciones pausan tus relojes en las partidas de este servidor; empiézalas con /vacation y un número de días.
vacation-allowance = Días de vacaciones que te quedan este año: { $left } de { $days } (año natural, UTC).

notices-on = Recibirás un mensaje directo cuando te toque, cuando te desafíen o te propongan tablas o deshacer una jugada, en todos los servidores. (Si tienes los mensajes directos cerrados, simplemente no te llegará ninguno.)
notices-off = Ya no recibirás mensajes directos sobre tus partidas.

direct-your-turn = Te toca en { $channel } ({ $game } contra { $opponent })
direct-premove-played = Tu jugada condicional `{ $reply }` ha respondido a `{ $played }` de { $opponent } en { $channel } ({ $game })
direct-challenged = { $by } te desafía a { $game } en { $channel }
direct-draw-offered = { $by } te ofrece tablas en { $channel } ({ $game })
direct-takeback-requested = { $by } te pide deshacer una jugada en { $channel } ({ $game })
direct-game-over = Tu partida de { $game } contra { $opponent } en { $channel } ha terminado: { $result ->
    [win] has ganado
    [loss] has perdido
    [draw] tablas
   *[none] anulada, sin resultado
 }
confirm-moves-on = A partir de ahora verás primero cada una de tus jugadas (la posición tras ella), en todos los servidores: solo cuenta cuando pulses Confirmar. Tu reloj sigue corriendo mientras tanto.
confirm-moves-off = Tus jugadas vuelven a contar en cuanto las haces.
web-pages-public-at = Las páginas web de este servidor son públicas desde ahora: { $link } (clasificaciones, jugadores y partidas terminadas; la dirección no se puede adivinar, compártela donde quieras). Desactívalas con /settings web:off.
web-pages-public = Las páginas web de este servidor son públicas desde ahora (clasificaciones, jugadores y partidas terminadas). Este bot no muestra su dirección: pregunta a quien lo gestiona. Desactívalas con /settings web:off.
web-pages-off = Las páginas web de este servidor están desactivadas: sus direcciones ya no muestran nada.

# The language's name in itself, as the language lists show it.
language-name = Español
# $language: a language's name, or none: Discord's
language-set = { $language ->
    [none] Lo que solo tú lees vuelve a estar en el idioma de tu aplicación de Discord.
   *[other] A partir de ahora, lo que solo tú lees está en este idioma, en todos los servidores: { $language }.
 }
server-language-set = { $language ->
    [none] Los mensajes de este servidor vuelven a seguir su idioma de Discord (ahora { $current }).
   *[other] A partir de ahora, los mensajes de este servidor están en este idioma: { $language }.
 }
# $confirm, $notices: on or off
settings-shown = Tus ajustes, en todos los servidores: ver cada jugada antes de que cuente: { $confirm ->
    [on] sí
   *[off] no
 } · mensajes directos: { $notices ->
    [on] sí
   *[off] no
 } · tu idioma: { $language ->
    [none] el de tu aplicación de Discord ({ $current })
   *[other] { $language }
 }. Cámbialos con /settings confirm: o language:, y los mensajes directos con /notices.
