"""The matchstick game for programs: what the commands do around the rules
(``kniffel_cli.streichholz``)."""

from __future__ import annotations

from kniffel_cli.common.library import StateFiles
from kniffel_cli.common.randomness import fresh_seed
from kniffel_cli.streichholz import state
from kniffel_cli.streichholz.game import MatchGame
from kniffel_cli.streichholz.sides import PLAYER, Side
from kniffel_cli.streichholz.strategy import Level


def new(
    *,
    matches: int | None = None,
    first: Side = PLAYER,
    level: Level = "classic",
    max_take: int = 3,
    last_wins: bool = False,
    seed: str | None = None,
) -> MatchGame:
    """A new game, as ``spiel streichholz new`` starts it: when the computer opens, it has
    moved. Without ``matches``, the seed draws the count; without ``seed``, a fresh one."""
    return MatchGame.create(
        seed=fresh_seed() if seed is None else seed,
        start=matches,
        max_take=max_take,
        last_wins=last_wins,
        level=level,
        first=first,
    )


_FILES = StateFiles("streichholz", state.from_dict, state.to_dict)
load = _FILES.load
from_dict = _FILES.from_dict
save = _FILES.save
