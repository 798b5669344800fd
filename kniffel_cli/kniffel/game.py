"""A game of Kniffel: players, rounds, turns of up to N rolls, and the history."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Literal, TypedDict, cast

from kniffel_cli.common import expect
from kniffel_cli.common.i18n import N_
from kniffel_cli.common.randomness import SeededRandom, check_seed, keyed_below
from kniffel_cli.common.text import check_name
from kniffel_cli.kniffel import rules
from kniffel_cli.kniffel.errors import (
    BadPositionsError,
    CategoryTakenError,
    CommaInNameError,
    FirstRollKeepsError,
    GameOption,
    GameOverError,
    JokerGoesElsewhereError,
    KniffelRowWantsKniffelError,
    NameTwiceError,
    NoRollsLeftError,
    NotAComputerError,
    NotAnOutsidePlayerError,
    NothingToRollError,
    NothingToUndoError,
    NotRolledError,
    NumberAsNameError,
    OutOfRangeError,
    OutsideInNewError,
    PlayerCountError,
    PositionTwiceError,
    UndoAfterRollError,
    UndoneAlreadyError,
    UnknownDiceModeError,
)
from kniffel_cli.kniffel.rule_sets import RuleSet
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.words import STRATEGIES as STRATEGIES
from kniffel_cli.kniffel.words import Strategy as Strategy
from kniffel_cli.kniffel.words import computer_kind as computer_kind

RULES = rules.RULES
MAX_PLAYERS = 8
MAX_ROLLS = 9
# The one player of a game started without names; the command line names it in its language.
DEFAULT_PLAYER = N_("Player 1")
# The players of a game started with a number of players (``--players 3``), from 1.
NUMBERED_PLAYER = N_("Player {number}")
POSITIONS = range(1, rules.DICE + 1)

Action = Literal["roll", "take"]
# random: each die drawn from the game's stream in turn; duplicate: each die a function of
# the seed, the round, the roll of the turn and its position, the same for every player.
DiceMode = Literal["random", "duplicate"]
DICE_MODES: tuple[DiceMode, ...] = ("random", "duplicate")
# What a hint plays for: the chance of winning, or the expected final total.
Goal = Literal["win", "points"]
GOALS: tuple[Goal, ...] = ("win", "points")
# The players of ``simulate --strategy``: alone, playing to win is playing for points.
SOLITAIRE_STRATEGIES: tuple[Strategy, ...] = ("optimal", "greedy", "random")


class RollEntry(TypedDict):
    """A roll in the history: the positions kept (1-5) and the dice it gave."""

    player: int
    action: Literal["roll"]
    keep: list[int]
    dice: list[int]


class TakeEntry(TypedDict):
    """A take in the history: the category and the points entered."""

    player: int
    action: Literal["take"]
    category: str
    points: int


class UndoEntry(TypedDict):
    """An undo in the history: the take it took back (whose, which category, what points)."""

    player: int
    action: Literal["undo"]
    category: str
    points: int


HistoryEntry = RollEntry | TakeEntry | UndoEntry
# A move after a roll: (positions to keep, None) to roll again, or (None, category).
Decision = tuple[list[int] | None, str | None]


@dataclass(frozen=True)
class _BeforeTake:
    """What a take changed: the turn and the sheet's entries as they stood before it."""

    round: int
    player: int
    rolls_left: int
    dice: list[int]
    scores: dict[str, int | None]
    yahtzee_bonus: int


def _copied(entry: HistoryEntry) -> HistoryEntry:
    """A history entry and its lists, copied: what a caller changes is not the game's."""
    copied: dict[str, object] = dict(entry)
    for key in ("keep", "dice"):
        items = copied.get(key)
        if isinstance(items, list):
            copied[key] = list(items)
    return cast(HistoryEntry, copied)


# An outside player's name (``outside.entrants``): a bot, ``bot:NAME``, or a Python bot,
# ``py:MODULE:CLASS`` (``py:NAME`` for one a program seats). A name is all a state file
# holds of it: never a command.
_OUTSIDE_NAME = re.compile(r"bot:[A-Za-z0-9_-]{1,40}|py:[A-Za-z_][\w.]*(:[A-Za-z_]\w*)?", re.ASCII)
OUTSIDE_PREFIXES = ("bot:", "py:")


def is_outside(name: str) -> bool:
    """Whether ``name`` is an outside player's (``bot:NAME``, ``py:MODULE:CLASS``)."""
    return _OUTSIDE_NAME.fullmatch(name) is not None


