"""Latency of the hints with cached tables, and what checking the tables costs.

Run it in the environment where spiel is installed:

    python benchmarks/hints.py [--runs N] [--cache-dir DIR]

The tables are built first if the cache folder lacks them (the Kniffel table
of the kniffel rules takes some seconds). Each hint then runs N times
(default 21) in a fresh process; the medians are compared with the design's
budgets. Then, in this process: how long loading and verifying each cache
file takes, and how fast the candidate digests run over the same bytes.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from latency import spiel_command

# (name, game, new arguments, budget in seconds); the boards are solved at once
# with their tables, so the figures are start-up plus loading and checking.
CASES = [
    ("puzzle hint 3x3 (27 moves)", "puzzle", ["--board", "HGF/.DB/CEA"], 0.2),
    ("puzzle hint 4x4 (41 moves)", "puzzle", ["--board", "AJKF/MHDL/EBIO/.NGC"], 0.3),
    ("kniffel hint (mid-game)", "kniffel", ["--seed", "bench"], 0.3),
]


def median_seconds(command: list[str], folder: Path, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, cwd=folder, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def prepare(spiel: list[str], game: str, arguments: list[str], folder: Path) -> None:
    run = [*spiel, game]
    subprocess.run([*run, "new", *arguments, "--force", "-q"], cwd=folder, check=True)
    if game == "kniffel":
        for category in ("chance", "sixes", "fives"):
            subprocess.run([*run, "roll", "-q"], cwd=folder, check=True)
            subprocess.run([*run, "take", category, "-q"], cwd=folder, check=True)
        subprocess.run([*run, "roll", "-q"], cwd=folder, check=True)
    subprocess.run([*run, "hint", "-q"], cwd=folder, check=True)  # builds missing tables


def best_of(action: Callable[[], object], runs: int = 9) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def verification(cache: Path) -> None:
    """Loading and verifying each cache file, and candidate digests over its bytes."""
    from kniffel_cli.common.cache import read

    print("\ncache file                                     MB   read+verify  sha256 blake2b")
    for path in sorted(cache.glob("*.bin")):
        data = path.read_bytes()
        verify = best_of(lambda path=path: read(str(path)))
        sha = best_of(lambda data=data: hashlib.sha256(data).digest())
        blake = best_of(lambda data=data: hashlib.blake2b(data).digest())
        print(
            f"{path.name:<44} {len(data) / 1e6:5.1f} {verify * 1000:9.1f} ms"
            f" {sha * 1000:5.1f} ms {blake * 1000:5.1f} ms"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--cache-dir", type=Path, default=None)
    args = parser.parse_args()
    spiel = spiel_command()
    if args.cache_dir:
        os.environ["SPIEL_CACHE_DIR"] = str(args.cache_dir)
    from kniffel_cli.common.cache import cache_folder

    cache = Path(cache_folder())
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="spiel-hints-") as name:
        folder = Path(name)
        print(f"tables in {cache}\ncommand                          median  budget")
        for label, game, arguments, budget in CASES:
            prepare(spiel, game, arguments, folder)
            seconds = median_seconds([*spiel, game, "hint"], folder, args.runs)
            worst = max(worst, seconds / budget)
            print(f"spiel {label:<27} {seconds * 1000:5.0f} ms {budget * 1000:4.0f} ms")
    verification(cache)
    return 0 if worst <= 1 else 1


if __name__ == "__main__":
    for variable in ("SPIEL_KNIFFEL_FILE", "SPIEL_PUZZLE_FILE"):
        os.environ.pop(variable, None)
    sys.exit(main())
