"""``spiel kniffel score``, ``solve`` and ``simulate``: analysis without a state file.

Loaded only when one of them is called (``cli.py``); the options that choose a
variant are shared with play in ``variant_options.py``, the tables come from
the strategy's engine (``command_engines.py``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import click

from kniffel_cli.common.formatting import ViewOptions
from kniffel_cli.common.options import (
    MAX_DIGITS,
    IntegerRange,
    WordChoice,
    line_view_options,
    seed_option,
    view_options,
    whole_number,
)
from kniffel_cli.common.output import ascii_charts, present, progress_bars
from kniffel_cli.kniffel import view as kniffel_view
from kniffel_cli.kniffel.command_engines import command_engines
from kniffel_cli.kniffel.errors import (
    ChanceLostAloneError,
    HeadToHeadCountError,
    NotAllComputersError,
    NotDiceError,
    StrategyWithPlayersError,
)
from kniffel_cli.kniffel.game import (
    MAX_PLAYERS,
    SOLITAIRE_STRATEGIES,
    DiceMode,
    Strategy,
    check_players,
    computer_kind,
)
from kniffel_cli.kniffel.rules import (
    FACES,
    Points,
    check_dice,
)
from kniffel_cli.kniffel.words import STRATEGY_WORDS, strategy_label

if TYPE_CHECKING:
    from kniffel_cli.kniffel.strategy.solver import Spec

from kniffel_cli.kniffel.variant_options import (
    dice_option,
    points_option,
    rolls_option,
    rounds_option,
    rules_option,
)


@click.command()
@click.argument("dice", nargs=-1, required=True)
@rules_option()
@points_option()
@view_options
def score(view: ViewOptions, dice: tuple[str, ...], rules: str, points: Points) -> None:
    """The points of five DICE in every category of a fresh sheet.

    No state file is involved: 'spiel kniffel score 3,3,3,5,5'.
    """
    words = [word for word in re.split(r"[,\s]+", " ".join(dice)) if word]
    numbers = [whole_number(word, 0, 10**MAX_DIGITS) for word in words]
    if None in numbers:
        raise NotDiceError(text=" ".join(dice), faces=FACES)
    values = check_dice([n for n in numbers if n is not None])
    present(
        view,
        render_table=lambda tablefmt: kniffel_view.render_score(values, rules, tablefmt, points),
        render_data=lambda: kniffel_view.score_data(values, rules, points),
    )


@click.command()
@rules_option()
@rolls_option()
@rounds_option()
@points_option()
@line_view_options
def solve(view: ViewOptions, rules: str, rolls: int, rounds: int, points: Points) -> None:
    """The expected total of an optimal solitaire game from the start, and its spread.

    Computed by backward induction over every start-of-turn state and cached
    (in $SPIEL_CACHE_DIR, else the user cache folder) for hint and cpu:optimal.
    """
    import time

    from kniffel_cli.kniffel.strategy.solver import Spec

    spec = Spec(rules, rolls, rounds, points)
    started = time.perf_counter()
    engines = command_engines(view)
    engine = engines(spec)
    stdev = engine.standard_deviation()  # with the table in one pass if it is not cached
    solved = engine.table()
    seconds = time.perf_counter() - started
    present(
        view,
        render_table=lambda _: kniffel_view.render_solve(
            spec, solved, seconds, engines.cached, stdev
        ),
        render_data=lambda: kniffel_view.solve_data(spec, solved, seconds, stdev),
    )


@click.command()
@click.option(
    "--strategy",
    "kind",
    type=WordChoice(SOLITAIRE_STRATEGIES, STRATEGY_WORDS, strategy_label),
    default=None,
    help="optimal: the table; greedy: this turn's points alone; random: any legal choice "
    "[default: optimal].",
)
@click.option(
    "--players",
    metavar="CPU,CPU,...",
    help="Play head to head instead: 2 to 8 computer players (cpu:win, cpu:optimal, "
    "cpu:greedy, cpu:random; cpu:KIND:LABEL to seat one kind twice), each game once in every "
    "seating.",
)
@click.option(
    "--games",
    type=IntegerRange(1, 1_000_000),
    default=1000,
    show_default=True,
    help="How many games to play (head to head: in each seating).",
)
@click.option(
    "--jobs",
    type=IntegerRange(1, 256),
    default=None,
    help="Processes to play in, each taking batches of games; the figures are the same "
    "whatever their number [default: one per core].",
)
@click.option(
    "--chance-lost",
    is_flag=True,
    help="Head to head: also grade each decision of the players other than cpu:win by the "
    "chance of winning it gave away, as cpu:win values it (that costs as much again as "
    "cpu:win's own play, so it is done only when asked).",
)
@dice_option(
    help="random: each game's own dice, as 'new' deals them (the game people play); "
    "duplicate: every player rolls the same dice at the same point (who plays the same dice "
    "better)."
)
@seed_option
@rules_option()
@rolls_option()
@rounds_option()
@points_option()
@view_options
def simulate(
    view: ViewOptions,
    kind: Strategy | None,
    players: str | None,
    games: int,
    jobs: int | None,
    chance_lost: bool,
    dice: DiceMode,
    seed: str,
    rules: str,
    rolls: int,
    rounds: int,
    points: Points,
) -> None:
    """Play many solitaire games with one strategy and report their totals, or games of
    computer players head to head (--players) and report their shares of the wins."""
    from kniffel_cli.kniffel.strategy.parallel import cores
    from kniffel_cli.kniffel.strategy.solver import Spec

    spec = Spec(rules, rolls, rounds, points)
    jobs = cores() if jobs is None else jobs
    if players is not None:
        if kind is not None:
            raise StrategyWithPlayersError()
        _head_to_head(view, spec, players, games, seed, jobs, dice, chance_lost)
        return
    if chance_lost:
        raise ChanceLostAloneError()
    from kniffel_cli.kniffel.strategy.simulation import simulate as play

    label = kniffel_view.simulation_progress(games)
    with progress_bars(view) as bars:
        result = play(
            spec,
            kind or "optimal",
            games,
            seed,
            command_engines(view),
            (lambda done, total: bars(label, done, total)) if games >= 1000 else None,
            jobs,
            dice,
        )
    present(
        view,
        render_table=lambda tablefmt: kniffel_view.render_simulation(
            spec, result, tablefmt, ascii_charts()
        ),
        render_data=result.data,
    )


def _head_to_head(
    view: ViewOptions,
    spec: Spec,
    players: str,
    games: int,
    seed: str,
    jobs: int,
    dice: DiceMode,
    chance_lost: bool,
) -> None:
    """``simulate --players``: the computers play every seating."""
    from kniffel_cli.kniffel.strategy import match

    names = check_players(players.split(","))
    for name in names:
        if computer_kind(name) is None:
            raise NotAllComputersError(name=name)
    if len(names) < 2:
        raise HeadToHeadCountError(count=len(names), most=MAX_PLAYERS)
    engine = command_engines(view)(spec)
    engine.model()  # built first, with its own progress bar
    label = kniffel_view.simulation_progress(games * len(names))
    with progress_bars(view) as bars:
        found = match.head_to_head(
            spec,
            names,
            games,
            seed,
            engine,
            lambda done, total: bars(label, done, total),
            jobs=jobs,
            dice=dice,
            grade="chance" if chance_lost else None,
        )
    present(
        view,
        render_table=lambda tablefmt: kniffel_view.render_head_to_head(
            spec, games, found, tablefmt, ascii_charts()
        ),
        render_data=lambda: kniffel_view.head_to_head_data(spec, games, found),
    )
