"""``spiel kniffel``: parse, load, make one call into the game, save, show.

Play is here; ``analysis`` holds score, solve and simulate, ``highscore_cli``
the highscore (both loaded only when called); ``view`` makes every table and
line they show; each error says itself (``errors``). The few sentences of
click's usage errors that are the command line's own are here.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from kniffel_cli.common.formatting import FieldPathError, field_at
from kniffel_cli.common.i18n import _
from kniffel_cli.common.localized import argument, option
from kniffel_cli.common.options import (
    GameGroup,
    WordChoice,
    add_batch_command,
    add_show_and_log,
    field_option,
    force_option,
    seed_option,
    state_options,
    whole_number,
)
from kniffel_cli.common.output import end_notice, notice, present, present_field
from kniffel_cli.common.rules_command import add_rules_command
from kniffel_cli.common.session import StateOptions, create, load, show_game, updating
from kniffel_cli.common.text import quoted
from kniffel_cli.kniffel import library, log_cli
from kniffel_cli.kniffel import view as kniffel_view
from kniffel_cli.kniffel.command_engines import command_engines
from kniffel_cli.kniffel.game import DEFAULT_PLAYER, GOALS, DiceMode, Goal
from kniffel_cli.kniffel.library import from_state as from_dict
from kniffel_cli.kniffel.library import to_dict
from kniffel_cli.kniffel.rules import (
    BY_ID,
    CATEGORY_IDS,
    DICE,
    KNIFFEL_RULES,
    Points,
    starts_a_name,
)
from kniffel_cli.kniffel.variant_options import (
    dice_option,
    points_option,
    rolls_option,
    rounds_option,
    rules_option,
)
from kniffel_cli.kniffel.words import GOAL_WORDS, category_label, goal_label

if TYPE_CHECKING:
    from click.shell_completion import CompletionItem

    from kniffel_cli.kniffel.schema import KniffelView


def not_a_position(word: str, dice: int) -> str:
    """A word of --keep or --reroll that is no die position."""
    return _("{word} is not a die position; give positions 1 to {dice}, comma separated").format(
        word=quoted(word[:24]), dice=dice
    )


def position_twice(word: str) -> str:
    """A position given twice to --keep or --reroll."""
    return _("position {word} is given twice").format(word=word)


def keep_or_reroll() -> str:
    """Both --keep and --reroll given."""
    return _("give --keep or --reroll, not both")


def _positions(ctx: click.Context, param: click.Parameter, value: str | None) -> set[int] | None:
    """Die positions written ``1,3`` (or ``1 3``); an empty text means none."""
    if value is None:
        return None
    words = [word for word in re.split(r"[,\s]+", value.strip()) if word]
    positions: set[int] = set()
    for word in words:
        position = whole_number(word, 1, DICE)
        if position is None:
            raise click.BadParameter(not_a_position(word, DICE), ctx=ctx, param=param)
        if position in positions:
            raise click.BadParameter(position_twice(word), ctx=ctx, param=param)
        positions.add(position)
    return positions


@click.group(
    cls=GameGroup,
    lazy_commands={
        "score": "kniffel_cli.kniffel.analysis:score",
        "solve": "kniffel_cli.kniffel.analysis:solve",
        "simulate": "kniffel_cli.kniffel.analysis:simulate",
        "review": "kniffel_cli.kniffel.review_cli:review",
        "highscore": "kniffel_cli.kniffel.highscore_cli:highscore",
    },
)
def kniffel() -> None:
    """Kniffel: five dice, thirteen rounds, the German Yahtzee.

    Start with 'spiel kniffel new', then 'roll', 'roll --keep 1,3' and
    'take CATEGORY' in turn. The state lives in kniffel.json by default.
    """


@kniffel.command()
@option(
    "--players",
    metavar="NAME,NAME,...",
    help="1 to 8 unique player names, comma separated, in turn order (a name is not digits "
    "alone); cpu:optimal, cpu:greedy, cpu:random and cpu:win are computer players. Or a "
    "number alone: that many players, 'Player 1', 'Player 2', ... (German 'Spieler 1', ...) "
    "[default: 'Player 1', German 'Spieler 1'].",
)
@rolls_option()
@rounds_option()
@rules_option()
@points_option()
@dice_option()
@seed_option
@force_option
@state_options("kniffel")
def new(
    state: StateOptions,
    players: str | None,
    rolls: int,
    rounds: int,
    rules: str,
    points: Points,
    dice: DiceMode,
    seed: str,
    force: bool,
) -> None:
    """Start a game.

    With '--dice duplicate' every die is a function of the seed, the round,
    the roll of the turn and the die's position alone: all players see the
    same dice wherever they roll the same die at the same point, and so does
    anyone who starts a game with the same seed.
    """
    game = library.new(
        players if players is not None else [_(DEFAULT_PLAYER)],
        rolls=rolls,
        rounds=rounds,
        rules=rules,
        points=points.changed(),
        seed=seed,
        dice=dice,
        engines=command_engines(state.view),
    )
    create(state, game, from_dict, to_dict, finished=lambda old: old.finished, force=force)
    show_game(state, game, kniffel_view)


@kniffel.command()
@option(
    "--keep",
    metavar="POSITIONS",
    callback=_positions,
    help="Keep the dice at these positions (1-5, comma separated), roll the rest.",
)
@option(
    "--reroll",
    metavar="POSITIONS",
    callback=_positions,
    help="Roll the dice at these positions again, keep the rest.",
)
@state_options("kniffel")
def roll(state: StateOptions, keep: set[int] | None, reroll: set[int] | None) -> None:
    """Roll the dice: all five on a turn's first roll, then those not kept."""
    if keep is not None and reroll is not None:
        raise click.UsageError(keep_or_reroll())
    if reroll is not None:
        keep = set(range(1, DICE + 1)) - reroll
    with updating(state, from_dict, to_dict) as game:
        library.roll(game, keep)
    show_game(state, game, kniffel_view)


