Every refused action says one line, exits with its documented status, and leaves the
state file byte for byte as it was.

  $ spiel kniffel new --seed errors -q
  $ cp kniffel.json before.json
  $ same() { cmp -s kniffel.json before.json && echo unchanged; }

Exit 1, the rules do not allow it now:

  $ spiel kniffel take chance
  Error: Player 1 has not rolled in round 1 yet; roll first
  [1]
  $ spiel kniffel roll --keep 1
  Error: the turn's first roll rolls all five dice; roll without --keep or --reroll
  [1]
  $ spiel kniffel new
  Error: kniffel.json holds an unfinished game; finish it, choose another file with --file, or replace it with --force
  [1]
  $ same
  unchanged
  $ spiel kniffel roll -q && spiel kniffel roll -q && spiel kniffel roll -q && cp kniffel.json before.json
  $ spiel kniffel roll
  Error: no rolls left in round 1; take a category
  [1]
  $ spiel kniffel take 13 -q && cp kniffel.json before.json
  $ spiel kniffel roll -q && spiel kniffel take chance
  Error: Chance is already taken (*); take one of: Ones, Twos, Threes, Fours, Fives, Sixes, Three of a kind, Four of a kind, Full house, Small straight, Large straight or Kniffel (glob)
  [1]
  $ cp kniffel.json before.json

Exit 2, a malformed or out-of-range value:

  $ spiel kniffel roll --keep 7
  Error: Invalid value for '--keep': '7' is not a die position; give positions 1 to 5, comma separated (see 'spiel kniffel roll --help')
  [2]
  $ spiel kniffel roll --keep 1 --reroll 2
  Error: give --keep or --reroll, not both (see 'spiel kniffel roll --help')
  [2]
  $ spiel kniffel take foo
  Error: no category 'foo'; take one of: Ones, Twos, Threes, Fours, Fives, Sixes, Three of a kind, Four of a kind, Full house, Small straight, Large straight or Kniffel
  [2]
  $ spiel kniffel new --players Anna,Anna --force
  Error: the name 'Anna' is given twice; names must be unique
  [2]
  $ spiel kniffel new --rolls 12 --force
  Error: Invalid value for '--rolls': 12 is not in the range 1<=x<=9 (see 'spiel kniffel new --help')
  [2]
  $ spiel kniffel score 1,2,3
  Error: give exactly 5 dice, not 3
  [2]
  $ spiel kniffel show --format xml
  Error: Invalid value for '--format': 'xml' is not one of 'table', 'json' (see 'spiel kniffel show --help')
  [2]
  $ same
  unchanged

Exit 3, the state file cannot be used:

  $ spiel kniffel show -f missing.json
  Error: 'missing.json' does not exist; start a game with 'spiel kniffel new'
  [3]
  $ echo '{"format": "spiel", "version": 3, "game": "kniffel"}' > future.json
  $ spiel kniffel roll -f future.json
  Error: 'future.json' was written by a newer spiel (format version 3, this one reads up to 2); upgrade spiel to read it
  [3]
  $ echo 'not json' > notes.txt
  $ spiel kniffel roll -f notes.txt
  Error: 'notes.txt' is not JSON (Expecting value: line 1 column 1 (char 0))
  [3]
  $ sed 's/"draws": [0-9]*/"draws": 1/' kniffel.json > tampered.json
  $ spiel kniffel roll -f tampered.json
  Error: 'tampered.json' is not a valid kniffel state: the draw counter does not match the history
  [3]

Exit 4, the new state cannot be written; the old one stays:

  $ spiel kniffel roll -o no/such/dir/state.json
  Error: cannot lock */no/such/dir/state.json: No such file or directory (creating */no/such/dir/.state.json.lock) (glob)
  [4]
  $ same
  unchanged
