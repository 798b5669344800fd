The computer opens and moves at once; with --last-wins the taker of the last match wins.

  $ spiel streichholz new --seed open --matches 14 --first computer --level perfect --last-wins
  Streichholzspiel - 12 of 14 matches left - your turn: take 1 to 3
  
  ||||| ||||| ||
  
  side                  last took
  ------------------  -----------
  you                           -
  computer (perfect)            2
  $ spiel streichholz hint
  No winning move: with 12 left every take loses against perfect play; take 1 and hope for a mistake.
  $ spiel streichholz take 1 --format json
  {"schema_version": 1, "game": "streichholz", "start": 14, "matches": 8, "max_take": 3, "last_wins": true, "level": "perfect", "turn": "player", "moves": [{"side": "computer", "took": 2}, {"side": "player", "took": 1}, {"side": "computer", "took": 3}], "finished": false, "winner": null}
