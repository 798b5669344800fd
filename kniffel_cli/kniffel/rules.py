"""Kniffel scoring: the thirteen categories and the points five dice give in each."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from kniffel_cli.kniffel.errors import BadDie, DiceCount, UnknownCategory

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
KNIFFEL_RULES = "kniffel"
YAHTZEE_RULES = "yahtzee"
RULES = (KNIFFEL_RULES, YAHTZEE_RULES)


@dataclass(frozen=True)
class Category:
    """One row of the sheet: its number, its id and its German label."""

    row: int
    id: str
    label: str

    @property
    def upper(self) -> bool:
        """Rows 1-6 count towards the upper sum and the bonus."""
        return self.row <= FACES


CATEGORIES: tuple[Category, ...] = (
    Category(1, "ones", "1er"),
    Category(2, "twos", "2er"),
    Category(3, "threes", "3er"),
    Category(4, "fours", "4er"),
    Category(5, "fives", "5er"),
    Category(6, "sixes", "6er"),
    Category(7, "three_of_a_kind", "3er Pasch"),
    Category(8, "four_of_a_kind", "4er Pasch"),
    Category(9, "full_house", "Full House"),
    Category(10, "small_straight", "Kleine Straße"),
    Category(11, "large_straight", "Große Straße"),
    Category(12, "kniffel", "Kniffel"),
    Category(13, "chance", "Chance"),
)
BY_ID = {category.id: category for category in CATEGORIES}
CATEGORY_IDS = tuple(BY_ID)

_SMALL_STRAIGHTS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_LARGE_STRAIGHTS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})


def is_kniffel(dice: Sequence[int]) -> bool:
    """Five equal dice."""
    return len(dice) == DICE and len(set(dice)) == 1


def points(category_id: str, dice: Sequence[int], rules: str = KNIFFEL_RULES) -> int:
    """The points ``dice`` give in a category of a fresh sheet (0 when the pattern is missing).

    Under the yahtzee rules a full house needs two different numbers.
    """
    counts = Counter(dice)
    most = max(counts.values())
    total = sum(dice)
    faces = set(dice)
    category = BY_ID[category_id]
    if category.upper:
        return counts[category.row] * category.row
    if category_id == "three_of_a_kind":
        return total if most >= 3 else 0
    if category_id == "four_of_a_kind":
        return total if most >= 4 else 0
    if category_id == "full_house":
        # Five equal also counts under the kniffel rules, as the rules page reads.
        shapes = ([2, 3], [5]) if rules == KNIFFEL_RULES else ([2, 3],)
        return FULL_HOUSE_POINTS if sorted(counts.values()) in shapes else 0
    if category_id == "small_straight":
        return SMALL_STRAIGHT_POINTS if any(s <= faces for s in _SMALL_STRAIGHTS) else 0
    if category_id == "large_straight":
        return LARGE_STRAIGHT_POINTS if faces in _LARGE_STRAIGHTS else 0
    if category_id == "kniffel":
        return KNIFFEL_POINTS if most == DICE else 0
    return total  # chance


def all_points(dice: Sequence[int], rules: str = KNIFFEL_RULES) -> dict[str, int]:
    """The points of ``dice`` in every category of a fresh sheet, in row order."""
    return {category.id: points(category.id, dice, rules) for category in CATEGORIES}


def joker_points(category_id: str, dice: Sequence[int]) -> int:
    """What a Yahtzee used as a joker scores in a lower row: the row's full points."""
    fixed = {
        "full_house": FULL_HOUSE_POINTS,
        "small_straight": SMALL_STRAIGHT_POINTS,
        "large_straight": LARGE_STRAIGHT_POINTS,
    }
    return fixed.get(category_id, points(category_id, dice))


def check_dice(values: Sequence[int]) -> list[int]:
    """Five whole numbers from 1 to 6, or DiceCount or BadDie."""
    if len(values) != DICE:
        raise DiceCount(count=len(values), dice=DICE)
    for value in values:
        if not 1 <= value <= FACES:
            raise BadDie(value=value, faces=FACES)
    return list(values)


def _fold(text: str) -> str:
    """Fold a category name: case, spaces, '-', '_', and German letters written out."""
    folded = text.strip().lower()
    for german, plain in (("ß", "ss"), ("ö", "oe"), ("ä", "ae"), ("ü", "ue")):
        folded = folded.replace(german, plain)
    for separator in (" ", "-", "_"):
        folded = folded.replace(separator, "")
    return folded


# The names people type for each row, in both languages, besides its label and id (a
# suggestion shows the first spelling, label first, of the name it is closest to).
_ALIASES: dict[str, tuple[str, ...]] = {
    "ones": ("Einser", "Einer", "Einsen"),
    "twos": ("Zweier", "Zweien"),
    "threes": ("Dreier", "Dreien"),
    "fours": ("Vierer", "Vieren"),
    "fives": ("Fünfer", "Fünfen"),
    "sixes": ("Sechser", "Sechsen"),
    "three_of_a_kind": ("three of a kind", "3 of a kind", "Dreierpasch", "Dreier-Pasch"),
    "four_of_a_kind": ("four of a kind", "4 of a kind", "Viererpasch", "Vierer-Pasch"),
    "full_house": ("full house",),
    "small_straight": ("small straight", "kleine Straße"),
    "large_straight": ("large straight", "große Straße"),
    "kniffel": ("Yahtzee",),
    "chance": (),
}

# Folded name -> (category, the spelling shown when suggesting it); the first spelling wins.
_SPELLINGS: dict[str, tuple[Category, str]] = {}
for _category in CATEGORIES:
    for _name in (_category.label, *_ALIASES[_category.id], _category.id):
        _SPELLINGS.setdefault(_fold(_name), (_category, _name))
_NAMES = {
    **{folded: category for folded, (category, _) in _SPELLINGS.items()},
    **{str(c.row): c for c in CATEGORIES},
}


def parse_category(text: str, offered: Sequence[str] = ()) -> Category:
    """A category from its row number (1-13), its id, its label or a usual name in English or
    German, spelled forgivingly.

    Unknown text raises UnknownCategory with the closest name, if one is close, and
    ``offered`` (the ids of the categories the caller may take now).
    """
    folded = _fold(text)
    category = _NAMES.get(folded)
    if category is None:
        import difflib  # only for a name that is wrong: ordinary commands do not load it

        close = difflib.get_close_matches(folded, _SPELLINGS, n=1, cutoff=0.75)
        suggestion = _SPELLINGS[close[0]][1] if close else None
        raise UnknownCategory(text=text, suggestion=suggestion, offered=tuple(offered))
    return category


def starts_a_name(category: Category, text: str) -> bool:
    """True when one of the category's names, folded, starts with ``text`` folded."""
    start = _fold(text)
    return any(
        name.startswith(start) for name, (named, _) in _SPELLINGS.items() if named == category
    )


def category_names() -> tuple[str, ...]:
    """Every id, label and usual name of a category, as spelled for people (one per folding)."""
    return tuple(name for _, name in _SPELLINGS.values())
