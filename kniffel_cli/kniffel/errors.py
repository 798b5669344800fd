"""What can go wrong in Kniffel: one class per kind, the facts as fields, no words.

The core raises these and never words them: ``kniffel.messages`` makes each
sentence (a describer per class, ``common.errors.describes``), so a second
language is a change there alone. The exit status comes from the base:
``KniffelError`` 1, ``KniffelInputError`` 2, ``KniffelStateError`` 3,
``KniffelWriteError`` 4.
"""

from __future__ import annotations

from typing import Literal

from kniffel_cli.common.errors import (
    InputError,
    RuleError,
    SpielError,
    StateFileError,
    WriteError,
)

GameOption = Literal["rolls_per_turn", "rounds"]


class KniffelError(RuleError):
    """An action the rules do not allow in the current position (exit 1)."""


class KniffelInputError(InputError):
    """A value the game cannot take (exit 2)."""


class KniffelStateError(StateFileError):
    """A state or highscore file that cannot be what it claims (exit 3)."""


class KniffelWriteError(WriteError):
    """The highscore could not be written (exit 4)."""


# --- the rules, now (exit 1) ------------------------------------------------------------


class GameOver(KniffelError):
    """No roll and no take after the last round."""


class NothingToAdvise(GameOver):
    """No hint after the last round."""


class NoRollsLeft(KniffelError):
    """Every roll of the turn is used; a category must be taken."""

    round: int

    def __init__(self, round: int) -> None:
        super().__init__()
        self.round = round


class NothingToRoll(KniffelError):
    """A roll that keeps all five dice: it would use up a roll and roll nothing."""

    round: int
    rolls_left: int

    def __init__(self, round: int, rolls_left: int) -> None:
        super().__init__()
        self.round = round
        self.rolls_left = rolls_left


class FirstRollKeeps(KniffelError):
    """Dice were kept on a turn's first roll, which rolls all of them."""


class NotRolled(KniffelError):
    """A take before the turn's first roll."""

    player: str
    round: int

    def __init__(self, player: str, round: int) -> None:
        super().__init__()
        self.player = player
        self.round = round


class CategoryClosed(KniffelError):
    """The dice may not go into ``category`` now; ``offered`` are those they may go into
    (``rules``, the game's rules, name row 12)."""

    category: str
    offered: tuple[str, ...]
    rules: str

    def __init__(self, category: str, offered: tuple[str, ...], rules: str = "kniffel") -> None:
        super().__init__()
        self.category = category
        self.offered = offered
        self.rules = rules


class CategoryTaken(CategoryClosed):
    """The category holds ``points`` already."""

    points: int

    def __init__(
        self, category: str, offered: tuple[str, ...], points: int, rules: str = "kniffel"
    ) -> None:
        super().__init__(category, offered, rules)
        self.points = points


class KniffelRowWantsKniffel(CategoryClosed):
    """Kniffel rules: a scored Kniffel row takes further Kniffels only."""

    def __init__(self, category: str, offered: tuple[str, ...], rules: str = "kniffel") -> None:
        super().__init__(category, offered, rules)


class JokerGoesElsewhere(CategoryClosed):
    """Yahtzee rules: a joker goes into its own upper row first, then a lower row."""

    def __init__(self, category: str, offered: tuple[str, ...], rules: str = "yahtzee") -> None:
        super().__init__(category, offered, rules)


class AlreadyRecorded(KniffelError):
    """The game is in the highscore already."""


class NotFinished(KniffelError):
    """Only a finished game goes into the highscore."""

    round: int
    rounds: int

    def __init__(self, round: int, rounds: int) -> None:
        super().__init__()
        self.round = round
        self.rounds = rounds


# --- values (exit 2) --------------------------------------------------------------------


class PlayerCount(KniffelInputError):
    """A game has 1 to ``most`` players."""

    count: int
    most: int

    def __init__(self, count: int, most: int) -> None:
        super().__init__()
        self.count = count
        self.most = most


