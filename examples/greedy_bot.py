#!/usr/bin/env python3
"""A Kniffel bot over spiel's bot protocol (man spiel-bot): after the first roll it takes
the row that pays most. Run it in a match:

    spiel kniffel simulate --players bot:greedy,cpu:optimal \
        --bot "greedy=python3 examples/greedy_bot.py"
"""

import json
import sys

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "decide":
        options = message["view"]["options"]
        answer = {"id": message["id"], "take": max(options, key=options.get)}
        print(json.dumps(answer), flush=True)
    elif message["type"] == "bye":
        break
