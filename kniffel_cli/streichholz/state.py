"""A matchstick game as a state file object, and back, checked by replaying its moves.

A file of an older format version is converted first, in one step per version
(``UPGRADES``), so that the rules in ``game.py`` know the current format only.
"""

from __future__ import annotations

from typing import TypedDict, cast

from kniffel_cli.common import validate
from kniffel_cli.common.errors import StateFileError
from kniffel_cli.common.expect import expect
from kniffel_cli.common.i18n import _
from kniffel_cli.common.replay import (
    StateObject,
    Unchecked,
    Upgrade,
    entry_name,
    restore,
    same,
    state_object,
    upgraded,
)
from kniffel_cli.streichholz.errors import MoverError, UndoEntryError
from kniffel_cli.streichholz.game import MAX_ROW, MAX_ROWS, MatchGame
from kniffel_cli.streichholz.sides import COMPUTER, PLAYER, Side, other_side, side_named
from kniffel_cli.streichholz.strategy import LEVELS, Level

GAME = "streichholz"
_OPTIONS = {"start", "max_take", "last_wins", "level", "first"}
# A game in rows stores its rows at the start and its take set in place of the one row's
# ``start``: a file of the one-row game stays as it always was.
_ROWS_OPTIONS = {"rows", "max_take", "takes", "last_wins", "level", "first"}
ROWS_VERSION = 2  # the format version that brought rows: no older file has them


class Position(TypedDict):
    """The position a state file stores, compared with what its moves give."""

    matches: int
    turn: Side | None
    finished: bool
    winner: Side | None


class RowsPosition(TypedDict):
    """The position of a game in rows: the matches in each row, top first."""

    rows: list[int]
    turn: Side | None
    finished: bool
    winner: Side | None


def position(game: MatchGame) -> Position | RowsPosition:
    """What lies on the table and whose turn it is."""
    if game.in_rows:
        return {
            "rows": list(game.rows),
            "turn": game.turn,
            "finished": game.finished,
            "winner": game.winner,
        }
    return {
        "matches": game.matches,
        "turn": game.turn,
        "finished": game.finished,
        "winner": game.winner,
    }


def to_dict(game: MatchGame) -> StateObject:
    """The state file object of ``game``."""
    expect(game, MatchGame, "game", "a MatchGame")
    rows: dict[str, object] = {"start": game.start}
    if game.in_rows:
        rows = {"rows": list(game.start_rows)}
    options = {
        **rows,
        "max_take": game.max_take,
        **({"takes": None if game.takes is None else list(game.takes)} if game.in_rows else {}),
        "last_wins": game.last_wins,
        "level": game.level,
        "first": game.first,
    }
    return state_object(GAME, options, game, position(game))


def _ended_at_one_match(data: Unchecked) -> Unchecked:
    """A version-1 file in version 2, where the game ends when one match is left.

    The versions before that rule went on with one match left (unless the last
    match wins): a file may stop there with the side left with the match to
    move, or end with that side's take of it. Only that old position and that
    old take, exactly as those versions wrote them, are converted; the result
    is replayed and checked like any file, so an inconsistent one is still
    refused.
    """
    if data.get("last_wins") is not False:
        return data
    return _stopped_at_one_match(data) or _took_the_last_match(data) or data


def _stopped_at_one_match(data: Unchecked) -> Unchecked | None:
    """The old position at one match, with its side to move, as the finished one (else None)."""
    position = data.get("position")
    left_to = side_named(position.get("turn") if isinstance(position, dict) else None)
    old = {"matches": 1, "turn": left_to, "finished": False, "winner": None}
    if left_to is None or not same(position, old):
        return None
    return {
        **data,
        "position": {**old, "turn": None, "finished": True, "winner": other_side(left_to)},
    }


# What the computer's level drew to take the one match left, in the versions that went on
# there: a random choice of 1 to 1 is one draw (the classic level always chose at random
# there, a take of 1 to K never leaving it the losing residue); perfect play draws none.
_DRAWS_FOR_THE_LAST_MATCH: dict[Level, int] = {"classic": 1, "random": 1, "perfect": 0}


