A duel on duplicate dice: Ann against cpu:win, the computer that plays for the
chance of winning, three rounds. Every player's turn of a round begins from the same
first roll (the first review builds the three-round table). On these dice no chance
of winning is shown: the players share their dice, and the chance assumes each
rolls their own; log --chances and review say so (the chances themselves, their
columns and charts: tests/kniffel/test_review_chances.py, on each player's own dice).

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel kniffel new --players Ann,cpu:win --rounds 3 --dice duplicate --seed chance -q
  $ spiel kniffel roll -q && spiel kniffel roll --keep 2,3 -q
  $ spiel kniffel take threes -q 2> /dev/null
  $ spiel kniffel roll -q && spiel kniffel roll --keep 1,3,4 -q
  $ spiel kniffel take fives -q 2> /dev/null
  $ spiel kniffel roll -q && spiel kniffel take chance -q 2> /dev/null

The log with --chances: the line saying why there are none, then the log as
without it. In round 2 Ann rolled five fives and took Fives; cpu:win, on the same
dice, took the Kniffel.

  $ spiel kniffel log --chances 2> /dev/null
  No chances of winning on duplicate dice: the players share their dice, and the chance assumes each rolls their own.
  
  move    by       action                      result
  ------  -------  --------------------------  ---------
  1       Ann      rolls                       1 3 3 6 1
  2       Ann      keeps dice 2,3 and rolls    1 3 3 5 4
  3       Ann      takes Threes                6 points
  4       cpu:win  rolls                       1 3 3 6 1
  5       cpu:win  keeps die 4 and rolls       1 1 4 6 4
  6       cpu:win  keeps dice 3,4,5 and rolls  3 4 4 6 4
  7       cpu:win  takes Three of a kind       21 points
  8       Ann      rolls                       5 4 5 5 6
  9       Ann      keeps dice 1,3,4 and rolls  5 5 5 5 5
  10      Ann      takes Fives                 25 points
  11      cpu:win  rolls                       5 4 5 5 6
  12      cpu:win  keeps dice 1,3,4 and rolls  5 5 5 5 5
  13      cpu:win  takes Kniffel               50 points
  14      Ann      rolls                       1 4 6 2 3
  15      Ann      takes Chance                16 points
  16      cpu:win  rolls                       1 4 6 2 3
  17      cpu:win  takes Ones                  1 point
  $ spiel kniffel log --chances --format json 2> /dev/null | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["chances_withheld"], [m for m in d["moves"] if "chances" in m])'
  duplicate_dice []
  $ spiel --lang de kniffel log --chances 2> /dev/null | head -5
  Keine Gewinnchancen bei Duplikatwürfeln: Die Spieler teilen sich die Würfel, und die Gewinnchance setzt voraus, dass jeder seine eigenen würfelt.
  
  Nr.    Wer       Aktion                                Ergebnis
  -----  --------  ------------------------------------  ----------
  1      Ann       würfelt                               1 3 3 6 1

No chart below the table; the table format for programs (tsv) is its rows alone,
without the line:

  $ spiel --lang de kniffel log --chances 2> /dev/null | tail -3
  15     Ann       trägt Chance ein                      16 Punkte
  16     cpu:sieg  würfelt                               1 4 6 2 3
  17     cpu:sieg  trägt 1er ein                         1 Punkt
  $ spiel kniffel log --chances --tablefmt tsv 2> /dev/null | tail -1
  17\tcpu:win\ttakes Ones\t1 point (esc)
  $ spiel kniffel log --chances --tablefmt tsv 2> /dev/null | head -1
  move\tby\taction\tresult (esc)

