"""The Kniffel tables' builds as a user meets them: whole processes from an empty cache.

    python benchmarks/builds.py --base DIR [--repeat 3] [--rules kniffel,yahtzee]
                                [--what hint,chances,solve]

Three commands, each in a fresh folder with an empty cache (``$SPIEL_CACHE_DIR``):

- hint: the first ``spiel kniffel hint`` of a solitaire game (the table alone);
- chances: the first ``spiel kniffel show --chances`` of a two-player game (the table
  and its spread);
- solve: ``spiel kniffel solve`` (what it needs for the expected total and the
  standard deviation).

Each is run with this checkout's code and with the code in ``--base`` (another checkout
of the project, e.g. ``git worktree add ../base COMMIT``), in turn, ``--repeat`` times
(default 3); printed are the medians of the wall-clock seconds, their ratio (this
checkout / base) and the peak memory of the process (``/usr/bin/time``). Budget (issue
30): hint at most 0.7x, chances at most 0.65x, solve at most 0.45x of the base; peak
memory at most 400 MiB.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
SETUP = {
    "hint": [["new", "--seed", "1", "-q"], ["roll", "-q"]],
    "chances": [["new", "--players", "Anna,Bob", "--seed", "1", "-q"]],
    "solve": [],
}
TIMED = {
    "hint": ["hint", "--format", "json"],
    "chances": ["show", "--chances", "--format", "json"],
    "solve": ["solve", "--format", "json"],
}


def run(code: Path, what: str, rules: str) -> tuple[float, int]:
    """One whole process of ``what`` with the code in ``code``: wall seconds, peak KiB."""
    with tempfile.TemporaryDirectory(prefix="spiel-builds-") as folder:
        env = {**os.environ, "PYTHONPATH": str(code), "SPIEL_CACHE_DIR": f"{folder}/cache"}
        spiel = [sys.executable, "-m", "kniffel_cli", "kniffel"]
        for args in SETUP[what]:
            first = args + (["--rules", rules] if args[0] == "new" else [])
            subprocess.run([*spiel, *first], cwd=folder, env=env, check=True)
        timed = TIMED[what] + (["--rules", rules] if what == "solve" else [])
        report = Path(folder) / "time.txt"
        subprocess.run(
            ["/usr/bin/time", "-o", str(report), "-f", "%e %M", *spiel, *timed],
            cwd=folder,
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
        )
        seconds, peak = report.read_text().split()[-2:]
        return float(seconds), int(peak)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, required=True)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rules", default="kniffel,yahtzee")
    parser.add_argument("--what", default="hint,chances,solve")
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; medians of {args.repeat} runs, this checkout against base")
    for rules in args.rules.split(","):
        for what in args.what.split(","):
            mine: list[float] = []
            base: list[float] = []
            peaks: list[int] = []
            for _ in range(args.repeat):  # in turn, so that a drift of the machine hits both
                seconds, peak = run(HERE, what, rules)
                mine.append(seconds)
                peaks.append(peak)
                base.append(run(args.base, what, rules)[0])
            now, then = statistics.median(mine), statistics.median(base)
            print(
                f"{rules:8} {what:8} {now:6.2f} s  base {then:6.2f} s  ratio {now / then:.2f}"
                f"  peak {max(peaks) / 1024:.0f} MiB"
            )


if __name__ == "__main__":
    main()
