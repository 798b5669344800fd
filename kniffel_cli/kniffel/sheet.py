"""One player's score sheet: what is entered, what may be taken, the sums."""

from __future__ import annotations

from collections.abc import Sequence

from kniffel_cli.kniffel import rules
from kniffel_cli.kniffel.rules import CATEGORIES, CATEGORY_IDS


class Sheet:
    """Entered points per category id; ``None`` while a row is open.

    The Kniffel row holds the sum of its entries: 50 for the first Kniffel and
    100 for each further one, which it keeps taking; 0 closes it for good.
    """

    def __init__(self, scores: dict[str, int | None] | None = None) -> None:
        self.scores: dict[str, int | None] = (
            dict(scores) if scores is not None else dict.fromkeys(CATEGORY_IDS)
        )

    @property
    def kniffels(self) -> int:
        """How many Kniffels were scored in the Kniffel row."""
        held = self.scores["kniffel"]
        if not held:
            return 0
        return 1 + (held - rules.KNIFFEL_POINTS) // rules.EXTRA_KNIFFEL_POINTS

    def options(self, dice: Sequence[int]) -> dict[str, int]:
        """Each category these dice may be entered in now, with the points it would get."""
        offered: dict[str, int] = {}
        for category in CATEGORIES:
            held = self.scores[category.id]
            if held is None:
                offered[category.id] = rules.points(category.id, dice)
            elif category.id == "kniffel" and held > 0 and rules.is_kniffel(dice):
                offered[category.id] = rules.EXTRA_KNIFFEL_POINTS
        return offered

    def enter(self, category_id: str, points: int) -> None:
        """Add ``points`` to a category (the caller checked it was offered)."""
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
        """Upper sum, bonus and lower sum."""
        return self.upper + self.bonus + self.lower
