"""Small charts of text for a terminal: a sparkline of values in a range, a histogram of counts
in fixed bins, one character per point, eight levels of Unicode blocks or of ASCII marks.

Pure: the numbers in, a line of text out (the bins are counted here too, for the cores that
report a distribution). Whether a terminal shows the blocks is for the command to ask
(``streams.shows``); the same numbers always give the same characters.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

BLOCKS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588"  # ▁▂▃▄▅▆▇█
ASCII = ".:-=+*#@"  # the same eight levels in marks of more and more ink
EMPTY = " "  # a histogram's bin with nothing in it
MOST_BINS = 40  # a histogram is at most this many characters wide
FEWEST_BINS = 10  # and may have this many however few the numbers (their square root else)
# Bin widths to choose from: 1, 2, 5, 10, 20, 50, ... (the bins start at a multiple of it).
_STEPS = (1, 2, 5)


def levels(ascii: bool = False) -> str:
    """The eight characters from lowest to highest."""
    return ASCII if ascii else BLOCKS


def sparkline(values: Iterable[float], low: float, high: float, ascii: bool = False) -> str:
    """One character per value: its place between ``low`` and ``high`` in eight equal steps
    (a value outside is drawn at the nearer end)."""
    marks = levels(ascii)
    span = high - low
    line = []
    for value in values:
        step = int((value - low) / span * len(marks)) if span > 0 else 0
        line.append(marks[min(max(step, 0), len(marks) - 1)])
    return "".join(line)


def histogram(counts: Sequence[int], top: int | None = None, ascii: bool = False) -> str:
    """One character per bin: blank for none, else its count against ``top`` (the fullest
    bin's by default) in eight steps, the least count still the lowest mark."""
    marks = levels(ascii)
    top = max(counts, default=0) if top is None else top
    return "".join(
        marks[min(-(-count * len(marks) // top), len(marks)) - 1] if count > 0 else EMPTY
        for count in counts
    )


@dataclass(frozen=True)
class Bins:
    """A distribution of whole numbers: ``counts[i]`` of them from ``low + i * width`` to
    ``low + (i + 1) * width - 1``."""

    low: int
    width: int
    counts: list[int]

    @property
    def high(self) -> int:
        """The last number the last bin holds."""
        return self.low + len(self.counts) * self.width - 1


def bin_width(low: int, high: int, most: int = MOST_BINS) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, ... whose bins, starting at a multiple of it,
    cover ``low`` to ``high`` in at most ``most`` bins."""
    scale = 1
    while True:
        for step in _STEPS:
            width = step * scale
            if high // width - low // width + 1 <= most:
                return width
        scale *= 10


def binned(columns: Sequence[Sequence[int]], most: int | None = None) -> list[Bins]:
    """The distribution of each column of whole numbers, all in the same bins (so that their
    charts line up): fixed widths over the range of every number together, at most ``most``
    bins (by default as many as the square root of the longest column's count, from
    ``FEWEST_BINS`` to ``MOST_BINS``: a few games are not spread thinner than they show)."""
    if most is None:
        longest = max(map(len, columns), default=0)
        most = min(MOST_BINS, max(FEWEST_BINS, math.isqrt(longest)))
    counted = [Counter(int(value) for value in column) for column in columns]
    seen = [value for counter in counted for value in counter]
    if not seen:
        return [Bins(0, 1, []) for _ in counted]
    width = bin_width(min(seen), max(seen), most)
    low = min(seen) // width * width
    size = max(seen) // width - low // width + 1
    found = []
    for counter in counted:
        counts = [0] * size
        for value, count in counter.items():
            counts[(value - low) // width] += count
        found.append(Bins(low, width, counts))
    return found


def labelled(rows: Sequence[tuple[str, str]]) -> list[str]:
    """Lines of ``label  chart``, the labels padded to one width so the charts line up."""
    width = max((len(label) for label, _ in rows), default=0)
    return [f"{label.ljust(width)}  {chart}".rstrip() for label, chart in rows]
