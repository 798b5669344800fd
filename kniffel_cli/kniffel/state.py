"""A Kniffel game as a state file object, and back, checked by replaying its history."""

from __future__ import annotations

from typing import Any

from kniffel_cli.common import validate
from kniffel_cli.common.errors import StateFileError
from kniffel_cli.common.replay import restore, state_object
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.rules import CATEGORY_IDS, DICE

GAME = "kniffel"
_OPTIONS = {"rules", "players", "rolls_per_turn", "rounds"}
_ROLL_FIELDS = {"player", "action", "keep", "dice"}
_TAKE_FIELDS = {"player", "action", "category", "points"}


def position(game: KniffelGame) -> dict[str, Any]:
    """The current position: round, turn, dice and every sheet's entries."""
    return {
        "round": game.round,
        "current_player": game.current,
        "rolls_left": game.rolls_left,
        "dice": list(game.dice),
        "scores": [dict(sheet.scores) for sheet in game.sheets],
        "yahtzee_bonus": [sheet.yahtzee_bonus for sheet in game.sheets],
        "finished": game.finished,
    }


def to_dict(game: KniffelGame) -> dict[str, Any]:
    """The state file object of ``game``."""
    options = {
        "rules": game.rules,
        "players": list(game.players),
        "rolls_per_turn": game.rolls_per_turn,
        "rounds": game.rounds,
    }
    return state_object(GAME, options, game, position(game))


def from_dict(data: dict[str, Any]) -> KniffelGame:
    """Rebuild a game from its state file object; StateFileError says what is wrong."""
    return restore(data, _OPTIONS, _build, _replay, position)


def _build(data: dict[str, Any], seed: str) -> KniffelGame:
    players = validate.array(data["players"], "players")
    game = KniffelGame(
        players,
        rolls_per_turn=data["rolls_per_turn"],
        rounds=data["rounds"],
        seed=seed,
        rules_name=validate.text(data["rules"], "rules"),
    )
    if game.players != players:
        raise StateFileError("players are not stored in their checked form")
    return game


def _replay(game: KniffelGame, entry: dict[str, Any], where: str) -> None:
    """Apply one history entry; ``restore`` compares what it gives with the file."""
    action = entry.get("action")
    if action == "roll":
        validate.check_keys(entry, _ROLL_FIELDS, where)
        keep = validate.array(entry["keep"], f"{where} keep")
        for value in keep:
            validate.integer(value, f"{where} keep", 1, DICE)
        game.roll(keep if game.dice else None)
    elif action == "take":
        validate.check_keys(entry, _TAKE_FIELDS, where)
        category = validate.text(entry["category"], f"{where} category")
        if category not in CATEGORY_IDS:
            raise StateFileError(f"{where} names no category")
        game.take(category)
    else:
        raise StateFileError(f"{where} is neither a roll nor a take")