def _complete_category(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    """The ids of the categories the game in the state file may take now (all without one);
    those starting with what is typed, else those one of whose names does."""
    from kniffel_cli.common.completion import game_in_file, matching

    game = game_in_file(ctx, "kniffel", from_dict)
    ids = CATEGORY_IDS if game is None else game.open_categories()
    rules_name = KNIFFEL_RULES if game is None else game.rules_name
    words = [(c, category_label(c, rules_name)) for c in ids]
    found = matching(words, incomplete)
    if found:
        return found
    return matching(((c, label) for c, label in words if starts_a_name(BY_ID[c], incomplete)), "")


@kniffel.command()
@argument("category", metavar="CATEGORY", shell_complete=_complete_category)
@state_options("kniffel")
def take(state: StateOptions, category: str) -> None:
    """Enter the dice in CATEGORY: a row number 1-13, an id, a label or a usual name.

    Spelling is forgiving: 'take 3', 'take threes', 'take Dreier', 'take
    "Kleine Straße"', 'take kleine-strasse', 'take "small straight"' and
    'take yahtzee' all work, in English and German, whatever the rules. A
    category the dice do not match gets 0 points (it is struck out).
    """
    with updating(state, from_dict, to_dict) as game:
        library.take(game, category, command_engines(state.view))
    show_game(state, game, kniffel_view)
    if (announcement := kniffel_view.end_of_game(game)) is not None:
        end_notice(state.view, announcement)


@kniffel.command()
@state_options("kniffel")
def undo(state: StateOptions) -> None:
    """Take back a person's last take while no die has been rolled since.

    The sheet, the dice and the rolls left are as before the take. Refused
    once a die has been rolled since (the next turn's first roll, or the
    computers' turns that follow a take at once), and for a second undo in a
    row: no undo may let a player see a random draw and choose again.
    """
    with updating(state, from_dict, to_dict) as game:
        game.undo()
    show_game(state, game, kniffel_view)


add_show_and_log(
    kniffel,
    "kniffel",
    from_dict,
    kniffel_view,
    show_help=None,  # its own, below, with --chances
    log_help=None,  # its own, with --chances: log_cli
)
kniffel.add_command(log_cli.log)


# Kniffel's own show: the one every game has, and the chances of winning.
@kniffel.command()
@field_option("finished, players.0.total, players.1.chance")
@option(
    "--chances",
    is_flag=True,
    help="With several players, add each player's chance of winning as the game stands: a "
    "last row of the sheet, the JSON's chance fields (null without). It needs the strategy's "
    "tables: from the cache about half a second; the first time they are built, about 7 s on "
    "two cores, 13 s on one (3 s and 5 s under the yahtzee rules; 'spiel cache build "
    "kniffel' builds them ahead). Not on duplicate dice: a line says why, the chances stay "
    "null.",
)
@state_options("kniffel", writes=False)
def show(state: StateOptions, fields: tuple[str, ...], chances: bool) -> None:
    """Print the sheet and the dice; writes nothing.

    With --chances and several players, a last row gives each player's chance
    of winning as the game stands (from the strategy's tables, loaded or
    built once); when the game is over, the winners share 1. On duplicate
    dice there is none: a line says why.
    """
    game = load(state, from_dict)
    withheld = library.chances_withheld(game) if chances else None
    wanted = chances and len(game.players) > 1 and withheld is None

    @functools.cache
    def estimated() -> list[float] | None:
        if not wanted:
            return None  # nor is the strategy imported: show stays an ordinary command
        return library.chances(game, command_engines(state.view))

    def data(estimate: bool = True) -> KniffelView:
        found = estimated() if estimate else None
        shown = [None] * len(game.players) if found is None else found
        return kniffel_view.show_data(game, shown, withheld)

    if not fields:
        present(
            state.view,
            render_table=lambda tablefmt: kniffel_view.render(
                game, tablefmt, estimated(), withheld
            ),
            render_data=data,
        )
        return
    values = [_field(data, path, wanted) for path in fields]
    if wanted and any(map(_holds_a_chance, fields)):
        values = [field_at(data(), path, "kniffel") for path in fields]
    present_field(state.view, values)
    if withheld is not None and any(map(_holds_a_chance, fields)):
        notice(state.view, kniffel_view.withheld_text(withheld))  # why a chance is null


def _field(data: Callable[[bool], KniffelView], path: str, wanted: bool) -> object:
    """The ``--field`` value at ``path`` without the chances (a path that leads nowhere is
    refused before any chance is estimated), or a usage error; one that leads past a chance
    is told what the chance is, not the null that stands for it until it is estimated."""
    try:
        return field_at(data(False), path, "kniffel")
    except FieldPathError as error:
        problem = error
    parts = path.split(".")
    if wanted and len(parts) > 3 and _holds_a_chance(path):  # players.N.chance.MORE
        try:
            field_at(data(True), path, "kniffel")
        except FieldPathError as error:
            problem = error
    raise click.BadParameter(str(problem), param_hint=quoted("--field")) from None


def _holds_a_chance(path: str) -> bool:
    """Whether the ``--field`` path leads to a player's chance of winning or holds one."""
    parts = path.split(".")
    return parts[0] == "players" and (len(parts) < 3 or parts[2] == "chance")


@kniffel.command()
@option(
    "--goal",
    type=WordChoice(GOALS, GOAL_WORDS, goal_label),
    help="Rank the moves by the chance of winning (win) or by the expected final total "
    "(points) [default: win with several players; alone the goal is points, and win means "
    "the same; on duplicate dice points, and win is refused: no chance of winning is "
    "estimated there].",
)
@state_options("kniffel", writes=False)
def hint(state: StateOptions, goal: Goal | None) -> None:
    """The move that gives the current player the best chance of winning, or the most points.

    Before the turn's first roll: roll. With rolls left: the dice to keep, or
    to take a category now when that is better. With none left: the
    category. The best three other choices follow. With several players each
    move has its chance of winning and its expected final total, and the best
    move for the other goal follows the best one when it is another move; on
    duplicate dice the moves have no chance of winning, as alone.
    """
    game = load(state, from_dict)
    advice = library.hint(game, goal, command_engines(state.view))
    present(
        state.view,
        render_table=lambda tablefmt: kniffel_view.render_hint(game, advice, tablefmt),
        render_data=lambda: kniffel_view.hint_data(advice),
    )


add_rules_command(
    kniffel,
    "kniffel",
    from_dict,
    [
        rules_option(
            "Describe these rules: kniffel (the original's) or yahtzee (the official ones)."
        ),
        rolls_option("Describe a game of this many rolls per turn."),
        rounds_option("Describe a game of this many rounds."),
        points_option(
            "Describe a game with these point values (full_house=30,bonus_threshold=60)."
        ),
        dice_option("Describe a game with these dice: random or duplicate."),
    ],
    "kniffel_cli.kniffel.rulebook:describe",
    variant_of=lambda game: {
        "rules": game.rules_name,
        "rolls": game.rolls_per_turn,
        "rounds": game.rounds,
        "points": game.points,
        "dice": game.dice_mode,
    },
    help="Print the rules, in the chosen language, with the numbers of one variant: that of "
    "the game in --file (without a game there, the standard game), each variant option given "
    "changing its own part of it. Writes nothing.",
)

add_batch_command(kniffel, "kniffel", from_dict, to_dict, "roll --keep 1,3")
