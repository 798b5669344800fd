Reviews of the three games: what each decision cost, in English and in German.

  $ export SPIEL_CACHE_DIR="$PWD/cache" SPIEL_SEED=review

Matchsticks against the perfect computer: 22 is won for the player (take 1),
but the player takes 2; from then on the computer never lets go.

  $ spiel streichholz new --matches 22 --level perfect -q
  $ spiel streichholz take 2 -q
  $ spiel streichholz take 1 -q
  $ spiel streichholz review
  Review: 22 matches, you moved first; the start was won for you.
  
    move  by          matches    took    winning take  verdict
  ------  --------  ---------  ------  --------------  ---------
       1  you              22       2               1  mistake
       2  computer         20       3               3
       3  you              17       1               -
       4  computer         16       3               3
  
  You: 2 moves, 1 mistake (the first at move 1)
  Computer: 2 moves, no mistake
  The last mistake was move 1: since then the position is won for the computer.
  $ spiel --lang de streichholz review --tablefmt plain | tail -3
  Du: 2 Züge, 1 Fehler (der erste: Zug Nr. 1)
  Computer: 2 Züge, kein Fehler
  Der letzte Fehler war Zug Nr. 1: Seitdem ist die Stellung für den Computer gewonnen.

A 3x3 puzzle: one slide away and back, then the solver finishes.

  $ spiel puzzle new --size 3 --board BFC/EHD/.AG -q
  $ spiel puzzle slide A A -q
  $ spiel puzzle solve --apply -q
  $ spiel puzzle review --tablefmt plain | head -4
  Review: the start was 22 moves from solved; 24 moves made, 1 wasted.
  
    move   tile     distance  verdict
       1    A             21
  $ spiel puzzle review | tail -1
  moves = distance at start + 2 x wasted: 24 = 22 + 2 x 1
  $ spiel --lang de puzzle review | tail -1
  Züge = Abstand am Anfang + 2 × verschenkt: 24 = 22 + 2 × 1

A one-round Kniffel game: Anna takes Chance on her first roll, the greedy
computer plays its turn; the review grades both, by the points and, the game
having two players, by the chance of winning each decision gave away (the first
review builds the one-round table). On four 4s the best for points keeps them;
the best chance of winning keeps a 4 and the 2.

  $ spiel kniffel new --players Anna,cpu:greedy --rounds 1 -q
  $ spiel kniffel roll -q
  $ spiel kniffel take chance -q
  $ spiel kniffel review 2> /dev/null
  Review, graded by the optimal strategy for kniffel rules, 3 rolls, 1 round
  and by the chance of winning each decision gave away
  
  player        expected at start    lost by choices    luck    total    chance lost
  ----------  -------------------  -----------------  ------  -------  -------------
  Anna                      28.46              10.75   +0.29       18         32.48%
  cpu:greedy                28.46               0.00   -7.46       21          2.29%
  
  Anna: 28.46 - 10.75 + 0.29 = 18.00, the final total
  cpu:greedy: 28.46 - 0.00 - 7.46 = 21.00, the final total
  
  Each player's chance of winning at the start of their turn, round by round
  
    round    Anna    cpu:greedy
  -------  ------  ------------
        1   50.0%         90.3%
      end    0.0%        100.0%
  
  The same as a chart, from ▁ 0% to █ 100%, the last point the end:
  Anna        ▅▁  0.0%
  cpu:greedy  ██  100.0%
  
  Anna: the costliest decisions
  
    round    roll  dice       done         best to win               chance lost    points lost
  -------  ------  ---------  -----------  ----------------------  -------------  -------------
        1       1  4 4 4 2 4  take Chance  keep dice 1,4 and roll         32.48%          10.75
  
  cpu:greedy: the costliest decisions
  
    round    roll  dice       done                      best to win               chance lost    points lost
  -------  ------  ---------  ------------------------  ----------------------  -------------  -------------
        1       1  1 2 4 5 2  keep dice 2,3,4 and roll  keep dice 3,4 and roll          2.29%           0.00
  $ spiel kniffel review --format json 2> /dev/null | python3 -c 'import json,sys; d=json.load(sys.stdin); print([round(p["expected_start"] - p["loss"] + p["luck"], 6) == p["total"] for p in d["players"]])'
  [True, True]
