"""A puzzle game as a state file object, and back, checked by replaying its history."""

from __future__ import annotations

from typing import Any

from kniffel_cli.common import validate
from kniffel_cli.common.replay import Upgrade, restore, state_object, upgraded
from kniffel_cli.puzzle.errors import EntryActionError, EntrySideError, EntryTileError
from kniffel_cli.puzzle.game import SIDES, PuzzleGame, check_setup

GAME = "puzzle"
_OPTIONS = {"size", "alphabet", "setup"}


def position(game: PuzzleGame) -> dict[str, Any]:
    """The start, the board now, the move counter and whether it is solved."""
    return {
        "start": game.start.notation(game.alphabet),
        "board": game.board.notation(game.alphabet),
        "moves": game.moves,
        "solved": game.solved,
    }


def to_dict(game: PuzzleGame) -> dict[str, Any]:
    """The state file object of ``game``."""
    options = {"size": game.size, "alphabet": game.alphabet, "setup": dict(game.setup)}
    return state_object(GAME, options, game, position(game))


# Each step turns a file of format version N into N + 1 (common.replay.upgraded).
# Version 1 is version 2 as it stands.
UPGRADES: dict[int, Upgrade] = {}


def from_dict(data: dict[str, Any]) -> PuzzleGame:
    """Rebuild a game from its state file object; StateFileError says what is wrong."""
    return restore(upgraded(data, UPGRADES), _OPTIONS, _build, _replay, position)


def _build(data: dict[str, Any], seed: str) -> PuzzleGame:
    return PuzzleGame.from_options(
        seed=seed,
        size=validate.integer(data["size"], "size", 1, 100),
        alphabet=validate.text(data["alphabet"], "alphabet"),
        setup=check_setup(data["setup"]),  # null is no setup here, not the default shuffle
    )


def _replay(game: PuzzleGame, entry: dict[str, Any], where: str) -> None:
    action = entry.get("action")
    if entry.get("by") not in SIDES:
        raise EntrySideError(where)
    if action == "slide":
        validate.check_keys(entry, {"by", "action", "tiles"}, where)
        tiles = validate.array(entry["tiles"], f"{where} tiles")
        for tile in tiles:
            if not isinstance(tile, str) or len(tile) != 1 or tile not in game.alphabet:
                raise EntryTileError(where)
        game.slide(tiles, by=entry["by"])
    elif action == "undo":
        validate.check_keys(entry, {"by", "action", "count"}, where)
        game.undo(validate.integer(entry["count"], f"{where} count", 1, 1 << 30), by=entry["by"])
    else:
        raise EntryActionError(where)
