"""``spiel kniffel solve`` as a whole process from an empty cache, against a base checkout.

    python benchmarks/solve.py --base /work/wt-base [--repeat N] [--rules kniffel,yahtzee]

Each repetition runs ``python -m kniffel_cli kniffel solve --rules RULES --format json``
twice, each in a fresh process with an empty cache folder: once with the
checkout this file lies in on ``PYTHONPATH``, once with the base checkout, one
after the other (the machine may be shared: alternating spreads its load over
both). Measured by ``/usr/bin/time``: wall clock and peak resident memory.
Printed per rule set: the medians over N repetitions (default 3), the ratio of
this checkout's to the base's, the greatest peak memory, and the standard
deviations both print. Budget (``solve`` builds only what it reports): at most
0.45 times the base's time, at most 400 MiB.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]


def run(checkout: str, rules: str) -> tuple[float, float, float]:
    """One ``solve`` process of ``checkout`` with an empty cache: seconds, peak MiB, stdev.
    (Its progress lines go to standard error, ``/usr/bin/time``'s figures to a file.)"""
    with tempfile.TemporaryDirectory(prefix="spiel-solve-") as folder:
        environment = {**os.environ, "PYTHONPATH": checkout, "SPIEL_CACHE_DIR": folder}
        command = [sys.executable, "-m", "kniffel_cli", "kniffel", "solve", "--rules", rules]
        measured = os.path.join(folder, "time")
        done = subprocess.run(
            ["/usr/bin/time", "-o", measured, "-f", "%e %M", *command, "--format", "json"],
            env=environment,
            check=True,
            capture_output=True,
            text=True,
        )
        with open(measured) as found:
            seconds, kilobytes = found.read().split()[-2:]
    stdev = float(json.loads(done.stdout)["stdev"])
    return float(seconds), int(kilobytes) / 1024, stdev


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the base checkout to compare with")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rules", default="kniffel,yahtzee")
    args = parser.parse_args()
    for rules in args.rules.split(","):
        found: dict[str, list[tuple[float, float, float]]] = {"this": [], "base": []}
        for _ in range(args.repeat):
            found["this"].append(run(str(HERE), rules))
            found["base"].append(run(args.base, rules))
        medians = {name: statistics.median(r[0] for r in runs) for name, runs in found.items()}
        for name, runs in found.items():
            times = ", ".join(f"{r[0]:.2f}" for r in runs)
            print(
                f"{rules} {name}: median {medians[name]:.2f} s ({times}), "
                f"peak {max(r[1] for r in runs):.0f} MiB, stdev {runs[0][2]}"
            )
        print(f"{rules} ratio: {medians['this'] / medians['base']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
