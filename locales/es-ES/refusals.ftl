# Negativas: solo las ve quien pregunta; el motivo y cómo seguir.

refusal-no-game = No hay ninguna partida en este canal: empieza una con /punct challenge o /boop challenge.
refusal-no-such-game = No hay ninguna partida #{ $number } en este servidor: /games finished:true lista las tuyas.
refusal-no-such-ply = La partida #{ $number } tiene { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas
 }: indica una jugada de 0 (el inicio) a { $plies }.
refusal-replay-failed = No se ha podido hacer la repetición: { $reason }.
refusal-no-challenge = No hay ningún desafío abierto en este canal: lanza uno con /punct challenge o /boop challenge.
refusal-channel-has-game = Ya se está jugando una partida en este canal. Abre un hilo y desafía allí: una partida por canal o hilo.
refusal-channel-has-challenge = Ya hay un desafío esperando en este canal. Respóndelo o cancélalo, o abre un hilo y desafía allí: una partida por canal o hilo.
refusal-challenge-yourself = No puedes desafiarte a ti mismo: nombra a otro jugador, o no indiques rival para un desafío abierto.
refusal-own-challenge = Este desafío es tuyo: espera a un rival o retíralo con /cancel.
refusal-not-challenged = Este desafío va dirigido a { $opponent }; solo esa persona puede responderlo.
refusal-not-challenger = Solo { $challenger }, que lanzó el desafío, puede cancelarlo.
refusal-challenge-gone = Este desafío ya no está abierto (se respondió o se retiró).
refusal-challenge-expired = Este desafío caducó tras 24 horas sin respuesta: lanza otro con /punct challenge o /boop challenge.
refusal-rated-needs-clock = Una partida puntuable necesita reloj (1, 2, 3 o 7 días por jugada) para que siempre termine: elige los días o haz el desafío amistoso.
refusal-bad-days = No se ofrecen { $days } días por jugada: elige 1, 2, 3 o 7 días (o sin reloj en una partida amistosa).
refusal-manage-server-only = Solo los miembros con el permiso Gestionar servidor pueden cambiar los ajustes de este servidor (sus recordatorios, idioma, páginas web y problema del día).
refusal-unknown-language = `{ $given }` no es un idioma que hable: elige { $languages }, o `auto` para seguir a Discord.
refusal-bad-reminders = `{ $schedule }` no es una configuración de recordatorios: { $problem }. Escribe los recordatorios separados por comas, cada uno `half` (ha pasado la mitad del tiempo) u horas restantes de 1h a { $max }h, p. ej. `half,12h,1h` o `24h,1h`; o bien `off`.
schedule-empty = está vacía
schedule-unknown = `{ $part }` no es `half` ni horas como `12h`
schedule-out-of-range = `{ $part }` está fuera de 1h a { $max }h
schedule-repeated = `{ $part }` aparece dos veces
schedule-off-with-others = `off` no se puede combinar con recordatorios
refusal-not-a-player = No juegas en esta partida: puedes seguirla, o abrir un hilo y desafiar a alguien allí.
refusal-not-your-turn = Le toca a { $to_move }.
refusal-empty-move = Escribe una jugada tras /move, p. ej. `/move +F5:G5,H5` o `/move Kc3`.
refusal-illegal-move = Esa jugada (`{ $notation }`) no es legal: { $reason }. { $hint }
illegal-move-hint = { $kind ->
    [boop] Escribe una casilla en /move (p. ej. c3) para ver las colocaciones allí: `Kc3` para un gatito, `Cc3` para un gato.
   *[punct] Escribe en /move el espacio del PÜNCT de una de tus piezas para ver adónde puede ir, o un espacio para ver qué piezas puedes añadir allí.
 }
