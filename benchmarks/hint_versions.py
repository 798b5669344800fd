"""The quick Kniffel hint of two source trees, side by side: what a change costs it.

    python benchmarks/hint_versions.py BEFORE_TREE AFTER_TREE [--runs N] [--cache-dir DIR]

Each tree is a checkout of spiel (``git archive COMMIT | tar -x -C DIR`` gives one);
its code runs as ``python -m kniffel_cli`` with the tree on PYTHONPATH. Both read the
same cached tables (built first if missing). Games of the standard variant are set up
once, with the before tree's commands: at the start (the hint reads the first turn's
level) and mid-game after a roll (it plans the turn from the level below). Then each
case runs N times per tree in fresh processes, the trees taking turns so that a
slower spell of the machine hits both; the medians and their ratio are printed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MID_GAME = [step for c in ("chance", "sixes", "fives") for step in (["roll"], ["take", c])]
# (name, the commands after ``new`` and before the hint)
CASES: list[tuple[str, list[list[str]]]] = [
    ("start, no roll yet", []),
    ("mid-game, rolled", [*MID_GAME, ["roll"]]),
]


def spiel(*arguments: str) -> list[str]:
    return [sys.executable, "-m", "kniffel_cli", "kniffel", *arguments]


def seconds(tree: Path, command: list[str], folder: Path) -> float:
    """How long ``command`` takes with the code of ``tree``, in a fresh process."""
    start = time.perf_counter()
    environment = {**os.environ, "PYTHONPATH": str(tree)}
    subprocess.run(command, cwd=folder, env=environment, check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--runs", type=int, default=31)
    parser.add_argument("--cache-dir", type=Path, default=None)
    args = parser.parse_args()
    if args.cache_dir:
        os.environ["SPIEL_CACHE_DIR"] = str(args.cache_dir)
    trees = {"before": args.before.resolve(), "after": args.after.resolve()}
    print(f"{'case':<22} {'before':>9} {'after':>9}  ratio   ({args.runs} runs each, medians)")
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="spiel-hint-versions-") as name:
        folder = Path(name)
        for label, steps in CASES:
            for step in [["new", "--seed", "bench", "--force"], *steps]:
                seconds(trees["before"], spiel(*step, "-q"), folder)
            for tree in trees.values():  # builds a missing table, warms the file cache
                seconds(tree, spiel("hint"), folder)
            times: dict[str, list[float]] = {key: [] for key in trees}
            for _ in range(args.runs):
                for key, tree in trees.items():
                    times[key].append(seconds(tree, spiel("hint"), folder))
            before, after = (statistics.median(times[key]) for key in trees)
            worst = max(worst, after / before)
            print(
                f"{label:<22} {before * 1000:6.1f} ms {after * 1000:6.1f} ms  {after / before:.3f}"
            )
    print(f"worst ratio {worst:.3f}")
    return 0


if __name__ == "__main__":
    for variable in ("SPIEL_KNIFFEL_FILE", "SPIEL_PUZZLE_FILE"):
        os.environ.pop(variable, None)
    sys.exit(main())
