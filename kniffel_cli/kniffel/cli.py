"""``spiel kniffel``: parse, load, call the game, save, show."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import click

from kniffel_cli.common.errors import InputError, RuleError
from kniffel_cli.common.options import (
    MAX_DIGITS,
    GameGroup,
    IntegerRange,
    add_show_and_log,
    force_option,
    seed_option,
    state_options,
    view_options,
    whole_number,
)
from kniffel_cli.common.session import StateOptions, create, load, show_game, updating
from kniffel_cli.common.text import escape
from kniffel_cli.common.view import ProgressBars, ViewOptions, message, present, table
from kniffel_cli.kniffel import view as kniffel_view
from kniffel_cli.kniffel.game import DEFAULT_PLAYER, MAX_ROLLS, KniffelGame
from kniffel_cli.kniffel.rules import (
    BY_ID,
    DICE,
    KNIFFEL_RULES,
    MAX_ROUNDS,
    RULES,
    check_dice,
    parse_category,
)
from kniffel_cli.kniffel.state import from_dict, to_dict

if TYPE_CHECKING:
    from kniffel_cli.kniffel.highscore import Entry
    from kniffel_cli.kniffel.solver import Spec, Table


def _announce_end(game: KniffelGame) -> None:
    if not game.finished:
        return
    winners = game.winners()
    best = game.sheets[winners[0]].total
    names = " and ".join(escape(game.players[i]) for i in winners)
    if len(game.players) == 1:
        message(f"Game over: {names} scores {best} points")
    else:
        message(f"Game over: {names} {'wins' if len(winners) == 1 else 'win'} with {best} points")


class _Tables:
    """Optimal-strategy tables, loaded or built (with a progress bar) once per command."""

    def __init__(self) -> None:
        self.loaded: dict[Spec, Table] = {}
        self.cached = True

    def __call__(self, spec: Spec) -> Table:
        from kniffel_cli.kniffel import solver

        if spec not in self.loaded:
            label = "Building the optimal-strategy table"
            with ProgressBars() as bars:
                self.loaded[spec], cached = solver.load_or_build(
                    spec, progress=lambda done, total: bars(label, done, total), notify=message
                )
            self.cached = self.cached and cached
        return self.loaded[spec]


def _play_computers(game: KniffelGame, tables: _Tables) -> None:
    """Let computer players play their turns until a person's turn or the end.

    The table view then shows what they rolled, kept and took.
    """
    while (kind := game.computer_to_play) is not None:
        from kniffel_cli.kniffel.computer import play_computer_turn

        play_computer_turn(game, kind, tables)


def _positions(ctx: click.Context, param: click.Parameter, value: str | None) -> set[int] | None:
    """Die positions written ``1,3`` (or ``1 3``); an empty text means none."""
    if value is None:
        return None
    words = [word for word in re.split(r"[,\s]+", value.strip()) if word]
    positions: set[int] = set()
    for word in words:
        position = whole_number(word, 1, DICE)
        if position is None:
            raise click.BadParameter(
                f"{word[:24]!r} is not a die position; give positions 1 to {DICE}, comma separated",
                ctx=ctx,
                param=param,
            )
        if position in positions:
            raise click.BadParameter(f"position {word} is given twice", ctx=ctx, param=param)
        positions.add(position)
    return positions


@click.group(cls=GameGroup)
def kniffel() -> None:
    """Kniffel: five dice, thirteen rounds, the German Yahtzee.

    Start with 'spiel kniffel new', then 'roll', 'roll --keep 1,3' and
    'take CATEGORY' in turn. The state lives in kniffel.json by default.
    """


rules_option = click.option(
    "--rules",
    type=click.Choice(RULES),
    default=KNIFFEL_RULES,
    show_default=True,
    help="kniffel: the original's rules; yahtzee: the official ones (bonus and joker).",
)
rolls_option = click.option(
    "--rolls",
    type=IntegerRange(1, MAX_ROLLS),
    default=3,
    show_default=True,
    help="Rolls per turn.",
)
rounds_option = click.option(
    "--rounds",
    type=IntegerRange(1, MAX_ROUNDS),
    default=MAX_ROUNDS,
    show_default=True,
    help="Rounds in the game.",
)


@kniffel.command()
@click.option(
    "--players",
    metavar="NAME,NAME,...",
    default=DEFAULT_PLAYER,
    show_default=True,
    help="1 to 8 unique player names, comma separated, in turn order; "
    "cpu:optimal, cpu:greedy and cpu:random are computer players.",
)
@rolls_option
@rounds_option
@rules_option
@seed_option
@force_option
@state_options("kniffel")
def new(
    state: StateOptions,
    players: str,
    rolls: int,
    rounds: int,
    rules: str,
    seed: str,
    force: bool,
) -> None:
    """Start a game."""
    game = KniffelGame(
        players.split(","),
        rolls_per_turn=rolls,
        rounds=rounds,
        seed=seed,
        rules_name=rules,
    )
    _play_computers(game, _Tables())
    create(state, game, from_dict, to_dict, finished=lambda old: old.finished, force=force)
    show_game(state, game, kniffel_view)


@kniffel.command()
@click.option(
    "--keep",
    metavar="POSITIONS",
    callback=_positions,
    help="Keep the dice at these positions (1-5, comma separated), roll the rest.",
)
@click.option(
    "--reroll",
    metavar="POSITIONS",
    callback=_positions,
    help="Roll the dice at these positions again, keep the rest.",
)
@state_options("kniffel")
def roll(state: StateOptions, keep: set[int] | None, reroll: set[int] | None) -> None:
    """Roll the dice: all five on a turn's first roll, then those not kept."""
    if keep is not None and reroll is not None:
        raise click.UsageError("give --keep or --reroll, not both")
    if reroll is not None:
        keep = set(range(1, DICE + 1)) - reroll
    with updating(state, from_dict, to_dict) as game:
        game.roll(keep)
    show_game(state, game, kniffel_view)


