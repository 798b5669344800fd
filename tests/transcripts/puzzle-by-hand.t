A scrambled puzzle solved by hand: hints, slides by letter, by direction and in runs, undo.

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel puzzle new --scramble 10 --seed 1
  Buchstabenpuzzle 4x4 - 0 moves
  
  A  B  C  D
  E  F  G  H
  I  N  .  O
  M  L  J  K
  $ spiel puzzle hint
  Slide J: 10 moves to go (proven shortest).
  $ spiel puzzle slide J
  Buchstabenpuzzle 4x4 - 1 move
  
  A  B  C  D
  E  F  G  H
  I  N  J  O
  M  L  .  K
  $ spiel puzzle slide right
  Buchstabenpuzzle 4x4 - 2 moves
  
  A  B  C  D
  E  F  G  H
  I  N  J  O
  M  .  L  K
  $ spiel puzzle undo 2
  Buchstabenpuzzle 4x4 - 0 moves
  
  A  B  C  D
  E  F  G  H
  I  N  .  O
  M  L  J  K
  $ spiel puzzle slide J L N J L K O L K
  Buchstabenpuzzle 4x4 - 9 moves
  
  A  B  C  D
  E  F  G  H
  I  J  K  L
  M  N  .  O
  $ spiel puzzle slide O
  Buchstabenpuzzle 4x4 - solved in 10 moves
  
  A  B  C  D
  E  F  G  H
  I  J  K  L
  M  N  O  .
  $ spiel puzzle log
  move    by    action                   result
  ------  ----  -----------------------  --------
  1       you   slide J                  1 move
  2       you   slide L                  2 moves
  3       you   take back 2 moves        0 moves
  4       you   slide J L N J L K O L K  9 moves
  5       you   slide O                  10 moves
  $ spiel puzzle slide O
  Error: the puzzle is solved (10 moves); start a new one with 'spiel puzzle new'
  [1]

A whole row slides at once, each tile counting:

  $ spiel puzzle new --board ABCD/EFGH/IJKL/.MNO --force -q
  $ spiel puzzle slide O --format json
  {"schema_version": 1, "game": "puzzle", "size": 4, "alphabet": "ABCDEFGHIJKLMNO", "board": [["A", "B", "C", "D"], ["E", "F", "G", "H"], ["I", "J", "K", "L"], ["M", "N", "O", null]], "move_count": 3, "solved": true}
  Solved in 3 moves!
