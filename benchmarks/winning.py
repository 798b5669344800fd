"""Playing to win: cpu:win against cpu:optimal, the chance shown, and a decision's time.

    python benchmarks/winning.py strength [--rules R] [--players cpu:win,cpu:optimal]
                                          [--games N] [--seed S] [--workers W]
                                          [--dice random|duplicate]
    python benchmarks/winning.py calibration [--rules R] [--games N] [--dice random|duplicate]
    python benchmarks/winning.py decisions [--rules R] [--games N]

- ``strength``: what ``spiel kniffel simulate --players P --games N --seed S
  --dice D --jobs W`` reports (the same deals, ``SEED/k``, each in every seating;
  the game's own dice unless ``--dice duplicate``): each player's share of the
  wins, its standard error over the deals and the 95 % interval (1.96 standard
  errors), the margin of totals, ties, and games per second per job.
- ``calibration``: N games of cpu:win against cpu:optimal (both seatings, the
  dice of ``new``: ordinary unless ``--dice duplicate``); at the start of every
  turn each player's chance of winning as ``show`` computes it, grouped by
  tenths, against the share of those positions whose player won (ties half).
- ``decisions``: the time of every cpu:win decision (its turn planned, then the
  choice) in N games, each turn with a fresh model over the cached tables, as a
  new ``spiel`` process has it (the exact distributions of the last turns are
  computed when first needed); median and slowest.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import category_at
from kniffel_cli.kniffel.strategy import match
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.winning import Model


def model_of(rules: str) -> Model:
    return Engines()(Spec(rules)).model()


def strength(args: argparse.Namespace) -> None:
    """What ``simulate --players`` reports, with the 95 % interval of each share."""
    names = args.players.split(",")
    engine = Engines()(Spec(args.rules))
    engine.model()  # loaded before the jobs start, which share it
    start = time.perf_counter()
    found = match.head_to_head(
        engine.spec, names, args.games, args.seed, engine, jobs=args.workers, dice=args.dice
    )
    seconds = time.perf_counter() - start
    played = args.games * len(names)
    rate = played / seconds / args.workers
    print(f"{args.rules} rules, {played} games ({args.games} deals x {len(names)} seatings), "
          f"{args.dice} dice, seed {args.seed!r}, {args.workers} jobs, {seconds:.0f} s, "
          f"{rate:.1f} games/s per job; ties {found.ties:.2%}")  # fmt: skip
    for s in found.players:
        share, error = s.win_share, s.win_share_stderr
        print(
            f"  {s.name:16} win share {share:.4%} +- {error:.4%} "
            f"(95% {share - 1.96 * error:.4%} .. {share + 1.96 * error:.4%}), "
            f"mean {s.mean:.2f}, margin {s.margin:+.2f} +- {s.margin_stderr:.2f}"
        )


def calibration(args: argparse.Namespace) -> None:
    engine = Engines()(Spec(args.rules))
    shown: list[np.ndarray] = []
    won: list[np.ndarray] = []
    start = time.perf_counter()
    for first in range(0, args.games, 1000):
        seeds = [f"{args.seed}/{k}" for k in range(first, min(args.games, first + 1000))]
        for kinds in (["win", "optimal"], ["optimal", "win"]):
            seen: list[np.ndarray] = []

            def watch(round_: int, player: int, shares: np.ndarray, into: list = seen) -> None:
                into.append(shares[player])

            seats = [match.computer(kind) for kind in kinds]
            played = match.play(engine.spec, seats, seeds, engine, dice=args.dice, watch=watch)
            outcome = match._shares(played.totals)
            for number, chances in enumerate(seen):
                shown.append(chances)
                won.append(outcome[number % len(kinds)])
    chance, result = np.concatenate(shown), np.concatenate(won)
    seconds = time.perf_counter() - start
    games = 2 * args.games
    print(f"{args.rules} rules, {games} games of cpu:win against cpu:optimal, {args.dice} dice,")
    print(f"  {len(chance)} positions (the start of every turn), {seconds:.0f} s")
    print("  chance shown   positions   mean shown   share won   difference")
    worst = 0.0
    for tenth in range(10):
        inside = (chance >= tenth / 10) & ((chance < (tenth + 1) / 10) | (tenth == 9))
        if not inside.any():
            continue
        mean, share = chance[inside].mean(), result[inside].mean()
        worst = max(worst, abs(share - mean))
        print(f"  {tenth / 10:.1f} - {(tenth + 1) / 10:.1f}   {inside.sum():9d}   "
              f"{mean:10.4f}   {share:9.4f}   {share - mean:+10.4f}")  # fmt: skip
    print(f"  largest difference {worst * 100:.2f} points of percentage")


def decisions(args: argparse.Namespace) -> None:
    from kniffel_cli import kniffel
    from kniffel_cli.kniffel.strategy import advisor, planning

    base = model_of(args.rules)
    timings = []

    def win_plan(game: kniffel.KniffelGame) -> planning.Plan:
        """cpu:win's plan with the tables in memory and a new model (no exact distribution
        made yet) for every decision, as a new process starts."""
        found = advisor.standings(game)
        mover = found.pop(game.current)  # type: ignore[arg-type]
        return Model(base.table, base.spread).plan(mover, found)

    for g in range(args.games):
        game = kniffel.new(["Ann", "cpu:optimal"], seed=f"{args.seed}/{g}", rules=args.rules)
        while not game.finished:
            if game.current == 0:
                game.roll()
                while True:
                    start = time.perf_counter()
                    plan = win_plan(game)
                    index = np.array([advisor.roll_index(game.dice)])
                    keep, category = planning.decide(plan, index, game.rolls_left)
                    timings.append(time.perf_counter() - start)
                    if keep[0] < 0:
                        kniffel.take(game, category_at(int(category[0])))
                        break
                    game.roll(set(combos.positions_for(game.dice, combos.KEEPS[keep[0]])))
    print(f"{args.rules} rules: {len(timings)} decisions of cpu:win against cpu:optimal "
          f"({args.games} games), each with a fresh model over the loaded tables")  # fmt: skip
    print(f"  median {statistics.median(timings) * 1000:.1f} ms, "
          f"slowest {max(timings) * 1000:.1f} ms, "
          f"mean {statistics.fmean(timings) * 1000:.1f} ms")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["strength", "calibration", "decisions"])
    parser.add_argument("--rules", default="kniffel")
    parser.add_argument("--players", default="cpu:win,cpu:optimal")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--dice", choices=["random", "duplicate"], default="random")
    args = parser.parse_args()
    {"strength": strength, "calibration": calibration, "decisions": decisions}[args.what](args)


if __name__ == "__main__":
    main()
