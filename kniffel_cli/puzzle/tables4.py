"""The 4x4 pattern databases the search reads: the partition, and a cache of their lookup layout.

The compact databases (pdb.py) are what is built and kept. The search reads
the lookup layout (base-16 indices), which is larger but turns a move into
one addition: it is cached as one more checksummed file, derived from the
compact ones whenever it is missing or damaged, so that a `hint` with warm
caches reads one file and builds nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from kniffel_cli.common.cache import Notify, expect_length, load_or_build
from kniffel_cli.puzzle import pdb

# Tile t belongs in cell t-1, the gap in cell 15. Two blocks of two columns by
# three rows, and the bottom row beside the gap's corner. Mirrored across the
# main diagonal the blocks lie across and the small group stands in the right
# column, so the mirrored lookup (ida.py) adds information. Of the partitions
# tried on Korf's 100 this gives the highest mean start estimate with the
# mirror (42.2; the partition used before: 42.1, with fewer nodes on the
# hardest instances, e.g. #60 23.8 M instead of 30.1 M).
GROUPS = ((1, 2, 5, 6, 9, 10), (3, 4, 7, 8, 11, 12), (13, 14, 15))

Table = bytes | memoryview
"""A pattern database: the lookup tables are views into the one verified cache payload."""

Progress = Callable[[int, int, int, int], None]
"""Hears of a table being built: its number, how many tables, the steps done and in all."""


def lookup_name() -> str:
    """The cache file of the lookup layout of all three databases."""
    groups = "_".join("-".join(map(str, group)) for group in GROUPS)
    return f"puzzle4-lookup-v{pdb.VERSION}-{groups}.bin"


def file_names() -> list[str]:
    """Every cache file the 4x4 search depends on."""
    return [pdb.file_name(group) for group in GROUPS] + [lookup_name()]


def sizes() -> list[int]:
    """The length of each database in the lookup layout."""
    return [pdb.CELLS ** len(group) for group in GROUPS]


def compact_tables(
    folder: str,
    progress: Progress | None = None,
    notify: Notify | None = None,
    fresh: bool = False,
) -> list[bytes]:
    """The compact databases, from the cache or built now (``fresh``: built now)."""
    tables = []
    for number, group in enumerate(GROUPS, 1):

        def report(done: int, total: int, number: int = number) -> None:
            if progress:
                progress(number, len(GROUPS), done, total)

        tables.append(pdb.load_or_build(group, folder, report, notify, fresh))
    return tables


def lookup_tables(
    folder: str,
    progress: Progress | None = None,
    notify: Notify | None = None,
    fresh: bool = False,
) -> list[Table]:
    """The databases in the lookup layout, from the cache or derived (and built) now."""
    lengths = sizes()

    def decode(payload: bytes) -> list[Table]:
        expect_length(payload, sum(lengths))
        tables: list[Table] = []
        whole, start = memoryview(payload), 0  # views: copying 32 MiB would cost 25 ms
        for length in lengths:
            tables.append(whole[start : start + length])
            start += length
        return tables

    def derive() -> list[Table]:
        compact = compact_tables(folder, progress, notify, fresh)
        return [pdb.expand(len(group), table) for group, table in zip(GROUPS, compact, strict=True)]

    tables, _built = load_or_build(
        folder,
        lookup_name(),
        derive,
        decode=decode,
        encode=lambda tables: list(tables),
        notify=notify,
        fresh=fresh,
    )
    return tables
