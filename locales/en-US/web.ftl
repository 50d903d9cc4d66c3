# The bot's own web pages.
web-language = Language
web-server-title = This server's games
web-ladders = Ladders
web-archive = Finished games
web-ladder-title = { $game } ladder
web-rank = Rank
web-player = Player
web-rating = Rating
web-deviation = Deviation
web-record = Record
web-trend = Last 7 days
web-record-cell = { $wins } W · { $losses } L · { $draws } D
web-page-of = Page { $page } of { $pages }
web-previous = Previous
web-next = Next
web-no-rated-games = Nobody has played a rated game here yet.
web-no-games = No game found.
web-ratings = Ratings
web-ratings-chart = { $game }: the rating after each rated game
web-against-computer = Against the computer
web-last-games = Last games
web-number = #{ $number }
web-game = Game
web-opponent = Opponent
web-result = Result
web-ended = Ended
web-players = Players
web-score = { $result ->
    [win] won
    [loss] lost
    [draw] draw
   *[none] no result
 }
web-reason = { $reason ->
    [rules] by the rules
    [resignation] resignation
    [agreement] agreed draw
    [aborted] aborted
    [time] on time
    [never-moved] never moved
   *[abandonment] abandoned
 }
web-game-title = { $game } · game #{ $number }
web-after-ply = { $ply ->
    [0] The start, before any move ({ $plies } in all)
   *[other] After move { $ply } of { $plies }
 }
web-moves = Moves
web-start = Start
web-end = End
web-keys-hint = The ← and → keys step through the moves.
web-replay = Animated replay (GIF)
web-record-file = Record file (punctbot engine replays it)
web-still-playing = Still being played
web-rated = rated
web-casual = casual
web-search-player = Player's name
web-search = Search
web-games-found = { $count ->
    [one] { $count } game
   *[other] { $count } games
 }
web-board-alt = The board after move { $ply }
web-not-found-title = Nothing here
web-not-found-text = This page does not exist, or its server does not show its pages.
web-home-text = punctbot's web pages show a server's ladders, players and games once a member who may manage the server turns them on with /settings web:public in Discord; the bot then gives the server's address.
web-open-page = Web page
web-tournaments = Tournaments
web-no-tournaments = No tournament has been held here yet.
web-format-column = Format
web-format = { $format ->
    [swiss] Swiss
   *[round-robin] Round-robin
 }
web-status = Status
web-tournament-status = { $status ->
    [signup] Taking players
    [running] Round { $round } of { $rounds }
    [finished] Finished
   *[cancelled] Cancelled
 }
web-tournament-title = { $game } · tournament #{ $number }
web-days-per-move = { $days ->
    [one] { $days } day
   *[other] { $days } days
 } per move
web-standings = Standings
web-players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
 }
web-points = Points
web-buchholz = Buchholz
web-sonneborn-berger = S-B
web-withdrawn = withdrew
web-tie-breaks = Ties are broken by Buchholz (the sum of the opponents' points), then Sonneborn-Berger (S-B: the points of the opponents beaten, and half of those drawn with), then the games between the players level, then the rating at signup.
web-crosstable = Crosstable
web-round-short = R{ $round }
web-cross-cell = { $result ->
    [bye] bye
    [playing] { $opponent }{ $first ->
        [yes] ▲
       *[no] ▽
     } …
   *[other] { $opponent }{ $first ->
        [yes] ▲
       *[no] ▽
     } { $result ->
        [won] 1
        [lost] 0
        [draw] ½
        [won-by-forfeit] +
       *[lost-by-forfeit] −
     }
 }
web-crosstable-key = Each round: the opponent's rank, ▲ when the player moved first or ▽ second, then the result (1 won, ½ draw, 0 lost; + and − a game not played, forfeited by the opponent or by the player; … still on).
web-rounds = Rounds
web-round-of = Round { $round } of { $rounds }
web-round-ended = ended { $date }
web-round-deadline = unfinished games are adjudicated on { $date }
web-board = Board
web-bye = Bye (one point):
