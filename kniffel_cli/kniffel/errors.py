"""What can go wrong in Kniffel: one class per kind, the facts as fields, no words.

The core raises these and never words them: ``kniffel.messages`` makes each
sentence (a describer per class, ``common.errors.describes``), so a second
language is a change there alone. The exit status comes from the base:
``KniffelError`` 1, ``KniffelInputError`` 2, ``KniffelStateError`` 3,
``KniffelWriteError`` 4.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from kniffel_cli.common.errors import (
    InputError,
    RuleError,
    SpielError,
    StateFileError,
    WriteError,
)

GameOption = Literal["rolls_per_turn", "rounds"]


class _Facts(SpielError):
    """An error made as a dataclass: its fields are the facts, its describer the words."""

    def __post_init__(self) -> None:
        super().__init__()


class KniffelError(_Facts, RuleError):
    """An action the rules do not allow in the current position (exit 1)."""


class KniffelInputError(_Facts, InputError):
    """A value the game cannot take (exit 2)."""


class KniffelStateError(_Facts, StateFileError):
    """A state or highscore file that cannot be what it claims (exit 3)."""


class KniffelWriteError(_Facts, WriteError):
    """The highscore could not be written (exit 4)."""


# --- the rules, now (exit 1) ------------------------------------------------------------


@dataclass(eq=False)
class GameOver(KniffelError):
    """No roll and no take after the last round."""


@dataclass(eq=False)
class NothingToAdvise(GameOver):
    """No hint after the last round."""


@dataclass(eq=False)
class NoRollsLeft(KniffelError):
    """Every roll of the turn is used; a category must be taken."""

    round: int


@dataclass(eq=False)
class NothingToRoll(KniffelError):
    """A roll that keeps all five dice: it would use up a roll and roll nothing."""

    round: int
    rolls_left: int


@dataclass(eq=False)
class FirstRollKeeps(KniffelError):
    """Dice were kept on a turn's first roll, which rolls all of them."""


@dataclass(eq=False)
class NotRolled(KniffelError):
    """A take before the turn's first roll."""

    player: str
    round: int


@dataclass(eq=False)
class CategoryClosed(KniffelError):
    """The dice may not go into ``category`` now; ``offered`` are those they may go into."""

    category: str
    offered: tuple[str, ...]


@dataclass(eq=False)
class CategoryTaken(CategoryClosed):
    """The category holds ``points`` already."""

    points: int


@dataclass(eq=False)
class KniffelRowWantsKniffel(CategoryClosed):
    """Kniffel rules: a scored Kniffel row takes further Kniffels only."""


@dataclass(eq=False)
class JokerGoesElsewhere(CategoryClosed):
    """Yahtzee rules: a joker goes into its own upper row first, then a lower row."""


@dataclass(eq=False)
class AlreadyRecorded(KniffelError):
    """The game is in the highscore already."""


@dataclass(eq=False)
class NotFinished(KniffelError):
    """Only a finished game goes into the highscore."""

    round: int
    rounds: int


# --- values (exit 2) --------------------------------------------------------------------


@dataclass(eq=False)
class PlayerCount(KniffelInputError):
    """A game has 1 to ``most`` players."""

    count: int
    most: int


@dataclass(eq=False)
class CommaInName(KniffelInputError):
    """A comma separates names, so no name holds one."""

    name: str


@dataclass(eq=False)
class NotAComputer(KniffelInputError):
    """A ``cpu:`` name that names none of the computer players ``kinds``."""

    name: str
    kinds: tuple[str, ...]


@dataclass(eq=False)
class NameTwice(KniffelInputError):
    """Player names are unique (case aside)."""

    name: str


@dataclass(eq=False)
class OutOfRange(KniffelInputError):
    """A game option outside ``low .. high``."""

    option: GameOption
    value: int
    low: int
    high: int


@dataclass(eq=False)
class UnknownRules(KniffelInputError):
    """Rules that are none of ``known``."""

    name: str
    known: tuple[str, ...]


