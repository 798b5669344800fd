"""The matchstick game for programs: what the commands do around the rules
(``kniffel_cli.streichholz``)."""

from __future__ import annotations

from kniffel_cli.common.library import Path, game_from_dict, load_game, save_game
from kniffel_cli.common.randomness import fresh_seed
from kniffel_cli.common.replay import Unchecked
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


def load(path: Path) -> MatchGame:
    """The game in the state file ``path``, checked as every command checks it
    (StateFileError says what is wrong)."""
    return load_game("streichholz", path, state.from_dict)


def from_dict(data: Unchecked) -> MatchGame:
    """The game a state file object holds (``to_dict`` makes one), checked as a file's."""
    return game_from_dict("streichholz", data, state.from_dict)


def save(game: MatchGame, path: Path) -> None:
    """Write ``game`` to ``path`` as the commands do: the same bytes, atomically, locked."""
    save_game(state.to_dict(game), path)