class CommaInName(KniffelInputError):
    """A comma separates names, so no name holds one."""

    name: str

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name


class NotAComputer(KniffelInputError):
    """A ``cpu:`` name that names none of the computer players ``kinds``."""

    name: str
    kinds: tuple[str, ...]

    def __init__(self, name: str, kinds: tuple[str, ...]) -> None:
        super().__init__()
        self.name = name
        self.kinds = kinds


class NameTwice(KniffelInputError):
    """Player names are unique (case aside)."""

    name: str

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name


class OutOfRange(KniffelInputError):
    """A game option outside ``low .. high``."""

    option: GameOption
    value: int
    low: int
    high: int

    def __init__(self, option: GameOption, value: int, low: int, high: int) -> None:
        super().__init__()
        self.option = option
        self.value = value
        self.low = low
        self.high = high


class UnknownRules(KniffelInputError):
    """Rules that are none of ``known``."""

    name: str
    known: tuple[str, ...]

    def __init__(self, name: str, known: tuple[str, ...]) -> None:
        super().__init__()
        self.name = name
        self.known = known


class BadPoints(KniffelInputError):
    """A part of ``--points`` that is not ``ROW=N``."""

    text: str

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text


class PointsTwice(KniffelInputError):
    """A ``--points`` name given more than once."""

    name: str

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name


class UnknownPointsRow(KniffelInputError):
    """A ``--points`` name that is none of the adjustable values."""

    name: str
    known: tuple[str, ...]

    def __init__(self, name: str, known: tuple[str, ...]) -> None:
        super().__init__()
        self.name = name
        self.known = known


class PointsOutOfRange(KniffelInputError):
    """A ``--points`` value that is not a whole number from ``low`` to ``high``."""

    name: str
    value: str
    low: int
    high: int

    def __init__(self, name: str, value: str, low: int, high: int) -> None:
        super().__init__()
        self.name = name
        self.value = value
        self.low = low
        self.high = high


class BadPositions(KniffelInputError):
    """Die positions outside 1 .. ``dice``."""

    positions: list[int]
    dice: int

    def __init__(self, positions: list[int], dice: int) -> None:
        super().__init__()
        self.positions = positions
        self.dice = dice


class DiceCount(KniffelInputError):
    """``count`` dice where ``dice`` are needed."""

    count: int
    dice: int

    def __init__(self, count: int, dice: int) -> None:
        super().__init__()
        self.count = count
        self.dice = dice


class BadDie(KniffelInputError):
    """A die value outside 1 .. ``faces``."""

    value: int
    faces: int

    def __init__(self, value: int, faces: int) -> None:
        super().__init__()
        self.value = value
        self.faces = faces


class NotDice(KniffelInputError):
    """Text that is not numbers (``score DICE``)."""

    text: str
    faces: int

    def __init__(self, text: str, faces: int) -> None:
        super().__init__()
        self.text = text
        self.faces = faces


class UnknownCategory(KniffelInputError):
    """Text that names no category; ``suggestion`` is a name close to it, if any, and
    ``offered`` the ids of the categories that may be taken now (empty when unknown),
    under ``rules`` (which name row 12)."""

    text: str
    suggestion: str | None
    offered: tuple[str, ...]
    rules: str

    def __init__(
        self,
        text: str,
        suggestion: str | None = None,
        offered: tuple[str, ...] = (),
        rules: str = "kniffel",
    ) -> None:
        super().__init__()
        self.text = text
        self.suggestion = suggestion
        self.offered = offered
        self.rules = rules


class RenameNeedsOnePlayer(KniffelInputError):
    """A highscore name is for a single player; ``players`` played."""

    players: int

    def __init__(self, players: int) -> None:
        super().__init__()
        self.players = players


