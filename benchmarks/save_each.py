"""A batch session with ``--save each``, this tree against a baseline commit, in the same run.

    python benchmarks/save_each.py [--base 0980b20] [--games 10] [--runs 7]

One ``spiel kniffel batch --save each`` process answers ``--games`` solitaire
games of 13 turns (``new --force``, then roll, roll keeping two dice, take the
next category), 40 requests a game, each change saved. The baseline's code is
unpacked from git (``git archive``) into a temporary folder; the two run in
turn, ``--runs`` times each, and the medians of their wall times are compared
(start-up included: it is part of every session). The issue's limit: 1.2.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATEGORIES = (
    "ones twos threes fours fives sixes three_of_a_kind four_of_a_kind full_house "
    "small_straight large_straight kniffel chance"
).split()


def requests(games: int) -> bytes:
    lines = []
    for game in range(games):
        lines.append(f"new --seed bench{game} --force")
        for category in CATEGORIES:
            lines += ["roll", "roll --keep 1,2", f"take {category}"]
    return ("\n".join(lines) + "\n").encode()


def unpacked(commit: str, folder: Path) -> Path:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "kniffel_cli"], check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def session(code: Path, stdin: bytes, folder: Path) -> float:
    state = folder / "kniffel.json"
    state.unlink(missing_ok=True)
    env = {**os.environ, "PYTHONPATH": str(code)}
    started = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "kniffel_cli",
            "kniffel",
            "batch",
            "-f",
            str(state),
            "--save",
            "each",
        ],
        input=stdin,
        env=env,
        cwd=folder,
        capture_output=True,
    )
    elapsed = time.perf_counter() - started
    if done.returncode != 0 or b'"ok": false' in done.stdout:
        raise SystemExit(f"the session failed ({code}): {done.stdout[-300:]!r} {done.stderr!r}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="0980b20")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    stdin = requests(args.games)
    with tempfile.TemporaryDirectory() as temporary:
        base = unpacked(args.base, Path(temporary) / "base")
        work = Path(temporary) / "work"
        work.mkdir()
        times: dict[str, list[float]] = {"base": [], "tree": []}
        session(ROOT, stdin, work)  # warm the file cache once
        for _ in range(args.runs):
            times["base"].append(session(base, stdin, work))
            times["tree"].append(session(ROOT, stdin, work))
    base_median, tree_median = (statistics.median(times[k]) for k in ("base", "tree"))
    requests_count = stdin.count(b"\n")
    print(f"{requests_count} requests, --save each, {args.runs} runs each")
    print(f"base {args.base}: median {base_median:.3f} s")
    print(f"this tree:    median {tree_median:.3f} s")
    print(f"ratio: {tree_median / base_median:.3f}")


if __name__ == "__main__":
    main()
