"""Games of several computer players on duplicate dice, many at once, all turns in step.

Each game is the game ``spiel kniffel new --players ... --dice duplicate
--seed SEED`` would play (a test holds the two to each other): the dice
are ``game.duplicate_die`` of the game's seed, the computers decide as in
``advisor`` (the optimal and greedy players by ``planning``, the player
who plays to win by ``winning``). Games of one seating are played as one
batch: every game is at the same turn of the same player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.game import DiceMode, computer_kind, duplicate_die
from kniffel_cli.kniffel.rules import DICE, FACES, category_at, category_index
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import planning
from kniffel_cli.kniffel.strategy.players import random_decision
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.table_file import dense_index
from kniffel_cli.kniffel.strategy.winning import Model, Standing

# What is seen at the start of each turn: (round, player, every player's share of the win
# per game (players, games)); the simulation's calibration reads it.
Watcher = Callable[[int, int, np.ndarray], None]


@dataclass(frozen=True)
class Played:
    """The games of one seating, (players, games): each player's final total, and the chance
    of winning its decisions gave away as the player who plays to win values them (0 for
    that player itself; computed when asked for)."""

    totals: np.ndarray
    loss: np.ndarray


def _dice(seeds: Sequence[str], spec: Spec) -> np.ndarray:
    """D[g, round - 1, roll - 1, position - 1]: every duplicate die the games may roll."""
    return np.array(
        [
            [
                [
                    [duplicate_die(seed, r, k, p) for p in range(1, DICE + 1)]
                    for k in range(1, spec.rolls + 1)
                ]
                for r in range(1, spec.rounds + 1)
            ]
            for seed in seeds
        ],
        dtype=np.int64,
    ).reshape(len(seeds), spec.rounds, spec.rolls, DICE)


class _Dice:
    """The dice of the games: duplicate (drawn beforehand) or each game's own seeded stream,
    drawn in the order the game rolls them (``KniffelGame.roll``)."""

    def __init__(self, spec: Spec, seeds: Sequence[str], mode: DiceMode, drawn: np.ndarray | None):
        self.duplicate = mode == "duplicate"
        self.drawn = (_dice(seeds, spec) if drawn is None else drawn) if self.duplicate else None
        self.streams = [SeededRandom(seed) for seed in seeds] if not self.duplicate else []

    def face(self, game: int, round_: int, roll: int, position: int) -> int:
        if self.drawn is not None:
            return int(self.drawn[game, round_ - 1, roll - 1, position - 1])
        return self.streams[game].randint(1, FACES)


def standing(sheets: Sequence[Sheet], turns_left: int) -> Standing:
    """The ``Standing`` of one player's sheets, one per game."""
    states = planning.states_of(sheets)
    banked = np.array([s.upper + s.lower + s.yahtzee_bonus for s in sheets], dtype=np.int64)
    return Standing(banked, turns_left, dense_index(states.masks, states.uppers, states.flags))


def play(
    spec: Spec,
    kinds: Sequence[str],
    seeds: Sequence[str],
    model: Model,
    *,
    dice: DiceMode = "duplicate",
    drawn: np.ndarray | None = None,
    loss: bool = False,
    watch: Watcher | None = None,
) -> Played:
    """Play one game per seed with the computers ``kinds`` (optimal, greedy, random, win) in
    that order, on ``dice`` (``drawn`` from ``_dice`` when already drawn); with ``loss``, the
    chance of winning each decision gave away."""
    games = len(seeds)
    source = _Dice(spec, seeds, dice, drawn)
    sheets = [[Sheet(spec.rules, spec.points) for _ in range(games)] for _ in kinds]
    lost = np.zeros((len(kinds), games))
    moves = np.zeros(games, dtype=np.int64)  # history entries so far (the random player's key)
    everyone = np.arange(games)
    for round_ in range(1, spec.rounds + 1):
        for player, kind in enumerate(kinds):
            standings = [
                standing(s, spec.rounds - round_ + (p >= player)) for p, s in enumerate(sheets)
            ]
            if watch is not None:
                watch(round_, player, model.shares([model.finals(s) for s in standings]))
            mover = standings[player]
            others = [s for p, s in enumerate(standings) if p != player]
            judge = model.plan(mover, others) if kind == "win" or loss else None
            if kind == "win":
                assert judge is not None
                plan = judge
            else:
                following = (
                    planning.zero_values()
                    if kind == "greedy"
                    else model.table.level(mover.turns_left - 1)
                )
                plan = planning.plan(spec, following, planning.states_of(sheets[player]))
            faces = np.array(
                [[source.face(int(g), round_, 1, p) for p in range(1, DICE + 1)] for g in everyone],
                dtype=np.int64,
            ).reshape(games, DICE)
            moves += 1  # the turn's first roll
            pending = everyone
            rolls_left = spec.rolls - 1
            while len(pending):
                rolls = np.array([combos.ROLL_INDEX[tuple(sorted(f))] for f in faces[pending]])
                chosen_positions: dict[int, list[int]] = {}
                if kind == "random":
                    keep, category = _random(
                        seeds, moves, sheets[player], faces, pending, rolls_left, chosen_positions
                    )
                else:
                    keep, category = planning.decide(plan, rolls, rolls_left, pending)
                if judge is not None and kind != "win":
                    chosen, best = planning.graded(
                        judge, rolls, rolls_left, keep, category, pending
                    )
                    lost[player, pending] += best - chosen
                rolling = keep >= 0
                for g, c in zip(pending[~rolling], category[~rolling], strict=True):
                    sheet = sheets[player][g]
                    chosen_row = category_at(int(c))
                    roll = tuple(int(f) for f in faces[g])
                    sheet.enter(chosen_row, sheet.options(roll)[chosen_row], roll)
                roll_number = spec.rolls - rolls_left + 1
                for g, k in zip(pending[rolling], keep[rolling], strict=True):
                    kept = chosen_positions.get(g) or combos.positions_for(
                        list(faces[g]), combos.KEEPS[k]
                    )
                    for position in range(1, DICE + 1):
                        if position not in kept:
                            faces[g, position - 1] = source.face(g, round_, roll_number, position)
                moves[pending] += 1
                pending = pending[rolling]
                rolls_left -= 1
    totals = np.array([[s.total for s in player] for player in sheets])
    return Played(totals, lost)


