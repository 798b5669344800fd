A short game against the optimal computer player, with hints.

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel kniffel new --seed versus --players Anna,cpu:optimal --rules yahtzee --rounds 3 -q
  $ spiel kniffel hint
  Building the optimal-strategy table and its spread
  Anna: roll (chance of winning 50.1%, expected final total 79.58)
  $ spiel kniffel roll -q
  $ spiel kniffel hint --format json
  {"schema_version": 1, "action": "roll", "keep": [2, 4], "category": null, "expected_total": 77.2436, "chance": 0.4564, "goal": "win", "alternatives": [{"action": "roll", "keep": [4], "category": null, "expected_total": 76.8491, "chance": 0.4469}, {"action": "roll", "keep": [2], "category": null, "expected_total": 76.652, "chance": 0.4435}, {"action": "roll", "keep": [1, 2, 4], "category": null, "expected_total": 76.2154, "chance": 0.4373}], "other_goal": null}
  $ spiel kniffel roll --keep 1,2 -q
  $ spiel kniffel take chance --tablefmt plain | head -3
  cpu:optimal: rolls 5 3 4 6 3, keeps dice 1,2,3,4 and rolls 5 3 4 6 5, keeps dice 1,2,3,4 and rolls 5 3 4 6 6, takes Small straight for 30
  
  Round 2 of 3 - Anna's turn - no roll yet (3 rolls left)
  $ spiel kniffel roll -q && spiel kniffel roll -q && spiel kniffel roll -q
  $ spiel kniffel hint
  Anna: take Fives (chance of winning 3.0%, expected final total 49.63)
  
  or                     chance of winning    expected total
  -------------------  -------------------  ----------------
  take Twos                           0.9%             43.83
  take Threes                         0.7%             42.82
  take Small straight                 0.4%             35.15
  $ spiel kniffel take 6er --tablefmt plain | head -1
  cpu:optimal: rolls 6 1 3 5 5, keeps dice 1,4,5 and rolls 6 5 5 5 5, keeps dice 2,3,4,5 and rolls 6 5 5 5 5, takes Three of a kind for 26
  $ spiel kniffel roll -q && spiel kniffel take 3er-pasch
  cpu:optimal: rolls 1 1 2 2 2, takes Full house for 25
  
  Game over after 3 rounds - winner: cpu:optimal (81 points)
  
    row  category           Anna    cpu:optimal
  -----  ---------------  ------  -------------
      1  Ones
      2  Twos
      3  Threes
      4  Fours
      5  Fives
      6  Sixes                 0
         Upper sum             0              0
         Bonus                 0              0
      7  Three of a kind       0             26
      8  Four of a kind
      9  Full house                          25
     10  Small straight                      30
     11  Large straight
     12  Yahtzee
     13  Chance               14
         Lower sum            14             81
         Yahtzee bonus         0              0
         Total                14             81
  $ spiel kniffel log | tail -4
  16      Anna         rolls                         2 1 1 4 5
  17      Anna         takes Three of a kind         0 points
  18      cpu:optimal  rolls                         1 1 2 2 2
  19      cpu:optimal  takes Full house              25 points

The computer can open the game too, and the greedy and random players are table-free:

  $ spiel kniffel new --seed open --players cpu:greedy,cpu:random:2,Bob --rounds 1 --force --tablefmt plain | head -3
  cpu:greedy: rolls 5 3 3 4 4, keeps dice 1,2,4 and rolls 5 3 2 4 2, keeps dice 1,2,3,4 and rolls 5 3 2 4 1, takes Large straight for 40
  cpu:random:2: rolls 5 3 3 4 5, keeps dice 3,5 and rolls 3 2 3 3 5, keeps dice 1,2,5 and rolls 3 2 3 3 5, takes Chance for 16
  
