A slip taken back: 'take 3' meant 'take 10'. The undo puts back the sheet, the dice and the
rolls left, as long as no die has been rolled since; no undo may let a player see a random
draw and choose again.

  $ spiel kniffel new --seed 1 --players Anna -q
  $ spiel kniffel roll -q
  $ spiel kniffel take 3 -q
  $ spiel kniffel undo
  Round 1 of 13 - Anna's turn - roll 1 of 3 (2 left)
  
  position      1    2    3    4    5
  ----------  ---  ---  ---  ---  ---
  die           5    4    5    2    3
  
    row  category           Anna    take
  -----  ---------------  ------  ------
      1  Ones                          0
      2  Twos                          2
      3  Threes                        3
      4  Fours                         4
      5  Fives                        10
      6  Sixes                         0
         Upper sum             0
         Bonus                 0
      7  Three of a kind               0
      8  Four of a kind                0
      9  Full house                    0
     10  Small straight               30
     11  Large straight                0
     12  Kniffel                       0
     13  Chance                       19
         Lower sum             0
         Total                 0

A second undo in a row is refused: the take before it has a roll after it. The file stays
byte for byte as it was.

  $ cp kniffel.json before.json
  $ same() { cmp -s kniffel.json before.json && echo unchanged; }
  $ spiel kniffel undo
  Error: Anna's take of Threes is undone already; a second undo is refused, as a die has been rolled since any take before it
  [1]
  $ same
  unchanged
  $ spiel kniffel take 10 -q
  $ spiel kniffel roll -q
  $ spiel kniffel undo
  Error: Anna's take of Small straight cannot be undone: Anna has rolled since, and an undo now would let a player see a random draw and choose again
  [1]
  $ spiel kniffel undo --format json
  {"schema_version": 1, "exit": 1, "error": {"code": "undo_after_roll", "message": "Anna's take of Small straight cannot be undone: Anna has rolled since, and an undo now would let a player see a random draw and choose again", "player": "Anna", "category": "small_straight", "rules": "kniffel", "roller": "Anna"}}
  [1]
  $ cp kniffel.json before.json
  $ same
  unchanged

The draw counter never goes back: the roll after an undo is the roll that would have come
without it.

  $ spiel kniffel new --seed 1 --players Anna -o straight.json -q
  $ spiel kniffel roll -f straight.json -q
  $ spiel kniffel take 10 -f straight.json -q
  $ spiel kniffel roll -f straight.json -q
  $ spiel kniffel show -f straight.json --field dice --field players.0.total
  [6,6,5,6,3]
  30
  $ spiel kniffel show --field dice --field players.0.total
  [6,6,5,6,3]
  30
  $ draws() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["draws"])' "$1"; }
  $ draws straight.json; draws kniffel.json
  10
  10

The undone take stays in the history: the log shows it and the undo.

  $ spiel kniffel log
  move    by    action                result
  ------  ----  --------------------  ----------
  1       Anna  rolls                 5 4 5 2 3
  2       Anna  takes Threes          3 points
  3       Anna  takes back Threes     open again
  4       Anna  takes Small straight  30 points
  5       Anna  rolls                 6 6 5 6 3
  $ spiel kniffel log --format json
  {"schema_version": 1, "game": "kniffel", "moves": [{"move": 1, "player": "Anna", "action": "roll", "kept": [], "dice": [5, 4, 5, 2, 3]}, {"move": 2, "player": "Anna", "action": "take", "category": "threes", "points": 3}, {"move": 3, "player": "Anna", "action": "undo", "category": "threes", "points": 3}, {"move": 4, "player": "Anna", "action": "take", "category": "small_straight", "points": 30}, {"move": 5, "player": "Anna", "action": "roll", "kept": [], "dice": [6, 6, 5, 6, 3]}]}

Against the computers a take is followed by their rolls at once: there the undo is refused,
and says why.

  $ spiel kniffel new --seed 1 --players Anna,cpu:random --force -q
  $ spiel kniffel roll -q
  $ spiel kniffel take chance -q
  $ cp kniffel.json before.json
  $ spiel kniffel undo
  Error: Anna's take of Chance cannot be undone: cpu:random has rolled since, and an undo now would let a player see a random draw and choose again
  [1]
  $ same
  unchanged

Before anyone has taken a category there is nothing to undo:

  $ spiel kniffel new --seed 1 --players Anna --force -q
  $ spiel kniffel undo
  Error: nothing to undo: no person has taken a category yet
  [1]

In German:

  $ spiel --lang de kniffel roll -q
  $ spiel --lang de kniffel take 3 -q
  $ spiel --lang de kniffel undo -q
  $ spiel --lang de kniffel undo
  Fehler: Der Eintrag von Anna in „3er“ ist schon zurückgenommen; weiter zurück geht es nicht, denn seit jedem Eintrag davor wurde schon gewürfelt
  [1]
  $ spiel --lang de kniffel log
  Nr.    Wer    Aktion            Ergebnis
  -----  -----  ----------------  ------------
  1      Anna   würfelt           5 4 5 2 3
  2      Anna   trägt 3er ein     3 Punkte
  3      Anna   nimmt 3er zurück  wieder offen
