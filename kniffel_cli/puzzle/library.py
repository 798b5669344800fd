"""The letter puzzle for programs: what the commands do around the rules
(``kniffel_cli.puzzle``)."""

from __future__ import annotations

from kniffel_cli.common.library import StateFiles
from kniffel_cli.common.randomness import fresh_seed
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


_FILES = StateFiles("puzzle", state.from_dict, state.to_dict, PuzzleGame)
load = _FILES.load
from_dict = _FILES.from_dict
save = _FILES.save
