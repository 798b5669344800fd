"""``spiel streichholz``: parse, load, move (the game lets the computer answer), save, show."""

from __future__ import annotations

import re

import click

from kniffel_cli.common.i18n import _, grouped
from kniffel_cli.common.localized import argument, option
from kniffel_cli.common.options import (
    GameGroup,
    IntegerRange,
    WordChoice,
    add_batch_command,
    add_show_and_log,
    force_option,
    seed_option,
    state_options,
    whole_number,
)
from kniffel_cli.common.output import end_notice, present
from kniffel_cli.common.rules_command import add_rules_command
from kniffel_cli.common.session import StateOptions, create, load, show_game, updating
from kniffel_cli.common.text import quoted
from kniffel_cli.streichholz import view as match_view
from kniffel_cli.streichholz.game import (
    MAX_MATCHES,
    MAX_ROW,
    MAX_ROWS,
    MAX_TAKE_LIMIT,
    MAX_TAKES,
    MIN_MATCHES,
    TAKES_LIMIT,
    MatchGame,
)
from kniffel_cli.streichholz.sides import SIDE_WORDS, SIDES, Side
from kniffel_cli.streichholz.state import from_dict, to_dict
from kniffel_cli.streichholz.strategy import LEVEL_WORDS, LEVELS, Level


def _announce_end(state: StateOptions, game: MatchGame) -> None:
    if game.finished:
        end_notice(state.view, match_view.outcome(game))


def _at_least_one(ctx: click.Context, param: click.Parameter, value: int) -> int:
    if value < 1:
        text = _("take at least 1 match, not {count}").format(count=grouped(value))
        raise click.BadParameter(text, ctx=ctx, param=param)
    return value


def _numbers(
    ctx: click.Context, param: click.Parameter, value: str | None, high: int, most: int
) -> tuple[int, ...] | None:
    """Whole numbers written ``1,3,5`` (or ``1 3 5``), each 1 to ``high``, at most ``most``;
    nothing between two commas is no number (``5,,5`` is refused, not read as ``5,5``)."""
    if value is None:
        return None
    words = re.split(r"\s*,\s*|\s+", value.strip())
    if not any(words):  # no number at all ("", ","): said as a count of 0
        words = []
    numbers = []
    for word in words:
        number = whole_number(word, 1, high)
        if number is None:
            text = _("{word} is not a whole number from 1 to {high}").format(
                word=quoted(word[:24]), high=grouped(high)
            )
            raise click.BadParameter(text, ctx=ctx, param=param)
        numbers.append(number)
    if not 1 <= len(numbers) <= most:
        text = _("give 1 to {most} numbers, comma separated, not {count}")
        raise click.BadParameter(text.format(most=most, count=len(numbers)), ctx=ctx, param=param)
    return tuple(numbers)


