# Вызовы: брошен, принят, отклонён, отозван, истёк.

challenge-anyone = всех желающих
challenge-named = { $name } ({ $mention })
clock-days-per-move = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
 }
clock-none = без часов
challenge-issued = { $challenger } вызывает { $who } сыграть в { $game } ({ $rated ->
    [rated] на рейтинг
   *[casual] без рейтинга
 }, { $clock }, { $first ->
    [challenger] первым ходит { $challenger }
    [opponent] первым ходит соперник
   *[random] первый ход по жребию
 }).
challenge-answer = Примите или отклоните кнопками ниже (или /accept, /decline).
challenge-answer-open = Принять может любой — кнопкой ниже (или /accept).
challenge-accepted = { $by } принимает вызов.
challenge-declined = { $by } отклоняет вызов от { $challenger }.
challenge-cancelled = { $challenger } отзывает вызов.
challenge-expired = Вызов от { $challenger } в { $game } истёк: за 24 часа никто не ответил.

# Компьютер принял вызов себе; $level — название его уровня.
computer-accepts = { $by } сразу играет с вами, уровень: { $level }. Партия без рейтинга и без часов.
# $level: 1, 2 или 3
computer-level = { $level ->
    [1] новичок
    [2] средний
   *[3] сильнейший
 }
