"""``spiel kniffel score``, ``solve`` and ``simulate``: analysis without a state file.

Loaded only when one of them is called (``cli.py``); the options that choose a
variant are shared with play in ``variant_options.py``, the tables come from
the strategy's engine (``command_engines.py``).
"""

from __future__ import annotations

import math
import os
import re
import signal
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import click

from kniffel_cli.common.errors import WriteError
from kniffel_cli.common.formatting import ViewOptions
from kniffel_cli.common.i18n import N_, _
from kniffel_cli.common.localized import Command, argument, option
from kniffel_cli.common.options import (
    MAX_DIGITS,
    F,
    FiniteFloatRange,
    IntegerRange,
    WordChoice,
    line_view_options,
    seed_option,
    view_options,
    whole_number,
)
from kniffel_cli.common.output import ascii_charts, present, progress_bars
from kniffel_cli.common.text import quoted
from kniffel_cli.kniffel import view as kniffel_view
from kniffel_cli.kniffel.command_engines import command_engines
from kniffel_cli.kniffel.errors import (
    ChanceLostAloneError,
    HeadToHeadCountError,
    MatchOptionAloneError,
    NotDiceError,
    SprtPlayersError,
    StrategyWithPlayersError,
    TwoGradesError,
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
    from click.shell_completion import CompletionItem

    from kniffel_cli.kniffel.strategy.match import Grade
    from kniffel_cli.kniffel.strategy.solver import Spec

from kniffel_cli.kniffel.variant_options import (
    dice_option,
    points_option,
    rolls_option,
    rounds_option,
    rules_option,
)


@click.command(cls=Command)
@argument("dice", metavar="DICE...", nargs=-1, required=True)
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


@click.command(cls=Command)
@rules_option()
@rolls_option()
@rounds_option()
@points_option()
@line_view_options
def solve(view: ViewOptions, rules: str, rolls: int, rounds: int, points: Points) -> None:
    """The expected total of an optimal solitaire game from the start, and its spread.

    Computed by backward induction over every start-of-turn state and cached
    (in $SPIEL_CACHE_DIR, else the user cache folder) for 'hint' and cpu:optimal.
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


def _refuse_given(*options: tuple[str, str], needs: str = "--players") -> None:
    """Refuse each option given on the command line without the option it ``needs``."""
    ctx = click.get_current_context()
    for name, flag in options:
        if ctx.get_parameter_source(name) is click.core.ParameterSource.COMMANDLINE:
            raise MatchOptionAloneError(option=flag, needs=needs)


def _elo_bounds(
    ctx: click.Context, param: click.Parameter, value: str | None
) -> tuple[float, float] | None:
    """``--sprt ELO0,ELO1``: two Elo differences, the first below the second."""
    if value is None:
        return None
    words = value.split(",")
    try:
        low, high = (float(word) for word in words)
    except ValueError:
        low = high = math.nan
    if len(words) != 2 or not (math.isfinite(low) and math.isfinite(high)):
        text = _("{value} is not two Elo differences ELO0,ELO1 (as 0,10)")
        raise click.BadParameter(text.format(value=quoted(value[:40])), ctx=ctx, param=param)
    if not -1000 <= low < high <= 1000:
        text = _("ELO0 must be below ELO1, both within -1000 to 1000, not {value}")
        raise click.BadParameter(text.format(value=quoted(value[:40])), ctx=ctx, param=param)
    return low, high


def _complete_players(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    """``--players``: the last name of the list, a computer, a bot that ``--bot`` names, or
    ``py:``."""
    from kniffel_cli.common.completion import matching
    from kniffel_cli.kniffel.game import STRATEGIES

    given, comma, last = incomplete.rpartition(",")
    bots = [text.partition("=")[0] for text in ctx.params.get("bots") or ()]
    words = [f"cpu:{kind}" for kind in STRATEGIES] + [f"bot:{name}" for name in bots] + ["py:"]
    found = matching(((word, None) for word in words), last)
    for item in found:
        item.value = f"{given}{comma}{item.value}"
    return found


def _error_rate(flag: str, text: str) -> Callable[[F], F]:
    """``--alpha`` or ``--beta``: an error rate of ``--sprt``, above 0 and below 0.5."""
    return option(
        flag,
        metavar="P",
        type=FiniteFloatRange(0, 0.5, min_open=True, max_open=True),
        default=0.05,
        show_default=True,
        help=text,
    )


@click.command(cls=Command)
@option(
    "--strategy",
    "kind",
    type=WordChoice(SOLITAIRE_STRATEGIES, STRATEGY_WORDS, strategy_label),
    default=None,
    help="optimal: the table; greedy: this turn's points alone; random: any legal choice "
    "[default: optimal].",
)
@option(
    "--players",
    metavar="PLAYER,PLAYER,...",
    shell_complete=_complete_players,
    help="Play a match instead: 2 to 8 players, each game once in every seating; computers "
    "(cpu:win, cpu:optimal, cpu:greedy, cpu:random; cpu:KIND:LABEL to seat one kind twice), "
    "bots (bot:NAME, with --bot NAME=COMMAND) and Python bots (py:MODULE:CLASS).",
)
@option(
    "--games",
    metavar="N",
    type=IntegerRange(1, 1_000_000),
    default=1000,
    show_default=True,
    help="How many games to play (head to head: in each seating).",
)
@option(
    "--jobs",
    metavar="N",
    type=IntegerRange(1, 256),
    default=None,
    help="Processes to play in, each taking batches of games; the figures are the same "
    "whatever their number [default: one per core].",
)
@option(
    "--points-lost",
    is_flag=True,
    help="Head to head: also grade each decision of every player but cpu:optimal by the "
    "expected points it gave away against the optimal strategy, as 'review' grades them: the "
    "mean a game, its keeps' and its takes' (not with --chance-lost).",
)
@option(
    "--chance-lost",
    is_flag=True,
    help="Head to head: also grade each decision of the players other than cpu:win by the "
    "chance of winning it gave away, as cpu:win values it (that costs as much again as "
    "cpu:win's own play, so it is done only when asked).",
)
@option(
    "--bot",
    "bots",
    metavar="NAME=COMMAND",
    multiple=True,
    help="The command of the bot seated as bot:NAME (repeatable): run without a shell, in "
    "this folder, speaking the bot protocol on its standard input and output (man spiel-bot).",
)
@option(
    "--move-time",
    metavar="S",
    type=FiniteFloatRange(0.001, 86_400),
    default=10.0,
    show_default=True,
    help="Seconds a bot may take for an answer (counted from its previous answer); a bot "
    "that takes longer loses the games it was asked about.",
)
@option(
    "--bot-log",
    metavar="PATH",
    help="Append what the bots write on their standard error to this file, each line after "
    "the bot's name (without it, it is discarded).",
)
@option(
    "--games-out",
    metavar="PATH",
    help="Write every game of the match to this file, one state file a line (JSON), deal by "
    "deal, each deal's seatings in turn: any game can be shown, reviewed or replayed (held "
    "in memory until the end: about 5 kB a game).",
)
@option(
    "--sprt",
    metavar="ELO0,ELO1",
    callback=_elo_bounds,
    help="Two players: stop as soon as a sequential probability ratio test decides whether "
    "the first is ELO1 Elo better (H1) or ELO0 at most (H0), as fishtest tests (each deal's "
    "two games a pair); --games is then the most deals to play.",
)
@_error_rate("--alpha", "With --sprt: the chance of accepting H1 when H0 is true.")
@_error_rate("--beta", "With --sprt: the chance of accepting H0 when H1 is true.")
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
    points_lost: bool,
    chance_lost: bool,
    bots: tuple[str, ...],
    move_time: float,
    bot_log: str | None,
    games_out: str | None,
    sprt: tuple[float, float] | None,
    alpha: float,
    beta: float,
    dice: DiceMode,
    seed: str,
    rules: str,
    rolls: int,
    rounds: int,
    points: Points,
) -> int:
    """Play many solitaire games with one strategy and report their totals, or a match:
    computer players and bots head to head (--players), and report their shares of the
    wins."""
    from kniffel_cli.kniffel.strategy.parallel import cores
    from kniffel_cli.kniffel.strategy.solver import Spec

    spec = Spec(rules, rolls, rounds, points)
    jobs = cores() if jobs is None else jobs
    if sprt is None:
        _refuse_given(("alpha", "--alpha"), ("beta", "--beta"), needs="--sprt")
    if players is not None:
        if kind is not None:
            raise StrategyWithPlayersError()
        test = None if sprt is None else (*sprt, alpha, beta)
        if points_lost and chance_lost:
            raise TwoGradesError()
        grade: Grade | None = "points" if points_lost else "chance" if chance_lost else None
        match = _Match(players, bots, move_time, bot_log, grade, test, games_out)
        return _head_to_head(view, spec, match, games, seed, jobs, dice)
    if chance_lost:
        raise ChanceLostAloneError()
    _refuse_given(("points_lost", "--points-lost"))
    _refuse_given(("bots", "--bot"), ("move_time", "--move-time"), ("bot_log", "--bot-log"))
    _refuse_given(("sprt", "--sprt"), ("games_out", "--games-out"))

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
    return 0


@dataclass(frozen=True)
class _Match:
    """What ``--players`` and the options of its bots say."""

    players: str
    bots: tuple[str, ...]
    move_time: float
    bot_log: str | None
    grade: Grade | None  # --points-lost, --chance-lost
    sprt: tuple[float, float, float, float] | None  # ELO0, ELO1, alpha, beta
    games_out: str | None


def _head_to_head(
    view: ViewOptions,
    spec: Spec,
    match: _Match,
    games: int,
    seed: str,
    jobs: int,
    dice: DiceMode,
) -> int:
    """``simulate --players``: the computers and bots play every seating. Interrupted (Ctrl-C,
    SIGTERM, SIGHUP) after some deals were played: those are reported (and written), the bots
    stopped, and the exit is 128 + the signal (130 for Ctrl-C)."""
    from kniffel_cli.common.session import held_by_session
    from kniffel_cli.common.sprt import Sprt
    from kniffel_cli.common.statefile import locked, same_path, write_text
    from kniffel_cli.common.stopping import Stopped, stopped_by_signals
    from kniffel_cli.kniffel.outside import entrants
    from kniffel_cli.kniffel.outside.process import check_log
    from kniffel_cli.kniffel.outside.seats import Match, OutsideTable
    from kniffel_cli.kniffel.strategy import match as head_to_head
    from kniffel_cli.kniffel.strategy.records import GamesFile

    names = check_players(match.players.split(","))
    if len(names) < 2:
        raise HeadToHeadCountError(count=len(names), most=MAX_PLAYERS)
    if match.sprt is not None and len(names) != 2:
        raise SprtPlayersError(count=len(names))
    commands = entrants.bot_commands(match.bots)
    outsiders = entrants.outsiders(names, {f"bot:{n}": argv for n, argv in commands.items()})
    if match.games_out is not None:
        check_games_out(match.games_out)
    if match.bot_log is not None and any(outsider.argv for outsider in outsiders):
        if match.games_out is not None and same_path(match.games_out, match.bot_log):
            text = _("it is the --bot-log file, which the games would replace")
            raise click.BadParameter(text, param_hint=quoted("--games-out"))
        check_log(match.bot_log)  # made (empty) before the match; without a bot, not made
    games_file = None if match.games_out is None else GamesFile(spec, names, seed, dice)
    engine = command_engines(view)(spec)
    kinds = {computer_kind(name) for name in names}
    if match.grade == "chance" or "win" in kinds:
        engine.model()  # built first, with its own progress bar
    elif match.grade == "points" or "optimal" in kinds:
        engine.table()  # likewise; a match of bots and cpu:greedy or cpu:random needs none
    told = Match(
        spec.rules, spec.rounds, spec.rolls, spec.points, dice, seed, match.move_time, match.bot_log
    )
    label = kniffel_view.simulation_progress(games * len(names))
    with progress_bars(view) as bars, stopped_by_signals():
        found = head_to_head.head_to_head(
            spec,
            names,
            games,
            seed,
            engine,
            lambda done, total: bars(label, done, total),
            jobs=jobs,
            dice=dice,
            grade=match.grade,
            outsiders=OutsideTable(outsiders, told) if outsiders else None,
            sprt=None if match.sprt is None else Sprt(*match.sprt),
            games_out=games_file,
        )
    if found.interrupted and held_by_session() is not None:
        # in a batch session the session ends with it: no answer, and no file either
        raise (
            KeyboardInterrupt if found.interrupted == signal.SIGINT else Stopped(found.interrupted)
        )
    timed = bool(outsiders)
    present(
        view,
        render_table=lambda tablefmt: kniffel_view.render_head_to_head(
            spec, found.deals, found, tablefmt, ascii_charts(), timed=timed
        ),
        render_data=lambda: kniffel_view.head_to_head_data(spec, found.deals, found, timed=timed),
    )
    if match.games_out is not None and games_file is not None:  # after the report: a file
        with locked([match.games_out]):  # that cannot be written loses no report
            write_text(match.games_out, games_file.text(found.deals), N_("record of the games"))
    return 128 + found.interrupted if found.interrupted else 0  # as the shell reports a signal


def check_games_out(path: str) -> None:
    """Refuse a ``--games-out`` the games could not be written to, before the match: standard
    output (it holds the report), a folder, a folder that is not there or not writable."""
    if path == "-":
        raise click.BadParameter(
            _("standard output holds the report; give a file"), param_hint=quoted("--games-out")
        )
    from kniffel_cli.common.statefile import check_path, is_stream, refuse_read_only

    check_path(path, "--games-out", reading=False)
    if is_stream(path):
        return  # a FIFO or a device takes the lines as they come
    folder = os.path.dirname(os.path.realpath(path))
    if not os.path.isdir(folder) or not os.access(folder, os.W_OK):
        text = _("cannot write {path}: its folder {folder} is not there or not writable")
        raise WriteError(text.format(path=path, folder=folder))
    refuse_read_only(path, _("record of the games"))