def with_kind_id(name: str) -> str:
    """A computer player's name with its strategy's id (``cpu:gierig:a`` is
    ``cpu:greedy:a``), as the state keeps it; any other name as it is."""
    kind = computer_kind(name)
    parts = name.split(":")
    if kind is None or parts[1].lower() in STRATEGIES:
        return name
    return ":".join([parts[0], kind, *parts[2:]])


def duplicate_die(seed: str, round: int, roll: int, position: int) -> int:
    """The die of duplicate dice at ``position`` (1-5) on ``roll`` (1 ..) of ``round``.

    A function of these alone: every player who rolls that die at that point
    of a game with this seed sees the same face, so that the better decisions
    win (as in duplicate bridge). Nothing is drawn from the game's stream.
    """
    return 1 + keyed_below(seed, f"die\x00{round}\x00{roll}\x00{position}", rules.FACES)


def check_players(names: Sequence[str]) -> list[str]:
    """1 to 8 unique, valid player names; a computer's named by its strategy's id."""
    checked = [with_kind_id(check_name(name)) for name in names]
    if not 1 <= len(checked) <= MAX_PLAYERS:
        raise PlayerCountError(count=len(checked), most=MAX_PLAYERS)
    for name in checked:
        if "," in name:
            raise CommaInNameError(name=name)
        if name.lower().startswith("cpu:") and computer_kind(name) is None:
            raise NotAComputerError(name=name, kinds=STRATEGIES)
        if name.lower().startswith(OUTSIDE_PREFIXES) and not is_outside(name):
            raise NotAnOutsidePlayerError(name=name)
    folded = [name.casefold() for name in checked]
    for name in checked:
        if folded.count(name.casefold()) > 1:
            raise NameTwiceError(name=name)
    return checked


def is_number(name: str) -> bool:
    """Whether ``name`` is digits alone (0-9, blanks around aside): a count of players, not
    a name, when a new game's players are given."""
    word = name.strip()
    return word.isascii() and word.isdigit()


def check_new_players(names: Sequence[str]) -> list[str]:
    """The players of a new game: ``check_players``, and no name of digits alone (a number
    alone is a count of players). A state file's names are held to ``check_players`` only."""
    checked = check_players(names)
    for name in checked:
        if is_number(name):
            raise NumberAsNameError(name=name)
        if is_outside(name):
            raise OutsideInNewError(name=name)
    return checked


