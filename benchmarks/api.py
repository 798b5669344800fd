"""Greedy Kniffel games through the Python API against ``spiel kniffel simulate``.

    python benchmarks/api.py [--games N] [--planned M]

Three runs, one after the other on the same machine, each printing its time
and the mean total of its games:

- ``simulate``: ``spiel kniffel simulate --strategy greedy --games N`` as a
  process (start-up included). Its greedy plans each turn for that turn's
  points alone, keeps included, all games in step (numpy).
- ``API bot``: N solitaire games of the README's bot ("Use from Python"),
  through ``kniffel_cli.kniffel`` in this process: roll once, take the
  best-paying open category. A weaker greedy (no keeps), so its mean is lower.
- ``API play_turn``: M games (default 1000) in which ``kniffel.play_turn(game,
  "greedy")`` plays every turn: the simulator's greedy, one game at a time, so
  its mean matches simulate's within the standard errors; its time is also
  given per N games.

The ratio printed is the API bot's time over simulate's.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
import time
from pathlib import Path

from kniffel_cli import kniffel


def spiel() -> list[str]:
    script = Path(sys.executable).parent / "spiel"
    return [str(script)] if script.exists() else [sys.executable, "-m", "kniffel_cli"]


def bot_game(seed: str) -> int:
    """The README's bot: roll once, take the best-paying open category."""
    game = kniffel.new(seed=seed)
    while not game.finished:
        game.roll()
        options = game.options()
        game.take(max(options, key=options.__getitem__))
    return game.sheets[0].total


def planned_game(seed: str) -> int:
    """Every turn as the computer player cpu:greedy (and ``simulate``) plays it."""
    game = kniffel.new(seed=seed)
    while not game.finished:
        kniffel.play_turn(game, "greedy")
    return game.sheets[0].total


def report(label: str, seconds: float, totals: list[int]) -> None:
    error = statistics.stdev(totals) / math.sqrt(len(totals))
    print(
        f"{label}: {len(totals):,} games in {seconds:.2f} s "
        f"({seconds / len(totals) * 1000:.2f} ms a game); "
        f"mean total {statistics.mean(totals):.2f} (standard error {error:.2f})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--planned", type=int, default=1_000)
    args = parser.parse_args()

    command = [*spiel(), "kniffel", "simulate", "--strategy", "greedy"]
    command += ["--games", str(args.games), "--seed", "api-bench", "--format", "json"]
    start = time.perf_counter()
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    simulated = time.perf_counter() - start
    summary = json.loads(done.stdout)
    error = summary["stdev"] / math.sqrt(summary["games"])
    print(
        f"simulate --strategy greedy (a process): {args.games:,} games in {simulated:.2f} s; "
        f"mean total {summary['mean']:.2f} (standard error {error:.2f})"
    )

    start = time.perf_counter()
    totals = [bot_game(f"api-bench/{number}") for number in range(args.games)]
    bot = time.perf_counter() - start
    report("API bot (roll once, take the best)", bot, totals)

    if args.planned:
        start = time.perf_counter()
        totals = [planned_game(f"api-bench/{number}") for number in range(args.planned)]
        planned = time.perf_counter() - start
        report("API play_turn(game, 'greedy')", planned, totals)
        print(f"  that is {planned / args.planned * args.games:.1f} s per {args.games:,} games")

    print(f"API bot / simulate: {bot / simulated:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
