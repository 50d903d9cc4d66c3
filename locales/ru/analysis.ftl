# /analysis: законченная партия, оценённая ход за ходом сильнейшим уровнем;
# отмеченные ходы с лучшим ходом, график, отметки на веб-странице.

describe-analysis = Ошибки законченной партии, лучшие ходы и график
describe-analysis-game = Номер партии (не указывать — ваша последняя законченная партия здесь)

analysis-mark = { $mark ->
    [inaccuracy] неточность
    [mistake] ошибка
   *[blunder] грубая ошибка
 }
analysis-header = Анализ: { $header } · ходов: { $plies }; грубых ошибок: { $blunders }, ошибок: { $mistakes }, неточностей: { $inaccuracies }.
analysis-marked-move = { $ply }. { $name } `{ $played }` — { $mark ->
    [inaccuracy] неточность
    [mistake] ошибка
   *[blunder] грубая ошибка
 }; лучше `{ $best }` (шанс на победу { $before } % → { $after } %)
analysis-nothing-marked = Ни один ход не упустил столько шансов на победу, чтобы его отметить: хорошая игра.
analysis-more = …и ещё отмеченных ходов: { $count } (все они на веб-странице партии).

picture-analysis-title = { $game } #{ $number } · анализ

refusal-nothing-to-analyse = У вас нет законченных партий на этом сервере для анализа: укажите номер партии (/games finished:true покажет ваши), например /analysis game:12.
refusal-analysis-of-game-on = Партия #{ $number } ещё идёт: её можно будет проанализировать, когда она закончится.
refusal-analysis-of-aborted-game = Партия #{ $number } прервана без результата: анализируются только законченные партии.
refusal-analysis-busy = На этом сервере уже идёт один анализ: попробуйте чуть позже.
refusal-analysis-failed = Эту партию не удалось проанализировать (сохранённые ходы не воспроизводятся); операторы бота увидят это в журнале.

web-analysis = Анализ сильнейшего уровня: { $marks }.
web-better-move = лучше: { $best }
web-marked-caption = { $after } — { $symbol } { $mark ->
    [inaccuracy] неточность
    [mistake] ошибка
   *[blunder] грубая ошибка
 }; лучше: { $best }
