Refused puzzle commands say one line, exit with their status, and leave the file as it was.

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel puzzle new --board ABCD/EFGH/IJKL/M.NO -q
  $ cp puzzle.json before.json
  $ same() { cmp -s puzzle.json before.json && echo unchanged; }

  $ spiel puzzle slide N A
  Error: A is not in the gap's row or column (board ABCD/EFGH/IJKL/MN.O); nothing was moved
  [1]
  $ spiel puzzle slide up
  Error: no tile can move up: the gap is at that edge; nothing was moved
  [1]
  $ spiel puzzle slide Z
  Error: 'Z' is no tile; give a letter of ABCDEFGHIJKLMNO or a direction ('up', 'down', 'left' or 'right')
  [2]
  $ spiel puzzle undo
  Error: no tile has been moved yet; there is nothing to take back
  [1]
  $ spiel puzzle undo 0
  Error: Invalid value for 'N': 0 is not in the range x>=1 (see 'spiel puzzle undo --help')
  [2]
  $ same
  unchanged
  $ spiel puzzle new --board BACD/EFGH/IJKL/MNO. --force
  Error: this board cannot be solved: slides never change the parity of its inversions plus the gap's row; swap two tiles to make it solvable
  [2]
  $ spiel puzzle new --board ABC/DEF --force
  Error: a board has 3 to 6 rows separated by '/', not 2
  [2]
  $ spiel puzzle new --size 9 --force
  Error: Invalid value for '--size': 9 is not in the range 3<=x<=6 (see 'spiel puzzle new --help')
  [2]
  $ spiel puzzle new --alphabet ABC --force
  Error: an alphabet has 8, 15, 24 or 35 characters (sizes 3 to 6), not 3
  [2]
  $ spiel puzzle hint --max-seconds 0
  Error: Invalid value for '--max-seconds': 0.0 is not in the range 0.1<=x<=86400 (see 'spiel puzzle hint --help')
  [2]
  $ same
  unchanged
