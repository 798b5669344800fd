"""The letter puzzle for programs: what the commands do around the rules
(``kniffel_cli.puzzle``)."""

from __future__ import annotations

from kniffel_cli.common.library import Path, game_from_dict, load_game, save_game
from kniffel_cli.common.randomness import fresh_seed
from kniffel_cli.common.replay import Unchecked
from kniffel_cli.puzzle import state
from kniffel_cli.puzzle.game import PuzzleGame


def new(
    *,
    size: int | None = None,
    alphabet: str | None = None,
    board: str | None = None,
    scramble: int | None = None,
    seed: str | None = None,
) -> PuzzleGame:
    """A new puzzle, as ``spiel puzzle new`` starts it: shuffled, ``scramble`` random slides
    from solved, or the given ``board`` (``ABCD/EFGH/IJKL/MNO.``); without ``seed``, a fresh
    one."""
    return PuzzleGame.create(
        seed=fresh_seed() if seed is None else seed,
        size=size,
        alphabet=alphabet,
        board=board,
        scramble=scramble,
    )


def load(path: Path) -> PuzzleGame:
    """The game in the state file ``path``, checked as every command checks it
    (StateFileError says what is wrong)."""
    return load_game("puzzle", path, state.from_dict)


def from_dict(data: Unchecked) -> PuzzleGame:
    """The game a state file object holds (``to_dict`` makes one), checked as a file's."""
    return game_from_dict("puzzle", data, state.from_dict)


def save(game: PuzzleGame, path: Path) -> None:
    """Write ``game`` to ``path`` as the commands do: the same bytes, atomically, locked."""
    save_game(state.to_dict(game), path)
