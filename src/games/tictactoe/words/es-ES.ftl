rules-tictactoe = **Tres en raya**: marcad por turnos una casilla de la cuadrícula de 3 × 3; tres marcas en fila, columna o diagonal ganan; la cuadrícula llena es tablas.
illegal-tictactoe-not-a-cell = { $name } no es una casilla: escribe de a1 a c3
illegal-tictactoe-occupied = { $cell } ya está marcada
tictactoe-name = Tres en raya
tictactoe-side-x = Cruces
tictactoe-side-o = Círculos
