"""How long a review takes, against the hint that reads the same tables.

Run it in the environment where spiel is installed:

    python benchmarks/review.py [--runs N] [--cache-dir DIR]

Kniffel: reviewing a finished 13-round solitaire game (a person's, played
by this script: one roll a turn, the best-paying category) against one
``hint`` in the middle of a game, both with the table cached; the issue's
budget is two hints. Puzzle: reviewing a 3x3
game and a 4x4 game solved by ``solve --apply`` against one ``hint`` of the
start. Each command runs N times (default 11) in a fresh process, turn about
with its hint; medians and their ratio are printed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from latency import spiel_command

KNIFFEL_BUDGET = 2.0


def seconds(command: list[str], folder: Path) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=folder, check=True, capture_output=True)
    return time.perf_counter() - start


def paired(review: list[str], hint: list[str], folder: Path, runs: int) -> tuple[float, float]:
    """Median seconds of the review and of the hint, run turn about."""
    reviews, hints = [], []
    for _ in range(runs):
        hints.append(seconds(hint, folder))
        reviews.append(seconds(review, folder))
    return statistics.median(reviews), statistics.median(hints)


def run(spiel: list[str], folder: Path, *arguments: str) -> None:
    subprocess.run([*spiel, *arguments], cwd=folder, check=True, capture_output=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--cache-dir", help="the tables' folder (default: $SPIEL_CACHE_DIR)")
    args = parser.parse_args()
    if args.cache_dir:
        os.environ["SPIEL_CACHE_DIR"] = args.cache_dir
    spiel = spiel_command()
    folder = Path(tempfile.mkdtemp(prefix="spiel-review-"))
    run(spiel, folder, "kniffel", "new", "--seed", "r", "-f", "done.json", "-q")
    for _ in range(13):
        run(spiel, folder, "kniffel", "roll", "-f", "done.json", "-q")
        shown = subprocess.run(
            [*spiel, "kniffel", "show", "-f", "done.json", "--format", "json"],
            cwd=folder,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        offers = json.loads(shown)["options"]
        run(spiel, folder, "kniffel", "take", max(offers, key=offers.get), "-f", "done.json", "-q")
    run(spiel, folder, "kniffel", "new", "--seed", "bench", "-f", "live.json", "-q")
    run(spiel, folder, "kniffel", "roll", "-f", "live.json", "-q")
    run(spiel, folder, "kniffel", "hint", "-f", "live.json", "-q")  # builds a missing table
    cases = [
        (
            "kniffel review (13 rounds) / hint",
            [*spiel, "kniffel", "review", "-f", "done.json"],
            [*spiel, "kniffel", "hint", "-f", "live.json"],
            KNIFFEL_BUDGET,
        )
    ]
    for size, board in (("3x3", "HGF/.DB/CEA"), ("4x4", "AJKF/MHDL/EBIO/.NGC")):
        done, start = f"solved{size}.json", f"start{size}.json"
        run(spiel, folder, "puzzle", "new", "--board", board, "-f", start, "-q")
        run(spiel, folder, "puzzle", "new", "--board", board, "-f", done, "-q")
        run(spiel, folder, "puzzle", "solve", "--apply", "-f", done, "-q")
        cases.append(
            (
                f"puzzle review {size} / hint",
                [*spiel, "puzzle", "review", "-f", done],
                [*spiel, "puzzle", "hint", "-f", start],
                0.0,
            )
        )
    print("case                                 review      hint  ratio")
    within = True
    for name, review, hint, budget in cases:
        if (
            "puzzle" in name
            and subprocess.run(
                [*spiel, "puzzle", "review", "--help"], capture_output=True
            ).returncode
        ):
            continue  # a version without the puzzle review
        took, hinted = paired(review, hint, folder, args.runs)
        ratio = took / hinted
        note = f"  (budget {budget:.1f})" if budget else ""
        within = within and (not budget or ratio <= budget)
        print(f"{name:<34} {took * 1000:6.0f} ms {hinted * 1000:6.0f} ms  {ratio:.2f}{note}")
    return 0 if within else 1


if __name__ == "__main__":
    sys.exit(main())
