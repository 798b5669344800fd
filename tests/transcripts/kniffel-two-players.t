Two players through a state file, thirteen rounds, one winner.

  $ spiel kniffel new --seed duel --players Anna,Bob -q
  $ for category in chance 6 5 4 3 2 1 3er-pasch 4er-pasch "Full House" kleine-strasse grosse-strasse kniffel; do
  >   for player in Anna Bob; do
  >     spiel kniffel roll -q && spiel kniffel roll --keep 1,2 -q && spiel kniffel take "$category" -q || exit 1
  >   done
  > done
  $ spiel kniffel show
  Game over after 13 rounds - winner: Anna (40 points)
  
    row  category           Anna    Bob
  -----  ---------------  ------  -----
      1  Ones                  1      1
      2  Twos                  0      0
      3  Threes                3      3
      4  Fours                 4      0
      5  Fives                 5      0
      6  Sixes                12     12
         Upper sum            25     16
         Bonus                 0      0
      7  Three of a kind       0      0
      8  Four of a kind        0      0
      9  Full house            0      0
     10  Small straight        0      0
     11  Large straight        0      0
     12  Kniffel               0      0
     13  Chance               15     14
         Lower sum            15     14
         Total                40     30
  $ spiel kniffel show --format json | python3 -c "import json,sys; d=json.load(sys.stdin); print(d['finished'], d['winners'], [p['total'] for p in d['players']])"
  True ['Anna'] [40, 30]

Nothing more may happen in a finished game:

  $ spiel kniffel roll
  Error: the game is over; start a new one with 'spiel kniffel new'
  [1]

A finished game may be replaced without --force:

  $ spiel kniffel new --seed next -q && spiel kniffel show --format json | python3 -c "import json,sys; print(json.load(sys.stdin)['round'])"
  1
