"""A move and a hint in a big game in rows against ``spiel streichholz show`` of the same game.

Run it in the environment where spiel is installed:

    python benchmarks/streichholz_rows.py [--runs N] [--small] [--takes 1,3,4,7,9]

The game: 8 rows of up to 1,000,000 matches (``--small``: up to 7, for a quick check
that the benchmark runs), a take set of 5 numbers (``--takes``; ``any`` for any number from
one row), the last match winning unless ``--misere``, the computer at level perfect. Each
command is a whole process, run N times (default 21) turn about with ``show`` from the same
state file, restored before every run; the medians are compared and printed as a ratio.
``take`` is the player's move and the perfect computer's answer, ``hint`` the advice. The
target (issue 22) is a ratio of at most 1.1. A process that takes longer than ``--timeout``
seconds, or fails, is reported as such: perfect play decided by search cannot answer rows of a
million.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

TARGET = 1.1
BIN = Path(sys.executable).parent
BIG = "1000000,999999,777777,654321,500000,123457,99991,31337"
SMALL = "7,6,5,4,3,7,2,6"


class NoAnswer(Exception):
    """A command ran past the timeout, or failed."""


def spiel_command() -> list[str]:
    script = BIN / "spiel"
    return [str(script)] if script.exists() else [sys.executable, "-m", "kniffel_cli"]


def wall_time(
    command: list[str], folder: Path, prepare: Callable[[], None], timeout: float
) -> float:
    prepare()
    start = time.perf_counter()
    try:
        subprocess.run(
            command,
            cwd=folder,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        raise NoAnswer(f"timed out after {timeout:g} s") from None
    except subprocess.CalledProcessError as failed:
        raise NoAnswer(f"failed with exit status {failed.returncode}") from None
    return time.perf_counter() - start


def side_by_side(
    command: list[str],
    baseline: list[str],
    folder: Path,
    runs: int,
    prepare: Callable[[], None],
    timeout: float,
) -> tuple[float, float]:
    """Median wall times of the command and of ``show``, run turn about."""
    ours, theirs = [], []
    for _ in range(runs):
        theirs.append(wall_time(baseline, folder, prepare, timeout))
        ours.append(wall_time(command, folder, prepare, timeout))
    return statistics.median(ours), statistics.median(theirs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--small", action="store_true", help="rows of up to 7 matches")
    parser.add_argument("--takes", default="1,3,4,7,9", help="the take set, or 'any'")
    parser.add_argument("--misere", action="store_true", help="the last match loses")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args()

    spiel = spiel_command()
    rows = SMALL if args.small else BIG
    rule = [] if args.takes == "any" else ["--takes", args.takes]
    ending = [] if args.misere else ["--last-wins"]
    move = ["take", "1", "--row", "1"]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        state = folder / "streichholz.json"
        new = [*spiel, "streichholz", "new", "--seed", "bench", "--rows", rows, *rule, *ending]
        subprocess.run([*new, "--level", "perfect", "-q"], cwd=folder, check=True)
        started = state.read_bytes()

        def restore() -> None:
            state.write_bytes(started)

        print(f"rows {rows}, takes {args.takes}, {'misère' if args.misere else 'last wins'}")
        print(f"{'command':<34} {'median s':>9} {'show s':>9} {'ratio':>7}")
        worst = 0.0
        show = [*spiel, "streichholz", "show"]
        for name, command in (
            (" ".join(["streichholz", *move]), [*spiel, "streichholz", *move]),
            ("streichholz hint", [*spiel, "streichholz", "hint"]),
        ):
            try:
                ours, theirs = side_by_side(command, show, folder, args.runs, restore, args.timeout)
            except NoAnswer as none:
                print(f"{name:<34} {none}")
                worst = float("inf")
                continue
            ratio = ours / theirs
            worst = max(worst, ratio)
            print(f"{name:<34} {ours:>9.4f} {theirs:>9.4f} {ratio:>7.2f}")
    print(f"worst ratio {worst:.2f} (target {TARGET})")
    return 0 if worst <= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
