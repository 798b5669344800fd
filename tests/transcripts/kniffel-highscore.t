The local highscore: record finished games, list them, clear them.

  $ export SPIEL_HIGHSCORE_FILE="$PWD/scores.json" SOURCE_DATE_EPOCH=1790000000
  $ spiel kniffel highscore
  The highscore list is empty.
  $ play() { spiel kniffel new --seed "$1" --rounds 3 --players "$2" --force -q
  >   for c in chance 6er 3er-pasch; do
  >     for p in $(echo "$2" | tr , ' '); do spiel kniffel roll -q; spiel kniffel take $c -q; done
  >   done; }
  $ play one Anna,Bob
  $ spiel kniffel highscore add
  Recorded Anna: 25 points, rank 2
  Recorded Bob: 26 points, rank 1
    rank  name      score  rules          date
  ------  ------  -------  -------------  ----------
       1  Bob          26  kniffel rules  2026-09-21
       2  Anna         25  kniffel rules  2026-09-21
  $ play two Clara
  $ spiel kniffel highscore add --name Dora
  Recorded Dora: 29 points, rank 1
    rank  name      score  rules          date
  ------  ------  -------  -------------  ----------
       1  Dora         29  kniffel rules  2026-09-21
       2  Bob          26  kniffel rules  2026-09-21
       3  Anna         25  kniffel rules  2026-09-21
These were 3-round games: each variant (rules, rounds, rolls, points) has a list
of its own, and plain `highscore` lists the standard game (13 rounds, 3 rolls):

  $ spiel kniffel highscore
  No entries for kniffel rules, 13 rounds, 3 rolls (--all lists every variant).
  $ spiel kniffel highscore --rounds 3
    rank  name      score  rules          date
  ------  ------  -------  -------------  ----------
       1  Dora         29  kniffel rules  2026-09-21
       2  Bob          26  kniffel rules  2026-09-21
       3  Anna         25  kniffel rules  2026-09-21
  $ spiel kniffel highscore --rounds 3 --format json
  {"schema_version": 1, "entries": [{"name": "Dora", "computer": false, "total": 29, "rules": "kniffel", "date": "2026-09-21", "rounds": 3, "rolls_per_turn": 3, "point_values": {"full_house": 25, "small_straight": 30, "large_straight": 40, "kniffel": 50, "bonus": 35, "bonus_threshold": 63}}, {"name": "Bob", "computer": false, "total": 26, "rules": "kniffel", "date": "2026-09-21", "rounds": 3, "rolls_per_turn": 3, "point_values": {"full_house": 25, "small_straight": 30, "large_straight": 40, "kniffel": 50, "bonus": 35, "bonus_threshold": 63}}, {"name": "Anna", "computer": false, "total": 25, "rules": "kniffel", "date": "2026-09-21", "rounds": 3, "rolls_per_turn": 3, "point_values": {"full_house": 25, "small_straight": 30, "large_straight": 40, "kniffel": 50, "bonus": 35, "bonus_threshold": 63}}]}
  $ spiel kniffel new --seed four --rounds 1 --rolls 2 --force -q
  $ spiel kniffel roll -q && spiel kniffel take chance -q
  $ spiel kniffel highscore add --name Emil -q
  $ spiel kniffel highscore --all
    rank  name      score  rules          date        variant
  ------  ------  -------  -------------  ----------  -----------------
       1  Dora         29  kniffel rules  2026-09-21  3 rounds, 3 rolls
       2  Bob          26  kniffel rules  2026-09-21  3 rounds, 3 rolls
       3  Anna         25  kniffel rules  2026-09-21  3 rounds, 3 rolls
       4  Emil         18  kniffel rules  2026-09-21  1 round, 2 rolls

Only finished games go in, each once: adding Emil's game again, with no other
name asked for, adds nothing; under another name it is refused:

  $ spiel kniffel highscore add
  Emil: 18 points is in the highscore already, rank 1; nothing added
    rank  name      score  rules          date
  ------  ------  -------  -------------  ----------
       1  Emil         18  kniffel rules  2026-09-21
  $ spiel kniffel highscore add --name Fritz
  Error: this game is already in the highscore; a game is recorded once
  [1]
  $ spiel kniffel new --seed three --force -q
  $ spiel kniffel highscore add
  Error: the game is not finished (round 1 of 13); only finished games go into the highscore
  [1]

The highscore is the players' own: computer players go in only when asked,
and are marked:

  $ spiel kniffel new --seed five --rounds 3 --players Fritz,cpu:greedy --force -q
  $ for c in chance 6er 3er-pasch; do spiel kniffel roll -q; spiel kniffel take $c -q; done
  $ spiel kniffel highscore add
  Recorded Fritz: 18 points, rank 4
  Not recorded: cpu:greedy is a computer player (--computers records it too)
    rank  name      score  rules          date
  ------  ------  -------  -------------  ----------
       1  Dora         29  kniffel rules  2026-09-21
       2  Bob          26  kniffel rules  2026-09-21
       3  Anna         25  kniffel rules  2026-09-21
       4  Fritz        18  kniffel rules  2026-09-21
  $ spiel kniffel highscore add --computers
  Fritz: 18 points is in the highscore already, rank 5; nothing added
  Recorded cpu:greedy: 93 points, rank 1
    rank  name                     score  rules          date
  ------  ---------------------  -------  -------------  ----------
       1  cpu:greedy (computer)       93  kniffel rules  2026-09-21
       2  Dora                        29  kniffel rules  2026-09-21
       3  Bob                         26  kniffel rules  2026-09-21
       4  Anna                        25  kniffel rules  2026-09-21
       5  Fritz                       18  kniffel rules  2026-09-21
  $ spiel kniffel highscore --rounds 3 --format json | cut -c 1-74
  {"schema_version": 1, "entries": [{"name": "cpu:greedy", "computer": true,

Clearing needs a confirmation:

  $ spiel kniffel highscore clear
  Error: clearing deletes the whole list; confirm with --yes (see 'spiel kniffel highscore --help')
  [2]
  $ spiel kniffel highscore clear --yes
  The highscore list is empty.
