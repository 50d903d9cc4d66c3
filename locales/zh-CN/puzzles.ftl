# 谜题（/puzzle）：只有解题者能看到；每日谜题发在服务器的谜题频道。

puzzle-task-win = { $side }走，{ $moves } 步内取胜
puzzle-task-block = { $side }走：阻止{ $opponent }连通
puzzle-rating-shift = {" "}你的谜题等级分：{ $before } → { $after }。
puzzle-given = **{ $game } 谜题 #{ $number }**（等级分 { $rating }）：{ $task }。用 /puzzle answer:着法 作答。
puzzle-defended = 正确：`{ $answer }`。防守方应以 `{ $defence }`；现在请在 { $moves } 步内取胜。
puzzle-solved = 解开了：`{ $answer }` 获胜！{ $rating }
puzzle-refuted-by = {" "}——对方走 `{ $reply }` 后无法按时取胜
puzzle-not-winning = 这步不能取胜：`{ $answer }`{ $why }。再试一次。{ $rating }
puzzle-still-wins-with = ，对方仍可走 `{ $win }` 连通
puzzle-not-blocking = 这步挡不住：`{ $answer }`{ $why }。再试一次。{ $rating }
puzzle-daily = **每日谜题** · { $game } #{ $number }：{ $task }。自己试试：/puzzle game:{ $kind } number:{ $number }
puzzle-channel-set = 每日谜题将发布在 { $channel }。
puzzle-channel-off = 本服务器不再发布每日谜题。

puzzle-refusal-none = 没有 { $game } 的谜题。有谜题的游戏：{ $games }。
puzzle-refusal-no-such = 没有 { $game } 谜题 #{ $number }：编号为 1 到 { $count }。
puzzle-refusal-all-seen = { $game } 的全部 { $count } 道谜题你都做过了。试试另一个游戏的吧。
puzzle-refusal-nothing-to-answer = 你当前没有在解谜题。用 /puzzle game:punct 或 /puzzle game:boop 开始。
puzzle-refusal-say-which = 请指明游戏：/puzzle game:punct 或 /puzzle game:boop（或用 /puzzle answer:着法 回答你的谜题）。
puzzle-refusal-channel-and-off = 请只给出 puzzles:#频道（每日谜题发布的位置）或 puzzles-off:true（不发布每日谜题）之一，不要同时给出。

describe-puzzle = 只给你的谜题：强制取胜，或阻止对方取胜
describe-puzzle-game = 新谜题的游戏
describe-puzzle-number = 按编号选谜题（例如每日谜题的编号）
describe-puzzle-answer = 你在当前谜题中的着法（记谱）
describe-settings-puzzles = 发布每日谜题的频道（管理服务器）
describe-settings-puzzles-off = 是：本服务器不再发布每日谜题（管理服务器）
