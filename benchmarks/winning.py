"""Playing to win: cpu:win against cpu:optimal, the chance shown, and a decision's time.

    python benchmarks/winning.py strength [--rules R] [--players cpu:win,cpu:optimal]
                                          [--games N] [--seed S] [--workers W]
                                          [--dice random|duplicate]
    python benchmarks/winning.py calibration [--rules R] [--players P] [--games N] [--seed S]
                                             [--dice random|duplicate] [--save FILE.npz]
    python benchmarks/winning.py fit --save FILE.npz [--edges 0,0.03,0.06]
    python benchmarks/winning.py decisions [--rules R] [--games N]

- ``strength``: what ``spiel kniffel simulate --players P --games N --seed S
  --dice D --jobs W`` reports (the same deals, ``SEED/k``, each in every seating;
  the game's own dice unless ``--dice duplicate``): each player's share of the
  wins, its standard error over the deals and the 95 % interval (1.96 standard
  errors), the margin of totals, ties, and games per second per job.
- ``calibration``: N deals of the players (default cpu:win against cpu:optimal)
  in every seating, on the dice of ``new`` (each game's own unless ``--dice
  duplicate``); at the start of every turn every player's chance of winning as
  ``show`` computes it (each player as its kind plays), grouped by tenths for
  each kind of player apart, against the share of those positions whose player
  won (ties shared); groups of fewer than 2,000 positions are listed, not held
  to the bound. ``--save`` keeps every position for ``fit``.
- ``fit``: for each edge of cpu:win (``winning.WIN_EDGE``) in ``--edges``, the
  chances of the saved positions worked out again: their mean log loss and the
  calibration tables (how ``WIN_EDGE`` was chosen).
- ``decisions``: the time of every cpu:win decision (its turn planned, then the
  choice) in N games, each turn with a fresh model over the cached tables, as a
  new ``spiel`` process has it (the exact distributions of the last turns are
  computed when first needed); median and slowest.
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass

import numpy as np

from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import category_at
from kniffel_cli.kniffel.strategy import match, parallel
from kniffel_cli.kniffel.strategy.engine import Engine, Engines
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.winning import Model, Standing


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


@dataclass(frozen=True)
class _Batch:
    spec: Spec
    kinds: list[str]
    seeds: list[str]
    dice: str
    engine: Engine


def _calibration_batch(batch: _Batch) -> dict[str, np.ndarray]:
    """One batch of deals in every seating: at the start of every turn (a position), each
    player's kind, turns left, points banked, state, the chance shown, the chance were every
    player the optimal player ("plain"), its final total and the share of the game it won.
    Arrays of (positions, players)."""
    count = len(batch.kinds)
    found: dict[str, list[np.ndarray]] = {k: [] for k in RECORDED}
    for turn in range(count):
        seated = [batch.kinds[(turn + i) % count] for i in range(count)]
        seen: list[dict[str, np.ndarray]] = []

        def watch(
            at: match.Turn, seen: list[dict[str, np.ndarray]] = seen, seated: list[str] = seated
        ) -> None:
            model = batch.engine.model()
            games = len(at.seeds)
            seen.append({
                "kind": np.tile([KINDS.index(k) for k in seated], (games, 1)),
                "turns_left": np.tile([s.turns_left for s in at.standings], (games, 1)),
                "banked": np.stack([s.banked for s in at.standings], axis=1),
                "index": np.stack([s.index for s in at.standings], axis=1),
                "shown": model.chances(at.standings, seated).T,
                "plain": model.shares([model.finals(s) for s in at.standings]).T,
            })  # fmt: skip

        players = [match.computer(kind) for kind in seated]
        played = match.play(
            batch.spec, players, batch.seeds, batch.engine, dice=batch.dice, watch=watch
        )
        outcome = match._shares(played.totals).T
        for record in seen:
            for key, value in record.items():
                found[key].append(value)
            found["won"].append(outcome)
            found["final"].append(played.totals.T)
    return {k: np.concatenate(v) for k, v in found.items()}


KINDS = ["optimal", "win", "greedy", "random"]
RECORDED = ["kind", "turns_left", "banked", "index", "shown", "plain", "won", "final"]


def calibration(args: argparse.Namespace) -> None:
    """Every player's chance shown at the start of every turn, grouped by tenths per kind of
    player, against the share of those positions whose player won (ties shared)."""
    engine = Engines()(Spec(args.rules))
    engine.model()
    kinds = [match.computer_kind(name) or "optimal" for name in args.players.split(",")]
    start = time.perf_counter()
    batches = [
        _Batch(
            engine.spec,
            kinds,
            [f"{args.seed}/{k}" for k in range(first, min(args.games, first + 250))],
            args.dice,
            engine,
        )  # fmt: skip
        for first in range(0, args.games, 250)
    ]
    parts = parallel.each(_calibration_batch, batches, args.workers)
    data = {k: np.concatenate([part[k] for part in parts]) for k in RECORDED}
    seconds = time.perf_counter() - start
    if args.save:
        np.savez_compressed(args.save, **data)
    games = len(kinds) * args.games
    print(f"{args.rules} rules, {games} games ({args.games} deals x {len(kinds)} seatings) of "
          f"{args.players}, {args.dice} dice, seed {args.seed!r}, {seconds:.0f} s: every "
          "player's chance at the start of every turn")  # fmt: skip
    _calibration_tables(data["kind"], data["shown"], data["won"])


def _calibration_tables(kind: np.ndarray, shown: np.ndarray, won: np.ndarray) -> float:
    """Per kind of player, the chance shown grouped in tenths against the share won; the
    largest difference of a group held to the bound."""
    worst_of_all = 0.0
    for number in sorted(set(kind.ravel().tolist())):
        mine = kind == number
        chance, result = shown[mine], won[mine]
        print(f"  cpu:{KINDS[number]}: {mine.sum()} positions")
        print("    chance shown   positions   mean shown   share won   difference")
        worst = 0.0
        for tenth in range(10):
            inside = (chance >= tenth / 10) & ((chance < (tenth + 1) / 10) | (tenth == 9))
            if not inside.any():
                continue
            mean, share = chance[inside].mean(), result[inside].mean()
            held = inside.sum() >= HELD
            if held:
                worst = max(worst, abs(share - mean))
            print(f"    {tenth / 10:.1f} - {(tenth + 1) / 10:.1f}   {inside.sum():9d}   "
                  f"{mean:10.4f}   {share:9.4f}   {share - mean:+10.4f}"
                  f"{'' if held else '   (fewer than 2000: reported only)'}")  # fmt: skip
        print(f"    largest difference (groups of 2000 or more) {worst * 100:.2f} points")
        worst_of_all = max(worst, worst_of_all)
    return worst_of_all


HELD = 2000  # positions a group needs to be held to the calibration's bound


def fit(args: argparse.Namespace) -> None:
    """The edge of cpu:win's points to come (``winning.WIN_EDGE``) that fits the positions
    of a saved calibration best: for each edge of a grid, the chance of every position
    worked out again, its mean log loss against the shares won, and the largest
    difference of a group."""
    base = model_of(args.rules)
    data = dict(np.load(args.save))
    names = sorted(KINDS[k] for k in data["kind"][0])
    print(f"{args.save}: {len(data['won'])} positions of {', '.join(names)}")
    for edge in [float(e) for e in args.edges.split(",")]:
        model = Model(base.table, base.spread, base.endgame, win_edge=edge)
        shown = np.zeros(data["won"].shape)
        key = np.concatenate([data["turns_left"], data["kind"]], axis=1)
        for group in np.unique(key, axis=0):
            at = np.flatnonzero((key == group).all(axis=1))
            turns, kinds = group[: shown.shape[1]], group[shown.shape[1] :]
            standings = [
                Standing(data["banked"][at, p], int(t), data["index"][at, p])
                for p, t in enumerate(turns)
            ]
            shown[at] = model.chances(standings, [KINDS[k] for k in kinds]).T
        clipped = np.clip(shown, 1e-9, 1 - 1e-9)
        won = data["won"]
        loss = -(won * np.log(clipped) + (1 - won) * np.log(1 - clipped)).mean()
        print(f"edge {edge:.3f}: mean log loss {loss:.6f}")
        _calibration_tables(data["kind"], shown, won)


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
    parser.add_argument("what", choices=["strength", "calibration", "fit", "decisions"])
    parser.add_argument("--rules", default="kniffel")
    parser.add_argument("--players", default="cpu:win,cpu:optimal")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--dice", choices=["random", "duplicate"], default="random")
    parser.add_argument("--save", help="calibration: keep every position's record (.npz); "
                        "fit: the record to fit")  # fmt: skip
    parser.add_argument("--edges", default="0,0.03,0.06,0.09", help="fit: the edges to try")
    args = parser.parse_args()
    what = {"strength": strength, "calibration": calibration, "fit": fit, "decisions": decisions}
    what[args.what](args)


if __name__ == "__main__":
    main()
