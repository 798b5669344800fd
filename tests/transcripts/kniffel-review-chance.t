A duel on duplicate dice: Ann against cpu:win, the computer that plays for the
chance of winning, three rounds. Every player's turn of a round begins from the same
first roll (the first review builds the three-round table).

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel kniffel new --players Ann,cpu:win --rounds 3 --dice duplicate --seed chance -q
  $ spiel kniffel roll -q && spiel kniffel roll --keep 2,3 -q
  $ spiel kniffel take threes -q 2> /dev/null
  $ spiel kniffel roll -q && spiel kniffel roll --keep 1,3,4 -q
  $ spiel kniffel take fives -q 2> /dev/null
  $ spiel kniffel roll -q && spiel kniffel take chance -q 2> /dev/null

How the chance of winning moved: after each take, every player's chance as the
game then stood. In round 2 Ann rolled five fives and took Fives; cpu:win, on the
same dice, took the Kniffel.

  $ spiel kniffel log --chances 2> /dev/null
  move    by       action                result       Ann wins    cpu:win wins
  ------  -------  --------------------  ---------  ----------  --------------
  1       Ann      roll                  1 3 3 6 1
  2       Ann      roll keeping 2,3      1 3 3 5 4
  3       Ann      take Threes           6 points        15.1%           84.9%
  4       cpu:win  roll                  1 3 3 6 1
  5       cpu:win  roll keeping 4        1 1 4 6 4
  6       cpu:win  roll keeping 3,4,5    3 4 4 6 4
  7       cpu:win  take Three of a kind  21 points       19.6%           80.4%
  8       Ann      roll                  5 4 5 5 6
  9       Ann      roll keeping 1,3,4    5 5 5 5 5
  10      Ann      take Fives            25 points       14.0%           86.0%
  11      cpu:win  roll                  5 4 5 5 6
  12      cpu:win  roll keeping 1,3,4    5 5 5 5 5
  13      cpu:win  take Kniffel          50 points        0.0%          100.0%
  14      Ann      roll                  1 4 6 2 3
  15      Ann      take Chance           16 points        0.0%          100.0%
  16      cpu:win  roll                  1 4 6 2 3
  17      cpu:win  take Ones             1 point          0.0%          100.0%
  
  Each player's chance of winning after each take, from ▁ 0% to █ 100%:
  Ann      ▂▂▂▁▁▁  0.0%
  cpu:win  ▇▇▇███  100.0%
  $ spiel kniffel log --chances --format json 2> /dev/null | python3 -c 'import json,sys; print([m["chances"] for m in json.load(sys.stdin)["moves"] if m["action"] == "take"][:3])'
  [[0.150884, 0.849116], [0.195727, 0.804273], [0.139963, 0.860037]]
  $ spiel --lang de kniffel log --chances 2> /dev/null | head -5
  Zug    von      Aktion                        Ergebnis      Ann gewinnt    cpu:win gewinnt
  -----  -------  ----------------------------  ----------  -------------  -----------------
  1      Ann      würfeln                       1 3 3 6 1
  2      Ann      würfeln, 2 und 3 behalten     1 3 3 5 4
  3      Ann      3er eintragen                 6 Punkte           15,1 %             84,9 %

Below the table, the same chances as a chart, a line per player and a mark per
take; in German; in ASCII marks where the terminal's encoding has no blocks
(Latin-1); and not at all in the table format for programs (tsv), whose view is
its rows alone:

  $ spiel --lang de kniffel log --chances 2> /dev/null | tail -3
  Die Gewinnchance jedes Spielers nach jedem Eintrag, von ▁ 0 % bis █ 100 %:
  Ann      ▂▂▂▁▁▁  0,0 %
  cpu:win  ▇▇▇███  100,0 %
  $ PYTHONIOENCODING=latin-1 spiel kniffel log --chances 2> /dev/null | tail -3
  Each player's chance of winning after each take, from . 0% to @ 100%:
  Ann      :::...  0.0%
  cpu:win  ###@@@  100.0%
  $ spiel kniffel log --chances --tablefmt tsv 2> /dev/null | tail -1
  17\tcpu:win\ttake Ones\t1 point\t0.0%\t100.0% (esc)
  $ spiel kniffel log --chances --tablefmt github 2> /dev/null | tail -2
  Ann      ▂▂▂▁▁▁  0.0%
  cpu:win  ▇▇▇███  100.0%