def _rows(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[int, ...] | None:
    """The rows of ``--rows``: 1 to 8 counts of 1 to 1,000,000 matches, top first."""
    return _numbers(ctx, param, value, MAX_ROW, MAX_ROWS)


def _takes(ctx: click.Context, param: click.Parameter, value: str | None) -> tuple[int, ...] | None:
    """The take set of ``--takes``: 1 to 5 different numbers, ascending whatever their order."""
    numbers = _numbers(ctx, param, value, TAKES_LIMIT, MAX_TAKES)
    if numbers is None:
        return None
    twice = next((number for number in numbers if numbers.count(number) > 1), None)
    if twice is not None:
        text = _("{number} is given twice").format(number=quoted(str(twice)))
        raise click.BadParameter(text, ctx=ctx, param=param)
    return tuple(sorted(numbers))


@click.group(cls=GameGroup)
def streichholz() -> None:
    """Streichholzspiel: take 1 to 3 matches in turn; whoever is left the last one loses.

    Start with 'spiel streichholz new', then 'take N'; the computer answers
    in the same command. Or play in rows, as Marienbad: 'new --rows 1,3,5,7',
    then 'take N --row R'. The state lives in streichholz.json by default.
    """


matches_option = option(
    "--matches",
    metavar="N",
    type=IntegerRange(MIN_MATCHES, MAX_MATCHES),
    help=f"Matches in the row, {MIN_MATCHES} to {MAX_MATCHES} (default: drawn from the seed).",
)
rows_option = option(
    "--rows",
    callback=_rows,
    metavar="N,N,...",
    help=f"Play in rows: the matches in each row, top first, comma separated (1 to {MAX_ROWS} "
    f"rows of 1 to {MAX_ROW:,}; not with --matches).",
)
level_option = option(
    "--level",
    type=WordChoice(LEVELS, LEVEL_WORDS, match_view.level_label),
    help="The computer: the original's algorithm, perfect play, or random takes "
    "(default: classic where the original defines it, one row taking 1 to K; else perfect).",
)
max_take_option = option(
    "--max-take",
    metavar="K",
    type=IntegerRange(1, MAX_TAKE_LIMIT),
    help="The most matches a side may take at once (default: 3 on one row; with several "
    "rows any number from one row).",
)
takes_option = option(
    "--takes",
    callback=_takes,
    metavar="N,N,...",
    help=f"Allow exactly these takes, 1 to {MAX_TAKES} different numbers from 1 to "
    f"{TAKES_LIMIT}, comma separated (not with --max-take).",
)
last_wins_option = option(
    "--last-wins", is_flag=True, help="Whoever takes the last match wins (by default they lose)."
)


@streichholz.command()
@matches_option
@rows_option
@option(
    "--first",
    type=WordChoice(SIDES, SIDE_WORDS, match_view.first_label),
    default="player",
    show_default=True,
    help="Who moves first.",
)
@level_option
@max_take_option
@takes_option
@last_wins_option
@seed_option
@force_option
@state_options("streichholz")
def new(
    state: StateOptions,
    matches: int | None,
    rows: tuple[int, ...] | None,
    first: Side,
    level: Level | None,
    max_take: int | None,
    takes: tuple[int, ...] | None,
    last_wins: bool,
    seed: str,
    force: bool,
) -> None:
    """Start a game; the computer moves at once if it starts."""
    from kniffel_cli.streichholz.library import new as new_game

    game = new_game(
        seed=seed,
        matches=matches,
        rows=rows,
        max_take=max_take,
        takes=takes,
        last_wins=last_wins,
        level=level,
        first=first,
    )
    create(state, game, from_dict, to_dict, finished=lambda old: old.finished, force=force)
    show_game(state, game, match_view)
    _announce_end(state, game)


@streichholz.command()
@argument("count", metavar="N", type=IntegerRange(), callback=_at_least_one)
@option(
    "--row",
    metavar="R",
    type=IntegerRange(1),
    help="The row to take from, counted from 1 at the top (needed while more than one row "
    "has matches to take).",
)
@state_options("streichholz")
def take(state: StateOptions, count: int, row: int | None) -> None:
    """Take N matches; unless that ends the game, the computer answers."""
    with updating(state, from_dict, to_dict) as game:
        game.take(count, row)
    show_game(state, game, match_view)
    _announce_end(state, game)


@streichholz.command()
@state_options("streichholz")
def undo(state: StateOptions) -> None:
    """Take back your last move and the computer's answer, when that answer drew no random number.

    The random level's answers, and the classic level's random ones, stay:
    no undo may let you see a random draw and choose again. Allowed after the
    end of the game under the same rule; undo again to go further back.
    """
    with updating(state, from_dict, to_dict) as game:
        game.undo()
    show_game(state, game, match_view)


@streichholz.command()
@state_options("streichholz", writes=False, tables=False)
def hint(state: StateOptions) -> None:
    """The winning move, or that there is none (in rows: and why); writes nothing."""
    from kniffel_cli.streichholz.explain_text import describe

    game = load(state, from_dict)
    best, why = game.explained_advice()
    present(
        state.view,
        render_table=lambda _tablefmt: match_view.hint(game, best, describe(why) if why else None),
        render_data=lambda: match_view.hint_data(game, best, why.facts() if why else None),
    )


@streichholz.command()
@state_options("streichholz", writes=False)
def review(state: StateOptions) -> None:
    """Grade every move by the position it leaves: the mistakes, and the winning takes missed.

    A move is a mistake when its side stood on a won position and left the
    other side a won one. The game may be finished or not; writes nothing.
    """
    from kniffel_cli.streichholz import review_view
    from kniffel_cli.streichholz.review import review as grade

    game = load(state, from_dict)
    found = grade(game)
    present(
        state.view,
        render_table=lambda tablefmt: review_view.render(game, found, tablefmt),
        render_data=lambda: review_view.data(game, found),
    )


add_rules_command(
    streichholz,
    "streichholz",
    from_dict,
    [
        option(
            "--matches",
            metavar="N",
            type=IntegerRange(MIN_MATCHES, MAX_MATCHES),
            help=f"Describe a row of this many matches, {MIN_MATCHES} to {MAX_MATCHES} (without "
            "it, the game's row; a new game's is drawn from its seed).",
        ),
        option(
            "--rows",
            callback=_rows,
            metavar="N,N,...",
            help="Describe a game in these rows, top first.",
        ),
        max_take_option,
        takes_option,
        last_wins_option,
        level_option,
    ],
    "kniffel_cli.streichholz.rules_text:describe",
    note="kniffel_cli.streichholz.rules_text:note",
    variant_of=lambda game: {
        "matches": None if game.in_rows else game.start,
        "rows": game.start_rows if game.in_rows else None,
        "max_take": game.max_take,
        "takes": game.takes,
        "last_wins": game.last_wins,
        "level": game.level,
    },
    help="Print the rules: of the game in the state file (without one, of the standard "
    "game), each option given changing its own part of it; writes nothing.",
)


add_show_and_log(
    streichholz,
    "streichholz",
    from_dict,
    match_view,
    show_help="Print the row and the last moves; writes nothing.",
    log_help="Print every move and undo: number, side, action, matches left.",
    field_examples="matches, turn, finished, winner",
)

add_batch_command(streichholz, "streichholz", from_dict, to_dict, "take 2")
