"""A Kniffel game as a state file object, and back, checked by replaying its history."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict, cast

from kniffel_cli.common import validate
from kniffel_cli.common.errors import StateFileError
from kniffel_cli.common.expect import expect
from kniffel_cli.common.i18n import _
from kniffel_cli.common.replay import (
    MAX_HISTORY,
    StateObject,
    Unchecked,
    Upgrade,
    entry_name,
    restore,
    same,
    state_object,
    upgraded,
)
from kniffel_cli.kniffel.errors import (
    ComputerToMoveError,
    EntryNoCategoryError,
    EntryNotAnActionError,
    PlayersNotCheckedError,
)
from kniffel_cli.kniffel.game import (
    MAX_ROLLS,
    Decision,
    DiceMode,
    KniffelGame,
    check_players,
    check_range,
    computer_kind,
)
from kniffel_cli.kniffel.game import POSITIONS as DICE_POSITIONS
from kniffel_cli.kniffel.rules import CATEGORY_IDS, DICE, MAX_ROUNDS, Points, check_points

GAME = "kniffel"
_OPTIONS = {"rules", "players", "rolls_per_turn", "rounds"}  # and "points", "dice_mode"
_VARIANT_OPTIONS = ("points", "dice_mode")  # stored only when not the standard
_ROLL_FIELDS = {"player", "action", "keep", "dice"}
_TAKE_FIELDS = {"player", "action", "category", "points"}  # an undo's too: the take undone


class Position(TypedDict):
    """The position a state file stores, compared with what its history gives."""

    round: int
    current_player: int | None
    rolls_left: int
    dice: list[int]
    scores: list[dict[str, int | None]]
    yahtzee_bonus: list[int]
    finished: bool


def position(game: KniffelGame) -> Position:
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


def to_dict(game: KniffelGame) -> StateObject:
    """The state file object of ``game``."""
    expect(game, KniffelGame, "game", "a KniffelGame")
    options: dict[str, object] = {
        "rules": game.rules_name,
        "players": list(game.players),
        "rolls_per_turn": game.rolls_per_turn,
        "rounds": game.rounds,
    }
    if game.points.changed():  # only a variant's: standard files stay as they were
        options["points"] = game.points.changed()
    if game.dice_mode != "random":
        options["dice_mode"] = game.dice_mode
    return state_object(GAME, options, game, position(game))


def _from_version_1(data: Unchecked) -> Unchecked:
    """Version 1 let a roll keep all five dice: it rolled nothing and used up a roll.

    Such a roll (exactly the same player's dice again, straight after their
    roll, with a roll of the turn left for it) is dropped, and the roll it
    used is given back when its turn is still on: nothing was drawn for it,
    so the dice and the draw counter stay. The random computer's choices are
    drawn by their place in the history, so after a dropped roll they cannot
    be checked any more: such a file is refused. Anything else is left as it
    is, for the replay to judge.
    """
    history = data.get("history")
    rolls_per_turn = data.get("rolls_per_turn")
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        return data
    if type(rolls_per_turn) is not int:
        return data
    kept: list[object] = []
    rolls = dropped_in_turn = 0  # rolls of the turn so far (dropped ones too)
    dropped = False
    for entry in history:
        action = entry.get("action") if isinstance(entry, dict) else None
        rolls = rolls + 1 if action == "roll" else 0
        if rolls <= rolls_per_turn and _rolls_nothing(entry, kept[-1] if kept else None):
            dropped, dropped_in_turn = True, dropped_in_turn + 1
            continue
        if dropped and _by_random_computer(data, entry):
            raise StateFileError(
                _(
                    "it was written before a roll had to roll a die, and the moves of its "
                    "random computer player after such a roll cannot be checked any more"
                )
            )
        if action == "take":
            dropped_in_turn = 0
        kept.append(entry)
    if not dropped:
        return data
    upgraded_data = {**data, "history": kept}
    position = data.get("position")
    if dropped_in_turn and isinstance(position, dict):
        rolls_left = position.get("rolls_left")
        if type(rolls_left) is int:
            upgraded_data["position"] = {**position, "rolls_left": rolls_left + dropped_in_turn}
    return upgraded_data


def _rolls_nothing(entry: object, before: object) -> bool:
    """A roll that keeps all five of the dice the same player rolled just before: exactly
    (as JSON: true is no 1, 1.0 no 1), with the fields of a roll and no others."""
    return (
        isinstance(entry, dict)
        and isinstance(before, dict)
        and set(entry) == _ROLL_FIELDS
        and entry["action"] == "roll"
        and before.get("action") == "roll"
        and type(entry["player"]) is int
        and same(entry["player"], before.get("player"))
        and same(entry["keep"], list(DICE_POSITIONS))
        and same(entry["dice"], before.get("dice"))
    )


def _by_random_computer(data: Unchecked, entry: object) -> bool:
    players = data.get("players")
    player = entry.get("player") if isinstance(entry, dict) else None
    if not isinstance(players, list) or type(player) is not int or not 0 <= player < len(players):
        return False
    name = players[player]
    return isinstance(name, str) and computer_kind(name) == "random"


# Each step turns a file of format version N into N + 1 (common.replay.upgraded).
UPGRADES: dict[int, Upgrade] = {1: _from_version_1}


# Called before a move of a computer's turn is replayed (after the turn's first roll) with
# the game, the move and the number of its history entry; raises StateFileError if that computer
# would not make it. The strategy provides it (``strategy.players.ChoiceCheck``).
MoveCheck = Callable[[KniffelGame, Decision, int], None]


def from_dict(data: Unchecked, check: MoveCheck | None = None) -> KniffelGame:
    """Rebuild a game from its state file object; StateFileError says what is wrong.

    ``check`` sees every move a computer made after a roll (see ``MoveCheck``);
    without it the computers' moves are held to the rules alone.
    """
    options = _OPTIONS | {key for key in _VARIANT_OPTIONS if isinstance(data, dict) and key in data}
    game = restore(upgraded(data, UPGRADES), options, _build, _Replay(check), position)
    if game.computer_to_play is not None:
        raise ComputerToMoveError(player=game.player_name)
    return game


def _build(data: Unchecked, seed: str) -> KniffelGame:
    players = validate.array(data["players"], "players")
    # The game takes only names and counts (a TypeError for another type, as for a program):
    # what is none, or out of range, is refused here in the game's own words first.
    check_players(cast(list[str], players))
    game = KniffelGame(
        cast(list[str], players),
        rolls_per_turn=check_range(
            cast(int, data["rolls_per_turn"]), "rolls_per_turn", 1, MAX_ROLLS
        ),
        rounds=check_range(cast(int, data["rounds"]), "rounds", 1, MAX_ROUNDS),
        seed=seed,
        rules_name=validate.text(data["rules"], "rules"),
        points=_points(data.get("points", {})),
        # A value none of DICE_MODES is refused by the game (UnknownDiceModeError).
        dice_mode=cast(DiceMode, validate.text(data.get("dice_mode", "random"), "dice_mode")),
    )
    if game.players != players:
        raise PlayersNotCheckedError()
    return game


def _points(value: object) -> Points:
    """The point values of a state file: absent is the standard game."""
    if not isinstance(value, dict):
        raise StateFileError(_("points is not an object"))
    return check_points(value)


class _Replay:
    """Apply one history entry at a time; ``restore`` compares what they give with the file."""

    def __init__(self, check: MoveCheck | None) -> None:
        self.check = check

    def __call__(self, game: KniffelGame, entry: Unchecked, number: int) -> None:
        where = entry_name(number)
        action = entry.get("action")
        if action == "roll":
            validate.check_keys(entry, _ROLL_FIELDS, where)
            keep = [
                validate.integer(value, f"{where} keep", 1, DICE)
                for value in validate.array(entry["keep"], f"{where} keep")
            ]
            self._check_computer(game, (keep, None), number)
            game.roll(keep if game.dice else None)
        elif action == "take":
            validate.check_keys(entry, _TAKE_FIELDS, where)
            category = validate.text(entry["category"], f"{where} category")
            if category not in CATEGORY_IDS:
                raise EntryNoCategoryError(entry=number)
            self._check_computer(game, (None, category), number)
            game.take(category)
        elif action == "undo":  # what it took back is compared with the file by restore
            validate.check_keys(entry, _TAKE_FIELDS, where)
            game.undo()
        else:
            raise EntryNotAnActionError(entry=number)

    def _check_computer(self, game: KniffelGame, decision: Decision, number: int) -> None:
        if self.check is not None and game.computer_to_play is not None and game.dice:
            self.check(game, decision, number)
