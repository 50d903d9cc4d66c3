rules-tictactoe = **Крестики-нолики**: по очереди отмечайте клетку поля 3 × 3; три знака в ряд, столбец или по диагонали побеждают; заполненное поле — ничья.
illegal-tictactoe-not-a-cell = { $name } — не клетка: пишите от a1 до c3
illegal-tictactoe-occupied = { $cell } уже занята
tictactoe-name = Крестики-нолики
tictactoe-side-x = Крестики
tictactoe-side-o = Нолики
