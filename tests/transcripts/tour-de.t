A German family's tour of the three games, in German from the first command
(issue 33): every kind of line they meet. tests/test_german_reading.py reads
the output as a careful German reader would.

  $ export SPIEL_LANG=de SPIEL_CACHE_DIR="$PWD/cache" SPIEL_HIGHSCORE_FILE="$PWD/highscore.json"
  $ export SOURCE_DATE_EPOCH=1790000000

Kniffel: the rules, a game of two with points of its own that ends in a tie, an
undo, the log, the highscore.

  $ spiel kniffel rules
  Kniffel: die Regeln (Kniffel-Regeln, 3 Würfe, 13 Runden)
  
  Kniffel wird mit 5 Würfeln über 13 Runden gespielt. In jeder Runde macht jeder
  Spieler einen Zug, in der Reihenfolge der Spieler.
  
  Ein Zug: Würfle mit allen 5 Würfeln („spiel kniffel roll“). Danach darfst du
  erneut würfeln, bis zu 3 Würfe insgesamt, und dabei beliebige Würfel liegen
  lassen („roll --keep 1,3“) und mit den anderen würfeln.
  
  Nach jedem Wurf darfst du aufhören, nach dem letzten musst du: Die Würfel
  kommen in eine offene Zeile des Blocks, die du wählst („spiel kniffel take
  ZEILE“). Zeigen die Würfel das Muster dieser Zeile nicht, bekommt sie 0
  Punkte: Sie wird gestrichen und ist für den Rest des Spiels geschlossen. Ein
  Eintrag lässt sich zurücknehmen („spiel kniffel undo“), solange seitdem
  niemand gewürfelt hat; in einem Spiel mit Computerspielern würfeln diese
  gleich nach deinem Eintrag.
  
  Die Zeilen:
    1er: die Würfel mit der Augenzahl 1, zusammengezählt (dreimal 1 ergibt 3)
    2er: die Würfel mit der Augenzahl 2, zusammengezählt (dreimal 2 ergibt 6)
    3er: die Würfel mit der Augenzahl 3, zusammengezählt (dreimal 3 ergibt 9)
    4er: die Würfel mit der Augenzahl 4, zusammengezählt (dreimal 4 ergibt 12)
    5er: die Würfel mit der Augenzahl 5, zusammengezählt (dreimal 5 ergibt 15)
    6er: die Würfel mit der Augenzahl 6, zusammengezählt (dreimal 6 ergibt 18)
    3er Pasch: mindestens drei gleiche Würfel; alle fünf Würfel zusammengezählt
    4er Pasch: mindestens vier gleiche Würfel; alle fünf Würfel zusammengezählt
    Full House: drei gleiche Würfel und die anderen zwei gleich: 25 Punkte (fünf
      gleiche zählen auch)
    Kleine Straße: vier Augenzahlen in lückenloser Folge (1–4, 2–5 oder 3–6),
      der fünfte Würfel beliebig: 30 Punkte
    Große Straße: fünf Augenzahlen in lückenloser Folge (1–5 oder 2–6): 40
      Punkte
    Kniffel: alle fünf Würfel gleich: 50 Punkte
    Chance: beliebige Würfel; alle fünf zusammengezählt
  
  Summe 1: die Zeilen 1 bis 6 zusammengezählt. Erreicht sie 63 oder mehr, gibt
  es 35 Punkte dazu, den Bonus. Summe 2: die Zeilen 7 bis 13 zusammengezählt.
  
  Mehrere Kniffel: Die Zeile „Kniffel“ ist die einzige, die mehr als einen
  Eintrag aufnimmt. Steht dort ein Kniffel, darf jedes weitere Kniffel für 100
  Punkte mehr hinein; Würfel ohne Kniffel können dann nicht mehr dorthin. Eine
  mit 0 gestrichene Zeile „Kniffel“ bleibt geschlossen.
  
  Das Ende: Das Spiel ist nach 13 Runden vorbei, wenn jeder Spieler in der
  letzten seinen Zug gemacht hat; noch offene Zeilen zählen nichts. Gesamtsumme:
  Summe 1, Bonus und Summe 2 zusammen. Wer die höchste Gesamtsumme hat, gewinnt;
  bei Gleichstand gewinnen alle mit dieser Summe.
  $ spiel kniffel new --seed tour --players Anna,Bob --rounds 1 --points full_house=30,kniffel=60 -q
  $ spiel kniffel roll -q
  $ spiel kniffel take kniffel -q
  $ spiel kniffel undo
  Runde 1 von 1 – Anna ist dran – Wurf 1 von 3 (noch 2)
  
  Punkte: Full House 30 und Kniffel 60
  
  Position      1    2    3    4    5
  ----------  ---  ---  ---  ---  ---
  Würfel        4    6    5    5    3
  
    Nr.  Zeile            Anna    Bob    eintragen
  -----  -------------  ------  -----  -----------
      1  1er                                     0
      2  2er                                     0
      3  3er                                     3
      4  4er                                     4
      5  5er                                    10
      6  6er                                     6
         Summe 1             0      0
         Bonus               0      0
      7  3er Pasch                               0
      8  4er Pasch                               0
      9  Full House                              0
     10  Kleine Straße                          30
     11  Große Straße                            0
     12  Kniffel                                 0
     13  Chance                                 23
         Summe 2             0      0
         Gesamtsumme         0      0
  $ spiel kniffel take kniffel -q
  $ spiel kniffel roll -q
  $ spiel kniffel take kniffel
  Spiel vorbei nach 1 Runde – Sieger: Anna und Bob (0 Punkte)
  
  Punkte: Full House 30 und Kniffel 60
  
    Nr.  Zeile            Anna    Bob
  -----  -------------  ------  -----
      1  1er
      2  2er
      3  3er
      4  4er
      5  5er
      6  6er
         Summe 1             0      0
         Bonus               0      0
      7  3er Pasch
      8  4er Pasch
      9  Full House
     10  Kleine Straße
     11  Große Straße
     12  Kniffel             /      /
     13  Chance
         Summe 2             0      0
         Gesamtsumme         0      0
  $ spiel kniffel log
  Nr.    Wer    Aktion                Ergebnis
  -----  -----  --------------------  ------------
  1      Anna   würfelt               4 6 5 5 3
  2      Anna   trägt Kniffel ein     0 Punkte
  3      Anna   nimmt Kniffel zurück  wieder offen
  4      Anna   trägt Kniffel ein     0 Punkte
  5      Bob    würfelt               6 1 4 2 2
  6      Bob    trägt Kniffel ein     0 Punkte
  $ spiel kniffel highscore add
  Anna eingetragen: 0 Punkte, Platz 1
  Bob eingetragen: 0 Punkte, Platz 2
    Platz  Name      Punkte  Regeln          Datum
  -------  ------  --------  --------------  ----------
        1  Anna           0  Kniffel-Regeln  21.09.2026
        2  Bob            0  Kniffel-Regeln  21.09.2026
  $ spiel kniffel highscore --all
    Platz  Name      Punkte  Regeln          Datum       Variante
  -------  ------  --------  --------------  ----------  ----------------------------------------------
        1  Anna           0  Kniffel-Regeln  21.09.2026  1 Runde, 3 Würfe, Full House 30 und Kniffel 60
        2  Bob            0  Kniffel-Regeln  21.09.2026  1 Runde, 3 Würfe, Full House 30 und Kniffel 60

