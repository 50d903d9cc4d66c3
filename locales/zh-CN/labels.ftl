# 按钮、boop. 选项和走法提示（最多 100 个字符）。

button-accept = 接受
button-decline = 拒绝
button-cancel = 取消
button-resign = 认输
button-confirm-resign = 是的，认输
button-offer-draw = 提议和棋
button-accept-draw = 同意和棋
button-decline-draw = 拒绝和棋
button-takeback = 悔棋
button-accept-takeback = 同意悔棋
button-decline-takeback = 拒绝悔棋
button-peek = 掀起查看
button-withdraw = 收回这步

option-graduate-kittens = 把 { $row } 的小猫升级为大猫
option-graduate-one-kitten = 升级 { $row }：小猫离场，大猫回到你的备用区
option-graduate-one-cat = 升级 { $row }：小猫离场，大猫回到你的备用区
option-graduate-kitten = 把 { $square } 的小猫升级为大猫
option-return-cat = 把 { $square } 的大猫收回备用区

label-pass = 停着（没有其他可走的）
label-add = 放入{ $kind ->
    [t] 三角型
    [e] 直条型 E
    [c] 直条型 C
    [m] 飞镖型 M
    [a-plus] 飞镖型 A+
   *[a-minus] 飞镖型 A−
 }：{ $cells }
label-move = 移动{ $kind ->
    [t] 三角型
    [e] 直条型 E
    [c] 直条型 C
    [m] 飞镖型 M
    [a-plus] 飞镖型 A+
   *[a-minus] 飞镖型 A−
 } { $from } → { $cells }
label-rotate = 原地旋转{ $kind ->
    [t] 三角型
    [e] 直条型 E
    [c] 直条型 C
    [m] 飞镖型 M
    [a-plus] 飞镖型 A+
   *[a-minus] 飞镖型 A−
 } { $from } → { $cells }
landing-bridge = 搭桥跨过 { $middle }，第 { $level } 层
landing-down = 落回棋盘
landing-flat = 平放在棋盘上
landing-jump = 叠放到第 { $level } 层
label-dots = { $effect ->
    [covers] 压住
   *[frees] 放开
 }{ $whose ->
    [theirs] 对方
   *[yours] 己方
 } { $count } 枚
label-wins-connection = 连通获胜
label-wins-centre = 中央计数获胜
label-loses-connection = 告负：替对方连通
label-loses-centre = 中央计数告负
label-draw = 和棋

label-place = { $kind ->
    [kitten] 小猫
   *[cat] 大猫
 }放在 { $square }
label-boops = {" "}— 推开 { $boops }
label-off-the-bed = { $squares } 被推下床
label-boops-counted = {" "}— 推开 { $count } 枚（{ $off } 枚下床）
label-then-graduate = ；然后升级 { $row }
label-then-graduate-kitten = ；然后升级 { $square } 的小猫
label-then-return-cat = ；然后把 { $square } 的大猫收回备用区
label-wins-three-cats = 获胜：三只大猫连成一线 { $row }
label-wins-three-kittens = 获胜：三只小猫连成一线 { $row }
label-wins-eight-cats = 获胜：八只大猫全部上床
button-confirm-move = 确认着法
button-cancel-move = 取消
button-join = 报名
button-leave = 取消报名
