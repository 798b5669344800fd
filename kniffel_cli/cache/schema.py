"""The shape of ``spiel cache``'s JSON view, as ``man spiel`` (JSON VIEWS) pins it.

The same in every language; keys in the order printed.
"""

from __future__ import annotations

from typing import TypedDict

from kniffel_cli.cache.files import Game, Kind, Status


class KniffelVariantView(TypedDict):
    """A Kniffel table's variant: the rules, rounds, rolls per turn and all six point values
    (as a highscore entry has them)."""

    rules: str
    rounds: int
    rolls_per_turn: int
    point_values: dict[str, int]


class PuzzleVariantView(TypedDict):
    """A puzzle table's board size and the tile groups of its pattern databases (tiles by
    number, A = 1; none for the 3x3 distances)."""

    size: int
    groups: list[list[int]]


class CachedFileView(TypedDict):
    """One file: its name, game, kind, variant (null when a file of another format does not
    name it), size in bytes, when it was built (UTC, ISO 8601), its status, and how many
    seconds its build took (Kniffel's tables record it; else null)."""

    file: str
    game: Game
    kind: Kind
    variant: KniffelVariantView | PuzzleVariantView | None
    bytes: int
    built: str
    status: Status
    build_seconds: float | None


class CacheView(TypedDict):
    """``list``, ``clear``, ``build``: the cache folder, its files (``clear``: those removed;
    ``build``: the variant's), and their bytes in all."""

    folder: str
    files: list[CachedFileView]
    bytes: int


# Which view each command prints under ``--format json`` (the man page's JSON VIEWS).
VIEWS: dict[str, object] = {"list": CacheView, "clear": CacheView, "build": CacheView}