Against the greedy computer, its strategy typed in German.

  $ spiel kniffel new --seed tour --players Anna,cpu:gierig --rounds 2 --force
  Runde 1 von 2 – Anna ist dran – noch nicht gewürfelt (3 Würfe übrig)
  
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
  $ spiel kniffel roll -q
  $ spiel kniffel take chance
  cpu:gierig: würfelt 6 1 4 2 2, behält Würfel 3 und 4 und würfelt 5 1 4 2 5, behält Würfel 1, 3 und 4 und würfelt 5 2 4 2 4, trägt Chance mit 17 ein
  
  Runde 2 von 2 – Anna ist dran – noch nicht gewürfelt (3 Würfe übrig)
  
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
     13  Chance             23            17
         Summe 2            23            17
         Gesamtsumme        23            17
  $ spiel kniffel log
  Nr.    Wer         Aktion                                Ergebnis
  -----  ----------  ------------------------------------  ----------
  1      Anna        würfelt                               4 6 5 5 3
  2      Anna        trägt Chance ein                      23 Punkte
  3      cpu:gierig  würfelt                               6 1 4 2 2
  4      cpu:gierig  behält Würfel 3 und 4 und würfelt     5 1 4 2 5
  5      cpu:gierig  behält Würfel 1, 3 und 4 und würfelt  5 2 4 2 4
  6      cpu:gierig  trägt Chance ein                      17 Punkte