def _took_the_last_match(data: Unchecked) -> Unchecked | None:
    """Without the old take of the one match left, its match and its draws (else None)."""
    history, position, draws = data.get("history"), data.get("position"), data.get("draws")
    if not isinstance(history, list) or len(history) < 2 or not isinstance(history[-2], dict):
        return None
    winner = side_named(history[-2].get("by"))
    if winner is None or type(draws) is not int:
        return None
    loser = other_side(winner)
    old_end = {"matches": 0, "turn": None, "finished": True, "winner": winner}
    if not same(history[-1], {"by": loser, "took": 1}) or not same(position, old_end):
        return None
    level = next((known for known in LEVELS if known == data.get("level")), None)
    if level is None:
        return None
    drew = _DRAWS_FOR_THE_LAST_MATCH[level] if loser == COMPUTER else 0
    return {
        **data,
        "draws": draws - drew,
        "history": history[:-1],
        "position": {**old_end, "matches": 1},
    }


# Each step turns a file of format version N into N + 1 (common.replay.upgraded).
UPGRADES: dict[int, Upgrade] = {1: _ended_at_one_match}


def from_dict(data: Unchecked) -> MatchGame:
    """Rebuild a game from its state file object; StateFileError says what is wrong.

    A file of an earlier format version is upgraded first (``UPGRADES``).
    """
    if "rows" in data:
        version = data.get("version")
        if type(version) is int and version < ROWS_VERSION:  # an older file has no rows
            raise StateFileError(
                _("rows came with format version {rows_version}, not {version}").format(
                    rows_version=ROWS_VERSION, version=version
                )
            )
        return restore(upgraded(data, UPGRADES), _ROWS_OPTIONS, _build_rows, _replay, position)
    return restore(upgraded(data, UPGRADES), _OPTIONS, _build, _replay, position)


def _build(data: Unchecked, seed: str) -> MatchGame:
    return MatchGame(
        seed=seed,
        start=validate.integer(data["start"], "start", 1, 1000),
        max_take=validate.integer(data["max_take"], "max_take", 1, 1000),
        last_wins=validate.boolean(data["last_wins"], "last_wins"),
        # Any text here: MatchGame refuses all but its levels and sides, after the numbers.
        level=cast(Level, validate.text(data["level"], "level")),
        first=cast(Side, validate.text(data["first"], "first")),
    )


def _numbers(value: object, where: str) -> tuple[int, ...]:
    """A list of whole numbers in a file (MatchGame checks how many, and their range)."""
    items = validate.array(value, where)
    if len(items) > MAX_ROWS:
        raise StateFileError(
            _("{where} has more than {most} numbers").format(where=where, most=MAX_ROWS)
        )
    return tuple(validate.integer(item, where, 1, MAX_ROW) for item in items)


def _build_rows(data: Unchecked, seed: str) -> MatchGame:
    max_take, takes = data["max_take"], data["takes"]
    return MatchGame(
        seed=seed,
        rows=_numbers(data["rows"], "rows"),
        max_take=None if max_take is None else validate.integer(max_take, "max_take", 1, 1000),
        takes=None if takes is None else _numbers(takes, "takes"),
        last_wins=validate.boolean(data["last_wins"], "last_wins"),
        level=cast(Level, validate.text(data["level"], "level")),
        first=cast(Side, validate.text(data["first"], "first")),
    )


def _replay(game: MatchGame, entry: Unchecked, number: int) -> None:
    where = entry_name(number)
    if "action" in entry:  # an undo (a move has no action: files stay as they always were)
        validate.check_keys(entry, {"by", "action", "count"}, where)
        if entry["action"] != "undo" or entry["by"] != PLAYER:
            raise UndoEntryError(entry=number)
        game.undo()  # what it took back is compared with the file by restore
        return
    row: int | None = None
    if game.in_rows:
        validate.check_keys(entry, {"by", "took", "row"}, where)
        row = validate.integer(entry["row"], f"{where} row", 1, len(game.rows))
    else:
        validate.check_keys(entry, {"by", "took"}, where)
    took = validate.integer(entry["took"], f"{where} took", 1, MAX_ROW if game.in_rows else 1000)
    if entry["by"] == PLAYER:
        game.player_move(took, row)
    elif entry["by"] == COMPUTER:
        game.computer_move()  # its count is compared with the file by restore
    else:
        raise MoverError(entry=number)
