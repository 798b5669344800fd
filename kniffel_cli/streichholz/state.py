"""A matchstick game as a state file object, and back, checked by replaying its moves."""

from __future__ import annotations

from typing import Any, cast

from kniffel_cli.common import validate
from kniffel_cli.common.replay import Upgrade, restore, same, state_object, upgraded
from kniffel_cli.streichholz.errors import MoverError
from kniffel_cli.streichholz.game import MatchGame
from kniffel_cli.streichholz.sides import COMPUTER, PLAYER, Side
from kniffel_cli.streichholz.strategy import Level

GAME = "streichholz"
_OPTIONS = {"start", "max_take", "last_wins", "level", "first"}


def position(game: MatchGame) -> dict[str, Any]:
    """What lies on the table and whose turn it is."""
    return {
        "matches": game.matches,
        "turn": game.turn,
        "finished": game.finished,
        "winner": game.winner,
    }


def to_dict(game: MatchGame) -> dict[str, Any]:
    """The state file object of ``game``."""
    options = {
        "start": game.start,
        "max_take": game.max_take,
        "last_wins": game.last_wins,
        "level": game.level,
        "first": game.first,
    }
    return state_object(GAME, options, game, position(game))


def old_position(game: MatchGame) -> dict[str, Any] | None:
    """What versions before the end at one match stored for ``game``, where they differ.

    They went on with one match left: the side to take it had the turn, and
    nobody had won yet. None when the game does not end at one match.
    """
    loser = game.left_the_last_match
    if loser is None:
        return None
    return {"matches": game.matches, "turn": loser, "finished": False, "winner": None}


# Each step turns a file of format version N into N + 1 (common.replay.upgraded).
# TRANSITION: version 1 files that went on at one match are still read by the rules' old path.
UPGRADES: dict[int, Upgrade] = {}


def from_dict(data: dict[str, Any]) -> MatchGame:
    """Rebuild a game from its state file object; StateFileError says what is wrong.

    A file written before the game ended at one match still loads: its stored
    position may be the old one for the same history (the game now shows it
    finished), and its history may end with the take of that last match.
    """

    def expected(game: MatchGame) -> dict[str, Any]:
        old = old_position(game)
        stored = data.get("position")
        return old if old is not None and same(stored, old) else position(game)

    return restore(upgraded(data, UPGRADES), _OPTIONS, _build, _replay, expected)


def _build(data: dict[str, Any], seed: str) -> MatchGame:
    return MatchGame(
        seed=seed,
        start=validate.integer(data["start"], "start", 1, 1000),
        max_take=validate.integer(data["max_take"], "max_take", 1, 1000),
        last_wins=validate.boolean(data["last_wins"], "last_wins"),
        # Any text here: MatchGame refuses all but its levels and sides, after the numbers.
        level=cast(Level, validate.text(data["level"], "level")),
        first=cast(Side, validate.text(data["first"], "first")),
    )


def _replay(game: MatchGame, entry: dict[str, Any], where: str) -> None:
    validate.check_keys(entry, {"by", "took"}, where)
    took = validate.integer(entry["took"], f"{where} took", 1, 1000)
    if entry["by"] in (PLAYER, COMPUTER) and entry["by"] == game.left_the_last_match:
        game.replay_old_last_take(entry["by"], took)
    elif entry["by"] == PLAYER:
        game.player_move(took)
    elif entry["by"] == COMPUTER:
        game.computer_move()  # its count is compared with the file by restore
    else:
        raise MoverError(where)