Duplicate dice, and the review that compares the two players.

  $ spiel kniffel new --seed tour --players Anna,Bob --dice duplicate --rounds 2 --force -q
  $ for turn in 1 2 3 4; do spiel kniffel roll -q; spiel kniffel take 1 -q 2>/dev/null || spiel kniffel take 2 -q; done
  $ spiel kniffel review 2>/dev/null
  Auswertung, bewertet mit der optimalen Strategie unter den Kniffel-Regeln, 3 Würfe, 2 Runden
  Keine Gewinnchancen bei Duplikatwürfeln: Die Spieler teilen sich die Würfel, und die Gewinnchance setzt voraus, dass jeder seine eigenen würfelt.
  
  Spieler      erwartet zu Beginn    durch Entscheidungen verschenkt    Glück    Gesamtsumme
  ---------  --------------------  ---------------------------------  -------  -------------
  Anna                      54,97                              59,62    +8,66              4
  Bob                       54,97                              59,62    +8,66              4
  
  Anna: 54,97 − 59,62 + 8,66 = 4,00, die Gesamtsumme am Ende
  Bob: 54,97 − 59,62 + 8,66 = 4,00, die Gesamtsumme am Ende
  
  Anna: die teuersten Entscheidungen
  
    Runde    Wurf  Würfel     gespielt       am besten                                    verschenkt
  -------  ------  ---------  -------------  -----------------------------------------  ------------
        2       1  4 6 1 2 3  2er eintragen  Würfel 1, 3, 4 und 5 behalten und würfeln         31,06
        1       1  1 2 3 4 1  1er eintragen  Würfel 1, 2, 3 und 4 behalten und würfeln         28,56
  
  Bob: die teuersten Entscheidungen
  
    Runde    Wurf  Würfel     gespielt       am besten                                    verschenkt
  -------  ------  ---------  -------------  -----------------------------------------  ------------
        2       1  4 6 1 2 3  2er eintragen  Würfel 1, 3, 4 und 5 behalten und würfeln         31,06
        1       1  1 2 3 4 1  1er eintragen  Würfel 1, 2, 3 und 4 behalten und würfeln         28,56
  
  Duplikatwürfel: Jede Runde hat für alle mit demselben Wurf begonnen; eingetragene Punkte
  
    Runde  erster Wurf      Anna    Bob
  -------  -------------  ------  -----
        1  1 2 3 4 1           2      2
        2  4 6 1 2 3           2      2
  
  Mit denselben Würfeln hat Anna in 2 Runden so viele Punkte erzielt wie Bob (in keiner mehr, in keiner weniger)
  Auf dem Block von Anna hätten die Entscheidungen von Bob die erwartete Gesamtsumme in 2 Runden um +0,00 verändert
  Auf dem Block von Bob hätten die Entscheidungen von Anna die erwartete Gesamtsumme in 2 Runden um +0,00 verändert

Simulations: many games, and a strategy typed in German.

  $ spiel kniffel simulate --strategy greedy --games 10000 --rounds 1 --seed tour 2>/dev/null
  10.000 Spiele, Strategie „gierig“, Kniffel-Regeln, 3 Würfe, 1 Runde
  
                                     Gesamtsumme
  -------------------------------  -------------
  Mittelwert                               28,42
  Standardabweichung                        7,68
  Median                                      30
  Minimum                                      9
  Maximum                                     50
  mit Bonus                                0,0 %
  mit Kniffel                              0,9 %
  erwartet zu Beginn                       28,46
  durch Entscheidungen verschenkt           0,00
  Glück                                    −0,04
  
  Die Gesamtsummen in Klassen zu je 2 Punkten (█: die vollste Klasse):
  gierig  8 ▁▁▁▁▂▂▂▂▂▂▁█    ▅    ▁ 51
  $ spiel kniffel simulate --strategy gierig --games 10 --rounds 1 --seed tour 2>/dev/null | head -1
  10 Spiele, Strategie „gierig“, Kniffel-Regeln, 3 Würfe, 1 Runde

