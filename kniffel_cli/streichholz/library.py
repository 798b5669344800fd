"""The matchstick game for programs: what the commands do around the rules
(``kniffel_cli.streichholz``)."""

from __future__ import annotations

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
    rows: tuple[int, ...] | None = None,
    takes: tuple[int, ...] | None = None,
) -> MatchGame:
    """A new game, as ``spiel streichholz new`` starts it: when the computer opens, it has
    moved. Without ``matches`` (or ``rows``), the seed draws the count; without ``seed``, a
    fresh one. ``rows`` (top first) or a take set ``takes`` make a game in rows; ``max_take``
    and ``level`` default as for the command (3 on one row, else any number; ``classic``
    where the original defines it, else ``perfect``)."""
    return MatchGame.create(
        seed=fresh_seed() if seed is None else seed,
        start=matches,
        rows=rows,
        max_take=default_max_take(rows, max_take, takes),
        takes=takes,
        last_wins=last_wins,
        level=level,
        first=first,
    )


_FILES = StateFiles("streichholz", state.from_dict, state.to_dict)
load = _FILES.load
from_dict = _FILES.from_dict
save = _FILES.save
