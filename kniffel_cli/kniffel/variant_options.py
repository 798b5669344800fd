"""The click options Kniffel's commands share to choose a variant: ``--rules``,
``--rolls``, ``--rounds``, ``--points`` and ``--dice`` (the tables come from
the strategy's ``engine``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from kniffel_cli.common.errors import SpielError
from kniffel_cli.common.localized import Choice, option
from kniffel_cli.common.options import F, IntegerRange
from kniffel_cli.kniffel.game import DICE_MODES, MAX_ROLLS
from kniffel_cli.kniffel.rules import (
    KNIFFEL_RULES,
    MAX_ROUNDS,
    RULES,
    STANDARD_POINTS,
    Points,
    parse_points,
)

if TYPE_CHECKING:
    pass


def rules_option(
    help: str = "kniffel: the original's rules; yahtzee: the official ones (bonus and joker).",
    default: str | None = KNIFFEL_RULES,
) -> Callable[[F], F]:
    """``--rules kniffel|yahtzee`` (any case; the command gets it in lower case); with
    ``default`` None, the command gets None when it is not given (a filter)."""
    return option(
        "--rules",
        type=Choice(RULES, case_sensitive=False),
        default=default,
        show_default=default is not None,
        help=help,
    )


def rolls_option(help: str = "Rolls per turn.", default: int | None = 3) -> Callable[[F], F]:
    """``--rolls N``, 1 to the most a turn may have (``default`` as for ``rules_option``)."""
    return option(
        "--rolls",
        metavar="N",
        type=IntegerRange(1, MAX_ROLLS),
        default=default,
        show_default=default is not None,
        help=help,
    )


def read_points(ctx: click.Context, param: click.Parameter, value: str | None) -> Points:
    """``--points ROW=N,...``: the point values; unknown rows and bad numbers exit 2."""
    if value is None:
        return STANDARD_POINTS
    try:
        return parse_points(value)
    except SpielError as error:  # name the option, as click does for its own types
        raise click.BadParameter(error.message, ctx=ctx, param=param) from None


def points_option(
    help: str = "Point values other than the standard: full_house (25), small_straight (30), "
    "large_straight (40), kniffel (50, the first), bonus (35) and bonus_threshold (63), "
    "as full_house=30,kniffel=100.",
) -> Callable[[F], F]:
    """``--points ROW=N,...``; the command gets ``Points``."""
    return option("--points", metavar="ROW=N,...", callback=read_points, help=help)


def rounds_option(
    help: str = "Rounds in the game.", default: int | None = MAX_ROUNDS
) -> Callable[[F], F]:
    """``--rounds N``, 1 to 13 (``default`` as for ``rules_option``)."""
    return option(
        "--rounds",
        metavar="N",
        type=IntegerRange(1, MAX_ROUNDS),
        default=default,
        show_default=default is not None,
        help=help,
    )


def dice_option(
    help: str = "random: each die drawn as it is rolled; duplicate: each die a function of the "
    "seed, the round, the roll and its position, the same for every player.",
) -> Callable[[F], F]:
    """``--dice random|duplicate``; the command gets it in lower case."""
    return option(
        "--dice",
        type=Choice(DICE_MODES, case_sensitive=False),
        default=DICE_MODES[0],
        show_default=True,
        help=help,
    )