@dataclass(frozen=True)
class Standings:
    """What a head-to-head simulation found for one player."""

    name: str
    win_share: float  # ties count 1/k to each of the k tied
    win_share_stderr: float
    mean: float
    stdev: float
    chance_loss: float  # the mean chance of winning a game's decisions gave away


Progress = Callable[[int, int], None]


def head_to_head(
    spec: Spec,
    names: Sequence[str],
    games: int,
    seed: str,
    model: Model,
    progress: Progress | None = None,
    batch: int = 1000,
) -> list[Standings]:
    """Play ``games`` deals, each in every seating of ``names`` (rotated, so that each
    player sits once in each place) on the same duplicate dice: deal k has the seed
    ``SEED/k``. The standard error of the win share is over the deals (the games of one
    deal share their dice and are not independent)."""
    count = len(names)
    kinds: list[str] = [computer_kind(name) or "optimal" for name in names]
    shares = np.zeros((count, games))  # each player's share per deal, summed over seatings
    totals = np.zeros((count, games * count))
    loss = np.zeros((count, games * count))
    done = 0
    for begin in range(0, games, batch):
        seeds = [f"{seed}/{k}" for k in range(begin, min(games, begin + batch))]
        drawn = _dice(seeds, spec)
        for turn in range(count):
            order = [(turn + i) % count for i in range(count)]  # seat i holds player order[i]
            played = play(spec, [kinds[p] for p in order], seeds, model, drawn=drawn, loss=True)
            won = _shares(played.totals)
            for seat, p in enumerate(order):
                shares[p, begin : begin + len(seeds)] += won[seat]
                place = turn * games + begin
                totals[p, place : place + len(seeds)] = played.totals[seat]
                loss[p, place : place + len(seeds)] = played.loss[seat]
            done += len(seeds)
            if progress:
                progress(done, games * count)
    per_deal = shares / count
    error = per_deal.std(axis=1, ddof=1) / np.sqrt(games) if games > 1 else np.zeros(count)
    return [
        Standings(
            name,
            float(per_deal[p].mean()),
            float(error[p]),
            float(totals[p].mean()),
            float(totals[p].std(ddof=1)) if totals.shape[1] > 1 else 0.0,
            float(loss[p].mean()),
        )
        for p, name in enumerate(names)
    ]


def _shares(totals: np.ndarray) -> np.ndarray:
    """S[i, g]: player i's share of game g's win (a tie of k players: 1/k each)."""
    best = totals.max(axis=0)
    top = totals == best
    found: np.ndarray = top / top.sum(axis=0)
    return found


def _random(
    seeds: Sequence[str],
    moves: np.ndarray,
    sheets: Sequence[Sheet],
    faces: np.ndarray,
    pending: np.ndarray,
    rolls_left: int,
    positions: dict[int, list[int]],
) -> tuple[np.ndarray, np.ndarray]:
    """The random player's choices as keep and category numbers (-1 where none); the
    positions it keeps, by game, into ``positions``."""
    keeps, categories = [], []
    for g in pending:
        roll = tuple(int(f) for f in faces[g])
        offered = list(sheets[g].options(roll))
        kept_at, row = random_decision(seeds[g], int(moves[g]), offered, rolls_left)
        if kept_at is None:
            assert row is not None
            keeps.append(-1)
            categories.append(category_index(row))
        else:
            positions[int(g)] = kept_at
            kept = tuple(sorted(roll[p - 1] for p in kept_at))
            keeps.append(combos.KEEP_INDEX[kept])
            categories.append(-1)
    return np.array(keeps, dtype=np.int64), np.array(categories, dtype=np.int64)
