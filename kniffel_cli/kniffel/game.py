"""A game of Kniffel: players, rounds, turns of up to N rolls, and the history."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from kniffel_cli.common.errors import InputError, RuleError
from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.common.text import check_name
from kniffel_cli.kniffel import rules
from kniffel_cli.kniffel.rules import BY_ID
from kniffel_cli.kniffel.sheet import Sheet

RULES = rules.RULES
MAX_PLAYERS = 8
MAX_ROLLS = 9
DEFAULT_PLAYER = "Player 1"
POSITIONS = range(1, rules.DICE + 1)


class KniffelError(RuleError):
    """An action the rules do not allow in the current position."""


COMPUTER_KINDS = ("optimal", "greedy", "random")


def computer_kind(name: str) -> str | None:
    """The strategy of a computer player (``cpu:KIND`` or ``cpu:KIND:LABEL``), else None."""
    parts = name.split(":")
    if len(parts) in (2, 3) and parts[0].lower() == "cpu" and parts[1].lower() in COMPUTER_KINDS:
        return parts[1].lower()
    return None


def check_players(names: Sequence[str]) -> list[str]:
    """1 to 8 unique, valid player names."""
    checked = [check_name(name) for name in names]
    if not 1 <= len(checked) <= MAX_PLAYERS:
        raise InputError(f"a game has 1 to {MAX_PLAYERS} players, not {len(checked)}")
    for name in checked:
        if "," in name:
            raise InputError(f"the name {name!r} contains a comma, which separates names")
        if name.lower().startswith("cpu:") and computer_kind(name) is None:
            raise InputError(
                f"{name!r}: a computer player is cpu:optimal, cpu:greedy or cpu:random "
                "(with an optional :LABEL to tell several apart)"
            )
    folded = [name.casefold() for name in checked]
    for name in checked:
        if folded.count(name.casefold()) > 1:
            raise InputError(f"the name {name!r} is given twice; names must be unique")
    return checked


def check_range(value: int, name: str, low: int, high: int) -> int:
    """A game option within its range, or InputError."""
    if type(value) is not int or not low <= value <= high:
        raise InputError(f"{name} must be {low} to {high}, not {value}")
    return value


class KniffelGame:
    """The whole game: options, seeded dice, every player's sheet, the turn, the history."""

    def __init__(
        self,
        players: Sequence[str] = (DEFAULT_PLAYER,),
        *,
        rolls_per_turn: int = 3,
        rounds: int = rules.MAX_ROUNDS,
        seed: str,
        rules_name: str = "kniffel",
    ) -> None:
        if rules_name not in RULES:
            raise InputError(f"unknown rules {rules_name!r}; choose one of {', '.join(RULES)}")
        self.rules = rules_name
        self.players = check_players(players)
        self.rolls_per_turn = check_range(rolls_per_turn, "rolls per turn", 1, MAX_ROLLS)
        self.rounds = check_range(rounds, "rounds", 1, rules.MAX_ROUNDS)
        self.random = SeededRandom(seed)
        self.sheets = [Sheet(rules_name) for _ in self.players]
        self.round = 1
        self.current: int | None = 0
        self.rolls_left = self.rolls_per_turn
        self.dice: list[int] = []
        self.history: list[dict[str, Any]] = []

    @property
    def seed(self) -> str:
        return self.random.seed

    @property
    def finished(self) -> bool:
        return self.current is None

    @property
    def computer_to_play(self) -> str | None:
        """The strategy of the player whose turn it is, when that is a computer."""
        return None if self.current is None else computer_kind(self.players[self.current])

    @property
    def player_name(self) -> str:
        """The name of the player whose turn it is (the game must be running)."""
        assert self.current is not None
        return self.players[self.current]

    def _check_running(self) -> int:
        if self.current is None:
            raise KniffelError("the game is over; start a new one with 'spiel kniffel new'")
        return self.current

    def options(self) -> dict[str, int]:
        """What ``take`` would enter for each category the current player may take now."""
        if self.current is None or not self.dice:
            return {}
        return self.sheets[self.current].options(self.dice)

    def roll(self, keep: Collection[int] | None = None) -> list[int]:
        """Roll the dice not kept; ``keep`` holds positions 1-5 (None on a turn's first roll)."""
        player = self._check_running()
        if self.rolls_left == 0:
            raise KniffelError(f"no rolls left in round {self.round}; take a category")
        kept = set(keep or ())
        if not kept <= set(POSITIONS):
            raise InputError(f"die positions are 1 to {rules.DICE}, not {sorted(kept)}")
        if not self.dice:
            if keep is not None:
                raise KniffelError(
                    "the turn's first roll rolls all five dice; roll without --keep or --reroll"
                )
            kept = set()
        dice = [
            self.dice[i - 1] if i in kept else self.random.randint(1, rules.FACES)
            for i in POSITIONS
        ]
        self.dice = dice
        self.rolls_left -= 1
        self.history.append(
            {"player": player, "action": "roll", "keep": sorted(kept), "dice": list(dice)}
        )
        return dice

    def take(self, category_id: str) -> int:
        """Enter the dice in a category; returns the points entered, then passes the turn."""
        player = self._check_running()
        category = BY_ID[category_id]
        if not self.dice:
            raise KniffelError(
                f"{self.player_name} has not rolled in round {self.round} yet; roll first"
            )
        sheet = self.sheets[player]
        offered = sheet.options(self.dice)
        if category_id not in offered:
            held = sheet.scores[category_id]
            if category_id == "kniffel" and held and self.rules == rules.KNIFFEL_RULES:
                reason = "takes only further Kniffels, and these dice show none"
            elif held is not None:
                reason = f"is already taken ({held} points)"
            else:
                reason = "is closed to this joker: its own upper row comes first, then a lower row"
            choices = ", ".join(BY_ID[c].label for c in offered)
            raise KniffelError(f"{category.label} {reason}; take one of: {choices}")
        points = offered[category_id]
        sheet.enter(category_id, points, self.dice)
        self.history.append(
            {"player": player, "action": "take", "category": category_id, "points": points}
        )
        self._next_turn(player)
        return points

    def _next_turn(self, player: int) -> None:
        self.dice = []
        self.rolls_left = self.rolls_per_turn
        if player + 1 < len(self.players):
            self.current = player + 1
        elif self.round < self.rounds:
            self.current = 0
            self.round += 1
        else:
            self.current = None
            self.rolls_left = 0

    def winners(self) -> list[int]:
        """The players with the top total, once the game is over."""
        if not self.finished:
            return []
        best = max(sheet.total for sheet in self.sheets)
        return [i for i, sheet in enumerate(self.sheets) if sheet.total == best]
