"""The matchstick game for programs: what the commands do around the rules
(``kniffel_cli.streichholz``)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from kniffel_cli.common import expect
from kniffel_cli.common.library import StateFiles
from kniffel_cli.common.randomness import fresh_seed
from kniffel_cli.streichholz import state
from kniffel_cli.streichholz.game import MatchGame, default_max_take
from kniffel_cli.streichholz.sides import PLAYER, Side
from kniffel_cli.streichholz.strategy import Level


def new(
    *,
    matches: int | None = None,
    first: Side = PLAYER,
    level: Level | None = None,
    max_take: int | None = None,
    last_wins: bool = False,
    seed: str | None = None,
    rows: Sequence[int] | None = None,
    takes: Collection[int] | None = None,
) -> MatchGame:
    """A new game, as ``spiel streichholz new`` starts it: when the computer opens, it has
    moved. Without ``matches`` (or ``rows``), the seed draws the count; without ``seed``, a
    fresh one. ``rows`` (top first) or a take set ``takes`` make a game in rows; ``max_take``
    and ``level`` default as for the command (3 on one row, else any number; ``classic``
    where the original defines it, else ``perfect``). The take set may come in any order,
    as on the command line."""
    expect.whole(matches, "matches", optional=True)
    expect.text(seed, "seed", optional=True)
    expect.wholes(rows, "rows", optional=True)
    expect.wholes(takes, "takes", optional=True)
    row_sizes = None if rows is None else tuple(rows)
    take_set = None if takes is None else _ascending(takes)
    return MatchGame.create(
        seed=fresh_seed() if seed is None else seed,
        start=matches,
        rows=row_sizes,
        max_take=default_max_take(row_sizes, max_take, take_set),
        takes=take_set,
        last_wins=last_wins,
        level=level,
        first=first,
    )


def _ascending(takes: Collection[int]) -> tuple[int, ...]:
    """The take set in order; what is no whole number stays for the game to refuse."""
    if all(type(take) is int for take in takes):
        return tuple(sorted(takes))
    return tuple(takes)


_FILES = StateFiles("streichholz", state.from_dict, state.to_dict, MatchGame)
load = _FILES.load
from_dict = _FILES.from_dict
save = _FILES.save
