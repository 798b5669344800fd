"""A puzzle game as a state file object, and back, checked by replaying its history."""

from __future__ import annotations

from typing import TypedDict

from kniffel_cli.common import validate
from kniffel_cli.common.expect import expect
from kniffel_cli.common.replay import (
    StateObject,
    Unchecked,
    Upgrade,
    entry_name,
    restore,
    state_object,
    upgraded,
)
from kniffel_cli.puzzle.errors import EntryActionError, EntrySideError, EntryTileError
from kniffel_cli.puzzle.game import SIDES, PuzzleGame, check_setup

GAME = "puzzle"
_OPTIONS = {"size", "alphabet", "setup"}


class Position(TypedDict):
    """The position a state file stores, compared with what its history gives."""

    start: str
    board: str
    moves: int
    solved: bool


def position(game: PuzzleGame) -> Position:
    """The start, the board now, the move counter and whether it is solved."""
    return {
        "start": game.start.notation(game.alphabet),
        "board": game.board.notation(game.alphabet),
        "moves": game.moves,
        "solved": game.solved,
    }


def to_dict(game: PuzzleGame) -> StateObject:
    """The state file object of ``game``."""
    expect(game, PuzzleGame, "game", "a PuzzleGame")
    options = {"size": game.size, "alphabet": game.alphabet, "setup": dict(game.setup)}
    return state_object(GAME, options, game, position(game))


# Each step turns a file of format version N into N + 1 (common.replay.upgraded).
# Version 1 is version 2 as it stands.
UPGRADES: dict[int, Upgrade] = {}


def from_dict(data: Unchecked) -> PuzzleGame:
    """Rebuild a game from its state file object; StateFileError says what is wrong."""
    return restore(upgraded(data, UPGRADES), _OPTIONS, _build, _replay, position)


def _build(data: Unchecked, seed: str) -> PuzzleGame:
    return PuzzleGame.from_options(
        seed=seed,
        size=validate.integer(data["size"], "size", 1, 100),
        alphabet=validate.text(data["alphabet"], "alphabet"),
        setup=check_setup(data["setup"]),  # null is no setup here, not the default shuffle
    )


def _replay(game: PuzzleGame, entry: Unchecked, number: int) -> None:
    where = entry_name(number)
    action = entry.get("action")
    by = next((side for side in SIDES if side == entry.get("by")), None)
    if by is None:
        raise EntrySideError(entry=number)
    if action == "slide":
        validate.check_keys(entry, {"by", "action", "tiles"}, where)
        tiles: list[str] = []
        for tile in validate.array(entry["tiles"], f"{where} tiles"):
            if not isinstance(tile, str) or len(tile) != 1 or tile not in game.alphabet:
                raise EntryTileError(entry=number)
            tiles.append(tile)
        game.slide(tiles, by=by)
    elif action == "undo":
        validate.check_keys(entry, {"by", "action", "count"}, where)
        game.undo(validate.integer(entry["count"], f"{where} count", 1, 1 << 30), by=by)
    else:
        raise EntryActionError(entry=number)
