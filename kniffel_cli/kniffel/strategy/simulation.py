"""Many solitaire games played by one strategy (the game loop of ``match``), summed up."""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, cast

from kniffel_cli.common.charts import Bins, binned
from kniffel_cli.kniffel.game import DiceMode
from kniffel_cli.kniffel.strategy import parallel
from kniffel_cli.kniffel.strategy.engine import Engine, Engines
from kniffel_cli.kniffel.strategy.match import Played, computer, play
from kniffel_cli.kniffel.strategy.solver import Spec

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.kniffel.schema import SimulationView

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Summary:
    """What a simulation found: the statistics of the games' totals."""

    strategy: str
    rules: str
    dice: DiceMode
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
    distribution: Bins  # how the totals spread, in fixed bins

    def data(self) -> SimulationView:
        """The JSON view: the fields in order (the view's TypedDict names the same)."""
        return cast("SimulationView", asdict(self))


# Games per batch: planned together (as fast per game as larger batches), and the unit of
# work shared out to the jobs.
BATCH = 250


def simulate(
    spec: Spec,
    kind: str,
    games: int,
    seed: str,
    engines: Engines,
    progress: Progress | None = None,
    jobs: int = 1,
    dice: DiceMode = "random",
) -> Summary:
    """Play ``games`` solitaire games with strategy ``kind``; the statistics of their totals.

    Game g is the game ``spiel kniffel new --players cpu:KIND --dice DICE --seed SEED/g``
    plays (the
    game loop of ``match``), so a run is reproducible and any one game can be replayed;
    each decision is graded against the optimal one, as ``review`` grades it. The batches
    are played by ``jobs`` processes, with the same result whatever their number.
    """
    engine = engines(spec)
    table = engine.table()  # loaded before the jobs start, which share it
    batches = [
        _Batch(
            spec,
            kind,
            engine,
            [f"{seed}/{g}" for g in range(begin, min(games, begin + BATCH))],
            dice,
        )
        for begin in range(0, games, BATCH)
    ]
    totals: list[int] = []
    loss: list[float] = []
    bonus: list[bool] = []
    kniffel: list[bool] = []
    finished = 0

    def count(number: int) -> None:
        nonlocal finished
        finished += len(batches[number].seeds)
        if progress:
            progress(finished, games)

    for played in parallel.each(_play, batches, jobs, count):
        totals.extend(int(t) for t in played.totals[0])
        loss.extend(float(v) for v in played.loss[0])
        bonus.extend(bool(b) for b in played.bonus[0])
        kniffel.extend(bool(k) for k in played.kniffel[0])
    mean_loss = statistics.fmean(loss)
    return Summary(
        strategy=kind,
        rules=spec.rules,
        dice=dice,
        games=games,
        mean=statistics.fmean(totals),
        stdev=statistics.stdev(totals) if games > 1 else 0.0,
        median=statistics.median(totals),
        min=min(totals),
        max=max(totals),
        bonus_rate=sum(bonus) / games,
        kniffel_rate=sum(kniffel) / games,
        expected_start=table.expected_total,
        loss=mean_loss,
        luck=statistics.fmean(totals) - table.expected_total + mean_loss,
        distribution=binned([totals])[0],
    )


@dataclass(frozen=True)
class _Batch:
    spec: Spec
    kind: str
    engine: Engine
    seeds: list[str]
    dice: DiceMode


def _play(batch: _Batch) -> Played:
    """One batch of solitaire games (in a job of its own, or not)."""
    player = computer(batch.kind)
    return play(batch.spec, [player], batch.seeds, batch.engine, dice=batch.dice, grade="points")
