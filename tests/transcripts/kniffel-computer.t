A short game against the optimal computer player, with hints.

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel kniffel new --seed versus --players Anna,cpu:optimal --rules yahtzee --rounds 3 -q
  $ spiel kniffel hint
  Building the optimal-strategy table
  Anna: roll (expected final total 79.58)
  $ spiel kniffel roll -q
  $ spiel kniffel hint --format json
  {"action": "roll", "keep": [2, 4], "category": null, "expected_total": 77.2436, "alternatives": [{"action": "roll", "keep": [4], "category": null, "expected_total": 76.8491}, {"action": "roll", "keep": [2], "category": null, "expected_total": 76.652}, {"action": "roll", "keep": [], "category": null, "expected_total": 76.279}]}
  $ spiel kniffel roll --keep 1,2 -q
  $ spiel kniffel take chance --tablefmt plain | head -3
  cpu:optimal: rolled 5 3 4 6 3, kept 1,2,3,4 and rolled 5 3 4 6 5, kept 1,2,3,4 and rolled 5 3 4 6 6, took Kleine Straße for 30
  
  Round 2 of 3 - Anna's turn - no roll yet (3 rolls left)
  $ spiel kniffel roll -q && spiel kniffel roll -q && spiel kniffel roll -q
  $ spiel kniffel hint
  Anna: take 5er (expected final total 49.63)
  
  or          expected total
  --------  ----------------
  take 2er             43.83
  take 3er             42.82
  take 1er             39.83
  $ spiel kniffel take 6er --tablefmt plain | head -1
  cpu:optimal: rolled 6 1 3 5 5, kept 1,4,5 and rolled 6 5 5 5 5, kept 2,3,4,5 and rolled 6 5 5 5 5, took 3er Pasch for 26
  $ spiel kniffel roll -q && spiel kniffel take 3er-pasch
  cpu:optimal: rolled 1 1 2 2 2, took Full House for 25
  
  Game over after 3 rounds - winner: cpu:optimal (81 points)
  
    row  category         Anna    cpu:optimal
  -----  -------------  ------  -------------
      1  1er
      2  2er
      3  3er
      4  4er
      5  5er
      6  6er                 0
         Summe oben          0              0
         Bonus               0              0
      7  3er Pasch           0             26
      8  4er Pasch
      9  Full House                        25
     10  Kleine Straße                     30
     11  Große Straße
     12  Kniffel
     13  Chance             14
         Summe unten        14             81
         Yahtzee-Bonus       0              0
         Gesamt             14             81
  Game over: cpu:optimal wins with 81 points
  $ spiel kniffel log | tail -4
  16      Anna         roll                  2 1 1 4 5
  17      Anna         take 3er Pasch        0 points
  18      cpu:optimal  roll                  1 1 2 2 2
  19      cpu:optimal  take Full House       25 points

The computer can open the game too, and the greedy and random players are table-free:

  $ spiel kniffel new --seed open --players cpu:greedy,cpu:random:2,Bob --rounds 1 --force --tablefmt plain | head -3
  cpu:greedy: rolled 5 3 3 4 4, kept 1,2,4 and rolled 5 3 2 4 2, kept 1,2,3,4 and rolled 5 3 2 4 1, took Große Straße for 40
  cpu:random:2: rolled 5 3 3 4 5, kept 3,5 and rolled 3 2 3 3 5, kept 1,2,5 and rolled 3 2 3 3 5, took Chance for 16
  