@kniffel.command()
@click.argument("category")
@state_options("kniffel")
def take(state: StateOptions, category: str) -> None:
    """Enter the dice in CATEGORY: a row number 1-13, an id or a label.

    Spelling is forgiving: 'take 3', 'take threes', 'take "Kleine Straße"'
    and 'take kleine-strasse' all work. A category the dice do not match
    gets 0 points (it is struck out).
    """
    chosen = parse_category(category)
    with updating(state, from_dict, to_dict) as game:
        game.take(chosen.id)
        _play_computers(game, _Tables())
    show_game(state, game, kniffel_view)
    _announce_end(game)


add_show_and_log(
    kniffel,
    "kniffel",
    from_dict,
    kniffel_view,
    show_help="Print the sheet and the dice; writes nothing.",
    log_help="Print the game's history: every roll and take.",
)


@kniffel.command()
@state_options("kniffel", writes=False)
def hint(state: StateOptions) -> None:
    """The move that maximises the current player's expected final total.

    Before the turn's first roll: roll. With rolls left: the dice to keep, or
    to take a category now when that is better. With none left: the
    category. The best three other choices follow.
    """
    from kniffel_cli.kniffel.advisor import hint as advise
    from kniffel_cli.kniffel.advisor import spec_of

    game = load(state, from_dict)
    if game.finished:
        raise RuleError("the game is over; there is nothing left to advise")
    tables = _Tables()
    best, *others = advise(game, tables(spec_of(game)))

    def describe(advice: Any) -> str:
        if advice.action == "take":
            return f"take {BY_ID[advice.category].label}"
        if not game.dice:
            return "roll"
        kept = ",".join(map(str, advice.keep))
        return f"keep {kept} and roll" if kept else "roll all five"

    def render(tablefmt: str) -> str:
        head = (
            f"{escape(game.player_name)}: {describe(best)} "
            f"(expected final total {best.expected_total:.2f})"
        )
        if not others:
            return head
        rows = [[describe(a), f"{a.expected_total:.2f}"] for a in others]
        return head + "\n\n" + table(rows, ["or", "expected total"], tablefmt, ["left", "right"])

    present(
        state.view,
        render_table=render,
        render_data=lambda: {**best.data(), "alternatives": [a.data() for a in others]},
    )


@kniffel.command()
@click.argument("dice", nargs=-1, required=True)
@rules_option
@view_options
def score(view: ViewOptions, dice: tuple[str, ...], rules: str) -> None:
    """The points of five DICE in every category of a fresh sheet.

    No state file is involved: 'spiel kniffel score 3,3,3,5,5'.
    """
    words = [word for word in re.split(r"[,\s]+", " ".join(dice)) if word]
    numbers = [whole_number(word, 0, 10**MAX_DIGITS) for word in words]
    if None in numbers:
        shown = " ".join(dice)
        shown = shown if len(shown) <= 40 else shown[:40] + "..."
        raise InputError(f"dice are numbers 1 to 6, comma separated, not {shown!r}")
    values = check_dice([n for n in numbers if n is not None])
    present(
        view,
        render_table=lambda tablefmt: kniffel_view.render_score(values, rules, tablefmt),
        render_data=lambda: kniffel_view.score_data(values, rules),
    )


