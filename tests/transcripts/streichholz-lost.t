A game lost against perfect play, through a pipe: whoever takes the last match loses.

  $ spiel streichholz new --seed lost --matches 9 --level perfect -o - -q \
  >   | spiel streichholz take 3 -f - -q | spiel streichholz take 3 -f - -q \
  >   | spiel streichholz take 1 -f - > lost.json
  Streichholzspiel - 0 of 9 matches left - The computer won: you took the last match, and whoever takes it loses.
  
  (no matches left)
  
  side                  last took
  ------------------  -----------
  you                           1
  computer (perfect)            1
  The computer won: you took the last match, and whoever takes it loses.
  $ spiel streichholz show -f lost.json --format json
  {"game": "streichholz", "start": 9, "matches": 0, "max_take": 3, "last_wins": false, "level": "perfect", "turn": null, "moves": [{"by": "player", "took": 3}, {"by": "computer", "took": 1}, {"by": "player", "took": 3}, {"by": "computer", "took": 1}, {"by": "player", "took": 1}], "finished": true, "winner": "computer"}
