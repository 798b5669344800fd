Refused moves say one line, exit with their status, and leave the file as it was.

  $ spiel streichholz new --seed errors --matches 9 --level random -q
  $ cp streichholz.json before.json
  $ same() { cmp -s streichholz.json before.json && echo unchanged; }

  $ spiel streichholz take 0
  Error: Invalid value for 'N': take at least 1 match, not 0 (see 'spiel streichholz take --help')
  [2]
  $ spiel streichholz take foo
  Error: Invalid value for 'N': 'foo' is not a whole number (see 'spiel streichholz take --help')
  [2]
  $ spiel streichholz take 4
  Error: at most 3 matches may be taken at once; take 1 to 3
  [1]
  $ same
  unchanged
  $ spiel streichholz take 1 -q && spiel streichholz take 2 -q && cp streichholz.json before.json
  $ spiel streichholz take 3
  Error: only 2 matches left; take 1 or 2
  [1]
  $ same
  unchanged
  $ spiel streichholz take 1 -q
  $ cp streichholz.json before.json
  $ spiel streichholz take 1
  Error: the game is over; start a new one with 'spiel streichholz new'
  [1]
  $ spiel streichholz hint
  Error: the game is over; start a new one with 'spiel streichholz new'
  [1]
  $ same
  unchanged
  $ spiel streichholz new --matches 99 --force
  Error: Invalid value for '--matches': 99 is not in the range 7<=x<=50 (see 'spiel streichholz new --help')
  [2]
  $ spiel streichholz new --level genius --force
  Error: Invalid value for '--level': 'genius' is not one of 'classic', 'perfect', 'random' (see 'spiel streichholz new --help')
  [2]
  $ spiel kniffel show -f streichholz.json
  Error: 'streichholz.json' holds a streichholz game, not a kniffel game; read it with 'spiel streichholz'
  [3]
