A scrambled puzzle solved by the solver, through a pipe, and a 3x3 from a given board.

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel puzzle new --scramble 25 --seed apply -o - -q | spiel puzzle solve --apply -f - -q > solved.json
  $ spiel puzzle show -f solved.json
  Buchstabenpuzzle 4x4 - solved in 23 moves
  
  A  B  C  D
  E  F  G  H
  I  J  K  L
  M  N  O  .
  $ spiel puzzle log -f solved.json
  move    by      action                                                result
  ------  ------  ----------------------------------------------------  --------
  1       solver  slides D H G C H D B A E F J N K O L G C H D C G K O  23 moves

  $ spiel puzzle new --board HGF/EDC/BA. -f three.json -q
  $ spiel puzzle solve -f three.json --format json
  {"schema_version": 1, "tiles": ["C", "D", "G", "H", "E", "B", "A", "G", "H", "E", "B", "A", "G", "H", "E", "F", "D", "C", "H", "E", "F", "D", "C", "F", "D", "B", "A", "D", "E", "H"], "length": 30, "optimal": true}
  $ spiel puzzle solve -f three.json --apply -q
