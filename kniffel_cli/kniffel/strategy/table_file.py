"""What a strategy table is, without numpy: its spec, how its states are numbered,
and the description line its cache file starts with.

The table (``solver``) and the hint's plain-Python reader (``quick``) share these.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from kniffel_cli.common.cache import Damaged
from kniffel_cli.common.i18n import _
from kniffel_cli.kniffel.rules import (
    BONUS_THRESHOLD,
    CATEGORY_IDS,
    FACES,
    KNIFFEL_RULES,
    STANDARD_POINTS,
    Points,
    category_index,
)

if TYPE_CHECKING:
    import numpy as np

# One state's number (the hint's plain Python) or every state's at once (the solver's arrays).
Index = TypeVar("Index", int, "np.ndarray")

CATEGORIES = len(CATEGORY_IDS)
UPPER = FACES  # rows 1-6, one per face, count towards the upper sum
KNIFFEL = category_index("kniffel")
KNIFFEL_BIT = 1 << KNIFFEL
CAP = BONUS_THRESHOLD  # upper sums from 63 on count the same (no threshold is higher)
DENSE = (1 << CATEGORIES) * (CAP + 1) * 2
FORMAT = 2  # 1: an .npz with no checksum, never read now
SPREAD_FORMAT = 3  # the spread's file (moments): 2: E[R²] alone; 3: the four ``Lumps`` quantities
META_LIMIT = 4096  # the payload's first line, the table's description, is shorter


def used_mask(scores: Mapping[str, int | None]) -> int:
    """The categories a sheet has filled, as the bit mask of a table's states."""
    return sum(1 << category_index(c) for c, points in scores.items() if points is not None)


@dataclass(frozen=True)
class Spec:
    """What a table depends on: the rules, rolls per turn, rounds and point values."""

    rules: str = KNIFFEL_RULES
    rolls: int = 3
    rounds: int = 13
    points: Points = STANDARD_POINTS

    @property
    def name(self) -> str:
        points = "".join(f"-{k}{v}" for k, v in self.points.changed().items())
        rolls, rounds = f"rolls{self.rolls}", f"rounds{self.rounds}"
        return f"kniffel-table-v{FORMAT}-{self.rules}-{rolls}-{rounds}{points}.bin"

    @property
    def spread_name(self) -> str:
        """The cache file of the table's spread (``moments``), beside the table's."""
        return self.name.replace(f"kniffel-table-v{FORMAT}", f"kniffel-spread-v{SPREAD_FORMAT}", 1)


def dense_index(mask: Index, upper: Index, flag: Index) -> Index:
    """Where a state's value sits in a level's dense array."""
    index: Index = (mask * (CAP + 1) + upper) * 2 + flag  # numpy's arithmetic is untyped
    return index


def description(spec: Spec, counts: list[int], seconds: float) -> dict[str, object]:
    """The description line of a table of ``spec``: its variant, level sizes and build time."""
    meta: dict[str, object] = {"rules": spec.rules, "rolls": spec.rolls, "rounds": spec.rounds}
    if spec.points.changed():
        meta["points"] = spec.points.changed()
    return meta | {"counts": counts, "seconds": seconds}


def read_description(
    spec: Spec, payload: bytes, quantities: int = 1
) -> tuple[int, list[int], float]:
    """Where the arrays of a cached table of ``spec`` start, its level sizes and build time
    (``quantities`` values per state).

    Damaged if the description does not fit ``spec`` or the payload's size.
    """
    end = payload.find(b"\n", 0, META_LIMIT)
    try:
        meta = json.loads(payload[:end]) if end >= 0 else None
    except ValueError:
        meta = None
    counts = meta.get("counts") if isinstance(meta, dict) else None
    if (
        not isinstance(counts, list)
        or len(counts) != spec.rounds
        or not all(type(n) is int and 0 <= n <= DENSE for n in counts)
        or not isinstance(meta, dict)
        or type(meta.get("seconds")) is not float
        or meta != description(spec, counts, meta["seconds"])
    ):
        raise Damaged(_("its description does not fit"))
    if len(payload) != end + 1 + (8 * quantities + 4) * sum(counts):
        raise Damaged(_("its size does not fit its description"))
    return end + 1, counts, float(meta["seconds"])
