A match with bots: the example bot over the protocol and the same bot in Python
play cpu:greedy; each deal in both seatings. The milliseconds a decision took are
the one figure that differs between runs: the lines below leave them out.

  $ EXAMPLES="$TESTDIR/../../examples"
  $ spiel kniffel simulate --players bot:greedy,cpu:greedy --bot "greedy=python3 $EXAMPLES/greedy_bot.py" \
  >   --games 50 --rounds 3 --seed bots --jobs 1 --format json | python3 -c '
  > import json, sys
  > view = json.load(sys.stdin)
  > for player in view["players"]:
  >     print(player["name"], player["win_share"], player["mean"], player["faults"])
  > print(view["games"], view["seatings"], view["faults"])'
  bot:greedy 0.085 46.59 {}
  cpu:greedy 0.915 79.66 {}
  50 2 []

The same bot as a Python class, in spiel's own process, plays the same games:

  $ cd "$TESTDIR/../.." && spiel kniffel simulate --players py:examples.greedy:Greedy,cpu:greedy \
  >   --games 50 --rounds 3 --seed bots --jobs 1 --format json | python3 -c '
  > import json, sys
  > view = json.load(sys.stdin)
  > for player in view["players"]:
  >     print(player["name"], player["win_share"], player["mean"], player["faults"])'
  py:examples.greedy:Greedy 0.085 46.59 {}
  cpu:greedy 0.915 79.66 {}

A bot that answers a keep of die 9 at its fourth decision loses that game, and
every game it plays on from there (it keeps doing it); the fault says why and
which request it answered:

  $ spiel kniffel simulate --players bot:bad,cpu:greedy \
  >   --bot "bad=python3 $TESTDIR/../data/bots/faulty.py illegal 4" \
  >   --games 3 --rounds 3 --seed bots --jobs 1 --format json | python3 -c '
  > import json, sys
  > view = json.load(sys.stdin)
  > print([(p["name"], p["win_share"], p["faults"]) for p in view["players"]])
  > fault = view["faults"][0]
  > print(fault["game"], fault["kind"], fault["reason"], fault["request"]["id"])'
  [('bot:bad', 0.0, {'illegal': 6}), ('cpu:greedy', 1.0, {})]
  bots/0#1 illegal die positions are 1 to 5, not 9 3

Without --players, the options of a match are refused:

  $ spiel kniffel simulate --bot "x=python3" --games 3
  Error: --bot goes with --players; give --players too
  [2]
