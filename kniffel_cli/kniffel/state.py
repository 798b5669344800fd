"""A Kniffel game as a state file object, and back, checked by replaying its history.

The file stores the options, the seed, the history and the position. Loading
starts a fresh game from the options and seed, replays every action of the
history, and requires the stored position and draw counter to be exactly
what the replay gives: nothing in the file is trusted on its own.
"""

from __future__ import annotations

import json
from typing import Any

from kniffel_cli.common import validate
from kniffel_cli.common.errors import SpielError, StateFileError
from kniffel_cli.common.statefile import FORMAT, VERSION
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.rules import CATEGORY_IDS

GAME = "kniffel"
_FIELDS = {
    "format", "version", "game", "rules", "players", "rolls_per_turn", "rounds",
    "seed", "draws", "history", "position",
}
_ROLL_FIELDS = {"player", "action", "keep", "dice"}
_TAKE_FIELDS = {"player", "action", "category", "points"}
MAX_HISTORY = 2000


def position(game: KniffelGame) -> dict[str, Any]:
    """The current position: round, turn, dice and every sheet's entries."""
    return {
        "round": game.round,
        "current_player": game.current,
        "rolls_left": game.rolls_left,
        "dice": list(game.dice),
        "scores": [dict(sheet.scores) for sheet in game.sheets],
        "finished": game.finished,
    }


def to_dict(game: KniffelGame) -> dict[str, Any]:
    """The state file object of ``game``."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": GAME,
        "rules": game.rules,
        "players": list(game.players),
        "rolls_per_turn": game.rolls_per_turn,
        "rounds": game.rounds,
        "seed": game.seed,
        "draws": game.random.draws,
        "history": [dict(entry) for entry in game.history],
        "position": position(game),
    }


def from_dict(data: dict[str, Any]) -> KniffelGame:
    """Rebuild a game from its state file object; StateFileError says what is wrong."""
    validate.check_keys(data, _FIELDS, "the state")
    players = validate.array(data["players"], "players")
    try:
        game = KniffelGame(
            players,
            rolls_per_turn=data["rolls_per_turn"],
            rounds=data["rounds"],
            seed=validate.text(data["seed"], "seed"),
            rules_name=data["rules"],
        )
    except SpielError as error:
        raise StateFileError(error.message) from None
    if game.players != players:
        raise StateFileError("players are not stored in their checked form")
    history = validate.array(data["history"], "history")
    if len(history) > MAX_HISTORY:
        raise StateFileError(f"history has more than {MAX_HISTORY} entries")
    for number, entry in enumerate(history, 1):
        _replay(game, entry, f"history entry {number}")
    if not _same(history, game.history):
        raise StateFileError("the history does not match what its actions give")
    if validate.integer(data["draws"], "draws", 0, 1 << 62) != game.random.draws:
        raise StateFileError("the draw counter does not match the history")
    if not _same(data["position"], position(game)):
        raise StateFileError("the stored position does not follow from the history")
    return game


def _same(stored: Any, replayed: Any) -> bool:
    """Equal as JSON text, so that true is not 1 and 1.0 is not 1."""
    return json.dumps(stored, sort_keys=True) == json.dumps(replayed, sort_keys=True)


def _replay(game: KniffelGame, entry: Any, where: str) -> None:
    """Apply one history entry to ``game``; the caller compares the results."""
    action = entry.get("action") if isinstance(entry, dict) else None
    try:
        if action == "roll":
            validate.check_keys(entry, _ROLL_FIELDS, where)
            keep = validate.array(entry["keep"], f"{where} keep")
            for value in keep:
                validate.integer(value, f"{where} keep", 1, 5)
            game.roll(keep if game.dice else None)
        elif action == "take":
            validate.check_keys(entry, _TAKE_FIELDS, where)
            if entry["category"] not in CATEGORY_IDS:
                raise StateFileError(f"{where} names no category")
            game.take(entry["category"])
        else:
            raise StateFileError(f"{where} is neither a roll nor a take")
    except StateFileError:
        raise
    except SpielError as error:
        raise StateFileError(f"{where}: {error.message}") from None
