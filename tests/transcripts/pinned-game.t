A whole game of Kniffel, pinned: the seed fixes the dice, the epoch
the date, and the highscore is a file of its own.

  $ export SPIEL_SEED=7 SOURCE_DATE_EPOCH=1790000000
  $ export SPIEL_HIGHSCORE_FILE="$PWD/scores.json"
  $ spiel kniffel new --players Anna > /dev/null
  $ for category in 1er 2er 3er 4er 5er 6er 3er-pasch 4er-pasch full-house \
  >     kleine-strasse grosse-strasse kniffel chance; do
  >   spiel kniffel roll > /dev/null && spiel kniffel take "$category" > /dev/null
  > done
  $ spiel kniffel highscore add
  Recorded Anna: 56 points, rank 1
    rank  name      score  rules          date
  ------  ------  -------  -------------  ----------
       1  Anna         56  kniffel rules  2026-09-21
