A matchstick game in German (spiel --lang de, or SPIEL_LANG=de): the rules, a won game with
hints, the log, and errors. The state file and the JSON views stay English.

  $ spiel --lang de streichholz rules --max-take 5 --last-wins --level perfect
  Streichholzspiel: die Regeln
  
  Auf dem Tisch liegt eine Reihe von 7 bis 50 Hölzern: „new --matches N“ legt
  die Zahl fest, sonst wird sie ausgelost. Ihr zieht abwechselnd, du und der
  Computer; du fängst an, außer das Spiel beginnt mit „new --first computer“.
  Jeder Zug nimmt 1 bis 5 Hölzer aus der Reihe, nie mehr, als noch liegen. Wer
  das letzte Holz nimmt, gewinnt: Das Spiel endet, wenn die Reihe leer ist.
  
  Das Geheimnis: Die Stellungen wiederholen sich alle 6 Hölzer. Liegt ein
  Vielfaches von 6, verliert, wer am Zug ist; hinterlässt du deinem Gegner jedes
  Mal eines, gewinnst du.
  
  Der Computer (Stufe perfekt, „--level perfekt“) spielt fehlerlos: Er gewinnt,
  wann immer die Anzahl es erlaubt; aus einer verlorenen Anzahl nimmt er 1.
  
  Du ziehst mit „spiel streichholz take N“; der Computer antwortet im selben
  Befehl. „spiel streichholz hint“ nennt den Gewinnzug. „spiel streichholz undo“
  nimmt deinen letzten Zug und die Antwort des Computers zurück, außer der
  Computer hat seine Antwort ausgelost.
  $ spiel --lang de streichholz new --seed won --matches 23
  Streichholzspiel – 23 von 23 Hölzern übrig – du bist dran (nimm 1 bis 3)
  
  ||||| ||||| ||||| ||||| |||
  
  Wer                     zuletzt genommen
  --------------------  ------------------
  du                                     –
  Computer (klassisch)                   –
  $ spiel --lang de streichholz rules
  Streichholzspiel: die Regeln
  
  Auf dem Tisch liegt eine Reihe von 23 Hölzern. Ihr zieht abwechselnd, du und
  der Computer; in diesem Spiel hast du angefangen. Jeder Zug nimmt 1 bis 3
  Hölzer aus der Reihe, nie mehr, als noch liegen. Wer das letzte Holz nimmt,
  verliert. Darum endet das Spiel, sobald nur noch ein Holz liegt: Wer es nehmen
  müsste, hat verloren.
  
  Das Geheimnis: Die Stellungen wiederholen sich alle 4 Hölzer. Ist die Anzahl
  ein Vielfaches von 4 plus 1, verliert, wer am Zug ist; hinterlässt du deinem
  Gegner jedes Mal so eine Anzahl, gewinnst du.
  
  Der Computer (Stufe klassisch, „--level klassisch“) spielt wie das
  Originalskript: War die Anzahl vor deinem Zug ein Vielfaches von 4 plus 1,
  ergänzt er deinen Zug auf 4; sonst hinterlässt er dir so eine Anzahl, wenn er
  kann, und nimmt zufällig, wenn nicht.
  
  Du ziehst mit „spiel streichholz take N“; der Computer antwortet im selben
  Befehl. „spiel streichholz hint“ nennt den Gewinnzug. „spiel streichholz undo“
  nimmt deinen letzten Zug und die Antwort des Computers zurück, außer der
  Computer hat seine Antwort ausgelost.
  $ spiel --lang de streichholz hint
  2 nehmen: Damit bleibt dem Computer eine verlorene Stellung.
  $ spiel --lang de streichholz take 2
  Streichholzspiel – 18 von 23 Hölzern übrig – du bist dran (nimm 1 bis 3)
  
  ||||| ||||| ||||| |||
  
  Wer                     zuletzt genommen
  --------------------  ------------------
  du                                     2
  Computer (klassisch)                   3
  $ spiel --lang de streichholz take 4
  Fehler: Es dürfen höchstens 3 Hölzer auf einmal genommen werden; nimm 1 bis 3
  [1]
  $ spiel --lang de streichholz take 0
  Fehler: Ungültiger Wert für „N“: Nimm mindestens 1 Holz, nicht 0 (siehe „spiel streichholz take --help“)
  [2]
  $ export SPIEL_LANG=de
  $ n() { spiel streichholz hint --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["take"])'; }
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n) -q
  $ spiel streichholz take $(n)
  Streichholzspiel – 1 von 23 Hölzern übrig – Du hast gewonnen: Dem Computer bleibt das letzte Holz, und wer es nehmen müsste, verliert.
  
  |
  
  Wer                     zuletzt genommen
  --------------------  ------------------
  du                                     1
  Computer (klassisch)                   3
  $ spiel streichholz log
  Nr.    Wer       Aktion    Ergebnis
  -----  --------  --------  ----------
  1      du        nimmst 2  21 übrig
  2      Computer  nimmt 3   18 übrig
  3      du        nimmst 1  17 übrig
  4      Computer  nimmt 1   16 übrig
  5      du        nimmst 3  13 übrig
  6      Computer  nimmt 1   12 übrig
  7      du        nimmst 3  9 übrig
  8      Computer  nimmt 2   7 übrig
  9      du        nimmst 2  5 übrig
  10     Computer  nimmt 3   2 übrig
  11     du        nimmst 1  1 übrig
  $ spiel streichholz log --format json
  {"schema_version": 1, "game": "streichholz", "moves": [{"move": 1, "side": "player", "action": "take", "took": 2, "left": 21}, {"move": 2, "side": "computer", "action": "take", "took": 3, "left": 18}, {"move": 3, "side": "player", "action": "take", "took": 1, "left": 17}, {"move": 4, "side": "computer", "action": "take", "took": 1, "left": 16}, {"move": 5, "side": "player", "action": "take", "took": 3, "left": 13}, {"move": 6, "side": "computer", "action": "take", "took": 1, "left": 12}, {"move": 7, "side": "player", "action": "take", "took": 3, "left": 9}, {"move": 8, "side": "computer", "action": "take", "took": 2, "left": 7}, {"move": 9, "side": "player", "action": "take", "took": 2, "left": 5}, {"move": 10, "side": "computer", "action": "take", "took": 3, "left": 2}, {"move": 11, "side": "player", "action": "take", "took": 1, "left": 1}]}
  $ spiel streichholz show --field winner
  player
  $ spiel streichholz take 1
  Fehler: Das Spiel ist vorbei; beginne ein neues mit „spiel streichholz new“
  [1]
  $ spiel streichholz show -f fehlt.json
  Fehler: „fehlt.json“ gibt es nicht; beginne ein Spiel mit „spiel streichholz new“
  [3]

Against perfect play from a lost count, the hint has no winning move.

  $ spiel streichholz new --seed lost --matches 9 --level perfect -f lost.json -q
  $ spiel streichholz hint -f lost.json
  Kein Gewinnzug: Bei 9 übrigen Hölzern verliert jeder Zug gegen fehlerloses Spiel; 1 nehmen und auf einen Fehler hoffen.
  $ spiel streichholz take 3 -f lost.json -q
  $ spiel streichholz take 3 -f lost.json
  Streichholzspiel – 1 von 9 Hölzern übrig – Der Computer hat gewonnen: Dir bleibt das letzte Holz, und wer es nehmen müsste, verliert.
  
  |
  
  Wer                   zuletzt genommen
  ------------------  ------------------
  du                                   3
  Computer (perfekt)                   1
