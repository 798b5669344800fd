"""The Kniffel strategy's figures: table building, hint latency, simulation speed.

    python benchmarks/strategy.py [--games N]

Builds the tables of both rule sets in an empty folder (timed), prints their
expected totals (254.5877 is the published value of the official rules,
252.0210 that of the kniffel rules), times `spiel kniffel hint` as a whole
process with the table cached, and simulates N games (default 10000) of the
optimal strategy. Budgets (issue 13): official table within 8 s, kniffel
table within 15 s, hint within 0.3 s; 10000 optimal games under 60 s (issue 5).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from kniffel_cli.kniffel.strategy import solver
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.simulation import simulate


def spiel() -> list[str]:
    script = Path(sys.executable).parent / "spiel"
    return [str(script)] if script.exists() else [sys.executable, "-m", "kniffel_cli"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10000)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="spiel-kniffel-tables-")
    for rules in ("yahtzee", "kniffel"):
        spec = solver.Spec(rules)
        start = time.perf_counter()
        table = Engines(folder=folder)(spec).table()
        seconds = time.perf_counter() - start
        print(
            f"{rules} rules: expected total {table.expected_total:.4f}, "
            f"{table.states:,} states, built in {seconds:.1f} s"
        )

    env = {**os.environ, "SPIEL_CACHE_DIR": folder}
    with tempfile.TemporaryDirectory() as work:
        subprocess.run(
            [*spiel(), "kniffel", "new", "--rules", "yahtzee", "--seed", "b", "-q"],
            cwd=work,
            env=env,
            check=True,
        )
        subprocess.run([*spiel(), "kniffel", "roll", "-q"], cwd=work, env=env, check=True)
        times = []
        for _ in range(11):
            start = time.perf_counter()
            subprocess.run(
                [*spiel(), "kniffel", "hint"],
                cwd=work,
                env=env,
                check=True,
                stdout=subprocess.DEVNULL,
            )
            times.append(time.perf_counter() - start)
    print(f"hint, whole process with the table cached: median {statistics.median(times):.3f} s")

    engines = Engines(folder=folder)
    for kind in ("optimal", "greedy"):
        start = time.perf_counter()
        result = simulate(solver.Spec("yahtzee"), kind, args.games, "benchmark", engines)
        seconds = time.perf_counter() - start
        error = result.stdev / math.sqrt(result.games)
        print(
            f"simulate {kind}, {args.games} games: {seconds:.1f} s; mean {result.mean:.2f} "
            f"(standard error {error:.2f}), stdev {result.stdev:.2f}, "
            f"bonus {result.bonus_rate:.1%}, Kniffel {result.kniffel_rate:.1%}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
