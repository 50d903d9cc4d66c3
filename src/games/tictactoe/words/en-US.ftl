# Tic-tac-toe: a game for the tests, whose words live in its own folder.
rules-tictactoe = **Tic-tac-toe**: take turns marking a cell of the 3 × 3 grid; three marks in a row, a column or a diagonal win; a full grid is a draw.
illegal-tictactoe-not-a-cell = { $name } is not a cell: write a1 to c3
illegal-tictactoe-occupied = { $cell } is already marked
tictactoe-name = Tic-tac-toe
tictactoe-side-x = Crosses
tictactoe-side-o = Noughts
# Its command, `/tictactoe challenge`, and its choice in `game:` options.
describe-tictactoe = Play tic-tac-toe
describe-tictactoe-challenge = Challenge someone or anyone
describe-game-tictactoe = Tic-tac-toe
