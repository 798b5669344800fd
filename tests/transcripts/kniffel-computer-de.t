Eine kurze Partie Kniffel gegen den Computer, auf Deutsch: das Blatt, die
Züge des Computers, Tipps, Fehler und das Ende sprechen Deutsch; der
Spielstand und die JSON-Ansichten bleiben dieselben wie auf Englisch.

  $ export SPIEL_LANG=de SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel kniffel new --seed versus --players Anna,cpu:greedy --rounds 3
  Runde 1 von 3 – Anna ist dran – noch nicht gewürfelt (3 Würfe übrig)
  
    Nr.  Zeile            Anna    cpu:gierig
  -----  -------------  ------  ------------
      1  1er
      2  2er
      3  3er
      4  4er
      5  5er
      6  6er
         Summe 1             0             0
         Bonus               0             0
      7  3er Pasch
      8  4er Pasch
      9  Full House
     10  Kleine Straße
     11  Große Straße
     12  Kniffel
     13  Chance
         Summe 2             0             0
         Gesamtsumme         0             0
  $ spiel kniffel take chance
  Fehler: Anna hat in Runde 1 noch nicht gewürfelt; würfle zuerst
  [1]
  $ spiel kniffel roll
  Runde 1 von 3 – Anna ist dran – Wurf 1 von 3 (noch 2)
  
  Position      1    2    3    4    5
  ----------  ---  ---  ---  ---  ---
  Würfel        2    6    1    5    1
  
    Nr.  Zeile            Anna    cpu:gierig    eintragen
  -----  -------------  ------  ------------  -----------
      1  1er                                            2
      2  2er                                            2
      3  3er                                            0
      4  4er                                            0
      5  5er                                            5
      6  6er                                            6
         Summe 1             0             0
         Bonus               0             0
      7  3er Pasch                                      0
      8  4er Pasch                                      0
      9  Full House                                     0
     10  Kleine Straße                                  0
     11  Große Straße                                   0
     12  Kniffel                                        0
     13  Chance                                        15
         Summe 2             0             0
         Gesamtsumme         0             0
  $ spiel kniffel roll --keep 1,2 -q
  $ spiel kniffel roll --keep 1 -q
  $ spiel kniffel roll
  Fehler: In Runde 1 ist kein Wurf mehr übrig; trage eine Zeile ein
  [1]
  $ spiel kniffel take "3er Pasch"
  cpu:gierig: würfelt 3 5 6 3 5, behält Würfel 1, 2 und 3 und würfelt 3 5 6 3 2, behält Würfel 1, 2 und 3 und würfelt 3 5 6 4 5, trägt Kleine Straße mit 30 ein
  
  Runde 2 von 3 – Anna ist dran – noch nicht gewürfelt (3 Würfe übrig)
  
    Nr.  Zeile            Anna    cpu:gierig
  -----  -------------  ------  ------------
      1  1er
      2  2er
      3  3er
      4  4er
      5  5er
      6  6er
         Summe 1             0             0
         Bonus               0             0
      7  3er Pasch           /
      8  4er Pasch
      9  Full House
     10  Kleine Straße                    30
     11  Große Straße
     12  Kniffel
     13  Chance
         Summe 2             0            30
         Gesamtsumme         0            30
  $ spiel kniffel take Dreierpasch
  Fehler: Anna hat in Runde 2 noch nicht gewürfelt; würfle zuerst
  [1]
  $ spiel kniffel take foo
  Fehler: Keine Zeile „foo“; trage eine dieser Zeilen ein: 1er, 2er, 3er, 4er, 5er, 6er, 4er Pasch, Full House, Kleine Straße, Große Straße, Kniffel oder Chance
  [2]
  $ spiel kniffel roll -q
  $ spiel kniffel hint
  Die Tabelle der optimalen Strategie und ihre Streuung werden berechnet
  Anna: Würfel 1 und 4 behalten und würfeln (Gewinnchance 5,2 %, erwartete Gesamtsumme am Ende 51,75)
  
  oder                                      Gewinnchance    erwartete Gesamtsumme
  --------------------------------------  --------------  -----------------------
  Würfel 3 behalten und würfeln                    5,0 %                    51,33
  Würfel 1 und 3 behalten und würfeln              4,9 %                    51,56
  Würfel 1, 3 und 4 behalten und würfeln           4,9 %                    51,68
  $ spiel kniffel take kniffel
  cpu:gierig: würfelt 2 5 3 2 6, behält Würfel 1, 2, 3 und 5 und würfelt 2 5 3 1 6, behält Würfel 1, 2, 3 und 5 und würfelt 2 5 3 3 6, trägt Chance mit 19 ein
  
  Runde 3 von 3 – Anna ist dran – noch nicht gewürfelt (3 Würfe übrig)
  
    Nr.  Zeile            Anna    cpu:gierig
  -----  -------------  ------  ------------
      1  1er
      2  2er
      3  3er
      4  4er
      5  5er
      6  6er
         Summe 1             0             0
         Bonus               0             0
      7  3er Pasch           /
      8  4er Pasch
      9  Full House
     10  Kleine Straße                    30
     11  Große Straße
     12  Kniffel             /
     13  Chance                           19
         Summe 2             0            49
         Gesamtsumme         0            49
  $ spiel kniffel roll -q && spiel kniffel take "small straight"
  cpu:gierig: würfelt 2 1 1 4 5, behält Würfel 1, 4 und 5 und würfelt 2 1 1 4 5, behält Würfel 5 und würfelt 2 2 2 1 5, trägt 3er Pasch mit 12 ein
  
  Spiel vorbei nach 3 Runden – Sieger: cpu:gierig (61 Punkte)
  
    Nr.  Zeile            Anna    cpu:gierig
  -----  -------------  ------  ------------
      1  1er
      2  2er
      3  3er
      4  4er
      5  5er
      6  6er
         Summe 1             0             0
         Bonus               0             0
      7  3er Pasch           /            12
      8  4er Pasch
      9  Full House
     10  Kleine Straße       /            30
     11  Große Straße
     12  Kniffel             /
     13  Chance                           19
         Summe 2             0            61
         Gesamtsumme         0            61
  $ spiel kniffel log
  Nr.    Wer         Aktion                                   Ergebnis
  -----  ----------  ---------------------------------------  ----------
  1      Anna        würfelt                                  2 6 1 5 1
  2      Anna        behält Würfel 1 und 2 und würfelt        2 6 2 2 2
  3      Anna        behält Würfel 1 und würfelt              2 5 3 4 6
  4      Anna        trägt 3er Pasch ein                      0 Punkte
  5      cpu:gierig  würfelt                                  3 5 6 3 5
  6      cpu:gierig  behält Würfel 1, 2 und 3 und würfelt     3 5 6 3 2
  7      cpu:gierig  behält Würfel 1, 2 und 3 und würfelt     3 5 6 4 5
  8      cpu:gierig  trägt Kleine Straße ein                  30 Punkte
  9      Anna        würfelt                                  6 1 5 6 5
  10     Anna        trägt Kniffel ein                        0 Punkte
  11     cpu:gierig  würfelt                                  2 5 3 2 6
  12     cpu:gierig  behält Würfel 1, 2, 3 und 5 und würfelt  2 5 3 1 6
  13     cpu:gierig  behält Würfel 1, 2, 3 und 5 und würfelt  2 5 3 3 6
  14     cpu:gierig  trägt Chance ein                         19 Punkte
  15     Anna        würfelt                                  5 5 5 5 6
  16     Anna        trägt Kleine Straße ein                  0 Punkte
  17     cpu:gierig  würfelt                                  2 1 1 4 5
  18     cpu:gierig  behält Würfel 1, 4 und 5 und würfelt     2 1 1 4 5
  19     cpu:gierig  behält Würfel 5 und würfelt              2 2 2 1 5
  20     cpu:gierig  trägt 3er Pasch ein                      12 Punkte
  $ spiel kniffel show --format json | head -c 141; echo
  {"schema_version": 1, "game": "kniffel", "rules": "kniffel", "round": 3, "rounds": 3, "rolls_per_turn": 3, "dice_mode": "random", "rolls_left
  $ spiel kniffel roll
  Fehler: Das Spiel ist vorbei; beginne ein neues mit „spiel kniffel new“
  [1]
  $ spiel --lang en kniffel show | head -1
  cpu:greedy: rolls 2 1 1 4 5, keeps dice 1,4,5 and rolls 2 1 1 4 5, keeps die 5 and rolls 2 2 2 1 5, takes Three of a kind for 12