The review grades every decision by the points and by the chance of winning it
gave away. In the last round cpu:win, sure of its win, scratches Ones for 1 point:
32 points below the best for points, and no loss for the chance of winning.

  $ spiel kniffel review 2> /dev/null
  Review, graded by the optimal strategy for kniffel rules, 3 rolls, 3 rounds
  and by the chance of winning each decision gave away
  
  player      expected at start    lost by choices    luck    total    chance lost
  --------  -------------------  -----------------  ------  -------  -------------
  Ann                     79.55              59.04  +26.49       47         90.15%
  cpu:win                 79.55              32.22  +24.67       72          0.00%
  
  Ann: 79.55 - 59.04 + 26.49 = 47.00, the final total
  cpu:win: 79.55 - 32.22 + 24.67 = 72.00, the final total
  
  Each player's chance of winning at the start of their turn, round by round
  
    round    Ann    cpu:win
  -------  -----  ---------
        1  50.0%      84.9%
        2  19.6%      86.0%
        3   0.0%     100.0%
      end   0.0%     100.0%
  
  The same as a chart, from ▁ 0% to █ 100%, the last point the end:
  Ann      ▅▂▁▁  0.0%
  cpu:win  ▇▇██  100.0%
  
  Ann: the costliest decisions
  
    round    roll  dice       done                 best to win            chance lost    points lost
  -------  ------  ---------  -------------------  -------------------  -------------  -------------
        2       2  5 5 5 5 5  take Fives           take Kniffel                58.00%          25.74
        1       2  1 3 3 5 4  take Threes          keep 2,4,5 and roll         29.29%          15.06
        1       1  1 3 3 6 1  keep 2,3 and roll    keep 4 and roll              2.80%           1.19
        2       1  5 4 5 5 6  keep 1,3,4 and roll  keep 1,2,5 and roll          0.06%           0.00
        3       1  1 4 6 2 3  take Chance          keep 1 and roll              0.00%          17.06
  
  cpu:win: the costliest decisions
  
    round    roll  dice       done                 best to win            chance lost    points lost
  -------  ------  ---------  -------------------  -------------------  -------------  -------------
        3       1  1 4 6 2 3  take Ones            take Ones                    0.00%          32.06
        2       1  5 4 5 5 6  keep 1,3,4 and roll  keep 1,3,4 and roll          0.00%           0.10
        1       2  1 1 4 6 4  keep 3,4,5 and roll  keep 3,4,5 and roll          0.00%           0.07
  
  Duplicate dice: each round's turns began from the same roll; points entered
  
    round  first roll      Ann    cpu:win
  -------  ------------  -----  ---------
        1  1 3 3 6 1         6         21
        2  5 4 5 5 6        25         50
        3  1 4 6 2 3        16          1
  
  On the same dice, Ann scored 25 points fewer than cpu:win over 3 rounds (more in 1, fewer in 2)
  On Ann's sheet, cpu:win's choices would have changed the expected final total by +25.13 over 3 rounds
  On cpu:win's sheet, Ann's choices would have changed the expected final total by -25.13 over 3 rounds
  $ spiel --lang de kniffel review 2> /dev/null | head -20
  Analyse, bewertet mit der optimalen Strategie für Kniffel-Regeln, 3 Würfe, 3 Runden
  und nach der Gewinnchance, die jede Entscheidung verschenkt hat
  
  Spieler      erwartet zu Beginn    durch Entscheidungen verloren    Glück    Gesamt    verschenkte Gewinnchance
  ---------  --------------------  -------------------------------  -------  --------  --------------------------
  Ann                       79,55                            59,04   +26,49        47                     90,15 %
  cpu:win                   79,55                            32,22   +24,67        72                      0,00 %
  
  Ann: 79,55 − 59,04 + 26,49 = 47,00, die Gesamtsumme am Ende
  cpu:win: 79,55 − 32,22 + 24,67 = 72,00, die Gesamtsumme am Ende
  
  Die Gewinnchance jedes Spielers zu Beginn seines Zugs, Runde für Runde
  
    Runde     Ann    cpu:win
  -------  ------  ---------
        1  50,0 %     84,9 %
        2  19,6 %     86,0 %
        3   0,0 %    100,0 %
     Ende   0,0 %    100,0 %
  
  $ spiel --lang de kniffel review 2> /dev/null | tail -11
  Gleiche Würfel: Die Züge jeder Runde begannen mit demselben Wurf; eingetragene Punkte
  
    Runde  erster Wurf      Ann    cpu:win
  -------  -------------  -----  ---------
        1  1 3 3 6 1          6         21
        2  5 4 5 5 6         25         50
        3  1 4 6 2 3         16          1
  
  Auf denselben Würfeln erzielte Ann in 3 Runden 25 Punkte weniger als cpu:win (mehr in 1, weniger in 2)
  Auf dem Blatt von Ann hätten die Entscheidungen von cpu:win die erwartete Gesamtsumme in 3 Runden um +25,13 verändert
  Auf dem Blatt von cpu:win hätten die Entscheidungen von Ann die erwartete Gesamtsumme in 3 Runden um −25,13 verändert
  $ spiel kniffel review --format json 2> /dev/null | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["same_dice"]["pairs"]); print([p["turn_chances"] for p in d["players"]])'
  [{'player': 'Ann', 'other': 'cpu:win', 'compared': 3, 'more': 1, 'fewer': 2, 'difference': -25}]
  [[0.5, 0.195727, 2.6e-05], [0.849116, 0.860037, 1.0]]
