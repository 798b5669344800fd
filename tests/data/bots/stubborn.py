"""A bot that will not go: it ignores SIGTERM and SIGHUP, starts a child that ignores them
too, and keeps running after its input ends. It takes the best-paying row; after its
1,500th answer (three batches of a one-round match) it creates the file its first argument
names. Its second argument is a mark for the test to find its processes by (the child
carries it too)."""

import json
import pathlib
import signal
import subprocess
import sys
import time

ready, mark = pathlib.Path(sys.argv[1]), sys.argv[2]
for number in (signal.SIGTERM, signal.SIGHUP):
    signal.signal(number, signal.SIG_IGN)
child = "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(600)"
subprocess.Popen([sys.executable, "-c", child, mark])
answered = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] != "decide":
        continue
    options = message["view"]["options"]
    print(json.dumps({"id": message["id"], "take": max(options, key=options.get)}), flush=True)
    answered += 1
    if answered == 1500:
        ready.touch()
while True:
    time.sleep(1)