What a family types wrong.

  $ mkdir DIR
  $ spiel kniffel show -f DIR
  Fehler: „--file DIR“ ist ein Ordner; nenne eine Datei
  [2]
  $ spiel kniffel new --force=ja
  Fehler: Die Option „--force“ erwartet keinen Wert
  [2]
  $ spiel kniffel new --dice foo
  Fehler: Ungültiger Wert für „--dice“: „foo“ gibt es nicht; wähle „random“ oder „duplicate“ (siehe „spiel kniffel new --help“)
  [2]
  $ spiel kniffel new --players Anna,cpu:foo
  Fehler: „cpu:foo“: Ein Computerspieler heißt „cpu:optimal“, „cpu:gierig“, „cpu:zufällig“ oder „cpu:sieg“ (wahlweise mit „:NAME“ dahinter, um mehrere zu unterscheiden)
  [2]
  $ spiel kniffel new --rounds 99
  Fehler: Ungültiger Wert für „--rounds“: 99 liegt nicht im Bereich 1 bis 13 (siehe „spiel kniffel new --help“)
  [2]
  $ spiel puzzle solve --max-seconds 0
  Fehler: Ungültiger Wert für „--max-seconds“: 0 liegt nicht im Bereich 0,1 bis 86.400 (siehe „spiel puzzle solve --help“)
  [2]

