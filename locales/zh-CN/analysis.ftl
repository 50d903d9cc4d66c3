# /analysis：最强级别逐步评判一局已结束的对局；标出的走法与更好的走法、
# 图表、网页上的标记。

describe-analysis = 已结束对局的失误、更好的走法和胜率图
describe-analysis-game = 对局编号（不填：你在这里最近结束的对局）

analysis-mark = { $mark ->
    [inaccuracy] 不精确
    [mistake] 失误
   *[blunder] 严重失误
 }
analysis-header = { $header } 的分析 · 共 { $plies } 步：严重失误 { $blunders } 次，失误 { $mistakes } 次，不精确 { $inaccuracies } 次。
analysis-marked-move = { $ply }. { $name } `{ $played }` — { $mark ->
    [inaccuracy] 不精确
    [mistake] 失误
   *[blunder] 严重失误
 }；更好的是 `{ $best }`（胜率 { $before }% → { $after }%）
analysis-nothing-marked = 没有哪一步损失足够的胜率需要标出：下得好。
analysis-more = ……还有 { $count } 步标出的走法（对局网页上全部列出）。

picture-analysis-title = { $game } 第 #{ $number } 局 · 分析

refusal-nothing-to-analyse = 你在本服务器上没有可分析的已结束对局：请给出对局编号（/games finished:true 列出你的对局），例如 /analysis game:12。
refusal-analysis-of-game-on = 第 #{ $number } 局仍在进行：结束后才能分析。
refusal-analysis-of-aborted-game = 第 #{ $number } 局已中止、没有结果：只分析已结束的对局。
refusal-analysis-busy = 本服务器已有一个分析在进行：请稍后再试。
refusal-analysis-failed = 无法分析这局棋（保存的走法无法重放）；机器人的运维人员会在日志中看到。

web-analysis = 最强级别的分析：{ $marks }。
web-better-move = 更好：{ $best }
web-marked-caption = { $after } — { $symbol } { $mark ->
    [inaccuracy] 不精确
    [mistake] 失误
   *[blunder] 严重失误
 }；更好：{ $best }
