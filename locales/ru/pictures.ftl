# Слова внутри картинок: панели под доской, легенды, рейтинг.

picture-to-move = ходит
picture-side-to-move = { $side } ходят
picture-wins = { $side } победили
picture-draw = Ничья

picture-legend = { $mark ->
    [last-move] последний ход
    [origin] откуда пришла
    [bridge] мост над пустотой
    [lifted] приподнята
    [level] уровень (0 = доска)
    [flat] на доску (уровень 0)
    [jump] прыжок: на указанный уровень
   *[bridge-landing] мост над пустотой: указан уровень
 }

picture-ladder-subtitle = страница { $page } из { $pages } · { $players } { $players ->
    [one] игрок
    [few] игрока
   *[many] игроков
 } · ? = предварительный
picture-ladder-empty = Рейтинговых партий пока нет: вызовите кого-нибудь с rated:true.
picture-ladder-column = { $column ->
    [player] игрок
    [rating] рейтинг
    [record] В / П / Н
    [games] партии
   *[week] неделя
 }

picture-per-player = { $count } у каждого

# Турнирная таблица.
picture-standings-subtitle = после тура { $round } из { $rounds } · { $players } { $players ->
    [one] игрок
    [few] игрока
   *[many] игроков
 }{ $withdrawn ->
    [yes] {" · "}серым: выбыл
   *[no] {""}
 }
picture-standings-column = { $column ->
    [player] игрок
    [points] очки
    [buchholz] Бухгольц
    [sonneborn-berger] Бергер
   *[rating] рейтинг
 }

# A lesson's picture names the lesson under the game's name.
picture-lesson-caption = урок { $number } · { $title }
# A replay's frame after a marked move: $caption is the frame's own
# ("standard game · after move 12"), $symbol the mark (?!, ?, ??), $better
# the better move's notation. Short: the caption is one line.
picture-marked-caption = { $caption } · { $symbol } лучше { $better }
