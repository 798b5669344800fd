"""One player's score sheet: what is entered, what may be taken, the sums."""

from __future__ import annotations

from collections.abc import Sequence

from kniffel_cli.kniffel import rules
from kniffel_cli.kniffel.rules import CATEGORIES, CATEGORY_IDS


class Sheet:
    """Entered points per category id; ``None`` while a row is open.

    Kniffel rules: the Kniffel row holds the sum of its entries, 50 for the
    first Kniffel and 100 for each further one, which it keeps taking; 0
    closes it for good. Yahtzee rules: the row is taken once; afterwards a
    Yahtzee is a joker (see ``options``) and earns a bonus of 100 when the
    row holds 50.
    """

    def __init__(self, rules_name: str = rules.KNIFFEL_RULES) -> None:
        self.rules = rules_name
        self.scores: dict[str, int | None] = dict.fromkeys(CATEGORY_IDS)
        self.yahtzee_bonus = 0

    @property
    def kniffels(self) -> int:
        """How many Kniffels were scored: in the Kniffel row, and as bonus jokers."""
        held = self.scores["kniffel"]
        if not held:
            return 0
        extra = (held - rules.KNIFFEL_POINTS) // rules.EXTRA_KNIFFEL_POINTS
        return 1 + extra + self.yahtzee_bonus // rules.EXTRA_KNIFFEL_POINTS

    def is_joker(self, dice: Sequence[int]) -> bool:
        """Yahtzee rules: five equal dice once the Yahtzee row is filled."""
        return (
            self.rules == rules.YAHTZEE_RULES
            and rules.is_kniffel(dice)
            and self.scores["kniffel"] is not None
        )

    def options(self, dice: Sequence[int]) -> dict[str, int]:
        """Each category these dice may be entered in now, with the points it would get.

        A Yahtzee joker must go into its own upper row if open, else into any
        open lower row at full points, else as 0 into an open upper row.
        """
        open_rows = [c for c in CATEGORIES if self.scores[c.id] is None]
        if self.is_joker(dice):
            own = CATEGORIES[dice[0] - 1]
            if self.scores[own.id] is None:
                return {own.id: rules.points(own.id, dice)}
            lower = [c for c in open_rows if not c.upper]
            if lower:
                return {c.id: rules.joker_points(c.id, dice) for c in lower}
            return {c.id: 0 for c in open_rows}
        offered = {c.id: rules.points(c.id, dice, self.rules) for c in open_rows}
        held = self.scores["kniffel"]
        if self.rules == rules.KNIFFEL_RULES and held and rules.is_kniffel(dice):
            offered["kniffel"] = rules.EXTRA_KNIFFEL_POINTS
            offered = {c.id: offered[c.id] for c in CATEGORIES if c.id in offered}
        return offered

    def bonus_for(self, dice: Sequence[int]) -> int:
        """The Yahtzee bonus these dice earn on entry (yahtzee rules, row holding 50)."""
        if self.is_joker(dice) and self.scores["kniffel"] == rules.KNIFFEL_POINTS:
            return rules.EXTRA_KNIFFEL_POINTS
        return 0

    def enter(self, category_id: str, points: int, dice: Sequence[int]) -> None:
        """Add ``points`` to a category (the caller checked it was offered)."""
        self.yahtzee_bonus += self.bonus_for(dice)
        self.scores[category_id] = (self.scores[category_id] or 0) + points

    @property
    def upper(self) -> int:
        """Summe oben: rows 1-6."""
        return sum(self.scores[c.id] or 0 for c in CATEGORIES if c.upper)

    @property
    def bonus(self) -> int:
        """35 once the upper sum reaches 63."""
        return rules.BONUS_POINTS if self.upper >= rules.BONUS_THRESHOLD else 0

    @property
    def lower(self) -> int:
        """Summe unten: rows 7-13."""
        return sum(self.scores[c.id] or 0 for c in CATEGORIES if not c.upper)

    @property
    def total(self) -> int:
        """Upper sum, bonus, lower sum and the Yahtzee bonus."""
        return self.upper + self.bonus + self.lower + self.yahtzee_bonus
