"""Kniffel scoring: the thirteen categories and the points five dice give in each."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from functools import lru_cache

from kniffel_cli.common.numbers import number_text
from kniffel_cli.common.text import cut
from kniffel_cli.kniffel.errors import (
    BadDieError,
    BadPointsError,
    DiceCountError,
    PointsOutOfRangeError,
    PointsTwiceError,
    UnknownCategoryError,
    UnknownPointsRowError,
    UnknownRulesError,
)
from kniffel_cli.kniffel.rule_sets import KNIFFEL as KNIFFEL
from kniffel_cli.kniffel.rule_sets import KNIFFEL_RULES as KNIFFEL_RULES
from kniffel_cli.kniffel.rule_sets import RULE_SETS, RuleSet
from kniffel_cli.kniffel.rule_sets import RULES as RULES
from kniffel_cli.kniffel.rule_sets import YAHTZEE as YAHTZEE
from kniffel_cli.kniffel.rule_sets import YAHTZEE_RULES as YAHTZEE_RULES

DICE = 5
FACES = 6
FULL_HOUSE_POINTS = 25
SMALL_STRAIGHT_POINTS = 30
LARGE_STRAIGHT_POINTS = 40
KNIFFEL_POINTS = 50
EXTRA_KNIFFEL_POINTS = 100
BONUS_THRESHOLD = 63
BONUS_POINTS = 35
MAX_ROUNDS = 13
MAX_POINTS = 1000


def rule_set(name: str) -> RuleSet:
    """The rules called ``name`` (``kniffel`` or ``yahtzee``), or UnknownRulesError."""
    found = RULE_SETS.get(name)
    if found is None:
        raise UnknownRulesError(name=name, known=RULES)
    return found


@dataclass(frozen=True)
class Points:
    """The adjustable point values, as the seed names them ("Zum Anpassen: die Punktwerte").

    The fixed-value rows (the first Kniffel; further Kniffels and the Yahtzee
    bonus stay 100), the upper bonus and the upper sum that earns it. The
    threshold goes up to 63: the strategy's tables know upper sums up to 63.
    """

    full_house: int = FULL_HOUSE_POINTS
    small_straight: int = SMALL_STRAIGHT_POINTS
    large_straight: int = LARGE_STRAIGHT_POINTS
    kniffel: int = KNIFFEL_POINTS
    bonus: int = BONUS_POINTS
    bonus_threshold: int = BONUS_THRESHOLD

    def changed(self) -> dict[str, int]:
        """The values that differ from the standard game, in field order (a new dict)."""
        return dict(_changed(self))

    @property
    def text(self) -> str:
        """The changed values written as on the command line (``full_house=30,...``)."""
        return ",".join(f"{name}={value}" for name, value in self.changed().items())


STANDARD_POINTS = Points()
POINTS_ROWS = tuple(f.name for f in fields(Points))
# The lowest and highest value of each: a Kniffel of 0 would read as a scratched row.
POINTS_RANGES = {name: (0, MAX_POINTS) for name in POINTS_ROWS} | {
    "kniffel": (1, MAX_POINTS),
    "bonus_threshold": (0, BONUS_THRESHOLD),
}


@lru_cache(maxsize=64)
def _changed(points: Points) -> tuple[tuple[str, int], ...]:
    """``Points.changed`` worked out once for each set of values (every view asks)."""
    return tuple(
        (f.name, getattr(points, f.name))
        for f in fields(points)
        if getattr(points, f.name) != getattr(STANDARD_POINTS, f.name)
    )


def check_points(values: Mapping[str, object]) -> Points:
    """Points from a mapping of row names to whole numbers.

    A name that is no adjustable value raises UnknownPointsRowError, a value
    out of its range PointsOutOfRangeError.
    """
    for name, value in values.items():
        if name not in POINTS_RANGES:
            raise UnknownPointsRowError(name=name, known=POINTS_ROWS)
        low, high = POINTS_RANGES[name]
        if type(value) is not int or not low <= value <= high:
            # a number past Python's digit limit is named by its length (str() would fail)
            shown = number_text(value) if type(value) is int else cut(str(value), 20)
            raise PointsOutOfRangeError(name=name, value=shown, low=low, high=high)
    return replace(STANDARD_POINTS, **values)  # type: ignore[arg-type]


def parse_points(text: str) -> Points:
    """Points from ``ROW=N,ROW=N``.

    A wrong part raises BadPointsError, UnknownPointsRowError,
    PointsTwiceError or PointsOutOfRangeError.
    """
    values: dict[str, object] = {}
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        name, equals, number = part.partition("=")
        name = name.strip().lower().replace("-", "_").replace(" ", "_")
        number = number.strip()
        if not equals or not name:
            raise BadPointsError(text=part[:40])
        if name not in POINTS_RANGES:
            raise UnknownPointsRowError(name=name[:40], known=POINTS_ROWS)
        if name in values:
            raise PointsTwiceError(name=name)
        low, high = POINTS_RANGES[name]
        if not (number.isascii() and number.isdigit()) or len(number) > 4 or int(number) > high:
            raise PointsOutOfRangeError(name=name, value=cut(number, 20), low=low, high=high)
        values[name] = int(number)
    return check_points(values)


@dataclass(frozen=True)
class Category:
    """One row of the sheet: its number and its id (the words live in ``kniffel.words``)."""

    row: int
    id: str

    @property
    def upper(self) -> bool:
        """Rows 1-6 count towards the upper sum and the bonus."""
        return self.row <= FACES

    @property
    def index(self) -> int:
        """Its number in the strategy's arrays and bit masks: 0 for row 1 to 12 for row 13."""
        return self.row - 1


