The game of Marienbad, 1, 3, 5 and 7 matches in rows, against perfect play. A move takes any
number from one row; whoever takes the last match loses. The start has the Nim sum 0: lost for
the side that begins, so the player lets the computer begin and follows the hints to the win.

  $ spiel streichholz new --seed marienbad --rows 1,3,5,7 --first computer
  Streichholzspiel - 15 of 16 matches left - your turn: take any number from one row
  
  1  -
  2  |||
  3  |||||
  4  ||||| ||
  
  side                   last took
  ------------------  ------------
  you                            -
  computer (perfect)  1 from row 1
  $ spiel streichholz hint
  Take 1 from row 2: it leaves the computer a lost position.
  $ spiel streichholz hint --format json
  {"take": 1, "winning": true, "row": 2}
  $ spiel streichholz take 1 --row 1
  Error: row 1 is empty; take from row 2, 3 or 4
  [1]
  $ spiel streichholz take 1
  Error: say which row to take from: 'take N --row R' with R one of 2, 3 or 4
  [1]
  $ spiel streichholz take 1 --row 2
  Streichholzspiel - 13 of 16 matches left - your turn: take any number from one row
  
  1  -
  2  |
  3  |||||
  4  ||||| ||
  
  side                   last took
  ------------------  ------------
  you                 1 from row 2
  computer (perfect)  1 from row 2
  $ n() { spiel streichholz hint --format json | python3 -c 'import json,sys; h=json.load(sys.stdin); print(h["take"], "--row", h["row"])'; }
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz show
  Streichholzspiel - 5 of 16 matches left - your turn: take any number from one row
  
  1  -
  2  -
  3  ||
  4  |||
  
  side                   last took
  ------------------  ------------
  you                 1 from row 4
  computer (perfect)  1 from row 3
  $ spiel streichholz hint
  Take 1 from row 4: it leaves the computer a lost position.
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n)
  Streichholzspiel - 1 of 16 matches left - You won: the computer is left the last match, and whoever would take it loses.
  
  1  -
  2  -
  3  |
  4  -
  
  side                   last took
  ------------------  ------------
  you                 2 from row 4
  computer (perfect)  1 from row 3
  $ spiel streichholz log
  move    by        action             result
  ------  --------  -----------------  --------
  1       computer  take 1 from row 1  15 left
  2       player    take 1 from row 2  14 left
  3       computer  take 1 from row 2  13 left
  4       player    take 3 from row 4  10 left
  5       computer  take 1 from row 2  9 left
  6       player    take 1 from row 3  8 left
  7       computer  take 1 from row 3  7 left
  8       player    take 1 from row 4  6 left
  9       computer  take 1 from row 3  5 left
  10      player    take 1 from row 4  4 left
  11      computer  take 1 from row 3  3 left
  12      player    take 2 from row 4  1 left
  $ spiel streichholz log --format json
  {"game": "streichholz", "moves": [{"move": 1, "side": "computer", "action": "take", "took": 1, "left": 15, "row": 1}, {"move": 2, "side": "player", "action": "take", "took": 1, "left": 14, "row": 2}, {"move": 3, "side": "computer", "action": "take", "took": 1, "left": 13, "row": 2}, {"move": 4, "side": "player", "action": "take", "took": 3, "left": 10, "row": 4}, {"move": 5, "side": "computer", "action": "take", "took": 1, "left": 9, "row": 2}, {"move": 6, "side": "player", "action": "take", "took": 1, "left": 8, "row": 3}, {"move": 7, "side": "computer", "action": "take", "took": 1, "left": 7, "row": 3}, {"move": 8, "side": "player", "action": "take", "took": 1, "left": 6, "row": 4}, {"move": 9, "side": "computer", "action": "take", "took": 1, "left": 5, "row": 3}, {"move": 10, "side": "player", "action": "take", "took": 1, "left": 4, "row": 4}, {"move": 11, "side": "computer", "action": "take", "took": 1, "left": 3, "row": 3}, {"move": 12, "side": "player", "action": "take", "took": 2, "left": 1, "row": 4}]}
  $ spiel streichholz review
  Review: rows of 1, 3, 5 and 7 matches, the computer moved first; the start was won for the player.
  
    move  by           rows          took    winning take  verdict
  ------  --------  -------  ------------  --------------  ---------
       1  computer  1 3 5 7  1 from row 1               -
       2  player    0 3 5 7  1 from row 2    1 from row 2
       3  computer  0 2 5 7  1 from row 2               -
       4  player    0 1 5 7  3 from row 4    3 from row 4
       5  computer  0 1 5 4  1 from row 2               -
       6  player    0 0 5 4  1 from row 3    1 from row 3
       7  computer  0 0 4 4  1 from row 3               -
       8  player    0 0 3 4  1 from row 4    1 from row 4
       9  computer  0 0 3 3  1 from row 3               -
      10  player    0 0 2 3  1 from row 4    1 from row 4
      11  computer  0 0 2 2  1 from row 3               -
      12  player    0 0 1 2  2 from row 4    2 from row 4
  
  player: 6 moves, no mistake
  computer: 6 moves, no mistake
  No mistake: the opening position decided the game.

