A short tour leaves its tables in the cache folder: the Kniffel table and its spread of a
three-round game (for the chances of winning) and the 3x3 puzzle's distances (for a hint).
`spiel cache list` shows them with their variants, sizes, build times and status, and leaves
other programs' files alone; `spiel cache clear` removes them. The files' times are set, and
shown in UTC, so that the listing stays the same; a Kniffel table's size varies by a few bytes
with the build time its description records.

  $ export SPIEL_CACHE_DIR="$PWD/cache" TZ=UTC
  $ spiel kniffel new --seed 0 --players Anna,Bob --rounds 3 -q
  $ spiel kniffel show --chances --field players.0.chance 2>/dev/null
  0.5
  $ spiel puzzle new --board ABC/DEF/G.H -q
  $ spiel puzzle hint
  Slide H: 1 move to go (proven shortest).
  $ echo "another program's" > cache/notes.txt
  $ touch -d "2026-12-01 14:03 UTC" cache/*

  $ spiel cache list
  game     kind            variant                              size  built             status
  -------  --------------  --------------------------------  -------  ----------------  --------
  kniffel  table           kniffel rules, 3 rounds, 3 rolls   9.3 kB  2026-12-01 14:03  intact
  kniffel  spread          kniffel rules, 3 rounds, 3 rolls  27.[45] kB  2026-12-01 14:03  intact (re)
  puzzle   distance table  3x3, every arrangement             363 kB  2026-12-01 14:03  intact
  3 files, 400 kB in */cache (glob)

A damaged table is listed as such (the next command that needs it builds it again):

  $ printf X >> cache/puzzle3-distances-v1.bin
  $ touch -d "2026-12-01 14:03 UTC" cache/*
  $ spiel cache list --tablefmt plain 2>/dev/null | tail -1
  puzzle   distance table  3x3, every arrangement             363 kB  2026-12-01 14:03  damaged (its size does not match its header)

  $ spiel cache list --format json 2>/dev/null | python3 -c '
  > import json, sys
  > for f in json.load(sys.stdin)["files"]:
  >     print(f["file"], f["kind"], f["built"], f["status"])'
  kniffel-table-v2-kniffel-rolls3-rounds3.bin table 2026-12-01T14:03:00Z intact
  kniffel-spread-v3-kniffel-rolls3-rounds3.bin spread 2026-12-01T14:03:00Z intact
  puzzle3-distances-v1.bin distances 2026-12-01T14:03:00Z damaged

Clearing wants a confirmation; then it removes one game's tables, or all of spiel's:

  $ spiel cache clear
  Error: clearing deletes cached tables; confirm with --yes (see 'spiel cache clear --help')
  [2]
  $ spiel cache clear --yes --game puzzle
  game    kind            variant                   size  built             status
  ------  --------------  ----------------------  ------  ----------------  --------------------------------------------
  puzzle  distance table  3x3, every arrangement  363 kB  2026-12-01 14:03  damaged (its size does not match its header)
  Removed 1 file (363 kB).
  $ spiel cache clear --yes -q
  $ ls cache
  notes.txt
  $ spiel cache list
  The cache folder */cache holds no tables. (glob)
