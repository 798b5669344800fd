"""A bot that goes wrong on purpose, in the way its first argument names, at its Nth
decision (second argument, default 1); before that it takes the best-paying row. A third
argument is a mark for the test to find its processes by (a child it starts carries it).

    crash     exits with status 3
    orphan    starts a child that sleeps (holding the bot's output open), and exits with 3
    stall     starts a child that sleeps, and sleeps itself: never answers
    garbage   writes a line that is not JSON
    illegal   answers a keep of die 9
    wrong-id  answers with an id it was not asked
    flood     writes 3 MB without a newline
    stderr    writes a line on its standard error with every answer
    silent    closes its standard output and goes on reading
    nested    writes an answer nested deeper than Python's recursion limit
    by-deal   answers a keep of die 9 in the second round of each deal whose number ends
              in 57 (whatever its process has seen before)
"""

import json
import os
import subprocess
import sys
import time

how = sys.argv[1]
at = int(sys.argv[2]) if len(sys.argv) > 2 else 1
count = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] != "decide":
        continue
    count += 1
    deal = int(message["game"].rpartition("#")[0].rpartition("/")[2])
    if how == "by-deal" and deal % 100 == 57 and message["view"]["round"] == 2:
        print(json.dumps({"id": message["id"], "keep": [9]}), flush=True)
        continue
    if count >= at and how != "by-deal":
        if how == "crash":
            sys.exit(3)
        if how == "orphan":
            mark = sys.argv[3] if len(sys.argv) > 3 else ""
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)", mark])
            sys.exit(3)
        if how == "stall":
            mark = sys.argv[3] if len(sys.argv) > 3 else ""
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)", mark])
            time.sleep(600)
        if how == "garbage":
            print("this is not json", flush=True)
            continue
        if how == "illegal":
            print(json.dumps({"id": message["id"], "keep": [9]}), flush=True)
            continue
        if how == "wrong-id":
            print(json.dumps({"id": message["id"] + 100000, "take": "chance"}), flush=True)
            continue
        if how == "flood":
            sys.stdout.write("x" * (3 << 20))
            sys.stdout.flush()
            time.sleep(600)
        if how == "nested":
            print("[" * 5000 + "]" * 5000, flush=True)
            continue
        if how == "silent":
            os.close(1)
            for _ in sys.stdin:
                pass
            sys.exit(0)
    if how == "stderr":
        print(f"thinking about {message['id']}", file=sys.stderr, flush=True)
    options = message["view"]["options"]
    print(json.dumps({"id": message["id"], "take": max(options, key=options.get)}), flush=True)
