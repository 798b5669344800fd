The matchstick game in rows in German: the rules of Marienbad, a game against perfect play with
hints, the log, the review, and the refusals. The state file and the JSON views stay English.

  $ export SPIEL_LANG=de
  $ spiel streichholz rules --rows 1,3,5,7
  Streichholzspiel: die Regeln
  
  Auf dem Tisch liegen Reihen mit 1, 3, 5 und 7 Hölzern, von oben nach unten
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
  $ spiel streichholz new --seed marienbad --rows 1,3,5,7 --first computer
  Streichholzspiel – 14 von 16 Hölzern übrig – du bist dran (nimm beliebig viele aus einer Reihe)
  
  1  |
  2  |
  3  |||||
  4  ||||| ||
  
  Wer                   zuletzt genommen
  ------------------  ------------------
  du                                   –
  Computer (perfekt)       2 aus Reihe 2
  $ spiel streichholz hint
  2 aus Reihe 4 nehmen: Danach ist die Nim-Summe 0, und jede Antwort macht sie wieder ungleich 0. Weil das letzte Holz verliert, spiele auf die Nim-Summe 0, bis nur noch einzelne Hölzer blieben; dann lasse eine ungerade Zahl davon übrig.
  $ spiel streichholz take 1
  Fehler: Sag, aus welcher Reihe du nimmst: „take N --row R“ mit R gleich 1, 2, 3 oder 4
  [1]
  $ spiel streichholz take 9 --row 4
  Fehler: Nur noch 7 Hölzer in Reihe 4; nimm 1 bis 7
  [1]
  $ spiel streichholz take 1 --row 5
  Fehler: Es gibt keine Reihe 5: Das Spiel hat 4 Reihen
  [1]
  $ spiel streichholz take 2 --row 4
  Streichholzspiel – 10 von 16 Hölzern übrig – du bist dran (nimm beliebig viele aus einer Reihe)
  
  1  |
  2  |
  3  |||
  4  |||||
  
  Wer                   zuletzt genommen
  ------------------  ------------------
  du                       2 aus Reihe 4
  Computer (perfekt)       2 aus Reihe 3
  $ n() { spiel streichholz hint --format json | python3 -c 'import json,sys; h=json.load(sys.stdin); print(h["take"], "--row", h["row"])'; }
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz hint
  1 aus Reihe 2 nehmen: Danach bleibt ein Holz, und dein Gegner muss es nehmen.
  $ spiel streichholz take 1 --row 1
  Fehler: Reihe 1 ist leer; nimm aus Reihe 2 oder 3
  [1]
  $ while [ "$(spiel streichholz show --field finished)" = false ]; do spiel streichholz take $(n) -q; done
  $ spiel streichholz show
  Streichholzspiel – 1 von 16 Hölzern übrig – Du hast gewonnen: Dem Computer bleibt das letzte Holz, und wer es nehmen müsste, verliert.
  
  1  –
  2  –
  3  |
  4  –
  
  Wer                   zuletzt genommen
  ------------------  ------------------
  du                       1 aus Reihe 2
  Computer (perfekt)       1 aus Reihe 1
  $ spiel streichholz log
  Nr.    Wer       Aktion                Ergebnis
  -----  --------  --------------------  ----------
  1      Computer  nimmt 2 aus Reihe 2   14 übrig
  2      du        nimmst 2 aus Reihe 4  12 übrig
  3      Computer  nimmt 2 aus Reihe 3   10 übrig
  4      du        nimmst 2 aus Reihe 4  8 übrig
  5      Computer  nimmt 2 aus Reihe 3   6 übrig
  6      du        nimmst 3 aus Reihe 4  3 übrig
  7      Computer  nimmt 1 aus Reihe 1   2 übrig
  8      du        nimmst 1 aus Reihe 2  1 übrig
  $ spiel streichholz review
  Auswertung: Reihen mit 1, 3, 5 und 7 Hölzern, der Computer hat angefangen; die Anfangsstellung war für dich gewonnen.
  
    Nr.  Wer         Reihen       genommen      Gewinnzug  Urteil
  -----  --------  --------  -------------  -------------  --------
      1  Computer   1 3 5 7  2 aus Reihe 2              –
      2  du         1 1 5 7  2 aus Reihe 4  2 aus Reihe 4
      3  Computer   1 1 5 5  2 aus Reihe 3              –
      4  du         1 1 3 5  2 aus Reihe 4  2 aus Reihe 4
      5  Computer   1 1 3 3  2 aus Reihe 3              –
      6  du         1 1 1 3  3 aus Reihe 4  3 aus Reihe 4
      7  Computer   1 1 1 0  1 aus Reihe 1              –
      8  du         0 1 1 0  1 aus Reihe 2  1 aus Reihe 2
  
  Du: 4 Züge, kein Fehler
  Computer: 4 Züge, kein Fehler
  Kein Fehler: Die Anfangsstellung hat das Spiel entschieden.
  $ spiel streichholz new --seed regeln --rows 12,1000000 --takes 2,5 --force
  Streichholzspiel – 1.000.012 von 1.000.012 Hölzern übrig – du bist dran (nimm 2 oder 5 aus einer Reihe)
  
  1  ||||| ||||| ||
  2  1.000.000 Hölzer
  
  Wer                   zuletzt genommen
  ------------------  ------------------
  du                                   –
  Computer (perfekt)                   –
  $ spiel streichholz rules
  Streichholzspiel: die Regeln
  
  Auf dem Tisch liegen Reihen mit 12 und 1.000.000 Hölzern, von oben nach unten
  nummeriert ab 1. Ihr zieht abwechselnd, du und der Computer; in diesem Spiel
  hast du angefangen. Jeder Zug nimmt 2 oder 5 Hölzer aus einer Reihe, nie mehr,
  als darin noch liegen. Wer den letzten Zug macht, verliert: Das Spiel endet,
  wenn kein erlaubter Zug mehr bleibt, auch wenn noch Hölzer liegen, und wer
  zuletzt gezogen hat, hat verloren. Es endet auch, sobald jeder übrige Zug den
  Tisch leeren würde: Wer ihn machen müsste, hat verloren.
  
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
  $ spiel streichholz take 3 --row 1
  Fehler: Ein Zug nimmt 2 oder 5 Hölzer, nicht 3
  [1]
  $ spiel streichholz new --rows 1,3,5,7 --level classic --force
  Fehler: Die klassische Stufe spielt nur das Spiel des Originals, eine Reihe mit 1 bis K Hölzern pro Zug; wähle „--level perfekt“ oder „--level zufällig“
  [2]
  $ spiel streichholz new --rows 1000001 --force
  Fehler: Ungültiger Wert für „--rows“: „1000001“ ist keine ganze Zahl von 1 bis 1.000.000 (siehe „spiel streichholz new --help“)
  [2]
  $ spiel streichholz new --rows 5 --max-take 2 --takes 1,3 --force
  Fehler: Gib „--max-take“ oder „--takes“ an, nicht beides
  [2]
  $ spiel streichholz new --rows 1 --force
  Fehler: Nichts zu spielen: Wer anfängt, könnte kein Holz nehmen oder nur das letzte; gib mehr Hölzer oder andere erlaubte Anzahlen an
  [2]
