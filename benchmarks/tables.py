"""The Kniffel tables' building: the expected totals and the spread (second moments).

    python benchmarks/tables.py [--repeat N] [--rules kniffel,yahtzee]

Each repetition runs two fresh processes, each with an empty cache folder, 3
rolls and 13 rounds:

- apart: the table of expected totals (``Engine.table``), then the spread of
  the same variant from it (``Engine.spread``), as when the table is cached
  already;
- together: both in one pass (``Engine.spread`` with nothing cached), as when
  neither is cached.

Each time is measured as wall clock and processor time (the machine may be
shared). Printed per rule set: the medians over N repetitions (default 3),
the ratios to the table, what the spread adds to the table when built with
it, and the greatest peak memory of a process. Budget (issue 21): the new
tables at most twice the table's time, at most 1 GiB.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable


def timed(build: Callable[[], object]) -> tuple[object, float, float]:
    """What ``build`` returns, and its wall clock and processor seconds."""
    start, cpu = time.perf_counter(), time.process_time()
    built = build()
    return built, time.perf_counter() - start, time.process_time() - cpu


def child(mode: str, rules: str, folder: str) -> None:
    """Build the tables of ``rules`` in ``folder`` (``mode``: apart or together); print the
    seconds and the peak memory."""
    from kniffel_cli.kniffel.strategy import solver
    from kniffel_cli.kniffel.strategy.engine import Engines

    engine = Engines(folder=folder)(solver.Spec(rules))
    figures = {}
    if mode == "apart":
        _, figures["table"], figures["table_cpu"] = timed(engine.table)
        spread, figures["spread"], figures["spread_cpu"] = timed(engine.spread)
    else:
        spread, figures["together"], figures["together_cpu"] = timed(engine.spread)
    figures["peak"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # kilobytes
    figures["stdev"] = spread.standard_deviation()
    print(json.dumps(figures))


def run(mode: str, rules: str) -> dict[str, float]:
    """One fresh process of ``mode`` with an empty cache folder."""
    with tempfile.TemporaryDirectory(prefix="spiel-tables-") as folder:
        done = subprocess.run(
            [sys.executable, __file__, "--child", mode, rules, folder],
            check=True,
            capture_output=True,
            text=True,
        )
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rules", default="kniffel,yahtzee")
    parser.add_argument(
        "--child", nargs=3, metavar=("MODE", "RULES", "FOLDER"), help=argparse.SUPPRESS
    )
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return 0
    for rules in args.rules.split(","):
        runs = []
        for _ in range(args.repeat):
            runs.append({**run("apart", rules), **run("together", rules)})

        def median(key: str, runs: list[dict[str, float]] = runs) -> float:
            return statistics.median(run[key] for run in runs)

        def listed(key: str, runs: list[dict[str, float]] = runs) -> str:
            return ", ".join(f"{run[key]:.2f}" for run in runs)

        peak = max(run["peak"] for run in runs)
        print(f"{rules} rules, {args.repeat} fresh builds of each kind:")
        for clock, suffix in (("wall clock", ""), ("processor time", "_cpu")):
            table, spread = median("table" + suffix), median("spread" + suffix)
            together = median("together" + suffix)
            print(
                f"  {clock}: table {table:.2f} s ({listed('table' + suffix)}); "
                f"spread from the table {spread:.2f} s ({listed('spread' + suffix)}), "
                f"ratio {spread / table:.2f}; both in one pass {together:.2f} s "
                f"({listed('together' + suffix)}), ratio {together / table:.2f}, "
                f"the spread adding {(together - table) / table:.2f} times the table"
            )
        stdev = runs[0]["stdev"]
        print(f"  peak memory of a process {peak / 2**20:.0f} MiB; standard deviation {stdev:.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
