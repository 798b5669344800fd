"""The puzzle solver's figures: table building, 3x3 and 4x4 solving, Korf's 100 instances.

    python benchmarks/solver.py [--puzzles N] [--korf [--compare]] [--limit S] [--fresh]
                                [--random N] [--fallback S] [--large N] [--hardest]

--fresh builds the tables in an empty folder (and times that, with the peak
memory of the process); otherwise the cache folder ($SPIEL_CACHE_DIR or the
user cache) is used as it is. --korf runs Korf's 100 standard instances
(tests/data/korf100.txt, a copy of shared/benchmarks/korf100.txt), each with
--limit seconds (default 10) (--compare: the depth-first search of before too),
and reports how many were proven optimal, the total time, the slowest
instance, the nodes generated and the nodes per second. --random N times
`hint` and `solve` as whole processes on N seeded random 4x4 boards (median
and 99th percentile). --fallback S solves Korf's 100 with --max-seconds S
and reports how much longer than the optimum the answers are. --large N
solves N seeded random 5x5 and 6x6 boards each (default 100) with the row-by-row
reduction (before) and with the solver (after: the reduction down to a 4x4
block, then the 4x4 search), and reports the mean lengths, the mean Manhattan
distance (a lower bound of the shortest) and the seconds.
--hardest proves the 4x4 positions that need 80 moves, the most any needs
(benchmarks/hardest80.txt: 16 of the 17 Brüngger, Marzetta, Fukuda and
Nievergelt found in 1999; goal 1 2 ... 15 then the gap), each within
--limit seconds (600 unless given).
Budgets (issue 13): Korf's 100 all proven, at most 31 s in all and 3 s
each; random boards median 0.3 s and p99 3 s whole process; tables at most
15 s and 1 GiB; fallback answers at most 1.15 x the optimum.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from kniffel_cli.common.cache import cache_folder
from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.puzzle import ida, reduction, solver
from kniffel_cli.puzzle.board import Board
from kniffel_cli.puzzle.game import shuffled

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' Korf boards
from tests.helpers import korf_boards  # noqa: E402


def spiel() -> list[str]:
    script = Path(sys.executable).parent / "spiel"
    return [str(script)] if script.exists() else [sys.executable, "-m", "kniffel_cli"]


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


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def depth_first(board: Board, tables: list[solver.Table], search: ida.Search) -> list[int]:
    """The optimal search before issue 13's layered one: depth first in plain Python."""
    plain = [bytes(table) for table in tables]  # as fast as the lookup copy was then
    return ida.pattern_search(board, solver.GROUPS_4X4, plain, search)


def korf(tables: list[solver.Table], limit: float, compare: bool) -> None:
    """Korf's 100 with the optimal search: proven, total, slowest, nodes, nodes per second;
    with ``compare``, the depth-first search on the same instances in the same run too."""
    searches = [("layered", solver.optimal_4x4)]
    if compare:
        searches.append(("depth-first", depth_first))
    totals = {}
    for name, optimal_search in searches:
        proven, total_time, total_nodes, slowest = 0, 0.0, 0, (0.0, 0)
        for number, optimal, board in korf_boards():
            search = ida.Search(time.monotonic() + limit)
            start = time.perf_counter()
            try:
                tiles = optimal_search(board, tables, search)
                assert len(tiles) == optimal, (number, len(tiles), optimal)
                proven += 1
                verdict = f"{len(tiles)} moves"
            except ida.OutOfTime:
                verdict = "out of time"
            seconds = time.perf_counter() - start
            total_time += seconds
            total_nodes += search.nodes
            slowest = max(slowest, (seconds, number))
            print(
                f"  {name} Korf {number:3d}: {verdict:12s} {seconds:7.2f} s "
                f"{search.nodes:>11,d} nodes",
                flush=True,
            )
        totals[name] = total_time
        print(
            f"Korf 100, {name}: {proven} proven optimal within {limit:g} s each; "
            f"total {total_time:.1f} s, slowest #{slowest[1]} {slowest[0]:.2f} s, "
            f"{total_nodes:,d} nodes generated, {total_nodes / total_time / 1e6:.2f}M nodes/s",
            flush=True,
        )
    if compare:
        print(f"layered / depth-first time: {totals['layered'] / totals['depth-first']:.3f}")


def hardest(tables: list[solver.Table], limit: float) -> None:
    """The 80-move positions: each proven shortest within ``limit`` seconds?"""
    lines = (Path(__file__).parent / "hardest80.txt").read_text().splitlines()
    proven, total, slowest = 0, 0.0, 0.0
    for number, line in enumerate(lines, 1):
        board = Board(4, tuple(map(int, line.split())))
        search = ida.Search(time.monotonic() + limit)
        start = time.perf_counter()
        try:
            tiles = solver.optimal_4x4(board, tables, search)
            assert len(tiles) == 80 and solver.solves(board, tiles), number
            proven += 1
            verdict = "80 moves"
        except ida.OutOfTime:
            verdict = f"out of time (no solution under {search.lower:g})"
        seconds = time.perf_counter() - start
        total += seconds
        slowest = max(slowest, seconds)
        print(
            f"  80-move position {number:2d}: {verdict}, {seconds:.1f} s, {search.nodes:,d} nodes",
            flush=True,
        )
    print(
        f"80-move positions: {proven} of {len(lines)} proven within {limit:g} s each; "
        f"total {total:.0f} s, slowest {slowest:.0f} s"
    )


