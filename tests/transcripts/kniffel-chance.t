A game of two, a person against the optimal computer player: each player's chance of winning
as the game goes, and hints that play to win. The tables are built on the first command that
needs them; their progress goes to standard error, left out here.

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel kniffel new --seed 0 --players Anna,cpu:optimal --rounds 3 -q
  $ spiel kniffel show --chances 2>/dev/null
  Round 1 of 3 - Anna's turn - no roll yet (3 rolls left)
  
    row  category             Anna    cpu:optimal
  -----  -----------------  ------  -------------
      1  Ones
      2  Twos
      3  Threes
      4  Fours
      5  Fives
      6  Sixes
         Upper sum               0              0
         Bonus                   0              0
      7  Three of a kind
      8  Four of a kind
      9  Full house
     10  Small straight
     11  Large straight
     12  Kniffel
     13  Chance
         Lower sum               0              0
         Total                   0              0
         Chance of winning   50.0%          50.0%
  $ spiel kniffel roll --tablefmt plain | head -1
  Round 1 of 3 - Anna's turn - roll 1 of 3 (2 left)
  $ spiel kniffel show --chances --tablefmt plain 2>/dev/null | tail -2
         Total                   0              0
         Chance of winning   45.6%          54.4%

The hint plays to win: its best move is not the one with the most points to expect.

  $ spiel kniffel hint 2>/dev/null
  Anna: keep dice 1,2,5 and roll (chance of winning 47.4%, expected final total 78.16)
  For the most points: keep dice 2,3,4 and roll (expected final total 78.37, chance of winning 45.7%)
  
  or                          chance of winning    expected total
  ------------------------  -------------------  ----------------
  keep dice 1,2 and roll                  46.4%             77.69
  keep dice 2,3,4 and roll                45.7%             78.37
  keep dice 1,5 and roll                  45.6%             77.23
  $ spiel kniffel hint --goal points 2>/dev/null | head -2
  Anna: keep dice 2,3,4 and roll (expected final total 78.37, chance of winning 45.7%)
  For the best chance of winning: keep dice 1,2,5 and roll (chance of winning 47.4%, expected final total 78.16)
  $ spiel kniffel hint --lang de 2>/dev/null
  Anna: Würfel 1, 2 und 5 behalten und würfeln (Gewinnchance 47,4 %, erwartete Gesamtsumme am Ende 78,16)
  Für die meisten Punkte: Würfel 2, 3 und 4 behalten und würfeln (erwartete Gesamtsumme am Ende 78,37, Gewinnchance 45,7 %)
  
  oder                                      Gewinnchance    erwartete Gesamtsumme
  --------------------------------------  --------------  -----------------------
  Würfel 1 und 2 behalten und würfeln             46,4 %                    77,69
  Würfel 2, 3 und 4 behalten und würfeln          45,7 %                    78,37
  Würfel 1 und 5 behalten und würfeln             45,6 %                    77,23
  $ spiel kniffel hint --format json 2>/dev/null
  {"schema_version": 1, "action": "roll", "keep": [1, 2, 5], "category": null, "expected_total": 78.1555, "chance": 0.4737, "goal": "win", "alternatives": [{"action": "roll", "keep": [1, 2], "category": null, "expected_total": 77.6854, "chance": 0.4638}, {"action": "roll", "keep": [2, 3, 4], "category": null, "expected_total": 78.3676, "chance": 0.4572}, {"action": "roll", "keep": [1, 5], "category": null, "expected_total": 77.2319, "chance": 0.4564}], "other_goal": {"action": "roll", "keep": [2, 3, 4], "category": null, "expected_total": 78.3676, "chance": 0.4572}}

  $ spiel kniffel roll --keep 1,2,5 -q
  $ spiel kniffel hint 2>/dev/null | head -1
  Anna: keep dice 1,2,5 and roll (chance of winning 41.6%, expected final total 75.26)
  $ spiel kniffel roll --keep 1,2,5 -q
  $ spiel kniffel hint 2>/dev/null | head -1
  Anna: take Three of a kind (chance of winning 44.9%, expected final total 77.36)
  $ spiel kniffel take 3er-pasch --tablefmt plain | head -1
  cpu:optimal: rolls 6 5 4 1 6, keeps dice 1,5 and rolls 6 6 2 6 6, keeps dice 1,2,4,5 and rolls 6 6 2 6 6, takes Four of a kind for 26
  $ spiel kniffel show --chances --tablefmt plain 2>/dev/null | tail -1
         Chance of winning   41.2%          58.8%
  $ spiel --lang de kniffel show --chances --tablefmt plain 2>/dev/null | tail -1
         Gewinnchance   41,2 %         58,8 %
  $ spiel kniffel show --chances --field players.0.chance --field players.1.chance 2>/dev/null
  0.4116
  0.5884
  $ spiel kniffel show --chances --format json 2>/dev/null | python3 -c "import json,sys; print(sum(p['chance'] for p in json.load(sys.stdin)['players']))"
  1.0

Without --chances, show is instant and the JSON chance null:

  $ spiel kniffel show --tablefmt plain | tail -1
         Total                23             26
  $ spiel kniffel show --format json | python3 -c "import json,sys; print(json.dumps([p['chance'] for p in json.load(sys.stdin)['players']]))"
  [null, null]

Round 2: a Large straight puts Anna well ahead, and the hint plays safe.

  $ spiel kniffel roll -q && spiel kniffel hint 2>/dev/null | head -1
  Anna: keep dice 1,4,5 and roll (chance of winning 38.3%, expected final total 75.41)
  $ spiel kniffel roll --keep 1,4,5 --tablefmt plain | sed -n 4p
  die           2    6    4    3    5
  $ spiel kniffel take grosse-strasse -q
  $ spiel kniffel show --chances --tablefmt plain 2>/dev/null | tail -1
         Chance of winning   87.0%          13.0%
  $ spiel kniffel roll --tablefmt plain | sed -n 4p
  die           6    3    6    5    3
  $ spiel kniffel hint 2>/dev/null | head -2
  Anna: keep dice 1,2,4 and roll (chance of winning 87.2%, expected final total 88.93)
  For the most points: keep dice 1,3,4 and roll (expected final total 89.09, chance of winning 84.4%)
  $ spiel kniffel roll --keep 1,2,4 -q
  $ spiel kniffel take kleine-strasse --tablefmt plain 2>/dev/null | head -3
  cpu:optimal: rolls 2 4 2 5 4, keeps dice 1,2,4 and rolls 2 4 3 5 3, keeps dice 1,2,3,4 and rolls 2 4 3 5 3, takes Small straight for 30
  
  Game over after 3 rounds - winner: Anna (93 points)

Once the game is over the winner has it all, without any table:

  $ spiel kniffel show --chances --tablefmt plain | tail -1
         Chance of winning  100.0%           0.0%
  $ spiel kniffel show --chances --format json | python3 -c "import json,sys; print([p['chance'] for p in json.load(sys.stdin)['players']])"
  [1.0, 0.0]
