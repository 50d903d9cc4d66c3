rules-tictactoe = **井字棋**：轮流在 3 × 3 的格子里落子；横、竖或斜连成三子者胜；格子下满为和棋。
illegal-tictactoe-not-a-cell = { $name } 不是格子：请写 a1 到 c3
illegal-tictactoe-occupied = { $cell } 已经有子了
tictactoe-name = 井字棋
tictactoe-side-x = 叉方
tictactoe-side-o = 圈方
