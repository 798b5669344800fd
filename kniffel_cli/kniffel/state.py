"""A Kniffel game as a state file object, and back, checked by replaying its history."""

from __future__ import annotations

from typing import Any

from kniffel_cli.common import validate
from kniffel_cli.common.errors import StateFileError
from kniffel_cli.common.i18n import _
from kniffel_cli.common.replay import Upgrade, restore, state_object, upgraded
from kniffel_cli.kniffel.computer import CachedTables, ComputerTurn, Decision, computer_turn
from kniffel_cli.kniffel.errors import (
    ComputerToMoveError,
    EntryNoCategoryError,
    EntryNotAnActionError,
    NotTheComputersChoiceError,
    PlayersNotCheckedError,
)
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.rules import CATEGORY_IDS, DICE, Points, check_points

GAME = "kniffel"
_OPTIONS = {"rules", "players", "rolls_per_turn", "rounds"}  # and "points" in a variant
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
        "rules": game.rules_name,
        "players": list(game.players),
        "rolls_per_turn": game.rolls_per_turn,
        "rounds": game.rounds,
    }
    if game.points.changed():  # only a variant's: standard files stay as they were
        options["points"] = game.points.changed()
    # common.replay's Replayable types a history as list[dict[str, Any]]; our entries
    # are TypedDicts, which are such dicts at run time (here and in from_dict).
    return state_object(GAME, options, game, position(game))


# Each step turns a file of format version N into N + 1 (common.replay.upgraded).
# Version 1 histories may hold a roll that keeps all five dice
# (TRANSITION: still read by the rules' legacy path).
UPGRADES: dict[int, Upgrade] = {}


def from_dict(data: dict[str, Any]) -> KniffelGame:
    """Rebuild a game from its state file object; StateFileError says what is wrong."""
    options = _OPTIONS | ({"points"} if isinstance(data, dict) and "points" in data else set())
    game = restore(upgraded(data, UPGRADES), options, _build, _Replay(), position)
    if game.computer_to_play is not None:
        raise ComputerToMoveError(player=game.player_name)
    return game


def _build(data: dict[str, Any], seed: str) -> KniffelGame:
    players = validate.array(data["players"], "players")
    game = KniffelGame(
        players,
        rolls_per_turn=data["rolls_per_turn"],
        rounds=data["rounds"],
        seed=seed,
        rules_name=validate.text(data["rules"], "rules"),
        points=_points(data.get("points", {})),
    )
    if game.players != players:
        raise PlayersNotCheckedError()
    return game


def _points(value: Any) -> Points:
    """The point values of a state file: absent is the standard game."""
    if not isinstance(value, dict):
        raise StateFileError(_("points is not an object"))
    return check_points(value)


class _Replay:
    """Apply one history entry at a time; ``restore`` compares what they give with the file.

    A computer player's choices must be its own: after each roll of its turn,
    the entry must be a choice it makes there. The greedy and optimal players
    need the strategy (numpy), loaded only for them; cpu:optimal is checked
    when its table is cached, as building one takes seconds.
    """

    def __init__(self) -> None:
        self.turn: ComputerTurn | None = None
        self.turn_of: tuple[int, int | None] | None = None  # (round, player) of ``turn``
        self.tables = CachedTables()  # read from the cache once, and only for cpu:optimal

    def __call__(self, game: KniffelGame, entry: dict[str, Any], where: str) -> None:
        action = entry.get("action")
        if action == "roll":
            validate.check_keys(entry, _ROLL_FIELDS, where)
            keep = validate.array(entry["keep"], f"{where} keep")
            for value in keep:
                validate.integer(value, f"{where} keep", 1, DICE)
            self._check_computer(game, (keep, None), where)
            game.roll(keep if game.dice else None, legacy=True)  # files of older versions
        elif action == "take":
            validate.check_keys(entry, _TAKE_FIELDS, where)
            category = validate.text(entry["category"], f"{where} category")
            if category not in CATEGORY_IDS:
                raise EntryNoCategoryError(where=where)
            self._check_computer(game, (None, category), where)
            game.take(category)
        else:
            raise EntryNotAnActionError(where=where)

    def _check_computer(self, game: KniffelGame, decision: Decision, where: str) -> None:
        """After a roll of a computer's turn: the entry must be a choice it makes."""
        kind = game.computer_to_play
        if kind is None or not game.dice:
            return  # a person's move, or a first roll (all five dice, no choice)
        if self.turn_of != (game.round, game.current):
            self.turn_of = (game.round, game.current)
            try:
                self.turn = computer_turn(game, kind, self.tables)
            except LookupError:
                self.turn = None  # cpu:optimal without a cached table: not checked
        if self.turn is not None and not self.turn.would_play(game, decision):
            raise NotTheComputersChoiceError(where=where, player=game.player_name)
