"""Many solitaire games played by one strategy, all turns of all games in step."""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, cast

import numpy as np

from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import DICE, FACES, category_at, category_index
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import planning
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.solver import Spec

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.kniffel.schema import SimulationView

Progress = Callable[[int, int], None]


def _roll(random: SeededRandom, kept: tuple[int, ...]) -> tuple[int, ...]:
    fresh = tuple(random.randint(1, FACES) for _ in range(DICE - len(kept)))
    return tuple(sorted(kept + fresh))


@dataclass(frozen=True)
class Summary:
    """What a simulation found: the statistics of the games' totals."""

    strategy: str
    rules: str
    games: int
    mean: float
    stdev: float
    median: float
    min: int
    max: int
    bonus_rate: float  # the share of games that earned the upper bonus
    kniffel_rate: float  # the share of games with at least one Kniffel
    expected_start: float  # the optimal expectation of an empty sheet
    loss: float  # the mean expected points a game's decisions gave away (as review grades)
    luck: float  # the mean luck of a game's rolls: mean = expected_start - loss + luck

    def data(self) -> SimulationView:
        """The JSON view: the fields in order (the view's TypedDict names the same)."""
        return cast("SimulationView", asdict(self))


def simulate(
    spec: Spec, kind: str, games: int, seed: str, engines: Engines, progress: Progress | None = None
) -> Summary:
    """Play ``games`` games with strategy ``kind``; the statistics of their totals.

    Game g draws its dice from the seed ``SEED/g``, so a run is reproducible
    and any one game can be replayed.
    """
    randoms = [SeededRandom(f"{seed}/{g}") for g in range(games)]
    sheets = [Sheet(spec.rules, spec.points) for _ in range(games)]
    table = engines(spec).table()
    loss = np.zeros(games)
    for turn in range(spec.rounds):
        turns_left = spec.rounds - turn
        states = planning.states_of(sheets)
        optimal = planning.plan(spec, table.level(turns_left - 1), states)
        plan = None
        if kind == "optimal":
            plan = optimal
        elif kind == "greedy":
            plan = planning.plan(spec, planning.zero_values(), states)
        rolls = [_roll(r, ()) for r in randoms]
        pending = np.arange(games)
        rolls_left = spec.rolls - 1
        while len(pending):
            keep: np.ndarray | list[int]
            category: np.ndarray | list[int]
            if plan is None:
                keep, category = _random_decisions(sheets, rolls, pending, rolls_left, randoms)
            else:
                index = np.array([combos.ROLL_INDEX[rolls[g]] for g in pending])
                keep, category = planning.decide(plan, index, rolls_left, pending)
            if kind != "optimal":  # graded as review grades: against the optimal choice
                index = np.array([combos.ROLL_INDEX[rolls[g]] for g in pending])
                chosen, best = planning.graded(
                    optimal,
                    index,
                    rolls_left,
                    np.asarray(keep, dtype=np.int64),
                    np.asarray(category, dtype=np.int64),
                    pending,
                )
                loss[pending] += best - chosen
            still = []
            for i, g in enumerate(pending):
                if keep[i] >= 0:
                    rolls[g] = _roll(randoms[g], combos.KEEPS[keep[i]])
                    still.append(g)
                else:
                    _take(sheets[g], category_at(int(category[i])), rolls[g])
            pending = np.array(still, dtype=np.int64)
            rolls_left -= 1
        if progress:
            progress(turn + 1, spec.rounds)
    totals = [s.total for s in sheets]
    mean_loss = float(loss.mean())
    return Summary(
        strategy=kind,
        rules=spec.rules,
        games=games,
        mean=statistics.fmean(totals),
        stdev=statistics.stdev(totals) if games > 1 else 0.0,
        median=statistics.median(totals),
        min=min(totals),
        max=max(totals),
        bonus_rate=sum(1 for s in sheets if s.upper >= s.values.bonus_threshold) / games,
        kniffel_rate=sum(1 for s in sheets if s.kniffels) / games,
        expected_start=table.expected_total,
        loss=mean_loss,
        luck=statistics.fmean(totals) - table.expected_total + mean_loss,
    )


def _take(sheet: Sheet, category: str, roll: tuple[int, ...]) -> None:
    sheet.enter(category, sheet.options(roll)[category], roll)


def _random_decisions(
    sheets: list[Sheet],
    rolls: list[tuple[int, ...]],
    pending: np.ndarray,
    rolls_left: int,
    randoms: list[SeededRandom],
) -> tuple[list[int], list[int]]:
    """Uniform over the legal actions: each of the 32 sets of dice to keep, each category."""
    keeps, categories = [], []
    for g in pending:
        offered = list(sheets[g].options(rolls[g]))
        subsets = (1 << DICE) if rolls_left > 0 else 0
        pick = randoms[g].below(subsets + len(offered))
        if pick < subsets:
            kept = tuple(sorted(rolls[g][i] for i in range(DICE) if pick >> i & 1))
            keeps.append(combos.KEEP_INDEX[kept])
            categories.append(-1)
        else:
            keeps.append(-1)
            categories.append(category_index(offered[pick - subsets]))
    return keeps, categories