Streichholzspiel: the rules of a short row, of rows with chosen takes, a game in
rows against the perfect computer, its hint, log and review.

  $ spiel streichholz rules --matches 9 --max-take 2
  Streichholzspiel: die Regeln
  
  Auf dem Tisch liegt eine Reihe von 9 Hölzern. Ihr zieht abwechselnd, du und
  der Computer; du fängst an, außer das Spiel beginnt mit „new --first
  computer“. Jeder Zug nimmt 1 oder 2 Hölzer aus der Reihe, nie mehr, als noch
  liegen. Wer das letzte Holz nimmt, verliert. Darum endet das Spiel, sobald nur
  noch ein Holz liegt: Wer es nehmen müsste, hat verloren.
  
  Das Geheimnis: Die Stellungen wiederholen sich alle 3 Hölzer. Ist die Anzahl
  ein Vielfaches von 3 plus 1, verliert, wer am Zug ist; hinterlässt du deinem
  Gegner jedes Mal so eine Anzahl, gewinnst du.
  
  Der Computer (Stufe klassisch, „--level klassisch“) spielt wie das
  Originalskript: War die Anzahl vor deinem Zug ein Vielfaches von 3 plus 1,
  ergänzt er deinen Zug auf 3; sonst hinterlässt er dir so eine Anzahl, wenn er
  kann, und nimmt zufällig, wenn nicht.
  
  Du ziehst mit „spiel streichholz take N“; der Computer antwortet im selben
  Befehl. „spiel streichholz hint“ nennt den Gewinnzug. „spiel streichholz undo“
  nimmt deinen letzten Zug und die Antwort des Computers zurück, außer der
  Computer hat seine Antwort ausgelost.
  $ spiel streichholz rules --rows 1,2 --takes 1,3,4
  Streichholzspiel: die Regeln
  
  Auf dem Tisch liegen Reihen mit 1 und 2 Hölzern, von oben nach unten
  nummeriert ab 1. Ihr zieht abwechselnd, du und der Computer; du fängst an,
  außer das Spiel beginnt mit „new --first computer“. Jeder Zug nimmt 1, 3 oder
  4 Hölzer aus einer Reihe, nie mehr, als darin noch liegen. Wer das letzte Holz
  nimmt, verliert. Darum endet das Spiel, sobald nur noch ein Holz liegt: Wer es
  nehmen müsste, hat verloren.
  
  Das Geheimnis (Sprague 1935, Grundy 1939; Conway 1976 für den verlierenden
  letzten Zug): Jede Reihe hat einen Wert, die kleinste Zahl, zu der kein Zug
  aus ihr führt (eine Reihe, zu der kein Zug passt, ist 0 wert); die Werte
  wiederholen sich periodisch. Addiere die Werte der Reihen im Zweiersystem
  Stelle für Stelle ohne Übertrag (die Nim-Summe). Eine Reihe mit dem Wert 0
  wirkt wie kein Holz, wenn bei ihr allein (der letzte Zug verliert) gewinnt,
  wer am Zug ist; eine Reihe mit dem Wert 1 wirkt wie ein einzelnes Holz, wenn
  bei ihr allein verliert, wer am Zug ist. Solange eine Reihe keins von beiden
  ist, verliert bei der Summe 0, wer am Zug ist; sind es alle, verliert er bei
  einer ungeraden Zahl von Reihen mit dem Wert 1: Hinterlasse deinem Gegner
  jedes Mal eine solche Stellung, dann gewinnst du.
  
  Der Computer (Stufe perfekt, „--level perfekt“) spielt fehlerlos: Er gewinnt,
  wann immer die Stellung es erlaubt; aus einer verlorenen Stellung macht er den
  Zug, auf den am schwersten zu antworten ist: einen, der das Spiel nicht
  beendet, wenn er es vermeiden kann, und dir die wenigsten gewinnenden
  Antworten übrig lässt (bei Gleichstand den kleinsten Zug, aus der obersten
  Reihe).
  
  Du ziehst mit „spiel streichholz take N --row R“ (ohne „--row“, solange nur
  aus einer Reihe genommen werden kann); der Computer antwortet im selben
  Befehl. „spiel streichholz hint“ nennt den Gewinnzug und sagt, warum. „spiel
  streichholz undo“ nimmt deinen letzten Zug und die Antwort des Computers
  zurück, außer der Computer hat seine Antwort ausgelost.
  $ spiel streichholz rules --rows 3,4,5
  Streichholzspiel: die Regeln
  
  Auf dem Tisch liegen Reihen mit 3, 4 und 5 Hölzern, von oben nach unten
  nummeriert ab 1. Ihr zieht abwechselnd, du und der Computer; du fängst an,
  außer das Spiel beginnt mit „new --first computer“. Jeder Zug nimmt beliebig
  viele Hölzer aus einer Reihe, mindestens 1. Wer das letzte Holz nimmt,
  verliert. Darum endet das Spiel, sobald nur noch ein Holz liegt: Wer es nehmen
  müsste, hat verloren.
  
  Das Geheimnis (Bouton, 1901): Schreibe die Zahl der Hölzer jeder Reihe im
  Zweiersystem und addiere sie Stelle für Stelle ohne Übertrag (die Nim-Summe).
  Solange eine Reihe zwei oder mehr Hölzer hat, verliert bei einer Stellung mit
  der Nim-Summe 0, wer am Zug ist: Hinterlasse deinem Gegner jedes Mal eine.
  Würde dein Zug nur noch Reihen aus einzelnen Hölzern übrig lassen, lass
  stattdessen eine ungerade Zahl davon übrig: Dann gewinnst du.
  
  Der Computer (Stufe perfekt, „--level perfekt“) spielt fehlerlos: Er gewinnt,
  wann immer die Stellung es erlaubt; aus einer verlorenen Stellung macht er den
  Zug, auf den am schwersten zu antworten ist: einen, der das Spiel nicht
  beendet, wenn er es vermeiden kann, und dir die wenigsten gewinnenden
  Antworten übrig lässt (bei Gleichstand den kleinsten Zug, aus der obersten
  Reihe).
  
  Du ziehst mit „spiel streichholz take N --row R“ (ohne „--row“, solange nur
  aus einer Reihe genommen werden kann); der Computer antwortet im selben
  Befehl. „spiel streichholz hint“ nennt den Gewinnzug und sagt, warum. „spiel
  streichholz undo“ nimmt deinen letzten Zug und die Antwort des Computers
  zurück, außer der Computer hat seine Antwort ausgelost.
  $ spiel streichholz new --rows 1,1 --takes 2
  Fehler: Nichts zu spielen: Wer anfängt, könnte kein Holz nehmen oder nur das letzte; gib mehr Hölzer oder andere erlaubte Anzahlen an
  [2]
  $ spiel streichholz new --rows 3,4,5 --seed tour --level perfekt
  Streichholzspiel – 12 von 12 Hölzern übrig – du bist dran (nimm beliebig viele aus einer Reihe)
  
  1  |||
  2  ||||
  3  |||||
  
  Wer                   zuletzt genommen
  ------------------  ------------------
  du                                   –
  Computer (perfekt)                   –
  $ spiel streichholz take 1 --row 1
  Streichholzspiel – 10 von 12 Hölzern übrig – du bist dran (nimm beliebig viele aus einer Reihe)
  
  1  |
  2  ||||
  3  |||||
  
  Wer                   zuletzt genommen
  ------------------  ------------------
  du                       1 aus Reihe 1
  Computer (perfekt)       1 aus Reihe 1
  $ spiel streichholz hint
  Gegen fehlerloses Spiel gewinnt kein Zug: Die Nim-Summe ist schon 0. 1 aus Reihe 1 nehmen: Damit bleibt deinem Gegner nur 1 gewinnende Antwort; kein anderer Zug lässt ihm weniger übrig.
  $ spiel streichholz take 1 --row 3
  Streichholzspiel – 8 von 12 Hölzern übrig – du bist dran (nimm beliebig viele aus einer Reihe)
  
  1  –
  2  ||||
  3  ||||
  
  Wer                   zuletzt genommen
  ------------------  ------------------
  du                       1 aus Reihe 3
  Computer (perfekt)       1 aus Reihe 1
  $ spiel streichholz log
  Nr.    Wer       Aktion                Ergebnis
  -----  --------  --------------------  ----------
  1      du        nimmst 1 aus Reihe 1  11 übrig
  2      Computer  nimmt 1 aus Reihe 1   10 übrig
  3      du        nimmst 1 aus Reihe 3  9 übrig
  4      Computer  nimmt 1 aus Reihe 1   8 übrig
  $ spiel streichholz review
  Auswertung: Reihen mit 3, 4 und 5 Hölzern, du hast angefangen; die Anfangsstellung war für dich gewonnen.
  
    Nr.  Wer         Reihen       genommen      Gewinnzug  Urteil
  -----  --------  --------  -------------  -------------  --------
      1  du           3 4 5  1 aus Reihe 1  2 aus Reihe 1  Fehler
      2  Computer     2 4 5  1 aus Reihe 1  1 aus Reihe 1
      3  du           1 4 5  1 aus Reihe 3              –
      4  Computer     1 4 4  1 aus Reihe 1  1 aus Reihe 1
  
  Du: 2 Züge, 1 Fehler (der erste: Zug Nr. 1)
  Computer: 2 Züge, kein Fehler
  Der letzte Fehler war Zug Nr. 1: Seitdem ist die Stellung für den Computer gewonnen.

Buchstabenpuzzle: slides, an undo, the solver, the log.

  $ spiel puzzle new --board ABC/D.F/GEH
  Buchstabenpuzzle 3×3 – 0 Züge
  
  A  B  C
  D  .  F
  G  E  H
  $ spiel puzzle slide E
  Buchstabenpuzzle 3×3 – 1 Zug
  
  A  B  C
  D  E  F
  G  .  H
  $ spiel puzzle undo
  Buchstabenpuzzle 3×3 – 0 Züge
  
  A  B  C
  D  .  F
  G  E  H
  $ spiel puzzle solve --apply
  2 Züge (nachweislich kürzester Weg): E H
  
  Buchstabenpuzzle 3×3 – gelöst in 2 Zügen
  
  A  B  C
  D  E  F
  G  H  .
  $ spiel puzzle log
  Nr.    Wer    Aktion               Ergebnis
  -----  -----  -------------------  ----------
  1      du     schiebst E           1 Zug
  2      du     nimmst 1 Zug zurück  0 Züge
  3      Löser  schiebt E H          2 Züge
