The game of Marienbad, 1, 3, 5 and 7 matches in rows, against perfect play. A move takes any
number from one row; whoever takes the last match loses. The start has the Nim sum 0: lost for
the side that begins, so the player lets the computer begin and follows the hints to the win.

  $ spiel streichholz new --seed marienbad --rows 1,3,5,7 --first computer
  Streichholzspiel - 14 of 16 matches left - your turn: take any number from one row
  
  1  |
  2  |
  3  |||||
  4  ||||| ||
  
  side                   last took
  ------------------  ------------
  you                            -
  computer (perfect)  2 from row 2
  $ spiel streichholz hint
  Take 2 from row 4: then the Nim sum is 0, and every answer makes it non-zero again. With the last match losing, aim for Nim sum 0 until only single matches would be left; then leave an odd number of them.
  $ spiel streichholz hint --format json
  {"schema_version": 1, "take": 2, "winning": true, "row": 4, "why": {"row": 4, "take": 2, "wins": true, "values": [1, 1, 5, 7], "values_after": [1, 1, 5, 5], "period": null, "nim_sum_before": 2, "nim_sum_after": 0, "endgame": false, "target": 0, "replies": 0}}
  $ spiel streichholz take 2 --row 4
  Streichholzspiel - 10 of 16 matches left - your turn: take any number from one row
  
  1  |
  2  |
  3  |||
  4  |||||
  
  side                   last took
  ------------------  ------------
  you                 2 from row 4
  computer (perfect)  2 from row 3
  $ n() { spiel streichholz hint --format json | python3 -c 'import json,sys; h=json.load(sys.stdin); print(h["take"], "--row", h["row"])'; }
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz show
  Streichholzspiel - 2 of 16 matches left - your turn: take any number from one row
  
  1  -
  2  |
  3  |
  4  -
  
  side                   last took
  ------------------  ------------
  you                 3 from row 4
  computer (perfect)  1 from row 1
  $ spiel streichholz hint
  Take 1 from row 2: then one match is left, and your opponent has to take it.
  $ spiel streichholz take 1 --row 1
  Error: row 1 is empty; take from row 2 or 3
  [1]
  $ spiel streichholz take 1
  Error: say which row to take from: 'take N --row R' with R one of 2 or 3
  [1]
  $ spiel streichholz take $(n)
  Streichholzspiel - 1 of 16 matches left - You won: the computer is left the last match, and whoever would take it loses.
  
  1  -
  2  -
  3  |
  4  -
  
  side                   last took
  ------------------  ------------
  you                 1 from row 2
  computer (perfect)  1 from row 1
  $ spiel streichholz hint
  Error: the game is over; start a new one with 'spiel streichholz new'
  [1]
  $ spiel streichholz log
  move    by        action              result
  ------  --------  ------------------  --------
  1       computer  takes 2 from row 2  14 left
  2       you       take 2 from row 4   12 left
  3       computer  takes 2 from row 3  10 left
  4       you       take 2 from row 4   8 left
  5       computer  takes 2 from row 3  6 left
  6       you       take 3 from row 4   3 left
  7       computer  takes 1 from row 1  2 left
  8       you       take 1 from row 2   1 left
  $ spiel streichholz log --format json
  {"schema_version": 1, "game": "streichholz", "moves": [{"move": 1, "side": "computer", "action": "take", "took": 2, "left": 14, "row": 2}, {"move": 2, "side": "player", "action": "take", "took": 2, "left": 12, "row": 4}, {"move": 3, "side": "computer", "action": "take", "took": 2, "left": 10, "row": 3}, {"move": 4, "side": "player", "action": "take", "took": 2, "left": 8, "row": 4}, {"move": 5, "side": "computer", "action": "take", "took": 2, "left": 6, "row": 3}, {"move": 6, "side": "player", "action": "take", "took": 3, "left": 3, "row": 4}, {"move": 7, "side": "computer", "action": "take", "took": 1, "left": 2, "row": 1}, {"move": 8, "side": "player", "action": "take", "took": 1, "left": 1, "row": 2}]}
  $ spiel streichholz review
  Review: rows of 1, 3, 5 and 7 matches, the computer moved first; the start was won for you.
  
    move  by           rows          took    winning take  verdict
  ------  --------  -------  ------------  --------------  ---------
       1  computer  1 3 5 7  2 from row 2               -
       2  you       1 1 5 7  2 from row 4    2 from row 4
       3  computer  1 1 5 5  2 from row 3               -
       4  you       1 1 3 5  2 from row 4    2 from row 4
       5  computer  1 1 3 3  2 from row 3               -
       6  you       1 1 1 3  3 from row 4    3 from row 4
       7  computer  1 1 1 0  1 from row 1               -
       8  you       0 1 1 0  1 from row 2    1 from row 2
  
  You: 4 moves, no mistake
  Computer: 4 moves, no mistake
  No mistake: the opening position decided the game.

