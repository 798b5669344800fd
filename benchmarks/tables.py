"""The Kniffel tables' building: the expected totals and the spread (second moments).

    python benchmarks/tables.py [--repeat N] [--rules kniffel,yahtzee]

Each repetition is a fresh process with an empty cache folder: it builds the
table of expected totals (``solver.load_or_build``), then the spread of the
same variant (``moments.load_or_build``), 3 rolls and 13 rounds, and reports
both times (wall clock and processor time: the machine may be shared) and
its peak resident memory. Printed per rule set: the medians over N
repetitions (default 3), the ratios spread / table, and the greatest peak
memory of a process that built both. Budget (issue 21): the spread at
most twice the table's time, at most 1 GiB.
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


def child(rules: str, folder: str) -> None:
    """Build both tables of ``rules`` in ``folder``; print the seconds and the peak memory."""
    from kniffel_cli.kniffel.strategy import moments, solver

    start, cpu = time.perf_counter(), time.process_time()
    table, _ = solver.load_or_build(solver.Spec(rules), folder)
    table_seconds, table_cpu = time.perf_counter() - start, time.process_time() - cpu
    start, cpu = time.perf_counter(), time.process_time()
    spread, _ = moments.load_or_build(table, folder)
    spread_seconds, spread_cpu = time.perf_counter() - start, time.process_time() - cpu
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # Linux: kilobytes
    figures = {
        "table": table_seconds,
        "spread": spread_seconds,
        "table_cpu": table_cpu,
        "spread_cpu": spread_cpu,
        "peak": peak,
        "stdev": spread.standard_deviation(),
    }
    print(json.dumps(figures))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rules", default="kniffel,yahtzee")
    parser.add_argument("--child", nargs=2, metavar=("RULES", "FOLDER"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return 0
    for rules in args.rules.split(","):
        runs = []
        for _ in range(args.repeat):
            with tempfile.TemporaryDirectory(prefix="spiel-tables-") as folder:
                done = subprocess.run(
                    [sys.executable, __file__, "--child", rules, folder],
                    check=True,
                    capture_output=True,
                    text=True,
                )
            runs.append(json.loads(done.stdout))
        table = statistics.median(run["table"] for run in runs)
        spread = statistics.median(run["spread"] for run in runs)
        table_cpu = statistics.median(run["table_cpu"] for run in runs)
        spread_cpu = statistics.median(run["spread_cpu"] for run in runs)
        peak = max(run["peak"] for run in runs)
        tables = ", ".join(f"{run['table']:.2f}" for run in runs)
        spreads = ", ".join(f"{run['spread']:.2f}" for run in runs)
        print(
            f"{rules} rules, {args.repeat} fresh builds: table median {table:.2f} s "
            f"({tables}), spread median {spread:.2f} s ({spreads}), "
            f"ratio {spread / table:.2f}; processor time: table {table_cpu:.2f} s, spread "
            f"{spread_cpu:.2f} s, ratio {spread_cpu / table_cpu:.2f}; "
            f"peak memory of a process building both "
            f"{peak / 2**20:.0f} MiB; standard deviation {runs[0]['stdev']:.4f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