Undo takes back the player's move and the perfect computer's answer, rows and all.

  $ spiel streichholz undo
  Streichholzspiel - 3 of 16 matches left - your turn: take any number from one row
  
  1  -
  2  -
  3  |
  4  ||
  
  side                   last took
  ------------------  ------------
  you                 1 from row 4
  computer (perfect)  1 from row 3
  $ spiel streichholz show --field rows --field turn --field winner
  [0,0,1,2]
  player
  null

Perfect play never lets a win go: one mistake, and the review finds the move that threw the
win away.

  $ spiel streichholz new --seed lost --rows 1,3,5,7 --first computer --force -q
  $ spiel streichholz take 2 --row 4 -q
  $ spiel streichholz hint
  No winning move: in this position every take loses against perfect play; take 1 from row 3 and hope for a mistake.
  $ while [ "$(spiel streichholz show --field finished)" = false ]; do spiel streichholz take $(n) -q; done
  $ spiel streichholz show --field rows --field winner
  [0,0,1,0]
  computer
  $ spiel streichholz review
  Review: rows of 1, 3, 5 and 7 matches, the computer moved first; the start was won for the player.
  
    move  by           rows          took    winning take  verdict
  ------  --------  -------  ------------  --------------  ---------
       1  computer  1 3 5 7  1 from row 1               -
       2  player    0 3 5 7  2 from row 4    1 from row 2  mistake
       3  computer  0 3 5 5  3 from row 2    3 from row 2
       4  player    0 0 5 5  1 from row 3               -
       5  computer  0 0 4 5  1 from row 4    1 from row 4
       6  player    0 0 4 4  1 from row 3               -
       7  computer  0 0 3 4  1 from row 4    1 from row 4
       8  player    0 0 3 3  1 from row 3               -
       9  computer  0 0 2 3  1 from row 4    1 from row 4
      10  player    0 0 2 2  1 from row 3               -
      11  computer  0 0 1 2  2 from row 4    2 from row 4
  
  player: 5 moves, 1 mistake (the first at move 2)
  computer: 6 moves, no mistake
  Move 2 decided the game: after it, the computer never let the win go.
  $ spiel streichholz review --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["moves"][1])'
  {'move': 2, 'side': 'player', 'matches': 15, 'took': 2, 'left': 13, 'won_before': True, 'mistake': True, 'best_take': 1, 'row': 4, 'best_row': 2}

