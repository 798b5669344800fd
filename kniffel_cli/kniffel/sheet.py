"""One player's score sheet: what is entered, what may be taken, the sums.

``offer`` is the one statement of where a roll may go: each row's points,
the Yahtzee joker's order and bonus, and the Kniffel row's further Kniffels.
The sheet applies it to its open rows; the strategy's tables (``turn``) are
``offer`` evaluated for every roll.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from types import MappingProxyType
from typing import NamedTuple

from kniffel_cli.common import expect
from kniffel_cli.kniffel import rules
from kniffel_cli.kniffel.rules import CATEGORIES, CATEGORY_IDS, STANDARD_POINTS, Points


@dataclass(frozen=True)
class Offer:
    """Where a roll may go, before looking at which rows are open.

    The first of ``tiers`` that holds an open row is offered: its open rows, at
    the points given. The ``again`` rows are offered although filled, and
    entering the roll anywhere earns ``bonus`` besides.
    """

    tiers: tuple[Mapping[str, int], ...]
    again: Mapping[str, int] = field(default_factory=dict)
    bonus: int = 0


def offer(
    rules_name: str,
    dice: Sequence[int],
    kniffel_row: int | None,
    values: Points = STANDARD_POINTS,
) -> Offer:
    """Where ``dice`` may go under ``rules_name`` and the point ``values``, given what the
    Kniffel row holds.

    It reads nothing else of a sheet, and of the Kniffel row only whether it
    is open, holds 0, or holds 50 or more (exactly 50 under the yahtzee rules;
    50 stands for ``values.kniffel``).

    Kniffel rules: once the row holds 50 or more, it takes every further
    Kniffel for 100 more. Yahtzee rules: once the row is filled, five equal
    dice are a joker: into their own upper row if open, else into any open
    lower row at full points, else as 0 into an open upper row; the joker
    earns a bonus of 100 when the row holds 50.
    """
    kniffel = rules.is_kniffel(dice)
    rule_set = rules.rule_set(rules_name)
    if rule_set.jokers and kniffel and kniffel_row is not None:
        own = CATEGORIES[dice[0] - 1].id
        return Offer(
            (
                {own: rules.points(own, dice, rules_name, values)},
                {c.id: rules.joker_points(c.id, dice, values) for c in CATEGORIES if not c.upper},
                {c.id: 0 for c in CATEGORIES if c.upper},
            ),
            bonus=rules.EXTRA_KNIFFEL_POINTS if kniffel_row == values.kniffel else 0,
        )
    fresh = _fresh(rules_name, tuple(sorted(dice)), values)
    if rule_set.extra_kniffels and kniffel and kniffel_row:
        return Offer(fresh.tiers, again=_FURTHER_KNIFFEL)
    return fresh


_FURTHER_KNIFFEL = MappingProxyType({"kniffel": rules.EXTRA_KNIFFEL_POINTS})
_NO_ROWS: Mapping[str, int] = MappingProxyType({})


@lru_cache(maxsize=2048)  # 252 rolls under each of the two rule sets, and a few variants
def _fresh(rules_name: str, roll: tuple[int, ...], values: Points) -> Offer:
    """A roll's offer on a sheet with no Kniffel in it: its points in every row, computed
    once per roll (read-only, shared)."""
    return Offer((MappingProxyType(rules.all_points(roll, rules_name, values)),), _NO_ROWS)


def _checked(dice: object) -> list[int]:
    """Five dice from 1 to 6: TypeError for no list of whole numbers, else DiceCountError or
    BadDieError."""
    return rules.check_dice(list(expect.wholes(dice, "dice") or ()))


class Sums(NamedTuple):
    """Summe 1 (upper), its bonus, Summe 2 (lower) and the total."""

    upper: int
    bonus: int
    lower: int
    total: int


_UPPER_ROWS = itemgetter(*(c.id for c in CATEGORIES if c.upper))
_LOWER_ROWS = itemgetter(*(c.id for c in CATEGORIES if not c.upper))


class Sheet:
    """Entered points per category id; ``None`` while a row is open.

    Kniffel rules: the Kniffel row holds the sum of its entries, 50 for the
    first Kniffel and 100 for each further one, which it keeps taking; 0
    closes it for good. Yahtzee rules: the row is taken once; afterwards a
    Yahtzee is a joker (see ``offer``) and earns a bonus of 100 when the
    row holds 50.
    """

    def __init__(
        self, rules_name: str = rules.KNIFFEL_RULES, values: Points = STANDARD_POINTS
    ) -> None:
        expect.text(rules_name, "rules_name")
        expect.expect(values, Points, "values", "a Points (kniffel_cli.kniffel.rules)")
        rules.rule_set(rules_name)  # UnknownRulesError for rules no game has
        self.rules = rules_name
        self.values = values
        self.scores: dict[str, int | None] = dict.fromkeys(CATEGORY_IDS)
        self.yahtzee_bonus = 0

    def copy(self) -> Sheet:
        """A sheet with the same entries, changed apart from this one."""
        copied = Sheet(self.rules, self.values)
        copied.scores = dict(self.scores)
        copied.yahtzee_bonus = self.yahtzee_bonus
        return copied

    @property
    def kniffels(self) -> int:
        """How many Kniffels were scored: in the Kniffel row, and as bonus jokers."""
        held = self.scores["kniffel"]
        if not held:
            return 0
        extra = (held - self.values.kniffel) // rules.EXTRA_KNIFFEL_POINTS
        return 1 + extra + self.yahtzee_bonus // rules.EXTRA_KNIFFEL_POINTS

    # The public methods check their arguments; the game and the strategy, which pass dice
    # they rolled, call the unchecked ``_options`` and ``_enter`` (a simulation calls them
    # for every turn of thousands of games).

    def options(self, dice: Sequence[int]) -> dict[str, int]:
        """Each category these dice (five, 1 to 6) may be entered in now, with the points it
        would get."""
        return self._options(_checked(dice))

    def _options(self, dice: Sequence[int]) -> dict[str, int]:
        scores = self.scores
        offered = offer(self.rules, dice, scores["kniffel"], self.values)
        found: dict[str, int] = {}
        for tier in offered.tiers:  # the first tier with an open row (each in row order)
            found = {c: p for c, p in tier.items() if scores[c] is None}
            if found:
                break
        if not offered.again:
            return found
        found |= offered.again
        return {c: found[c] for c in CATEGORY_IDS if c in found}

    def bonus_for(self, dice: Sequence[int]) -> int:
        """The Yahtzee bonus these dice earn on entry (yahtzee rules, row holding 50)."""
        return self._bonus_for(_checked(dice))

    def _bonus_for(self, dice: Sequence[int]) -> int:
        return offer(self.rules, dice, self.scores["kniffel"], self.values).bonus

    def category_id(self, name: str, offered: Sequence[str] = ()) -> str:
        """The id of the category ``name`` names: an id, or any name ``KniffelGame.take``
        accepts (a row number, a label, a usual name); UnknownCategoryError, suggesting one
        of ``offered``, for another."""
        expect.text(name, "category")
        if name in self.scores:
            return name
        return rules.parse_category(name, offered, self.rules).id

    def enter(self, category: str, points: int, dice: Sequence[int]) -> None:
        """Add ``points`` to a category (an id or a name, as ``category_id`` reads it) for
        ``dice``: the caller says what the rows pays (``options``)."""
        expect.whole(points, "points")
        dice = _checked(dice)
        self._enter(self.category_id(category, tuple(self._options(dice))), points, dice)

    def _enter(self, category_id: str, points: int, dice: Sequence[int]) -> None:
        self.yahtzee_bonus += self._bonus_for(dice)
        self.scores[category_id] = (self.scores[category_id] or 0) + points

    def _strike_open(self) -> None:
        """Enter 0 in every open row (an outside player put out of a match's game)."""
        for category_id, held in self.scores.items():
            if held is None:
                self.scores[category_id] = 0

    @property
    def upper(self) -> int:
        """Summe 1, the upper sum: rows 1-6."""
        return sum(filter(None, _UPPER_ROWS(self.scores)))  # open rows (None) add nothing

    @property
    def bonus(self) -> int:
        """35 once the upper sum reaches 63 (the values' bonus and threshold)."""
        return self.sums().bonus

    @property
    def lower(self) -> int:
        """Summe 2, the lower sum: rows 7-13."""
        return sum(filter(None, _LOWER_ROWS(self.scores)))

    @property
    def total(self) -> int:
        """Upper sum, bonus, lower sum and the Yahtzee bonus."""
        return self.sums().total

    def sums(self) -> Sums:
        """The sheet's sums, each counted once."""
        upper, lower = self.upper, self.lower
        bonus = self.values.bonus if upper >= self.values.bonus_threshold else 0
        return Sums(upper, bonus, lower, upper + bonus + lower + self.yahtzee_bonus)
