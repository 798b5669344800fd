"""``spiel streichholz``: parse, load, move (the game lets the computer answer), save, show."""

from __future__ import annotations

import click

from kniffel_cli.common.i18n import _
from kniffel_cli.common.options import (
    Choice,
    GameGroup,
    IntegerRange,
    add_batch_command,
    add_show_and_log,
    force_option,
    seed_option,
    state_options,
)
from kniffel_cli.common.output import end_notice, present
from kniffel_cli.common.rules_command import add_rules_command
from kniffel_cli.common.session import StateOptions, create, load, show_game, updating
from kniffel_cli.streichholz import view as match_view
from kniffel_cli.streichholz.game import MAX_MATCHES, MAX_TAKE_LIMIT, MIN_MATCHES, MatchGame
from kniffel_cli.streichholz.sides import SIDES, Side
from kniffel_cli.streichholz.state import from_dict, to_dict
from kniffel_cli.streichholz.strategy import LEVELS, Level


def _announce_end(state: StateOptions, game: MatchGame) -> None:
    if game.finished:
        end_notice(state.view, match_view.outcome(game))


def _at_least_one(ctx: click.Context, param: click.Parameter, value: int) -> int:
    if value < 1:
        text = _("take at least 1 match, not {count}").format(count=value)
        raise click.BadParameter(text, ctx=ctx, param=param)
    return value


@click.group(cls=GameGroup)
def streichholz() -> None:
    """Streichholzspiel: take 1 to 3 matches in turn; whoever is left the last one loses.

    Start with 'spiel streichholz new', then 'take N'; the computer answers
    in the same command. The state lives in streichholz.json by default.
    """


matches_option = click.option(
    "--matches",
    type=IntegerRange(MIN_MATCHES, MAX_MATCHES),
    help=f"Matches in the row, {MIN_MATCHES} to {MAX_MATCHES} (default: drawn from the seed).",
)
level_option = click.option(
    "--level",
    type=Choice(LEVELS, case_sensitive=False),
    default="classic",
    show_default=True,
    help="The computer: the original's algorithm, perfect play, or random takes.",
)
max_take_option = click.option(
    "--max-take",
    type=IntegerRange(1, MAX_TAKE_LIMIT),
    default=3,
    show_default=True,
    help="The most matches a side may take at once.",
)
last_wins_option = click.option(
    "--last-wins", is_flag=True, help="Whoever takes the last match wins (by default they lose)."
)


@streichholz.command()
@matches_option
@click.option(
    "--first",
    type=Choice(SIDES, case_sensitive=False),
    default="player",
    show_default=True,
    help="Who moves first.",
)
@level_option
@max_take_option
@last_wins_option
@seed_option
@force_option
@state_options("streichholz")
def new(
    state: StateOptions,
    matches: int | None,
    first: Side,
    level: Level,
    max_take: int,
    last_wins: bool,
    seed: str,
    force: bool,
) -> None:
    """Start a game; the computer moves at once if it starts."""
    game = MatchGame.create(
        seed=seed, start=matches, max_take=max_take, last_wins=last_wins, level=level, first=first
    )
    create(state, game, from_dict, to_dict, finished=lambda old: old.finished, force=force)
    show_game(state, game, match_view)
    _announce_end(state, game)


@streichholz.command()
@click.argument("count", metavar="N", type=IntegerRange(), callback=_at_least_one)
@state_options("streichholz")
def take(state: StateOptions, count: int) -> None:
    """Take N matches; unless that ends the game, the computer answers."""
    with updating(state, from_dict, to_dict) as game:
        game.take(count)
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
    """The winning move, or that there is none; writes nothing."""
    game = load(state, from_dict)
    best = game.hint()
    present(
        state.view,
        render_table=lambda _tablefmt: match_view.hint(game, best),
        render_data=lambda: match_view.hint_data(best),
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
        click.option(
            "--matches",
            type=IntegerRange(MIN_MATCHES, MAX_MATCHES),
            help=f"Describe a row of this many matches, {MIN_MATCHES} to {MAX_MATCHES} (without "
            "it, the game's row; a new game's is drawn from its seed).",
        ),
        max_take_option,
        last_wins_option,
        level_option,
    ],
    "kniffel_cli.streichholz.rules_text:describe",
    variant_of=lambda game: {
        "matches": game.start,
        "max_take": game.max_take,
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
)

add_batch_command(streichholz, "streichholz", from_dict, to_dict)
