A game lost against perfect play, through a pipe: as in the original, the game ends as soon as
one match is left to the side about to move, which would have to take it and so has lost.

  $ spiel streichholz new --seed lost --matches 9 --level perfect -o - -q \
  >   | spiel streichholz take 3 -f - -q | spiel streichholz take 3 -f - > lost.json
  Streichholzspiel - 1 of 9 matches left - The computer won: you are left the last match, and whoever would take it loses.
  
  |
  
  side                  last took
  ------------------  -----------
  you                           3
  computer (perfect)            1
  $ spiel streichholz show -f lost.json --format json
  {"schema_version": 1, "game": "streichholz", "start": 9, "matches": 1, "max_take": 3, "last_wins": false, "level": "perfect", "turn": null, "moves": [{"side": "player", "took": 3}, {"side": "computer", "took": 1}, {"side": "player", "took": 3}, {"side": "computer", "took": 1}], "finished": true, "winner": "computer"}

Nothing is left to do in it, and a new game replaces it without --force.

  $ spiel streichholz take 1 -f lost.json
  Error: the game is over; start a new one with 'spiel streichholz new'
  [1]
  $ spiel streichholz hint -f lost.json
  Error: the game is over; start a new one with 'spiel streichholz new'
  [1]
  $ spiel streichholz new --seed again --matches 12 -f lost.json -q
