Computers head to head: every deal is played once in every seating, on the game's own dice
(as `new` deals them) unless --dice duplicate; each player's share of the wins with its
standard error, its totals, its margin over the others, the share of ties, and, when asked
(--chance-lost), the chance of winning its decisions gave away as cpu:win values them.

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel kniffel simulate --players cpu:win,cpu:optimal --games 20 --rounds 3 --seed duel -q
  $ spiel kniffel simulate --players cpu:win,cpu:optimal --games 20 --rounds 3 --seed duel --chance-lost
  Playing 40 games
  20 games in each of 2 seatings, random dice, kniffel rules, 3 rolls, 3 rounds
  
  player         wins      ±    mean    standard deviation    margin     ±    chance lost
  -----------  ------  -----  ------  --------------------  --------  ----  -------------
  cpu:win      52.50%  2.50%   67.28                 19.73    -11.25  2.24          0.00%
  cpu:optimal  47.50%  2.50%   78.53                 15.14    +11.25  2.24          4.84%
  
  Ties: 0.00% of the games; the tied players share the win (two a half each). The margin is a player's total less the mean of the others' totals; the chance lost is the chance of winning a game's decisions gave away, as 'cpu:win' values them, summed over the decisions (over 100% for a player who gives much away).
  
  The totals in bins of 10 points (█: the fullest bin):
  cpu:win      30 ▃▅▅▆▄▅▆    129
  cpu:optimal  30  ▁▃▆█▆▆▁ ▁ 129
  $ spiel kniffel simulate --players cpu:win,cpu:optimal --games 20 --rounds 3 --seed duel --format json
  {"schema_version": 1, "rules": "kniffel", "dice": "random", "games": 20, "seatings": 2, "ties": 0.0, "players": [{"name": "cpu:win", "win_share": 0.525, "win_share_stderr": 0.025, "mean": 67.28, "stdev": 19.73, "margin": -11.25, "margin_stderr": 2.24, "distribution": {"low": 30, "width": 10, "counts": [3, 6, 6, 7, 5, 6, 7, 0, 0, 0]}}, {"name": "cpu:optimal", "win_share": 0.475, "win_share_stderr": 0.025, "mean": 78.53, "stdev": 15.14, "margin": 11.25, "margin_stderr": 2.24, "distribution": {"low": 30, "width": 10, "counts": [0, 1, 3, 7, 11, 8, 8, 1, 0, 1]}}]}
On duplicate dice every player rolls the same dice at the same point of the game:

  $ spiel kniffel simulate --players cpu:win,cpu:optimal --games 20 --rounds 3 --seed duel --dice duplicate --format json
  {"schema_version": 1, "rules": "kniffel", "dice": "duplicate", "games": 20, "seatings": 2, "ties": 0.425, "players": [{"name": "cpu:win", "win_share": 0.6125, "win_share_stderr": 0.0587, "mean": 79.0, "stdev": 16.14, "margin": -0.7, "margin_stderr": 1.18, "distribution": {"low": 30, "width": 10, "counts": [1, 2, 3, 3, 11, 6, 14]}}, {"name": "cpu:optimal", "win_share": 0.3875, "win_share_stderr": 0.0587, "mean": 79.7, "stdev": 13.0, "margin": 0.7, "margin_stderr": 1.18, "distribution": {"low": 30, "width": 10, "counts": [0, 2, 0, 4, 16, 6, 12]}}]}
  $ spiel --lang de kniffel simulate --players cpu:win,cpu:optimal:a,cpu:greedy --games 5 --rounds 3 --seed duel
  Simulation: 15 Spiele
  5 Spiele in jeder von 3 Sitzordnungen, Zufallswürfel, Kniffel-Regeln, 3 Würfe, 3 Runden
  
  Spieler          Siege        ±    Mittelwert    Standardabweichung    Vorsprung     ±
  -------------  -------  -------  ------------  --------------------  -----------  ----
  cpu:sieg       46,67 %   8,16 %         70,33                 19,39        −7,87  2,13
  cpu:optimal:a  36,67 %  13,33 %         80,13                 14,88        +6,83  4,24
  cpu:gierig     16,67 %  10,54 %         76,27                 12,36        +1,03  2,36
  
  Gleichstand: 6,67 % der Spiele; die Gleichplatzierten teilen sich den Sieg (zwei je zur Hälfte). Der Vorsprung ist die Gesamtsumme eines Spielers abzüglich des Mittelwerts der Gesamtsummen der anderen.
  
  Die Gesamtsummen in Klassen zu je 10 Punkten (█: die vollste Klasse):
  cpu:sieg       40 ▄▃▃▃▄▄  109
  cpu:optimal:a  40  ▂▅▃▆▂▃ 109
  cpu:gierig     40  ▃▂█▄▃  109
  $ spiel kniffel simulate --players Anna,cpu:optimal --rounds 3
  Error: simulate seats computer players (cpu:KIND) and bots (bot:NAME, py:MODULE:CLASS), and 'Anna' is none of them
  [2]
  $ spiel kniffel simulate --players cpu:win --rounds 3
  Error: a head-to-head simulation has 2 to 8 players, not 1
  [2]