@dataclass(eq=False)
class BadPositions(KniffelInputError):
    """Die positions outside 1 .. ``dice``."""

    positions: list[int]
    dice: int


@dataclass(eq=False)
class DiceCount(KniffelInputError):
    """``count`` dice where ``dice`` are needed."""

    count: int
    dice: int


@dataclass(eq=False)
class BadDie(KniffelInputError):
    """A die value outside 1 .. ``faces``."""

    value: int
    faces: int


@dataclass(eq=False)
class NotDice(KniffelInputError):
    """Text that is not numbers (``score DICE``)."""

    text: str
    faces: int


@dataclass(eq=False)
class UnknownCategory(KniffelInputError):
    """Text that names no category."""

    text: str


@dataclass(eq=False)
class RenameNeedsOnePlayer(KniffelInputError):
    """A highscore name is for a single player; ``players`` played."""

    players: int


@dataclass(eq=False)
class BadSourceDate(KniffelInputError):
    """``SOURCE_DATE_EPOCH`` that is not whole seconds."""

    value: str


# --- state files (exit 3) ---------------------------------------------------------------


@dataclass(eq=False)
class ComputerToMove(KniffelStateError):
    """A stored game waits for a computer, which plays its turns at once."""

    player: str


@dataclass(eq=False)
class PlayersNotChecked(KniffelStateError):
    """Stored player names differ from their checked form."""


@dataclass(eq=False)
class EntryNotAnAction(KniffelStateError):
    """A history entry (``where``, as the replay names it) that is neither a roll nor a take."""

    where: str


@dataclass(eq=False)
class EntryNoCategory(KniffelStateError):
    """A history entry that takes no category."""

    where: str


@dataclass(eq=False)
class NotTheComputersChoice(KniffelStateError):
    """A history entry a computer player does not make there."""

    where: str
    player: str


@dataclass(eq=False)
class InvalidHighscore(KniffelStateError):
    """The highscore at ``path`` is damaged; ``problem`` says how."""

    path: str
    problem: SpielError


@dataclass(eq=False)
class HighscoreFormat(KniffelStateError):
    """Not a highscore file at all."""


@dataclass(eq=False)
class HighscoreTooNew(KniffelStateError):
    """Written by a newer spiel."""

    version: int


@dataclass(eq=False)
class HighscoreTooLong(KniffelStateError):
    """More entries than the list keeps."""

    size: int


@dataclass(eq=False)
class HighscoreOutOfOrder(KniffelStateError):
    """Entries not in rank order."""


@dataclass(eq=False)
class EntryName(KniffelStateError):
    """Highscore entry ``entry`` (from 1) has a name no player may have."""

    entry: int
    problem: SpielError


@dataclass(eq=False)
class EntryRules(KniffelStateError):
    """Highscore entry ``entry`` names unknown rules."""

    entry: int


@dataclass(eq=False)
class EntryDateFormat(KniffelStateError):
    """Highscore entry ``entry`` has a date not written YYYY-MM-DD."""

    entry: int


@dataclass(eq=False)
class EntryDateNoDay(KniffelStateError):
    """Highscore entry ``entry`` has a date the calendar does not have."""

    entry: int
    date: str


@dataclass(eq=False)
class EntryFingerprint(KniffelStateError):
    """Highscore entry ``entry`` identifies no game."""

    entry: int


@dataclass(eq=False)
class EntryTwice(KniffelStateError):
    """Highscore entry ``entry`` records the game and player of entry ``first``."""

    entry: int
    first: int


# --- the highscore's folder (exit 4) ----------------------------------------------------


@dataclass(eq=False)
class HighscoreFolderIsFile(KniffelWriteError):
    """A file stands where the highscore's folder should be."""

    path: str
    folder: str


@dataclass(eq=False)
class HighscoreFolderFailed(KniffelWriteError):
    """The highscore's folder could not be made; ``reason`` is the system's."""

    folder: str
    reason: str | None