CATEGORIES: tuple[Category, ...] = (
    Category(1, "ones"),
    Category(2, "twos"),
    Category(3, "threes"),
    Category(4, "fours"),
    Category(5, "fives"),
    Category(6, "sixes"),
    Category(7, "three_of_a_kind"),
    Category(8, "four_of_a_kind"),
    Category(9, "full_house"),
    Category(10, "small_straight"),
    Category(11, "large_straight"),
    Category(12, "kniffel"),
    Category(13, "chance"),
)
BY_ID = {category.id: category for category in CATEGORIES}
CATEGORY_IDS = tuple(BY_ID)


def category_index(category_id: str) -> int:
    """The strategy's number of the category ``category_id`` (``Category.index``)."""
    return BY_ID[category_id].index


def category_at(index: int) -> str:
    """The id of the category the strategy numbers ``index``."""
    return CATEGORIES[index].id


_SMALL_STRAIGHTS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_LARGE_STRAIGHTS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})


def is_kniffel(dice: Sequence[int]) -> bool:
    """Five equal dice."""
    return len(dice) == DICE and len(set(dice)) == 1


def points(
    category_id: str,
    dice: Sequence[int],
    rules: str = KNIFFEL_RULES,
    values: Points = STANDARD_POINTS,
) -> int:
    """The points ``dice`` give in a category of a fresh sheet (0 when the pattern is missing).

    Under the yahtzee rules a full house needs two different numbers.
    """
    return _score(BY_ID[category_id], Counter(dice), rules, values)


def _score(category: Category, counts: Counter[int], rules: str, values: Points) -> int:
    """``points`` of the dice counted in ``counts``, for ``category``."""
    if category.upper:
        return counts[category.row] * category.row
    total = sum(face * count for face, count in counts.items())
    return _lower(category.id, counts, max(counts.values()), total, rules, values)


def _lower(
    category_id: str, counts: Counter[int], most: int, total: int, rules: str, values: Points
) -> int:
    """``points`` in a lower row of the dice in ``counts``: ``most`` equal, ``total`` their sum."""
    if category_id == "three_of_a_kind":
        return total if most >= 3 else 0
    if category_id == "four_of_a_kind":
        return total if most >= 4 else 0
    if category_id == "full_house":
        # Five equal also counts under the kniffel rules, as the rules page reads.
        shape = tuple(sorted(counts.values()))
        return values.full_house if shape in rule_set(rules).full_house_shapes else 0
    faces = set(counts)
    if category_id == "small_straight":
        return values.small_straight if any(s <= faces for s in _SMALL_STRAIGHTS) else 0
    if category_id == "large_straight":
        return values.large_straight if faces in _LARGE_STRAIGHTS else 0
    if category_id == "kniffel":
        return values.kniffel if most == DICE else 0
    return total  # chance


def all_points(
    dice: Sequence[int], rules: str = KNIFFEL_RULES, values: Points = STANDARD_POINTS
) -> dict[str, int]:
    """The points of ``dice`` in every category of a fresh sheet, in row order."""
    counts = Counter(dice)  # counted once for all thirteen rows
    most, total = max(counts.values()), sum(dice)
    return {
        c.id: counts[c.row] * c.row if c.upper else _lower(c.id, counts, most, total, rules, values)
        for c in CATEGORIES
    }


