A game won against the original algorithm: the player leaves 1 over a multiple of 4 each time,
and the game ends when the computer is left the last match.

  $ spiel streichholz new --seed won --matches 23
  Streichholzspiel - 23 of 23 matches left - your turn: take 1 to 3
  
  ||||| ||||| ||||| ||||| |||
  
  side                  last took
  ------------------  -----------
  you                           -
  computer (classic)            -
  $ spiel streichholz hint
  Take 2: it leaves the computer a lost position.
  $ spiel streichholz take 2
  Streichholzspiel - 18 of 23 matches left - your turn: take 1 to 3
  
  ||||| ||||| ||||| |||
  
  side                  last took
  ------------------  -----------
  you                           2
  computer (classic)            3
  $ spiel streichholz hint --format json
  {"schema_version": 1, "take": 1, "winning": true}
  $ n() { spiel streichholz hint --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["take"])'; }
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n)
  Streichholzspiel - 1 of 23 matches left - You won: the computer is left the last match, and whoever would take it loses.
  
  |
  
  side                  last took
  ------------------  -----------
  you                           1
  computer (classic)            3
  $ spiel streichholz log
  move    by        action    result
  ------  --------  --------  --------
  1       you       take 2    21 left
  2       computer  takes 3   18 left
  3       you       take 1    17 left
  4       computer  takes 1   16 left
  5       you       take 3    13 left
  6       computer  takes 1   12 left
  7       you       take 3    9 left
  8       computer  takes 2   7 left
  9       you       take 2    5 left
  10      computer  takes 3   2 left
  11      you       take 1    1 left
