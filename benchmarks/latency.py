"""Latency of ordinary commands against ``python -c "import click, tabulate"``.

Run it in the environment where spiel is installed:

    python benchmarks/latency.py [--runs N] [--lang en|de|both]

Each command is run N times (default 21) in a fresh process, each run beside a
run of the baseline; the median wall times are compared and printed as a ratio.
Each runs in English and in German (``spiel --lang L ...``; German loads the
message catalog) unless ``--lang`` names one. The design's budget is 1.25.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

BUDGET = 1.25
BIN = Path(sys.executable).parent


def spiel_command() -> list[str]:
    script = BIN / "spiel"
    return [str(script)] if script.exists() else [sys.executable, "-m", "kniffel_cli"]


def wall_time(command: list[str], folder: Path, prepare: Callable[[], None] | None) -> float:
    if prepare:
        prepare()
    start = time.perf_counter()
    subprocess.run(
        command, cwd=folder, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    return time.perf_counter() - start


def compare(
    command: list[str],
    baseline: list[str],
    folder: Path,
    runs: int,
    prepare: Callable[[], None] | None = None,
) -> tuple[float, float]:
    """Median wall times of the command and of the baseline, run turn about.

    Alternating the two keeps slow drifts of a noisy machine out of the ratio.
    """
    ours, theirs = [], []
    for _ in range(runs):
        theirs.append(wall_time(baseline, folder, None))
        ours.append(wall_time(command, folder, prepare))
    return statistics.median(ours), statistics.median(theirs)


def kniffel_cases(
    spiel: list[str], folder: Path
) -> list[tuple[str, list[str], Callable[[], None]]]:
    state = folder / "kniffel.json"
    subprocess.run(
        [*spiel, "kniffel", "new", "--seed", "bench", "--players", "A,B", "-q"],
        cwd=folder,
        check=True,
    )
    # A position in the middle of a game: a few rounds played, one roll made.
    for category in ("chance", "chance", "sixes", "sixes", "fives", "fives"):
        subprocess.run([*spiel, "kniffel", "roll", "-q"], cwd=folder, check=True)
        subprocess.run([*spiel, "kniffel", "take", category, "-q"], cwd=folder, check=True)
    subprocess.run([*spiel, "kniffel", "roll", "-q"], cwd=folder, check=True)
    rolled = state.read_bytes()

    def restore() -> None:
        state.write_bytes(rolled)

    return [
        ("kniffel show", ["kniffel", "show"], restore),
        ("kniffel roll --keep 1,2", ["kniffel", "roll", "--keep", "1,2"], restore),
        ("kniffel take fours", ["kniffel", "take", "fours"], restore),
    ]


def streichholz_cases(
    spiel: list[str], folder: Path
) -> list[tuple[str, list[str], Callable[[], None]]]:
    state = folder / "streichholz.json"
    subprocess.run(
        [*spiel, "streichholz", "new", "--seed", "bench", "--matches", "40", "-q"],
        cwd=folder,
        check=True,
    )
    for _ in range(3):
        subprocess.run([*spiel, "streichholz", "take", "1", "-q"], cwd=folder, check=True)
    started = state.read_bytes()

    def restore() -> None:
        state.write_bytes(started)

    return [
        ("streichholz show", ["streichholz", "show"], restore),
        ("streichholz take 2", ["streichholz", "take", "2"], restore),
        ("streichholz hint", ["streichholz", "hint"], restore),
    ]


def puzzle_cases(spiel: list[str], folder: Path) -> list[tuple[str, list[str], Callable[[], None]]]:
    state = folder / "puzzle.json"
    board = "EABC/IFGD/MJKH/N.OL"  # a mid-game position, the gap in the bottom row
    subprocess.run([*spiel, "puzzle", "new", "--board", board, "-q"], cwd=folder, check=True)
    started = state.read_bytes()

    def restore() -> None:
        state.write_bytes(started)

    return [
        ("puzzle new --force", ["puzzle", "new", "--force", "--seed", "b"], restore),
        ("puzzle slide right", ["puzzle", "slide", "right"], restore),
        ("puzzle show", ["puzzle", "show"], restore),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--lang", choices=("en", "de", "both"), default="both")
    args = parser.parse_args()
    languages = ("en", "de") if args.lang == "both" else (args.lang,)
    spiel = spiel_command()
    folder = Path(tempfile.mkdtemp(prefix="spiel-bench-"))
    try:
        baseline_command = [sys.executable, "-c", "import click, tabulate"]
        compare(baseline_command, baseline_command, folder, 3)  # warm the file cache
        cases = (
            kniffel_cases(spiel, folder)
            + streichholz_cases(spiel, folder)
            + puzzle_cases(spiel, folder)
        )
        print("lang  command                         spiel   baseline  ratio")
        worst = 0.0
        for language in languages:
            for name, arguments, prepare in cases:
                command = [*spiel, "--lang", language, *arguments]
                seconds, baseline = compare(command, baseline_command, folder, args.runs, prepare)
                ratio = seconds / baseline
                worst = max(worst, ratio)
                print(
                    f"{language}    spiel {name:<25} {seconds * 1000:6.1f} ms "
                    f"{baseline * 1000:6.1f} ms  {ratio:.2f}"
                )
        verdict = "within" if worst <= BUDGET else "OVER"
        print(f"worst ratio {worst:.2f}: {verdict} the budget of {BUDGET}")
        return 0 if worst <= BUDGET else 1
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    for variable in ("SPIEL_KNIFFEL_FILE", "SPIEL_STREICHHOLZ_FILE", "SPIEL_PUZZLE_FILE"):
        os.environ.pop(variable, None)
    sys.exit(main())
