"""The puzzle solver's figures: table building, 3x3 and 4x4 solving, Korf's 100 instances.

    python benchmarks/solver.py [--puzzles N] [--korf] [--limit S] [--fresh]

--fresh builds the tables in an empty folder (and times that); otherwise the
cache folder ($SPIEL_CACHE_DIR or the user cache) is used as it is.
--korf runs Korf's 100 standard instances (shared/benchmarks/korf100.txt),
each with --limit seconds (default 10), and reports how many were proven
optimal and the total time. Budgets (issue 4): 3x3 under 0.2 s a puzzle
(whole process), 4x4 median under 2 s once the tables exist, tables under 2
minutes.
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

from kniffel_cli.common.cache import cache_folder
from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.puzzle import ida, solver
from kniffel_cli.puzzle.board import Board
from kniffel_cli.puzzle.game import shuffled

KORF = Path(__file__).resolve().parents[2] / "shared" / "benchmarks" / "korf100.txt"


def spiel() -> list[str]:
    script = Path(sys.executable).parent / "spiel"
    return [str(script)] if script.exists() else [sys.executable, "-m", "kniffel_cli"]


def korf_boards() -> list[tuple[int, int, Board]]:
    boards = []
    for line in KORF.read_text().splitlines():
        number, optimal, *old = map(int, line.split())
        cells = [0 if old[15 - q] == 0 else 16 - old[15 - q] for q in range(16)]
        boards.append((number, optimal, Board(4, tuple(cells))))
    return boards


def whole_process(folder: str, board: str, command: str) -> float:
    with tempfile.TemporaryDirectory() as work:
        env = {**os.environ, "SPIEL_CACHE_DIR": folder}
        subprocess.run(
            [*spiel(), "puzzle", "new", "--board", board, "-q"], cwd=work, env=env, check=True
        )
        start = time.perf_counter()
        subprocess.run(
            [*spiel(), "puzzle", command], cwd=work, env=env, check=True, stdout=subprocess.DEVNULL
        )
        return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puzzles", type=int, default=20)
    parser.add_argument("--korf", action="store_true")
    parser.add_argument("--limit", type=float, default=10.0)
    parser.add_argument("--fresh", action="store_true")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="spiel-tables-") if args.fresh else cache_folder()

    start = time.perf_counter()
    tables = solver.tables_4x4(folder)
    built = time.perf_counter() - start
    print(f"4x4 tables ready in {built:.1f} s ({'built' if args.fresh else 'cache'}: {folder})")

    random = SeededRandom("benchmark")
    three = [shuffled(3, random).notation("ABCDEFGH") for _ in range(args.puzzles)]
    whole_process(folder, three[0], "solve")  # builds the 3x3 table if missing
    times = [whole_process(folder, board, "solve") for board in three]
    print(
        f"3x3 solve, whole process: median {statistics.median(times):.3f} s, "
        f"max {max(times):.3f} s over {len(times)} puzzles"
    )

    searches, lengths, rates = [], [], []
    for _ in range(args.puzzles):
        board = shuffled(4, random)
        search = ida.Search(None)
        start = time.perf_counter()
        tiles = ida.pattern_search(board, solver.GROUPS_4X4, tables, search)
        seconds = time.perf_counter() - start
        searches.append(seconds)
        lengths.append(len(tiles))
        rates.append(search.nodes / max(seconds, 1e-9))
    print(
        f"4x4 random, optimal search: median {statistics.median(searches):.3f} s, "
        f"max {max(searches):.2f} s, mean length {statistics.mean(lengths):.1f}, "
        f"{statistics.median(rates) / 1e6:.2f}M nodes/s over {len(searches)} puzzles"
    )
    hint = whole_process(folder, shuffled(4, random).notation("ABCDEFGHIJKLMNO"), "hint")
    print(f"4x4 hint, whole process with cached tables: {hint:.2f} s")

    if args.korf:
        proven, total_time, total_nodes = 0, 0.0, 0
        for number, optimal, board in korf_boards():
            search = ida.Search(time.monotonic() + args.limit)
            start = time.perf_counter()
            try:
                tiles = ida.pattern_search(board, solver.GROUPS_4X4, tables, search)
                assert len(tiles) == optimal, (number, len(tiles), optimal)
                proven += 1
                verdict = f"{len(tiles)} moves"
            except ida.OutOfTime:
                verdict = "out of time"
            seconds = time.perf_counter() - start
            total_time += seconds
            total_nodes += search.nodes
            print(
                f"  Korf {number:3d}: {verdict:12s} {seconds:7.2f} s {search.nodes:>11,d} nodes",
                flush=True,
            )
        print(
            f"Korf 100: {proven} proven optimal within {args.limit:g} s each; "
            f"total {total_time:.1f} s, {total_nodes:,d} nodes"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
