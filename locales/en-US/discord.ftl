# What only the Discord front end says: /help, forms, threads, and the
# descriptions of commands, options and choices (at most 100 characters each).

help-intro = **punctbot** hosts PÜNCT and boop.: one game per channel or thread.
help-buttons = Buttons under boards and challenges do what `/accept`, `/resign`, `/draw` and `/takeback` do. No clock: a nudge after a week, `/claim` after two.
with-default = { $text } (default: { $default })
# $seat: white, black, orange or gray
seat-name = { $seat ->
    [white] White
    [black] Black
    [orange] Orange
   *[gray] Gray
 }
choose-placeholder = Choose a row to graduate or a piece to lift
peek-title = Peek under a piece
peek-field = The cell of the piece to lift (e.g. F5)
thread-needs-server = A game in its own thread needs a server channel: leave out `thread` here.
thread-failed = I could not open a thread here (I need the Create Public Threads permission). Challenge again without `thread`, or ask a moderator.
played-in-thread = The game is played in { $thread }.
# $kind: punct or boop
thread-name = { $kind ->
    [boop] boop.
   *[punct] PÜNCT
 } · { $challenger } vs { $opponent }
thread-name-open = { $kind ->
    [boop] boop.
   *[punct] PÜNCT
 } · { $challenger } vs anyone

describe-punct = Play PÜNCT
describe-punct-challenge = Challenge someone, anyone or the bot
describe-boop-challenge = Challenge someone, anyone or the bot
describe-boop = Play boop.
describe-challenge-opponent = Who you challenge (leave out: anyone may accept)
describe-punct-variant = Standard or basic rules
describe-challenge-rated = Whether the game counts for the ladder
describe-challenge-first = Who moves first
describe-challenge-days = Days per move before a player loses on time
describe-challenge-thread = Play in a thread of its own
describe-punct-variant-standard = Standard
describe-punct-variant-basic = Basic
describe-first-challenger = Me
describe-first-opponent = My opponent
describe-first-random = Draw lots
describe-days-1 = 1 day
describe-days-2 = 2 days
describe-days-3 = 3 days
describe-days-7 = 7 days
describe-days-none = No clock (casual games only)
describe-games = Your games on this server, or someone's
describe-games-user = Whose games (leave out: yours)
describe-games-finished = Finished games instead, newest first
describe-vacation = Pause your clocks on this server (14 days a year)
describe-vacation-start = Start a vacation now
describe-vacation-days = How many days (1–14)
describe-vacation-cancel = End your vacation now: your clocks run again
describe-vacation-status = Your vacation and days left this year
describe-notices = Direct messages when it is your turn
describe-notices-dm = On or off
describe-reminders = When this server reminds players to move
describe-reminders-schedule = e.g. half,12h,1h (the default), 24h,1h or off
describe-leaderboard = This server's ladder
describe-leaderboard-game = Which game
describe-leaderboard-page = Which page
describe-stats = A player's ratings, record and recent games
describe-stats-user = Whose (leave out: yours)
describe-move = Play a move: type a little, pick from the list
describe-move-notation = The move, e.g. +F5:G5,H5 or Kc3
describe-choose = boop.: pick the row to graduate or the piece to lift
describe-choose-option = The option: its number (1, 2, …), Ga1-c1, Le5, or cancel
describe-accept = Accept the challenge in this channel
describe-decline = Decline the challenge in this channel
describe-cancel = Withdraw your challenge
describe-resign = Resign the game (asks first)
describe-draw = Offer a draw, or answer an offer
describe-takeback = Take back your last move, or answer a request
describe-answer = What to do
describe-answer-offer = Offer
describe-answer-accept = Accept
describe-answer-decline = Decline
describe-abort = End with no result before both moved (moderators: any time)
describe-claim = Win a clockless game your opponent left idle 14 days
describe-claim-abort = End it with no result instead of winning
describe-board = Show the board, or any game at any move
describe-board-game = The game's number (leave out: this channel's game)
describe-board-ply = After how many moves (leave out: the latest)
describe-history = All moves of a game (a long one as a file)
describe-history-game = The game's number (leave out: this channel's game)
describe-replay = An animated replay of a game
describe-replay-game = The game's number (leave out: this channel's game)
describe-peek = PÜNCT: see the board with a piece lifted off
describe-peek-cell = The cell of the piece to lift, e.g. F5
describe-moves = PÜNCT: see where one of your pieces may go
describe-moves-cell = The cell of the piece's PÜNCT, e.g. H2
describe-rules = The rules in brief
describe-rules-game = Which game
describe-help = What punctbot can do
describe-topic-play = Play
describe-topic-days = Games across days
describe-topic-ladders = Ladders
describe-topic-moderation = Moderation
describe-game-punct = PÜNCT
describe-game-punct-basic = PÜNCT (basic)
describe-game-boop = boop.
describe-settings = Your settings: preview moves, language; the server's web pages and daily puzzle channel
describe-settings-confirm = Show each move (the position after it) with Confirm and Cancel before it counts
describe-settings-language = The language of what only you read (auto: your Discord app's)
describe-settings-web = This server's web pages: public or off (Manage Server)
describe-web-public = Public: anyone with the link
describe-web-off = Off: not served
describe-language = This server's language
describe-language-language = auto: the server's language on Discord
describe-language-auto = Discord's language

describe-challenge-level = The computer's strength, when you challenge the bot
describe-level-1 = 1 · beginner
describe-level-2 = 2 · intermediate
describe-level-3 = 3 · strongest
describe-premove = Conditional moves: answer your opponent's expected moves ahead (only you see them)
describe-premove-line = Add a line: their move, your answer, their move, your answer…
describe-premove-moves = Moves in notation, theirs first, separated by spaces: Kc3 Kd4 Ke5 Kb2
describe-premove-list = Show your conditional moves in this channel's game
describe-premove-clear = Remove all your conditional moves in this channel's game
describe-tournament = Swiss and round-robin tournaments across days
describe-tournament-create = Create a tournament here (Manage Server)
describe-tournament-join = Join a tournament while it takes signups
describe-tournament-leave = Leave a tournament before it starts
describe-tournament-start = Start now (the organiser or Manage Server)
describe-tournament-standings = The standings, with the picture
describe-tournament-pairings = A round's boards
describe-tournament-withdraw = Leave a running tournament: your game on is forfeited
describe-tournament-cancel = Cancel a tournament (the organiser or Manage Server)
describe-tournament-game = Which game
describe-tournament-format = How rounds are paired
describe-format-swiss = Swiss: players with equal scores meet
describe-format-round-robin = Round-robin: everyone meets everyone
describe-tournament-rounds = Swiss: how many rounds; round-robin: 1 or 2 meetings a pair
describe-tournament-days = Days per move in every game
describe-tournament-rated = Whether the games count for the ladder
describe-tournament-starts = Start this long from now, e.g. 2d or 1d12h
describe-tournament-max = The most players
describe-tournament-number = The tournament's number (leave out: the newest)
describe-tournament-round = Which round (leave out: the current one)
describe-topic-tournaments = Tournaments
