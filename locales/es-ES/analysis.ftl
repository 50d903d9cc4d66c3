# /analysis: una partida terminada juzgada jugada a jugada por el nivel más
# fuerte; sus jugadas marcadas con la mejor, el gráfico y la página web.

describe-analysis = Los errores de una partida terminada, con las mejores jugadas y un gráfico
describe-analysis-game = El número de la partida (vacío: tu última partida terminada aquí)

analysis-mark = { $mark ->
    [inaccuracy] imprecisión
    [mistake] error
   *[blunder] error grave
 }
analysis-header = Análisis de { $header } · { $plies } jugadas: { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
 }, { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errores
 }, { $inaccuracies ->
    [one] { $inaccuracies } imprecisión
   *[other] { $inaccuracies } imprecisiones
 }.
analysis-marked-move = { $ply }. { $name } `{ $played }` — { $mark ->
    [inaccuracy] imprecisión
    [mistake] error
   *[blunder] error grave
 }; mejor `{ $best }` (probabilidad de ganar { $before } % → { $after } %)
analysis-nothing-marked = Ninguna jugada perdió bastante probabilidad de ganar para marcarla: bien jugado.
analysis-more = …y { $count } jugadas marcadas más (la página web de la partida las muestra todas).

picture-analysis-title = { $game } #{ $number } · análisis

refusal-nothing-to-analyse = No tienes ninguna partida terminada en este servidor que analizar: indica el número de una partida (/games finished:true lista las tuyas), p. ej. /analysis game:12.
refusal-analysis-of-game-on = La partida #{ $number } aún se está jugando: podrá analizarse cuando termine.
refusal-analysis-of-aborted-game = La partida #{ $number } se anuló sin resultado: solo se analizan partidas terminadas.
refusal-analysis-busy = Ya hay un análisis en curso en este servidor: vuelve a intentarlo en un momento.
refusal-analysis-failed = No se pudo analizar esta partida (sus jugadas guardadas no se reproducen); los operadores del bot lo verán en su registro.

web-analysis = Análisis del nivel más fuerte: { $marks }.
web-better-move = mejor: { $best }
web-marked-caption = { $after } — { $symbol } { $mark ->
    [inaccuracy] imprecisión
    [mistake] error
   *[blunder] error grave
 }; mejor: { $best }