refusal-choice-awaited = Has colocado `{ $placement }`: primero elige una de estas opciones: { $options } (el menú o /choose), o retírala con `/choose cancel`.
refusal-no-choice-awaited = Ahora no hay nada que elegir: juega con /move.
refusal-unknown-choice = `{ $choice }` no es una opción tras `{ $placement }`: elige una de { $options }.
refusal-draw-already-offered = Ya has ofrecido tablas; espera la respuesta.
refusal-no-draw-offer = No hay ninguna oferta de tablas que responder. Ofrécelas tú con /draw.
refusal-own-offer = No puedes responder a tu propia oferta; espera a tu rival.
refusal-nothing-to-take-back = Solo puedes deshacer tu última jugada, antes de que responda tu rival.
refusal-takeback-already-requested = Ya has pedido deshacer; espera la respuesta.
refusal-no-takeback-request = No hay ninguna petición de deshacer que responder.
refusal-claim-with-clock = Esta partida tiene reloj: quien no mueve pierde por tiempo, así que no hay nada que reclamar.
refusal-claim-on-your-turn = Te toca a ti: solo tu rival puede reclamar una partida que dejas parada. Mueve (o abandona).
refusal-claim-too-early = Tu rival aún no lleva bastante tiempo sin mover: una partida sin reloj se puede reclamar tras { $after } sin jugadas, a partir del { $from }.
refusal-too-late-to-abort = Ambos jugadores han movido, así que ya no se puede anular la partida: abandona, ofrece tablas o pide ayuda a un moderador.
refusal-stale-board = Este tablero está desfasado: la partida ha avanzado (mira el último mensaje).
refusal-game-over = Esta partida ha terminado: empieza otra con /punct challenge o /boop challenge.
refusal-not-this-channels-game = Ese botón no es de la partida de este canal: usa los botones bajo el último tablero de este canal.
refusal-not-this-channels-challenge = Ese botón no es del desafío de este canal: usa los botones bajo el último desafío de este canal.
refusal-text-too-long = Es demasiado largo: { $max } caracteres como mucho. Una jugada son pocos caracteres, p. ej. `+F5:G5,H5` o `Kc3`.
refusal-peek-not-in-this-game = Mirar debajo solo tiene sentido en PÜNCT, donde las piezas se apilan; en boop. todo está a la vista.
refusal-not-a-cell = `{ $given }` no es un espacio del tablero: indica una letra y un número, p. ej. F5.
refusal-nothing-to-lift = No hay ninguna pieza en { $cell } que levantar: indica el espacio de una pieza en lo alto de una pila.
refusal-no-moves-from = Ninguna de tus piezas puede moverse con su PÜNCT desde { $cell }. Indica el espacio del PÜNCT de una de tus piezas libres (sin nada encima).
refusal-server-only = Esto solo funciona en un servidor: partidas, clasificaciones, estadísticas, recordatorios, vacaciones y listas de partidas pertenecen a un servidor. Pregunta en uno de sus canales.
refusal-no-vacation-left = No te quedan días de vacaciones este año (son { $allowance } días por año natural, UTC; se renuevan el 1 de enero).
refusal-vacation-length = No es posible tomar { $asked } de vacaciones: indica un número de días de 1 a { $left } ({ $left ->
    [one] te queda
   *[other] te quedan
 } { $left_days } de { $allowance } este año natural, UTC).
refusal-already-on-vacation = Ya estás de vacaciones hasta el { $until }; solo unas vacaciones a la vez (/vacation cancel las termina antes).
refusal-not-on-vacation = No estás de vacaciones en este servidor, así que no hay nada que cancelar.
refusal-stale-preview = Esta vista previa está desfasada: la partida ha cambiado desde entonces, así que la jugada no se ha hecho. Vuelve a jugarla con /move para verla sobre la posición actual.

refusal-computer-unrated = Las partidas contra el ordenador nunca puntúan: no indiques rated (o ponlo en false).
refusal-level-for-computer-only = El nivel es para partidas contra el ordenador: desafía al propio bot o no indiques level.

# Jugadas condicionales (/premove).
refusal-premove-on-your-turn = Te toca a ti: juega primero. Las jugadas condicionales responden a la próxima jugada de tu rival, así que introdúcelas mientras esperas.
refusal-premove-shape = Una línea es la jugada de tu rival y luego tu respuesta, por parejas (has dado { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
 }): p. ej. `/premove line moves:Kc3 Kd4 Ke5 Kb2` juega Kd4 si juega Kc3, y luego Kb2 si juega Ke5.
refusal-premove-illegal = La jugada { $number } de la línea, `{ $notation }`, no se puede jugar ahí: { $reason }. No se ha guardado nada. { $hint }
refusal-premove-needs-choice = La jugada { $number } de la línea, `{ $notation }`, necesita una elección: escribe el turno completo, uno de { $options }. No se ha guardado nada.
refusal-premove-conflict = Tus jugadas condicionales ya responden a `{ $answered }` con `{ $reply }`: las líneas solo pueden separarse en las jugadas de tu rival. Bórralas antes con /premove clear.
refusal-premove-tree-full = Ya tienes { $max } líneas condicionales en esta partida: bórralas antes con /premove clear.