class BadSourceDate(KniffelInputError):
    """``SOURCE_DATE_EPOCH`` that is not whole seconds."""

    value: str

    def __init__(self, value: str) -> None:
        super().__init__()
        self.value = value


# --- state files (exit 3) ---------------------------------------------------------------


class ComputerToMove(KniffelStateError):
    """A stored game waits for a computer, which plays its turns at once."""

    player: str

    def __init__(self, player: str) -> None:
        super().__init__()
        self.player = player


class PlayersNotChecked(KniffelStateError):
    """Stored player names differ from their checked form."""


class EntryNotAnAction(KniffelStateError):
    """A history entry (``where``, as the replay names it) that is neither a roll nor a take."""

    where: str

    def __init__(self, where: str) -> None:
        super().__init__()
        self.where = where


class EntryNoCategory(KniffelStateError):
    """A history entry that takes no category."""

    where: str

    def __init__(self, where: str) -> None:
        super().__init__()
        self.where = where


class NotTheComputersChoice(KniffelStateError):
    """A history entry a computer player does not make there."""

    where: str
    player: str

    def __init__(self, where: str, player: str) -> None:
        super().__init__()
        self.where = where
        self.player = player


class InvalidHighscore(KniffelStateError):
    """The highscore at ``path`` is damaged; ``problem`` says how."""

    path: str
    problem: SpielError

    def __init__(self, path: str, problem: SpielError) -> None:
        super().__init__()
        self.path = path
        self.problem = problem


class HighscoreFormat(KniffelStateError):
    """Not a highscore file at all."""


class HighscoreTooNew(KniffelStateError):
    """Written by a newer spiel."""

    version: int

    def __init__(self, version: int) -> None:
        super().__init__()
        self.version = version


class HighscoreTooLong(KniffelStateError):
    """More entries than the list keeps."""

    size: int

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size


class HighscoreOutOfOrder(KniffelStateError):
    """Entries not in rank order."""


class EntryName(KniffelStateError):
    """Highscore entry ``entry`` (from 1) has a name no player may have."""

    entry: int
    problem: SpielError

    def __init__(self, entry: int, problem: SpielError) -> None:
        super().__init__()
        self.entry = entry
        self.problem = problem


class EntryRules(KniffelStateError):
    """Highscore entry ``entry`` names unknown rules."""

    entry: int

    def __init__(self, entry: int) -> None:
        super().__init__()
        self.entry = entry


class EntryDateFormat(KniffelStateError):
    """Highscore entry ``entry`` has a date not written YYYY-MM-DD."""

    entry: int

    def __init__(self, entry: int) -> None:
        super().__init__()
        self.entry = entry


class EntryDateNoDay(KniffelStateError):
    """Highscore entry ``entry`` has a date the calendar does not have."""

    entry: int
    date: str

    def __init__(self, entry: int, date: str) -> None:
        super().__init__()
        self.entry = entry
        self.date = date


class EntryFingerprint(KniffelStateError):
    """Highscore entry ``entry`` identifies no game."""

    entry: int

    def __init__(self, entry: int) -> None:
        super().__init__()
        self.entry = entry


class EntryTwice(KniffelStateError):
    """Highscore entry ``entry`` records the game and player of entry ``first``."""

    entry: int
    first: int

    def __init__(self, entry: int, first: int) -> None:
        super().__init__()
        self.entry = entry
        self.first = first


# --- the highscore's folder (exit 4) ----------------------------------------------------


class HighscoreFolderIsFile(KniffelWriteError):
    """A file stands where the highscore's folder should be."""

    path: str
    folder: str

    def __init__(self, path: str, folder: str) -> None:
        super().__init__()
        self.path = path
        self.folder = folder


class HighscoreFolderFailed(KniffelWriteError):
    """The highscore's folder could not be made; ``reason`` is the system's."""

    folder: str
    reason: str | None

    def __init__(self, folder: str, reason: str | None) -> None:
        super().__init__()
        self.folder = folder
        self.reason = reason