def fallback(folder: str, seconds: float) -> None:
    """Korf's 100 with a short deadline: how much longer than the optimum the answers are."""
    ratios, unproven = [], 0
    for number, optimal, board in korf_boards():
        found = solver.solve(board, max_seconds=seconds, folder=folder)
        assert solver.solves(board, found.tiles), number
        unproven += not found.optimal
        ratios.append(len(found.tiles) / optimal)
        print(f"  Korf {number:3d}: {len(found.tiles)} / {optimal}", flush=True)
    print(
        f"Korf 100 with --max-seconds {seconds:g}: {unproven} not proven; length / optimum "
        f"mean {statistics.mean(ratios):.3f}, worst {max(ratios):.3f}"
    )


def random_boards(folder: str, count: int) -> None:
    """`hint` and `solve` as whole processes on seeded random 4x4 boards."""
    random = SeededRandom("issue 13")
    boards = [shuffled(4, random).notation("ABCDEFGHIJKLMNO") for _ in range(count)]
    for command in ("hint", "solve"):
        times = [whole_process(folder, board, command) for board in boards]
        print(
            f"4x4 {command}, whole process, cached tables: median {statistics.median(times):.3f}"
            f" s, p99 {percentile(times, 0.99):.2f} s, max {max(times):.2f} s "
            f"over {len(times)} boards",
            flush=True,
        )


def large(folder: str, count: int) -> None:
    """5x5 and 6x6: the reduction against the solver, and the Manhattan lower bound."""
    for size in (5, 6):
        random = SeededRandom(f"large {size}")
        boards = [shuffled(size, random) for _ in range(count)]
        before, after, before_time, after_time, slowest = [], [], 0.0, 0.0, 0.0
        for board in boards:
            start = time.perf_counter()
            before.append(len(reduction.solve(board)))
            middle = time.perf_counter()
            found = solver.solve(board, folder=folder)
            seconds = time.perf_counter() - middle
            assert solver.solves(board, found.tiles) and not found.optimal
            after.append(len(found.tiles))
            before_time += middle - start
            after_time += seconds
            slowest = max(slowest, seconds)
        bound = statistics.mean(board.manhattan() for board in boards)
        print(
            f"{size}x{size}, {count} boards: mean length before {statistics.mean(before):.1f} "
            f"({before_time:.1f} s), after {statistics.mean(after):.1f} ({after_time:.1f} s, "
            f"slowest {slowest:.2f} s); Manhattan lower bound {bound:.1f}; after shorter on "
            f"{sum(a < b for a, b in zip(after, before, strict=True))}, longer on "
            f"{sum(a > b for a, b in zip(after, before, strict=True))}",
            flush=True,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--puzzles", type=int, default=20)
    parser.add_argument("--korf", action="store_true")
    parser.add_argument("--compare", action="store_true", help="--korf: the depth-first too")
    parser.add_argument("--limit", type=float)
    parser.add_argument("--hardest", action="store_true")
    parser.add_argument("--fresh", action="store_true")
    parser.add_argument("--random", type=int, default=0, metavar="N")
    parser.add_argument("--fallback", type=float, default=0.0, metavar="S")
    parser.add_argument("--large", type=int, nargs="?", const=100, default=0, metavar="N")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="spiel-tables-") if args.fresh else cache_folder()

    start = time.perf_counter()
    tables = solver.tables_4x4(folder)
    built = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"4x4 tables ready in {built:.1f} s, peak memory {peak:.0f} MiB "
        f"({'built' if args.fresh else 'cache'}: {folder})",
        flush=True,
    )

    random = SeededRandom("benchmark")
    three = [shuffled(3, random).notation("ABCDEFGH") for _ in range(args.puzzles)]
    if three:
        whole_process(folder, three[0], "solve")  # builds the 3x3 table if missing
        times = [whole_process(folder, board, "solve") for board in three]
        print(
            f"3x3 solve, whole process: median {statistics.median(times):.3f} s, "
            f"max {max(times):.3f} s over {len(times)} puzzles"
        )

    if args.random:
        random_boards(folder, args.random)
    if args.korf:
        korf(tables, args.limit or 10.0, args.compare)
    if args.hardest:
        hardest(tables, args.limit or 600.0)
    if args.fallback:
        fallback(folder, args.fallback)
    if args.large:
        large(folder, args.large)
    return 0


if __name__ == "__main__":
    sys.exit(main())
