"""The combinatorics of five dice: every roll and every kept part, as sorted tuples.

A roll is a multiset of five faces (252 of them); a keep is a multiset of 0
to 5 faces (462). Keeps are numbered so that the 252 rolls come first, in
the same order as ``ROLLS``, then the keeps of 4, 3, 2, 1 and 0 dice.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement
from math import factorial

from kniffel_cli.kniffel.rules import DICE, FACES

KEEPS_BY_SIZE: list[list[tuple[int, ...]]] = [
    list(combinations_with_replacement(range(1, FACES + 1), size)) for size in range(DICE + 1)
]
ROLLS = KEEPS_BY_SIZE[DICE]
KEEPS: list[tuple[int, ...]] = [k for size in range(DICE, -1, -1) for k in KEEPS_BY_SIZE[size]]
KEEP_INDEX = {keep: i for i, keep in enumerate(KEEPS)}
ROLL_INDEX = {roll: i for i, roll in enumerate(ROLLS)}
EMPTY = KEEP_INDEX[()]


def children(keep: tuple[int, ...]) -> list[int]:
    """The keeps one die larger: ``keep`` plus each face (for rolling one more die)."""
    return [KEEP_INDEX[tuple(sorted(keep + (face,)))] for face in range(1, FACES + 1)]


def parents(keep: tuple[int, ...]) -> list[int]:
    """The keeps one die smaller (one per distinct face), padded to five entries."""
    found = [
        KEEP_INDEX[keep[:i] + keep[i + 1 :]] for i in range(len(keep)) if keep.index(keep[i]) == i
    ]
    return (found * DICE)[:DICE]


def sub_keeps(roll: Sequence[int]) -> list[tuple[int, ...]]:
    """Every distinct multiset that can be kept from ``roll`` (including all and none)."""
    ordered = tuple(sorted(roll))
    found = set()
    for mask in range(1 << len(ordered)):
        found.add(tuple(ordered[i] for i in range(len(ordered)) if mask >> i & 1))
    return sorted(found, key=lambda k: (len(k), k))


def probability(outcome: Sequence[int]) -> float:
    """The chance that rolling len(outcome) dice shows exactly this multiset."""
    counts = [list(outcome).count(face) for face in range(1, FACES + 1)]
    ways = factorial(len(outcome))
    for count in counts:
        ways //= factorial(count)
    return float(ways) / float(FACES ** len(outcome))


def positions_for(dice: Sequence[int], keep: Sequence[int]) -> list[int]:
    """Die positions (1-5) that hold ``keep`` within ``dice``, leftmost first."""
    wanted = list(keep)
    chosen = []
    for position, face in enumerate(dice, 1):
        if face in wanted:
            wanted.remove(face)
            chosen.append(position)
    return chosen
