A whole seeded single-player game, the state piped from command to command.
Each turn rolls, keeps some dice, rolls again and takes a category.

  $ export SOURCE_DATE_EPOCH=1790000000 XDG_DATA_HOME="$PWD/data"
  $ turn() { spiel kniffel roll -f - -q | spiel kniffel roll -f - --keep "$1" -q | spiel kniffel take "$2" -f - -q; }

The first roll shows the board on standard error while the state goes on:

  $ spiel kniffel new --seed pipe -o - -q | spiel kniffel roll -f - > /dev/null
  Round 1 of 13 - Player 1's turn - roll 1 of 3 (2 left)
  
  position      1    2    3    4    5
  ----------  ---  ---  ---  ---  ---
  die           6    1    1    6    5
  
    row  category           Player 1    take
  -----  ---------------  ----------  ------
      1  Ones                              2
      2  Twos                              0
      3  Threes                            0
      4  Fours                             0
      5  Fives                             5
      6  Sixes                            12
         Upper sum                 0
         Bonus                     0
      7  Three of a kind                   0
      8  Four of a kind                    0
      9  Full house                        0
     10  Small straight                    0
     11  Large straight                    0
     12  Kniffel                           0
     13  Chance                           19
         Lower sum                 0
         Total                     0

Thirteen turns through one pipe:

  $ spiel kniffel new --seed pipe -o - -q | turn 2,3 6er | turn 1 1er | turn 1,2 2er | turn 1 3er \
  >   | turn 1 4er | turn 1 5er | turn 1,2,3 3er-pasch | turn 1,2 4er-pasch | turn 1,2 full-house \
  >   | turn 1,2,3 kleine-strasse | turn 1,2,3,4 "Große Straße" | turn 1 kniffel | turn "" chance \
  >   > final.json

  $ spiel kniffel show -f final.json
  Game over after 13 rounds - winner: Player 1 (83 points)
  
    row  category           Player 1
  -----  ---------------  ----------
      1  Ones                      0
      2  Twos                      4
      3  Threes                    3
      4  Fours                     4
      5  Fives                     0
      6  Sixes                     6
         Upper sum                17
         Bonus                     0
      7  Three of a kind          14
      8  Four of a kind            0
      9  Full house                0
     10  Small straight           30
     11  Large straight            0
     12  Kniffel                   0
     13  Chance                   22
         Lower sum                66
         Total                    83
  $ spiel kniffel log -f final.json | head -5
  move    by        action                        result
  ------  --------  ----------------------------  ---------
  1       Player 1  rolls                         6 1 1 6 5
  2       Player 1  keeps dice 2,3 and rolls      4 1 1 2 6
  3       Player 1  takes Sixes                   6 points
  $ spiel kniffel log -f final.json --format json | python3 -c "import json,sys; print(len(json.load(sys.stdin)['moves']))"
  39

The finished game goes into the highscore once: the very same entry again changes
nothing, a renamed copy is refused:

  $ spiel kniffel highscore add -f final.json --name Solo
  Recorded Solo: 83 points, rank 1
    rank  name      score  rules          date
  ------  ------  -------  -------------  ----------
       1  Solo         83  kniffel rules  2026-09-21
  $ spiel kniffel highscore add -f final.json --name Solo
  Solo: 83 points is in the highscore already, rank 1; nothing added
    rank  name      score  rules          date
  ------  ------  -------  -------------  ----------
       1  Solo         83  kniffel rules  2026-09-21
  $ spiel kniffel highscore add -f final.json --name Other
  Error: this game is already in the highscore; a game is recorded once
  [1]