Undo takes back the player's winning move, rows and all (the game ended with it: there was no
answer to take back).

  $ spiel streichholz undo
  Streichholzspiel - 2 of 16 matches left - your turn: take any number from one row
  
  1  -
  2  |
  3  |
  4  -
  
  side                   last took
  ------------------  ------------
  you                 3 from row 4
  computer (perfect)  1 from row 1
  $ spiel streichholz show --field rows --field turn --field winner
  [0,1,1,0]
  player
  null

Perfect play never lets a win go: one mistake, and the review finds the move that threw the
win away.

  $ spiel streichholz new --seed lost --rows 1,3,5,7 --first computer --force -q
  $ spiel streichholz take 1 --row 3 -q
  $ spiel streichholz hint
  No take wins against perfect play: the Nim sum is already 0. Take 1 from row 1: that leaves your opponent just 1 winning answer; no other take leaves fewer.
  $ while [ "$(spiel streichholz show --field finished)" = false ]; do spiel streichholz take $(n) -q; done
  $ spiel streichholz show --field rows --field winner
  [0,0,1,0]
  computer
  $ spiel streichholz review
  Review: rows of 1, 3, 5 and 7 matches, the computer moved first; the start was won for you.
  
    move  by           rows          took    winning take  verdict
  ------  --------  -------  ------------  --------------  ---------
       1  computer  1 3 5 7  2 from row 2               -
       2  you       1 1 5 7  1 from row 3    2 from row 4  mistake
       3  computer  1 1 4 7  3 from row 4    3 from row 4
       4  you       1 1 4 4  1 from row 1               -
       5  computer  0 1 4 4  1 from row 2    1 from row 2
       6  you       0 0 4 4  1 from row 3               -
       7  computer  0 0 3 4  1 from row 4    1 from row 4
       8  you       0 0 3 3  1 from row 3               -
       9  computer  0 0 2 3  1 from row 4    1 from row 4
      10  you       0 0 2 2  1 from row 3               -
      11  computer  0 0 1 2  2 from row 4    2 from row 4
  
  You: 5 moves, 1 mistake (the first at move 2)
  Computer: 6 moves, no mistake
  Move 2 decided the game: after it, the computer never let the win go.
  $ spiel streichholz review --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["moves"][1])'
  {'move': 2, 'side': 'player', 'matches': 14, 'took': 1, 'left': 13, 'won_before': True, 'mistake': True, 'best_take': 2, 'row': 3, 'best_row': 4}

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
  streichholz hint' names the winning take and says why. 'spiel streichholz
  undo' takes back your last move and the computer's answer, unless the computer
  drew its answer at random.
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
  {"schema_version": 1, "game": "streichholz", "start": 1000026, "matches": 1000019, "start_rows": [1000000, 20, 6], "rows": [999997, 20, 2], "max_take": null, "takes": [1, 3, 4], "last_wins": true, "level": "random", "turn": "player", "moves": [{"side": "player", "took": 4, "row": 3}, {"side": "computer", "took": 3, "row": 1}], "finished": false, "winner": null}

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
  Error: Invalid value for '--row': 0 is not in the range x>=1 (see 'spiel streichholz take --help')
  [2]
  $ same
  unchanged
  $ spiel streichholz new --rows 1,3,5,7 --level classic --force
  Error: the classic level plays the original's game only, one row taking 1 to K matches; choose --level perfect or --level random
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
  Error: Invalid value for '--takes': '1' is given twice (see 'spiel streichholz new --help')
  [2]
  $ spiel streichholz new --rows 1 --force
  Error: nothing to play: whoever moves first could take no match, or only the last one; give more matches or other takes
  [2]
  $ same
  unchanged