A take set on rows with the last match winning (a subtraction game), the rules it is played by,
and a row too long to draw.

  $ spiel streichholz new --seed takes --rows 1000000,20,6 --takes 1,3,4 --last-wins --level random --force
  Streichholzspiel - 1,000,026 of 1,000,026 matches left - your turn: take 1, 3 or 4 from one row
  
  1  1,000,000 matches
  2  ||||| ||||| ||||| |||||
  3  ||||| |
  
  side                 last took
  -----------------  -----------
  you                          -
  computer (random)            -
  $ spiel streichholz rules
  Streichholzspiel: the rules
  
  Rows of 1,000,000, 20 and 6 matches lie on the table, numbered from 1 at the
  top. You and the computer take turns; in this game you began. Each turn takes
  1, 3 or 4 matches from one row, never more than are left in it. Whoever takes
  the last match wins: the game ends when all rows are empty.
  
  The secret (Sprague 1935, Grundy 1939): each row has a value, the smallest
  number that no take from it leads to (a row no take fits is worth 0); the
  values repeat with a period. Add the rows' values without carrying, digit by
  digit in binary (the Nim sum): a sum of 0 is lost for the side to move; leave
  your opponent one every time and you win.
  
  The computer (level random) chooses any allowed take from any row, each as
  likely.
  
  Move with 'spiel streichholz take N --row R' (without --row while only one row
  can be taken from); the computer answers in the same command. 'spiel
  streichholz hint' names the winning take. 'spiel streichholz undo' takes back
  your last move and the computer's answer, unless the computer drew its answer
  at random.
  $ spiel streichholz take 4 --row 3
  Streichholzspiel - 1,000,019 of 1,000,026 matches left - your turn: take 1, 3 or 4 from one row
  
  1  999,997 matches
  2  ||||| ||||| ||||| |||||
  3  ||
  
  side                  last took
  -----------------  ------------
  you                4 from row 3
  computer (random)  3 from row 1
  $ spiel streichholz show --format json
  {"game": "streichholz", "start": 1000026, "matches": 1000019, "start_rows": [1000000, 20, 6], "rows": [999997, 20, 2], "max_take": null, "takes": [1, 3, 4], "last_wins": true, "level": "random", "turn": "player", "moves": [{"side": "player", "took": 4, "row": 3}, {"side": "computer", "took": 3, "row": 1}], "finished": false, "winner": null}

Refused in rows: one line, its exit status, and the file as it was.

  $ cp streichholz.json before.json
  $ same() { cmp -s streichholz.json before.json && echo unchanged; }
  $ spiel streichholz take 3
  Error: say which row to take from: 'take N --row R' with R one of 1, 2 or 3
  [1]
  $ spiel streichholz take 2 --row 2
  Error: a move takes 1, 3 or 4 matches, not 2
  [1]
  $ spiel streichholz take 3 --row 3
  Error: only 2 matches left in row 3; take 1
  [1]
  $ spiel streichholz take 4 --row 9
  Error: there is no row 9: the game has 3 rows
  [1]
  $ spiel streichholz take 1 --row 0
  Error: Invalid value for '--row': 0 is not in the range x>=1. (see 'spiel streichholz take --help')
  [2]
  $ same
  unchanged
  $ spiel streichholz new --rows 1,3,5,7 --level classic --force
  Error: the classic level plays the original's game only, one row taking 1 to K matches; choose --level perfect or random
  [2]
  $ spiel streichholz new --rows 1,2,3,4,5,6,7,8,9 --force
  Error: Invalid value for '--rows': give 1 to 8 numbers, comma separated, not 9 (see 'spiel streichholz new --help')
  [2]
  $ spiel streichholz new --rows 1000001 --force
  Error: Invalid value for '--rows': '1000001' is not a whole number from 1 to 1,000,000 (see 'spiel streichholz new --help')
  [2]
  $ spiel streichholz new --rows 0,3 --force
  Error: Invalid value for '--rows': '0' is not a whole number from 1 to 1,000,000 (see 'spiel streichholz new --help')
  [2]
  $ spiel streichholz new --rows 3,x --force
  Error: Invalid value for '--rows': 'x' is not a whole number from 1 to 1,000,000 (see 'spiel streichholz new --help')
  [2]
  $ spiel streichholz new --rows 5 --matches 20 --force
  Error: give --matches or --rows, not both
  [2]
  $ spiel streichholz new --rows 5 --max-take 2 --takes 1,3 --force
  Error: give --max-take or --takes, not both
  [2]
  $ spiel streichholz new --rows 4 --takes 1,1 --force
  Error: Invalid value for '--takes': 1 is given twice (see 'spiel streichholz new --help')
  [2]
  $ spiel streichholz new --rows 1 --force
  Error: nothing to play: the first side could take no match, or only the last one; give more matches or other takes
  [2]
  $ same
  unchanged