def check_range(value: int, option: GameOption, low: int, high: int) -> int:
    """A game option within its range, or OutOfRangeError."""
    if type(value) is not int or not low <= value <= high:
        raise OutOfRangeError(option=option, value=value, low=low, high=high)
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
        points: rules.Points = rules.STANDARD_POINTS,
        dice_mode: DiceMode = "random",
    ) -> None:
        """Set up a game. Who plays the computers' turns is not the rules' business:
        ``kniffel.library`` does, for programs and the command line. ``dice_mode`` is
        ``"random"`` or ``"duplicate"`` (see ``duplicate_die``)."""
        expect.texts(players, "players")
        expect.whole(rolls_per_turn, "rolls_per_turn")
        expect.whole(rounds, "rounds")
        expect.text(seed, "seed")
        check_seed(seed)
        expect.text(rules_name, "rules_name")
        expect.expect(points, rules.Points, "points", "a Points (kniffel_cli.kniffel.rules)")
        if expect.one_of(dice_mode, DICE_MODES, "dice_mode") not in DICE_MODES:
            raise UnknownDiceModeError(name=dice_mode, known=DICE_MODES)
        self._dice_mode: DiceMode = dice_mode
        self._rule_set = rules.rule_set(rules_name)
        self._rules_name = rules_name
        self._points = points
        self._players = check_players(players)
        self._rolls_per_turn = check_range(rolls_per_turn, "rolls_per_turn", 1, MAX_ROLLS)
        self._rounds = check_range(rounds, "rounds", 1, rules.MAX_ROUNDS)
        self._random = SeededRandom(seed)
        self._sheets = [Sheet(rules_name, points) for _ in self._players]
        self._round = 1
        self._current: int | None = 0
        self._rolls_left = self._rolls_per_turn
        self._dice: list[int] = []
        self._history: list[HistoryEntry] = []
        self._before_take: _BeforeTake | None = None  # while the last action is a take
        self._undos = 0  # the undo entries in the history

    # The state is read-only: each property gives a copy, and only the actions change it.
    @property
    def players(self) -> list[str]:
        """The players' names in seat order (``cpu:KIND`` for a computer)."""
        return list(self._players)

    @property
    def rolls_per_turn(self) -> int:
        return self._rolls_per_turn

    @property
    def rounds(self) -> int:
        return self._rounds

    @property
    def rules_name(self) -> str:
        return self._rules_name

    @property
    def points(self) -> rules.Points:
        return self._points

    @property
    def dice_mode(self) -> DiceMode:
        return self._dice_mode

    @property
    def round(self) -> int:
        """The round being played (from 1; the last one once the game is over)."""
        return self._round

    @property
    def current(self) -> int | None:
        """The seat of the player whose turn it is; None once the game is over."""
        return self._current

    @property
    def rolls_left(self) -> int:
        return self._rolls_left

    @property
    def dice(self) -> list[int]:
        """The dice of the turn so far (none before its first roll)."""
        return list(self._dice)

    @property
    def sheets(self) -> list[Sheet]:
        """Each player's score sheet, in seat order: copies."""
        return [sheet.copy() for sheet in self._sheets]

    @property
    def history(self) -> list[HistoryEntry]:
        """Every roll, take and undo, in order: copies."""
        return [_copied(entry) for entry in self._history]

    @property
    def seed(self) -> str:
        return self._random.seed

    @property
    def random(self) -> SeededRandom:
        """The seeded dice: their seed and the draws used (the state file stores both)."""
        return self._random.copy()  # drawing from it must not change the game

    @property
    def rule_set(self) -> RuleSet:
        """What the rules (``rules_name``) decide: jokers, further Kniffels, full houses."""
        return self._rule_set

    @property
    def finished(self) -> bool:
        return self._current is None

    @property
    def computer_to_play(self) -> Strategy | None:
        """The strategy of the player whose turn it is, when that is a computer."""
        return None if self._current is None else computer_kind(self._players[self._current])

    @property
    def outside_to_play(self) -> str | None:
        """The name of the player whose turn it is, when that is an outside player."""
        if self._current is None or not is_outside(self._players[self._current]):
            return None
        return self._players[self._current]

    @property
    def player_name(self) -> str:
        """The name of the player whose turn it is (GameOverError once the game is over)."""
        return self._players[self._check_running()]

    def _check_running(self) -> int:
        if self._current is None:
            raise GameOverError()
        return self._current

    def options(self) -> dict[str, int]:
        """What ``take`` would enter for each category the current player may take now."""
        if self._current is None or not self._dice:
            return {}
        return self._sheets[self._current]._options(self._dice)

    def open_categories(self) -> tuple[str, ...]:
        """The ids ``take`` may name now: those the dice may go into, or before the turn's
        first roll the current player's open rows (none once the game is over)."""
        if self._current is None:
            return ()
        if self._dice:
            return tuple(self.options())
        scores = self._sheets[self._current].scores
        return tuple(c for c in rules.CATEGORY_IDS if scores[c] is None)

    def roll(self, keep: Collection[int] | None = None) -> list[int]:
        """Roll the dice not kept; ``keep`` holds positions 1-5 (None on a turn's first roll).

        Keeping all five is refused: it would use up a roll and roll nothing.
        """
        expect.wholes(keep, "keep", optional=True)
        player = self._check_running()
        if self._rolls_left == 0:
            raise NoRollsLeftError(round=self._round)
        kept = set(keep or ())
        if keep is not None and len(kept) < len(list(keep)):  # as --keep 1,1 is refused
            twice = next(p for p in kept if list(keep).count(p) > 1)
            raise PositionTwiceError(position=twice)
        if not kept <= set(POSITIONS):
            raise BadPositionsError(positions=sorted(kept - set(POSITIONS)), dice=rules.DICE)
        if not self._dice:
            if keep is not None:
                raise FirstRollKeepsError()
            kept = set()
        elif kept == set(POSITIONS):
            raise NothingToRollError(round=self._round, rolls_left=self._rolls_left)
        roll = self._rolls_per_turn - self._rolls_left + 1
        dice = [self._dice[i - 1] if i in kept else self._die(roll, i) for i in POSITIONS]
        self._dice = dice
        self._rolls_left -= 1
        self._before_take = None  # a take before this roll stays for good
        self._history.append(
            {"player": player, "action": "roll", "keep": sorted(kept), "dice": list(dice)}
        )
        return list(dice)

    def _die(self, roll: int, position: int) -> int:
        """A die rolled at ``position`` on ``roll`` of the turn."""
        if self._dice_mode == "duplicate":
            return duplicate_die(self.seed, self._round, roll, position)
        return self._random.randint(1, rules.FACES)

    def take(self, category_id: str) -> int:
        """Enter the dice in a category and pass the turn; returns the points entered.

        ``category_id`` is an id (``"chance"``), or any name ``take`` accepts (a row
        number, a label, a usual name: ``rules.parse_category``)."""
        expect.text(category_id, "category_id")
        player = self._check_running()
        if not self._dice:
            raise NotRolledError(player=self.player_name, round=self._round)
        sheet = self._sheets[player]
        offered = sheet._options(self._dice)
        category_id = sheet.category_id(category_id, tuple(offered))
        if category_id not in offered:
            held = sheet.scores[category_id]
            choices = tuple(offered)
            if category_id == "kniffel" and held and self._rule_set.extra_kniffels:
                raise KniffelRowWantsKniffelError(category=category_id, offered=choices)
            if held is not None:
                raise CategoryTakenError(
                    category=category_id, offered=choices, points=held, rules=self._rules_name
                )
            raise JokerGoesElsewhereError(category=category_id, offered=choices)
        points = offered[category_id]
        self._before_take = _BeforeTake(
            self._round,
            player,
            self._rolls_left,
            list(self._dice),
            dict(sheet.scores),
            sheet.yahtzee_bonus,
        )
        sheet._enter(category_id, points, self._dice)
        self._history.append(
            {"player": player, "action": "take", "category": category_id, "points": points}
        )
        self._next_turn(player)
        return points

    def undo(self) -> UndoEntry:
        """Take back a person's last take while no die has been rolled since; returns the undo.

        The sheet, the round, the player, the dice and the rolls left are as
        they were before the take; the draw counter stays where it is, so the
        next roll is the one that would have come without the take and the
        undo. A computer's take is never taken back, and a take with a roll
        after it (a computer's turn, or the next turn's first roll) stays for
        good: an undo must not let a player see a random draw and choose again.
        """
        last = self._history[-1] if self._history else None
        if last is not None and last["action"] == "undo":
            raise UndoneAlreadyError(
                player=self._players[last["player"]],
                category=last["category"],
                rules=self._rules_name,
            )
        if last is not None and last["action"] == "take" and not self._is_computer(last):
            index, take = len(self._history) - 1, last  # the usual case, found at once
        else:  # a refusal: find what it names
            taken = self._person_take_in_force()
            if taken is None:
                raise NothingToUndoError()
            index, take = taken
            rolled = next((e for e in self._history[index + 1 :] if e["action"] == "roll"), None)
            assert rolled is not None  # a person's take in force is the last entry, or a roll came
            raise UndoAfterRollError(
                player=self._players[take["player"]],
                category=take["category"],
                roller=self._players[rolled["player"]],
                rules=self._rules_name,
            )
        before = self._before_take
        # No roll since the take: nothing else happened since (every take follows a roll).
        assert before is not None and index == len(self._history) - 1
        sheet = self._sheets[before.player]
        sheet.scores = dict(before.scores)
        sheet.yahtzee_bonus = before.yahtzee_bonus
        self._round, self._current = before.round, before.player
        self._rolls_left, self._dice = before.rolls_left, list(before.dice)
        self._before_take = None
        self._undos += 1
        entry = UndoEntry(
            player=take["player"], action="undo", category=take["category"], points=take["points"]
        )
        self._history.append(entry)
        return cast(UndoEntry, _copied(entry))

    def _takes_in_force(self) -> list[tuple[int, TakeEntry]]:
        """The takes not taken back, with their places in the history, in order."""
        takes: list[tuple[int, TakeEntry]] = []
        for index, entry in enumerate(self._history):
            if entry["action"] == "take":
                takes.append((index, entry))
            elif entry["action"] == "undo":
                takes.pop()
        return takes

    def _is_computer(self, take: TakeEntry) -> bool:
        return computer_kind(self._players[take["player"]]) is not None

    def _person_take_in_force(self) -> tuple[int, TakeEntry] | None:
        """The last take not taken back that a person made, with its place in the history."""
        for index, take in reversed(self._takes_in_force()):
            if computer_kind(self._players[take["player"]]) is None:
                return index, take
        return None

    def turns_played(self, player: int) -> int:
        """How many turns ``player`` (a seat, from 0) has finished with a take that stands."""
        expect.whole(player, "player")
        return sum(1 for _, take in self._takes_in_force() if take["player"] == player)

    @property
    def moves_in_force(self) -> int:
        """The number of history entries that count: an undone take and its undo count none.

        A computer's own random choices are keyed by it, so that an undo changes
        nothing of what chance gives next.
        """
        return len(self._history) - 2 * self._undos

    def _next_turn(self, player: int) -> None:
        self._dice = []
        self._rolls_left = self._rolls_per_turn
        if player + 1 < len(self._players):
            self._current = player + 1
        elif self._round < self._rounds:
            self._current = 0
            self._round += 1
        else:
            self._current = None
            self._rolls_left = 0

    def winners(self) -> list[int]:
        """The players with the top total, once the game is over."""
        if not self.finished:
            return []
        best = max(sheet.total for sheet in self._sheets)
        return [i for i, sheet in enumerate(self._sheets) if sheet.total == best]
