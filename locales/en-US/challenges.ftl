# Challenges: issued, answered, withdrawn, expired.

challenge-anyone = anyone
challenge-named = { $name } ({ $mention })
clock-days-per-move = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
 }
clock-none = no clock
# $rated: rated or casual; $first: challenger, opponent or random
challenge-issued = { $challenger } challenges { $who } to { $game } ({ $rated ->
    [rated] rated
   *[casual] casual
 }, { $clock }, { $first ->
    [challenger] { $challenger } moves first
    [opponent] the opponent moves first
   *[random] first move drawn by lot
 }).
challenge-answer = Accept or decline below (or /accept, /decline).
challenge-answer-open = Anyone may accept below (or /accept).
challenge-accepted = { $by } accepts the challenge.
challenge-declined = { $by } declines { $challenger }'s challenge.
challenge-cancelled = { $challenger } withdraws the challenge.
challenge-expired = { $challenger }'s challenge to { $game } expired after 24 hours without an answer.

# The computer took up a challenge to itself; $level is its level's name.
computer-accepts = { $by } plays you at once, at { $level } level: a casual game, no clock.
# $level: 1, 2 or 3
computer-level = { $level ->
    [1] beginner
    [2] intermediate
   *[3] strongest
 }
