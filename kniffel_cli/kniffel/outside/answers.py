"""An outside player's answer to a decision, checked against the position it was asked in.

An answer is a JSON object: ``{"keep": [1, 3]}`` keeps the dice at those positions and
rolls the others (``[]`` rolls all five), ``{"take": "chance"}`` enters the dice in a
row named in any spelling ``spiel kniffel take`` accepts. Pure: no process, no file.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from kniffel_cli.common.errors import SpielError
from kniffel_cli.common.i18n import _
from kniffel_cli.kniffel.errors import (
    BadPositionsError,
    NoRollsLeftError,
    NothingToRollError,
    NotOfferedError,
    PositionTwiceError,
)
from kniffel_cli.kniffel.rules import DICE, parse_category


class Answer(NamedTuple):
    """A legal answer: the positions kept (the others rolled) or the category taken."""

    keep: tuple[int, ...] | None
    category: str | None


class IllegalAnswer(Exception):
    """An answer that is no legal move here; ``reason`` says why, in the chosen language."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def read_answer(
    answer: object, round_: int, rolls_left: int, options: Mapping[str, int], rules: str
) -> Answer:
    """The move ``answer`` makes in a position of round ``round_`` with ``rolls_left`` rolls
    left and ``options`` (the rows the dice may go into); IllegalAnswer if it makes none."""
    if not isinstance(answer, dict):
        raise IllegalAnswer(_("an answer is a JSON object with keep or take"))
    if ("keep" in answer) == ("take" in answer):
        raise IllegalAnswer(_("an answer gives keep or take, one of them"))
    try:
        if "take" in answer:
            return Answer(None, _category(answer["take"], options, rules))
        return Answer(_kept(answer["keep"], round_, rolls_left), None)
    except SpielError as error:
        raise IllegalAnswer(error.message) from None


def _category(named: object, options: Mapping[str, int], rules: str) -> str:
    if not isinstance(named, str):
        raise IllegalAnswer(_("take names a row as text"))
    if named in options:  # an id, as a program answers most often
        return named
    category = parse_category(named, tuple(options), rules).id
    if category not in options:
        raise NotOfferedError(category=category, offered=tuple(options), rules=rules)
    return category


def _kept(positions: object, round_: int, rolls_left: int) -> tuple[int, ...]:
    if not isinstance(positions, list) or not all(
        isinstance(p, int) and not isinstance(p, bool) for p in positions
    ):
        raise IllegalAnswer(_("keep is a list of die positions, 1 to 5"))
    if rolls_left <= 0:
        raise NoRollsLeftError(round=round_)
    kept = tuple(sorted(positions))
    if kept and not (1 <= kept[0] and kept[-1] <= DICE):
        raise BadPositionsError(positions=[p for p in kept if not 1 <= p <= DICE], dice=DICE)
    if len(set(kept)) < len(kept):
        raise PositionTwiceError(position=next(p for p in positions if positions.count(p) > 1))
    if len(kept) == DICE:
        raise NothingToRollError(round=round_, rolls_left=rolls_left)
    return kept