def joker_points(category_id: str, dice: Sequence[int], values: Points = STANDARD_POINTS) -> int:
    """What a Yahtzee used as a joker scores in a lower row: the row's full points."""
    fixed = {
        "full_house": values.full_house,
        "small_straight": values.small_straight,
        "large_straight": values.large_straight,
    }
    return fixed.get(category_id, points(category_id, dice, values=values))


def check_dice(values: Sequence[int]) -> list[int]:
    """Five whole numbers from 1 to 6, or DiceCountError or BadDieError."""
    if len(values) != DICE:
        raise DiceCountError(count=len(values), dice=DICE)
    for value in values:
        if not 1 <= value <= FACES:
            raise BadDieError(value=value, faces=FACES)
    return list(values)


def _fold(text: str) -> str:
    """Fold a category name: case, spaces, '-', '_', and German letters written out."""
    folded = text.strip().lower()
    for german, plain in (("ß", "ss"), ("ö", "oe"), ("ä", "ae"), ("ü", "ue")):
        folded = folded.replace(german, plain)
    for separator in (" ", "-", "_"):
        folded = folded.replace(separator, "")
    return folded


# The names people type for each row, whatever language is shown: the German label of
# the rules page first, then the English label, then usual names (a suggestion shows the
# first spelling of the name it is closest to). Input only: the sheet's words are in
# ``kniffel.words``.
_ALIASES: dict[str, tuple[str, ...]] = {
    "ones": ("1er", "Ones", "Einser", "Einer", "Einsen"),
    "twos": ("2er", "Twos", "Zweier", "Zweien"),
    "threes": ("3er", "Threes", "Dreier", "Dreien"),
    "fours": ("4er", "Fours", "Vierer", "Vieren"),
    "fives": ("5er", "Fives", "Fünfer", "Fünfen"),
    "sixes": ("6er", "Sixes", "Sechser", "Sechsen"),
    "three_of_a_kind": (
        "3er Pasch",
        "Three of a kind",
        "3 of a kind",
        "Dreierpasch",
        "Dreier-Pasch",
    ),
    "four_of_a_kind": ("4er Pasch", "Four of a kind", "4 of a kind", "Viererpasch", "Vierer-Pasch"),
    "full_house": ("Full House",),
    "small_straight": ("Kleine Straße", "Small straight"),
    "large_straight": ("Große Straße", "Large straight"),
    "kniffel": ("Kniffel", "Yahtzee"),
    "chance": ("Chance",),
}

# Folded name -> (category, the spelling shown when suggesting it); the first spelling wins.
_SPELLINGS: dict[str, tuple[Category, str]] = {}
for _category in CATEGORIES:
    for _name in (*_ALIASES[_category.id], _category.id):
        _SPELLINGS.setdefault(_fold(_name), (_category, _name))
_NAMES = {
    **{folded: category for folded, (category, _) in _SPELLINGS.items()},
    **{str(c.row): c for c in CATEGORIES},
}


def parse_category(text: str, offered: Sequence[str] = (), rules: str = KNIFFEL_RULES) -> Category:
    """A category from its row number (1-13), its id, its label or a usual name in English or
    German, spelled forgivingly.

    Unknown text raises UnknownCategoryError with the closest name, if one is close, and
    ``offered`` (the ids of the categories the caller may take now) under ``rules``.
    """
    folded = _fold(text)
    category = _NAMES.get(folded)
    if folded.isdigit() and not text.strip().isdigit():
        category = None  # a row number is its digits alone: '-1' is no row 1, nor '1-3' 13
    if category is None:
        import difflib  # only for a name that is wrong: ordinary commands do not load it

        close = difflib.get_close_matches(folded, _SPELLINGS, n=1, cutoff=0.75)
        suggestion = _SPELLINGS[close[0]][0].id if close else None
        raise UnknownCategoryError(
            text=text, suggestion=suggestion, offered=tuple(offered), rules=rules
        )
    return category


def starts_a_name(category: Category, text: str) -> bool:
    """True when one of the category's names, folded, starts with ``text`` folded."""
    start = _fold(text)
    return any(
        name.startswith(start) for name, (named, _) in _SPELLINGS.items() if named == category
    )