@kniffel.command()
@rules_option
@rolls_option
@rounds_option
@view_options
def solve(view: ViewOptions, rules: str, rolls: int, rounds: int) -> None:
    """The expected total of an optimal solitaire game from the start.

    Computed by backward induction over every start-of-turn state and cached
    (in $SPIEL_CACHE_DIR, else the user cache folder) for hint and cpu:optimal.
    """
    import time

    from kniffel_cli.kniffel.solver import Spec

    started = time.perf_counter()
    tables = _Tables()
    solved = tables(Spec(rules, rolls, rounds))
    seconds = time.perf_counter() - started
    data = {
        "rules": rules,
        "expected_total": round(solved.expected_total, 4),
        "states": solved.states,
        "seconds": round(seconds, 3),
    }

    def render(_tablefmt: str) -> str:
        source = "from the cache" if tables.cached else "built"
        return (
            f"Optimal expected total ({rules} rules, {rolls} rolls, {rounds} rounds): "
            f"{solved.expected_total:.4f}\n{solved.states:,} states, {source} in {seconds:.1f} s"
        )

    present(view, render_table=render, render_data=lambda: data)


@kniffel.command()
@click.option(
    "--strategy",
    "kind",
    type=click.Choice(("optimal", "greedy", "random")),
    default="optimal",
    show_default=True,
    help="optimal: the table; greedy: this turn's points alone; random: any legal choice.",
)
@click.option(
    "--games",
    type=IntegerRange(1, 1_000_000),
    default=1000,
    show_default=True,
    help="How many solitaire games to play.",
)
@seed_option
@rules_option
@rolls_option
@rounds_option
@view_options
def simulate(
    view: ViewOptions, kind: str, games: int, seed: str, rules: str, rolls: int, rounds: int
) -> None:
    """Play many solitaire games with one strategy and report their totals."""
    from kniffel_cli.kniffel.simulation import simulate as play
    from kniffel_cli.kniffel.solver import Spec

    label = f"Playing {games} games"
    with ProgressBars() as bars:
        result = play(
            Spec(rules, rolls, rounds),
            kind,
            games,
            seed,
            _Tables(),
            (lambda done, total: bars(label, done, total)) if games >= 1000 else None,
        )

    def render(tablefmt: str) -> str:
        rows = [
            ["mean", f"{result.mean:.2f}"],
            ["standard deviation", f"{result.stdev:.2f}"],
            ["median", f"{result.median:g}"],
            ["min", str(result.min)],
            ["max", str(result.max)],
            ["upper bonus", f"{result.bonus_rate:.1%}"],
            ["a Kniffel", f"{result.kniffel_rate:.1%}"],
        ]
        head = f"{games} games, strategy {kind}, {rules} rules"
        return head + "\n\n" + table(rows, ["", "total"], tablefmt, ["left", "right"])

    present(view, render_table=render, render_data=result.data)


@kniffel.command()
@click.argument("action", type=click.Choice(["list", "add", "clear"]), default="list")
@click.option("--name", metavar="NAME", help="With add: the name to record for a single player.")
@click.option("--yes", is_flag=True, help="With clear: confirm deleting the list.")
@click.option(
    "--highscore-file",
    metavar="PATH",
    envvar="SPIEL_HIGHSCORE_FILE",
    show_envvar=True,
    help="The highscore file (default: highscore.json in the user data folder).",
)
@state_options("kniffel", writes=False)
def highscore(
    state: StateOptions, action: str, name: str | None, yes: bool, highscore_file: str | None
) -> None:
    """The local highscore: top 20, highest first.

    'highscore' lists it, 'highscore add' records the finished game in
    --file (each player once; --name renames a single player), and
    'highscore clear --yes' deletes the list.
    """
    from kniffel_cli.kniffel import highscore as highscores

    if name is not None and action != "add":
        raise click.UsageError("--name goes with 'highscore add'")
    if yes and action != "clear":
        raise click.UsageError("--yes goes with 'highscore clear'")
    path = highscore_file or highscores.default_path()
    if action == "list":
        entries = highscores.read(path)
    elif action == "clear":
        if not yes:
            raise click.UsageError("clearing deletes the whole list; confirm with --yes")
        with highscores.locked_list(path):
            highscores.write(path, [])
        entries = []
    else:
        game = load(state, from_dict)
        new = highscores.entries_for(game, name, highscores.today())
        with highscores.locked_list(path):
            entries, places = highscores.add(highscores.read(path), new)
            highscores.write(path, entries)
        for entry, place in zip(new, places, strict=True):
            where = f"rank {place}" if place else f"not in the top {highscores.SIZE}"
            message(f"Recorded {escape(entry.name)}: {entry.score} points, {where}")
    present(
        state.view,
        render_table=lambda tablefmt: _highscore_table(entries, tablefmt),
        render_data=lambda: {"entries": [entry.public() for entry in entries]},
    )


def _highscore_table(entries: list[Entry], tablefmt: str) -> str:
    if not entries:
        return "The highscore list is empty."
    rows = [
        [str(i), escape(e.name), str(e.score), e.rules, e.date] for i, e in enumerate(entries, 1)
    ]
    headers = ["rank", "name", "score", "rules", "date"]
    return table(rows, headers, tablefmt, ["right", "left", "right", "left", "left"])
