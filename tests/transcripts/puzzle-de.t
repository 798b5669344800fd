A 3x3 puzzle in German (SPIEL_LANG=de): the rules, hints, slides, undo, the solver, the log
and errors. The state file and the JSON views stay English.

  $ export SPIEL_CACHE_DIR="$PWD/cache" SPIEL_LANG=de
  $ spiel puzzle rules --size 3
  Buchstabenpuzzle: die Regeln
  
  Das Brett hat 3×3 Felder: 8 Steine mit den Buchstaben A bis H und eine Lücke.
  Ein neues Puzzle wird zufällig gemischt und ist immer lösbar.
  
  Ein Stein neben der Lücke rückt in sie hinein: Mit „spiel puzzle slide“ nennst
  du ihn bei seinem Zeichen oder bei der Richtung, in die er rückt („hoch“,
  „runter“, „links“ oder „rechts“). Ein Stein weiter weg in der Zeile oder
  Spalte der Lücke rückt mitsamt den Steinen zwischen ihm und der Lücke. Ein
  Befehl darf mehrere Steine nacheinander nennen; kann einer davon nicht rücken,
  bewegt sich gar nichts.
  
  Jeder Stein, der sich bewegt, zählt einen Zug, auch wenn mehrere zugleich
  rücken: Ein Stein zwei Felder von der Lücke entfernt bewegt zwei Steine und
  zählt 2 Züge. „spiel puzzle undo N“ nimmt die letzten N Züge zurück (ohne N
  einen), und der Zähler geht um N zurück.
  
  Gelöst ist das Puzzle, wenn die Steine Zeile für Zeile in der richtigen
  Reihenfolge stehen und die Lücke unten rechts: „ABC/DEF/GH.“ (Zeilen getrennt
  durch „/“, „.“ ist die Lücke).
  
  „spiel puzzle hint“ nennt den nächsten Stein einer kürzesten Lösung; „spiel
  puzzle solve“ zeigt den ganzen Weg, und „solve --apply“ führt ihn aus.
  $ spiel puzzle new --board ABC/.DE/GHF --seed de
  Buchstabenpuzzle 3×3 – 0 Züge
  
  A  B  C
  .  D  E
  G  H  F
  $ spiel puzzle hint
  D schieben: noch 3 Züge (nachweislich kürzester Weg).
  $ spiel puzzle solve
  3 Züge (nachweislich kürzester Weg): D E F
  $ spiel puzzle solve --format json
  {"schema_version": 1, "tiles": ["D", "E", "F"], "length": 3, "optimal": true}
  $ spiel puzzle slide E
  Buchstabenpuzzle 3×3 – 2 Züge
  
  A  B  C
  D  E  .
  G  H  F
  $ spiel puzzle slide A
  Fehler: A liegt nicht in der Zeile oder Spalte der Lücke (Brett ABC/DE./GHF); es wurde nichts verschoben
  [1]
  $ spiel puzzle slide Z
  Fehler: „Z“ ist kein Stein; nenne einen Buchstaben aus ABCDEFGH oder eine Richtung („hoch“, „runter“, „links“ oder „rechts“)
  [2]
  $ spiel puzzle undo 3
  Fehler: Nur 2 Züge lassen sich zurücknehmen
  [1]
  $ spiel puzzle undo
  Buchstabenpuzzle 3×3 – 1 Zug
  
  A  B  C
  D  .  E
  G  H  F
  $ spiel puzzle slide E up
  Buchstabenpuzzle 3×3 – gelöst in 3 Zügen
  
  A  B  C
  D  E  F
  G  H  .
  $ spiel puzzle log
  Nr.    Wer    Aktion               Ergebnis
  -----  -----  -------------------  ----------
  1      du     schiebst D E         2 Züge
  2      du     nimmst 1 Zug zurück  1 Zug
  3      du     schiebst E F         3 Züge
  $ spiel puzzle log --format json
  {"schema_version": 1, "game": "puzzle", "moves": [{"move": 1, "side": "player", "action": "slide", "tiles": ["D", "E"], "directions": ["left", "left"], "move_count": 2}, {"move": 2, "side": "player", "action": "undo", "tiles": ["E"], "directions": ["right"], "move_count": 1}, {"move": 3, "side": "player", "action": "slide", "tiles": ["E", "F"], "directions": ["left", "up"], "move_count": 3}]}
  $ spiel puzzle slide F
  Fehler: Das Puzzle ist gelöst (3 Züge); beginne ein neues mit „spiel puzzle new“
  [1]
  $ spiel puzzle new --board BAC/DEF/GH. --force
  Fehler: Dieses Brett ist nicht lösbar: Schieben ändert nie die Parität seiner Fehlstellungen; vertausche zwei Steine, dann ist es lösbar
  [2]
  $ spiel --lang en puzzle show --field move_count
  3

The solver finishes a scrambled one; its moves are logged as the solver's.

  $ spiel puzzle new --size 3 --scramble 12 --seed apply -f apply.json -q
  $ spiel puzzle solve --apply -f apply.json
  12 Züge (nachweislich kürzester Weg): E F G D A B C E F H E F
  
  Buchstabenpuzzle 3×3 – gelöst in 12 Zügen
  
  A  B  C
  D  E  F
  G  H  .
  $ spiel puzzle log -f apply.json
  Nr.    Wer    Aktion                           Ergebnis
  -----  -----  -------------------------------  ----------
  1      Löser  schiebt E F G D A B C E F H E F  12 Züge
