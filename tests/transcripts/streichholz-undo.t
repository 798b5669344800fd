Taking a move back: the player's last move and the computer's answer, when that answer drew
no random number. Against perfect play it never does.

  $ spiel streichholz new --seed 1 --matches 20 --level perfect -q
  $ spiel streichholz take 1
  Streichholzspiel - 17 of 20 matches left - your turn: take 1 to 3
  
  ||||| ||||| ||||| ||
  
  side                  last took
  ------------------  -----------
  you                           1
  computer (perfect)            2
  $ spiel streichholz undo
  Streichholzspiel - 20 of 20 matches left - your turn: take 1 to 3
  
  ||||| ||||| ||||| |||||
  
  side                  last took
  ------------------  -----------
  you                           -
  computer (perfect)            -
  $ spiel streichholz undo
  Error: nothing to undo: you have not taken any matches yet
  [1]
  $ spiel streichholz take 3 -q
  $ spiel streichholz take 2 -q
  $ spiel streichholz undo -q
  $ spiel streichholz show --field matches --field moves
  16
  [{"side":"player","took":3},{"side":"computer","took":1}]

Undone moves stay in the history: the log shows them and the undo, and the review grades
them, marked as undone and not counted.

  $ spiel streichholz log
  move    by        action             result
  ------  --------  -----------------  --------
  1       you       take 1             19 left
  2       computer  takes 2            17 left
  3       you       take back 2 moves  20 left
  4       you       take 3             17 left
  5       computer  takes 1            16 left
  6       you       take 2             14 left
  7       computer  takes 1            13 left
  8       you       take back 2 moves  16 left
  $ spiel streichholz log --format json
  {"schema_version": 1, "game": "streichholz", "moves": [{"move": 1, "side": "player", "action": "take", "took": 1, "left": 19}, {"move": 2, "side": "computer", "action": "take", "took": 2, "left": 17}, {"move": 3, "side": "player", "action": "undo", "undone": [{"side": "player", "took": 1}, {"side": "computer", "took": 2}], "left": 20}, {"move": 4, "side": "player", "action": "take", "took": 3, "left": 17}, {"move": 5, "side": "computer", "action": "take", "took": 1, "left": 16}, {"move": 6, "side": "player", "action": "take", "took": 2, "left": 14}, {"move": 7, "side": "computer", "action": "take", "took": 1, "left": 13}, {"move": 8, "side": "player", "action": "undo", "undone": [{"side": "player", "took": 2}, {"side": "computer", "took": 1}], "left": 16}]}
  $ spiel streichholz review
  Review: 20 matches, you moved first; the start was won for you.
  
    move  by          matches    took    winning take  verdict
  ------  --------  ---------  ------  --------------  ---------------------
       1  you              20       1               3  mistake, undone
       2  computer         19       2               2  undone
       3  you                                          undo of moves 1 and 2
       4  you              20       3               3
       5  computer         17       1               -
       6  you              16       2               3  mistake, undone
       7  computer         14       1               1  undone
       8  you                                          undo of moves 6 and 7
  
  You: 1 move, no mistake
  Computer: 1 move, no mistake
  No mistake so far: the position is still won for you.

After the end the same rule holds: here the player's move ended the game, and nothing
answered it.

  $ spiel streichholz new --seed 1 --matches 7 --level perfect --force -q
  $ spiel streichholz take 2 -q
  $ spiel streichholz take 3
  Streichholzspiel - 1 of 7 matches left - You won: the computer is left the last match, and whoever would take it loses.
  
  |
  
  side                  last took
  ------------------  -----------
  you                           3
  computer (perfect)            1
  $ spiel streichholz undo
  Streichholzspiel - 4 of 7 matches left - your turn: take 1 to 3
  
  ||||
  
  side                  last took
  ------------------  -----------
  you                           2
  computer (perfect)            1
  $ spiel streichholz show --field finished --field matches
  false
  4

The random computer draws every answer: nothing can be undone against it. The file stays
byte for byte as it was.

  $ spiel streichholz new --seed 1 --matches 20 --level random --force -q
  $ spiel streichholz take 2 -q
  $ cp streichholz.json before.json
  $ spiel streichholz undo
  Error: the computer chose its answer to your last move at random, so it cannot be undone: an undo would let you see a random draw and choose again
  [1]
  $ spiel streichholz undo --format json
  {"schema_version": 1, "exit": 1, "error": {"code": "undo_after_draw", "message": "the computer chose its answer to your last move at random, so it cannot be undone: an undo would let you see a random draw and choose again", "took": 2, "answer": 1}}
  [1]
  $ cmp streichholz.json before.json && echo unchanged
  unchanged

The classic computer draws only when it answers at random: when the player's move left it a
lost position it was not in before (here 17 matches, 4 x 4 + 1).

  $ spiel streichholz new --seed 1 --matches 20 --level classic --force -q
  $ spiel streichholz take 1 -q
  $ spiel streichholz undo -q
  $ spiel streichholz take 3 -q
  $ spiel streichholz undo
  Error: the computer chose its answer to your last move at random, so it cannot be undone: an undo would let you see a random draw and choose again
  [1]

In German:

  $ spiel --lang de streichholz undo
  Fehler: Der Computer hat seine Antwort auf deinen letzten Zug ausgelost, darum lässt sie sich nicht zurücknehmen: Eine Rücknahme ließe dich erst den Zufall sehen und dann neu wählen
  [1]
  $ spiel --lang de streichholz new --seed 1 --matches 20 --level perfect --force -q
  $ spiel --lang de streichholz undo
  Fehler: Nichts zurückzunehmen: Du hast noch keine Hölzer genommen
  [1]
  $ spiel --lang de streichholz take 2 -q
  $ spiel --lang de streichholz undo -q
  $ spiel --lang de streichholz log
  Nr.    Wer       Aktion                Ergebnis
  -----  --------  --------------------  ----------
  1      du        nimmst 2              18 übrig
  2      Computer  nimmt 1               17 übrig
  3      du        nimmst 2 Züge zurück  20 übrig
