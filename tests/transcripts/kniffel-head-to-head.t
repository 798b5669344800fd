Computers head to head: every deal is played once in every seating, on duplicate dice, so
that luck cancels; each player's share of the wins with its standard error, its totals, and
the chance of winning its decisions gave away as cpu:win values them.

  $ export SPIEL_CACHE_DIR="$PWD/cache"
  $ spiel kniffel simulate --players cpu:win,cpu:optimal --games 20 --rounds 3 --seed duel -q
  $ spiel kniffel simulate --players cpu:win,cpu:optimal --games 20 --rounds 3 --seed duel
  Playing 40 games
  20 games in each of 2 seatings, duplicate dice, kniffel rules
  
  player         wins      ±    mean    standard deviation    chance lost
  -----------  ------  -----  ------  --------------------  -------------
  cpu:win      62.50%  5.29%   79.12                 16.10          0.00%
  cpu:optimal  37.50%  5.29%   79.70                 13.00          3.77%
  
  Ties count to each tied player in equal parts; the chance lost is the chance of winning a game's decisions gave away, as cpu:win values them.
  $ spiel kniffel simulate --players cpu:win,cpu:optimal --games 20 --rounds 3 --seed duel --format json
  {"schema_version": 1, "rules": "kniffel", "dice": "duplicate", "games": 20, "seatings": 2, "players": [{"name": "cpu:win", "win_share": 0.625, "win_share_stderr": 0.0529, "mean": 79.12, "stdev": 16.1, "chance_loss": 0.0}, {"name": "cpu:optimal", "win_share": 0.375, "win_share_stderr": 0.0529, "mean": 79.7, "stdev": 13.0, "chance_loss": 0.0377}]}
  $ spiel --lang de kniffel simulate --players cpu:win,cpu:optimal:a,cpu:greedy --games 5 --rounds 3 --seed duel
  Simulation: 15 Spiele
  5 Spiele in jeder von 3 Sitzordnungen, Duplikatwürfel, Kniffel-Regeln
  
  Spieler          Siege        ±    Mittelwert    Standardabweichung    verschenkte Gewinnchance
  -------------  -------  -------  ------------  --------------------  --------------------------
  cpu:win        46,67 %  13,33 %         68,93                 17,40                      0,00 %
  cpu:optimal:a  26,67 %   8,50 %         71,60                 15,88                      4,31 %
  cpu:greedy     26,67 %   8,50 %         72,20                 17,39                      6,68 %
  
  Ein Gleichstand zählt für jeden der Gleichen zu gleichen Teilen; die verschenkte Gewinnchance ist die Gewinnchance, die die Entscheidungen eines Spiels hergaben, wie cpu:win sie bewertet.
  $ spiel kniffel simulate --players Anna,cpu:optimal --rounds 3
  Error: simulate plays computer players only (cpu:KIND), and 'Anna' is none
  [2]
  $ spiel kniffel simulate --players cpu:win --rounds 3
  Error: a head-to-head simulation has 2 to 8 players, not 1
  [2]