The review grades every decision by the points alone, as in a game of one player,
and says why. In the last round cpu:win, playing to win, scratches Ones for 1 point:
32 points below the best for points.

  $ spiel kniffel review 2> /dev/null
  Review, graded by the optimal strategy for kniffel rules, 3 rolls, 3 rounds
  No chances of winning on duplicate dice: the players share their dice, and the chance assumes each rolls their own.
  
  player      expected at start    lost by choices    luck    total
  --------  -------------------  -----------------  ------  -------
  Ann                     79.55              59.04  +26.49       47
  cpu:win                 79.55              32.22  +24.67       72
  
  Ann: 79.55 - 59.04 + 26.49 = 47.00, the final total
  cpu:win: 79.55 - 32.22 + 24.67 = 72.00, the final total
  
  Ann: the costliest decisions
  
    round    roll  dice       done                    best                          lost
  -------  ------  ---------  ----------------------  --------------------------  ------
        2       2  5 5 5 5 5  take Fives              take Kniffel                 25.74
        3       1  1 4 6 2 3  take Chance             keep dice 1,2,4,5 and roll   17.06
        1       2  1 3 3 5 4  take Threes             keep dice 2,4,5 and roll     15.06
        1       1  1 3 3 6 1  keep dice 2,3 and roll  keep die 4 and roll           1.19
  
  cpu:win: the costliest decisions
  
    round    roll  dice       done                      best                          lost
  -------  ------  ---------  ------------------------  --------------------------  ------
        3       1  1 4 6 2 3  take Ones                 keep dice 1,2,4,5 and roll   32.06
        2       1  5 4 5 5 6  keep dice 1,3,4 and roll  keep dice 1,2,5 and roll      0.10
        1       2  1 1 4 6 4  keep dice 3,4,5 and roll  keep dice 3,4 and roll        0.07
  
  Duplicate dice: each round's turns began from the same roll; points entered
  
    round  first roll      Ann    cpu:win
  -------  ------------  -----  ---------
        1  1 3 3 6 1         6         21
        2  5 4 5 5 6        25         50
        3  1 4 6 2 3        16          1
  
  On the same dice, Ann scored 25 points fewer than cpu:win over 3 rounds (more in 1 round, fewer in 2 rounds)
  On Ann's sheet, cpu:win's choices would have changed the expected final total by +25.13 over 3 rounds
  On cpu:win's sheet, Ann's choices would have changed the expected final total by -25.13 over 3 rounds
  $ spiel --lang de kniffel review 2> /dev/null | head -20
  Auswertung, bewertet mit der optimalen Strategie unter den Kniffel-Regeln, 3 Würfe, 3 Runden
  Keine Gewinnchancen bei Duplikatwürfeln: Die Spieler teilen sich die Würfel, und die Gewinnchance setzt voraus, dass jeder seine eigenen würfelt.
  
  Spieler      erwartet zu Beginn    durch Entscheidungen verschenkt    Glück    Gesamtsumme
  ---------  --------------------  ---------------------------------  -------  -------------
  Ann                       79,55                              59,04   +26,49             47
  cpu:sieg                  79,55                              32,22   +24,67             72
  
  Ann: 79,55 − 59,04 + 26,49 = 47,00, die Gesamtsumme am Ende
  cpu:sieg: 79,55 − 32,22 + 24,67 = 72,00, die Gesamtsumme am Ende
  
  Ann: die teuersten Entscheidungen
  
    Runde    Wurf  Würfel     gespielt                             am besten                                    verschenkt
  -------  ------  ---------  -----------------------------------  -----------------------------------------  ------------
        2       2  5 5 5 5 5  5er eintragen                        Kniffel eintragen                                 25,74
        3       1  1 4 6 2 3  Chance eintragen                     Würfel 1, 2, 4 und 5 behalten und würfeln         17,06
        1       2  1 3 3 5 4  3er eintragen                        Würfel 2, 4 und 5 behalten und würfeln            15,06
        1       1  1 3 3 6 1  Würfel 2 und 3 behalten und würfeln  Würfel 4 behalten und würfeln                      1,19
  
  $ spiel --lang de kniffel review 2> /dev/null | tail -11
  Duplikatwürfel: Jede Runde hat für alle mit demselben Wurf begonnen; eingetragene Punkte
  
    Runde  erster Wurf      Ann    cpu:sieg
  -------  -------------  -----  ----------
        1  1 3 3 6 1          6          21
        2  5 4 5 5 6         25          50
        3  1 4 6 2 3         16           1
  
  Mit denselben Würfeln hat Ann in 3 Runden 25 Punkte weniger erzielt als cpu:sieg (in 1 Runde mehr, in 2 Runden weniger)
  Auf dem Block von Ann hätten die Entscheidungen von cpu:sieg die erwartete Gesamtsumme in 3 Runden um +25,13 verändert
  Auf dem Block von cpu:sieg hätten die Entscheidungen von Ann die erwartete Gesamtsumme in 3 Runden um −25,13 verändert
  $ spiel kniffel review --format json 2> /dev/null | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["same_dice"]["pairs"]); print(d["chances_withheld"], [sorted(p) for p in d["players"]][0])'
  [{'player': 'Ann', 'other': 'cpu:win', 'compared': 3, 'more': 1, 'fewer': 2, 'difference': -25}]
  duplicate_dice ['decisions', 'expected_start', 'expected_total', 'loss', 'luck', 'name', 'total']
