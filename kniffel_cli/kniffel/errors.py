"""What can go wrong in Kniffel: one class per kind, its facts as fields and its words.

Each error declares its facts as annotated fields (made by keyword); its class attribute
``template`` is the sentence, said in the language chosen when the message is
asked for (``common.errors.SpielError``). Where a sentence needs more than the
fields (a row's label, quotes, a list joined with "or", a plural), the class's
``words()`` gives the values its template is formatted with. The exit status
comes from the base: ``KniffelError`` 1, ``KniffelInputError`` 2,
``KniffelStateError`` 3, ``KniffelWriteError`` 4.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from kniffel_cli.common.errors import (
    InputError,
    RuleError,
    SpielError,
    StateFileError,
    WriteError,
)
from kniffel_cli.common.i18n import N_, Nn_, _, either, listed, ngettext
from kniffel_cli.common.text import cut, offered, quoted
from kniffel_cli.kniffel.rule_sets import KNIFFEL_RULES, YAHTZEE_RULES
from kniffel_cli.kniffel.words import category_label, player_name, strategy_label

GameOption = Literal["rolls_per_turn", "rounds"]

# Why a game of several players shows no chance of winning (``advisor.chances_withheld``; the
# JSON views' ``chances_withheld``): on duplicate dice the players share their dice, and the
# chance takes each player's as their own.
ChancesWithheld = Literal["duplicate_dice"]

_OPTIONS: dict[GameOption, str] = {
    "rolls_per_turn": N_("rolls per turn"),
    "rounds": N_("rounds"),
}


def offered_labels(categories: Sequence[str], rules: str) -> str:
    """The rows' names under ``rules`` as a choice offers them (``Ones, Twos or Chance``)."""
    return either(category_label(category, rules) for category in categories)


class KniffelError(RuleError):
    """An action the rules do not allow in the current position (exit 1)."""


class KniffelInputError(InputError):
    """A value the game cannot take (exit 2)."""


class KniffelStateError(StateFileError):
    """A state or highscore file that cannot be what it claims (exit 3)."""


class KniffelWriteError(WriteError):
    """The highscore could not be written (exit 4)."""


# --- the rules, now (exit 1) ------------------------------------------------------------


class GameOverError(KniffelError):
    """No roll and no take after the last round."""

    template = N_("the game is over; start a new one with 'spiel kniffel new'")


class NothingToAdviseError(GameOverError):
    """No hint after the last round."""

    template = N_("the game is over; there is nothing left to advise")


class NoRollsLeftError(KniffelError):
    """Every roll of the turn is used; a category must be taken."""

    round: int
    template = N_("no rolls left in round {round}; take a category")


class NothingToRollError(KniffelError):
    """A roll that keeps all five dice: it would use up a roll and roll nothing."""

    round: int
    rolls_left: int
    template = N_("nothing to roll; take a category")


class FirstRollKeepsError(KniffelError):
    """Dice were kept on a turn's first roll, which rolls all of them."""

    template = N_("the turn's first roll rolls all five dice; roll without --keep or --reroll")


class NotRolledError(KniffelError):
    """A take before the turn's first roll."""

    player: str
    round: int
    template = N_("{player} has not rolled in round {round} yet; roll first")


class CategoryClosedError(KniffelError):
    """The dice may not go into ``category`` now; ``offered`` are those they may go into
    (``rules``, the game's rules, name row 12). ``reason`` says why, in each subclass."""

    category: str
    offered: tuple[str, ...]
    rules: str = KNIFFEL_RULES
    template = N_("{category} {reason}; take one of: {choices}")
    reason: ClassVar[str] = ""

    def words(self) -> dict[str, object]:
        """The row's label, why it is closed, and the labels of the rows offered."""
        return {
            "category": category_label(self.category, self.rules),
            "reason": self.why(),
            "choices": offered_labels(self.offered, self.rules),
        }

    def why(self) -> str:
        """The ``reason`` in the language chosen now."""
        return _(self.reason)


class CategoryTakenError(CategoryClosedError):
    """The category holds ``points`` already."""

    points: int
    reason = N_("is already taken ({points})")

    def why(self) -> str:
        """The reason, with the points held."""
        points = ngettext("{count} point", "{count} points", self.points)
        return _(self.reason).format(points=points.format(count=self.points))


class NotOfferedError(CategoryClosedError):
    """An outside player's take of a row the dice may not go into now."""

    reason = N_("is not open to these dice")


class KniffelRowWantsKniffelError(CategoryClosedError):
    """Kniffel rules: a scored Kniffel row takes further Kniffels only."""

    reason = N_("takes only further Kniffels, and these dice show none")


class JokerGoesElsewhereError(CategoryClosedError):
    """Yahtzee rules: a joker goes into its own upper row first, then a lower row."""

    rules: str = YAHTZEE_RULES
    reason = N_("is closed to this joker: its own upper row comes first, then a lower row")


class NothingToUndoError(KniffelError):
    """An undo before any person has taken a category (a computer's take stays)."""

    template = N_("nothing to undo: no person has taken a category yet")


class TakeNotUndoneError(KniffelError):
    """An undo refused: ``player``'s take of ``category`` stays (each subclass says why)."""

    player: str
    category: str
    rules: str = KNIFFEL_RULES

    def words(self) -> dict[str, object]:
        """The facts, with the row's label under the game's rules and the players' names as
        the views show them."""
        return {
            **super().words(),
            "category": category_label(self.category, self.rules),
            "player": player_name(self.player),
        }


class UndoAfterRollError(TakeNotUndoneError):
    """The take has a roll after it, by ``roller``."""

    roller: str
    template = N_(
        "{player}'s take of {category} cannot be undone: {roller} has rolled since, and an "
        "undo now would let a player see a random draw and choose again"
    )

    def words(self) -> dict[str, object]:
        """As a take's; the roller's name as the views show it."""
        return {**super().words(), "roller": player_name(self.roller)}


class UndoneAlreadyError(TakeNotUndoneError):
    """A second undo in a row: the take before the one undone has a roll after it."""

    template = N_(
        "{player}'s take of {category} is undone already; a second undo is refused, as a die "
        "has been rolled since any take before it"
    )


class AlreadyRecordedError(KniffelError):
    """The game is in the highscore already."""

    template = N_("this game is already in the highscore; a game is recorded once")


class NotFinishedError(KniffelError):
    """Only a finished game goes into the highscore."""

    round: int
    rounds: int
    template = N_(
        "the game is not finished (round {round} of {rounds}); "
        "only finished games go into the highscore"
    )


# --- values (exit 2) --------------------------------------------------------------------


class PlayerCountError(KniffelInputError):
    """A game has 1 to ``most`` players."""

    count: int
    most: int
    template = N_("a game has 1 to {most} players, not {count}")


class CommaInNameError(KniffelInputError):
    """A comma separates names, so no name holds one."""

    name: str
    template = N_("the name {name} contains a comma, which separates names")

    def words(self) -> dict[str, object]:
        """The name quoted."""
        return {"name": quoted(self.name)}


class NumberAsNameError(KniffelInputError):
    """A new game's player named with digits alone: a number alone is a count of players
    (``--players 3``), so among names it is refused (a state file's names still load)."""

    name: str
    template = N_(
        "the name {name} is only digits; give each player a name with letters, "
        "or the number of players alone (--players N)"
    )

    def words(self) -> dict[str, object]:
        """The name quoted."""
        return {"name": quoted(self.name)}


class NotAComputerError(KniffelInputError):
    """A ``cpu:`` name that names none of the computer players ``kinds``."""

    name: str
    kinds: tuple[str, ...]
    template = N_(
        "{name}: a computer player is {kinds} (with an optional :LABEL to tell several apart)"
    )

    def words(self) -> dict[str, object]:
        """The name quoted; the kinds as ``'cpu:a', 'cpu:b' or 'cpu:c'`` in the language's
        words (German ``cpu:gierig``)."""
        kinds = offered(f"cpu:{strategy_label(kind)}" for kind in self.kinds)
        return {"name": quoted(self.name), "kinds": kinds}


class NotAnOutsidePlayerError(KniffelInputError):
    """A ``bot:`` or ``py:`` name that is no outside player's name (a command, a path)."""

    name: str
    template = N_(
        "{name}: an outside player is bot:NAME (letters, digits, - and _) or "
        "py:MODULE:CLASS, and a name never holds a command"
    )

    def words(self) -> dict[str, object]:
        """The name quoted, cut if long."""
        return {"name": quoted(cut(self.name, 40))}


class OutsideInNewError(KniffelInputError):
    """An outside player plays in a match, not in a game of ``new``."""

    name: str
    template = N_(
        "{name} is an outside player: it plays in a match (simulate --players), not in a "
        "game of new"
    )


class OutsideMovesError(KniffelError):
    """The turn of an outside player, in a game a match wrote: only a match moves for it."""

    name: str
    template = N_("it is {name}'s turn, an outside player: it moves only in a match")


class NotAllComputersError(KniffelInputError):
    """A head-to-head simulation seats computer players and bots only."""

    name: str
    template = N_(
        "simulate seats computer players (cpu:KIND) and bots (bot:NAME, py:MODULE:CLASS), "
        "and {name} is none of them"
    )

    def words(self) -> dict[str, object]:
        """The name quoted."""
        return {"name": quoted(self.name)}


class HeadToHeadCountError(KniffelInputError):
    """A head-to-head simulation seats 2 to ``most`` players."""

    count: int
    most: int
    template = N_("a head-to-head simulation has 2 to {most} players, not {count}")


class StrategyWithPlayersError(KniffelInputError):
    """``--strategy`` chooses a solitaire player; ``--players`` names each player's kind."""

    template = N_(
        "--strategy plays solitaire games; with --players each player's name gives its "
        "strategy (cpu:KIND)"
    )


class ChanceLostAloneError(KniffelInputError):
    """The chance of winning lost is graded only between players (``--players``)."""

    template = N_("--chance-lost grades games head to head; give --players too")


class TwoGradesError(KniffelInputError):
    """A match grades its decisions one way: by points or by the chance of winning."""

    template = N_("give --points-lost or --chance-lost, not both")


class MatchOptionAloneError(KniffelInputError):
    """An option of a match given without the option it ``needs``: ``--bot``, ``--move-time``,
    ``--bot-log`` and ``--sprt`` need ``--players``, ``--alpha`` and ``--beta`` ``--sprt``."""

    option: str
    needs: str
    template = N_("{option} goes with {needs}; give {needs} too")


class SprtPlayersError(KniffelInputError):
    """A sequential test compares two players."""

    count: int
    template = N_("--sprt tests one player against another: give two players, not {count}")


class BotDefinitionError(KniffelInputError):
    """``--bot`` is ``NAME=COMMAND``: a name of letters, digits, ``-`` and ``_``, and a
    command."""

    text: str
    template = N_("--bot takes NAME=COMMAND (a name of letters, digits, - and _), not {text}")

    def words(self) -> dict[str, object]:
        """The text quoted, cut if long."""
        return {"text": quoted(cut(self.text, 40))}


class BotTwiceError(KniffelInputError):
    """Two ``--bot`` options with one name."""

    name: str
    template = N_("--bot names {name} twice")

    def words(self) -> dict[str, object]:
        """The name quoted, as typed."""
        return {"name": quoted(self.name)}


class UnknownBotError(KniffelInputError):
    """A seat ``bot:NAME`` whose command no ``--bot NAME=COMMAND`` gives."""

    name: str
    template = N_("bot:{name} has no command; give --bot {name}=COMMAND")


class UnseatedBotError(KniffelInputError):
    """A ``--bot NAME=COMMAND`` whose ``bot:NAME`` no player is (a name typed two ways)."""

    name: str
    template = N_("--bot gives a command to bot:{name}, which is not among the players")


class BotCommandError(KniffelInputError):
    """A bot's command whose program cannot be found or run."""

    name: str
    program: str
    template = N_("the command of bot:{name} cannot be run: {program} is no program found")

    def words(self) -> dict[str, object]:
        """The program quoted."""
        return {"name": self.name, "program": quoted(self.program)}


class PythonBotError(KniffelInputError):
    """A seat ``py:MODULE:CLASS`` that names no class with a ``decide`` method."""

    target: str
    reason: str
    template = N_("py:{target} cannot be seated: {reason}")


class ChancesWithheldError(KniffelInputError):
    """Chances of winning asked for in a game whose chances are not estimated; ``reason`` says
    why (``advisor.chances_withheld``): on duplicate dice the players share their dice, and
    the chance takes each player's as their own."""

    reason: ChancesWithheld
    template = N_(
        "no chances of winning on duplicate dice: the players share their dice, and the chance "
        "assumes each rolls their own"
    )


class WinGoalWithheldError(ChancesWithheldError):
    """A hint for the goal win in a game whose chances of winning are not estimated."""

    template = N_(
        "goal win needs the chance of winning, which is not estimated on duplicate dice: the "
        "players share their dice, and the chance assumes each rolls their own; hints rank by "
        "points there"
    )


class NameTwiceError(KniffelInputError):
    """Player names are unique (case aside)."""

    name: str
    template = N_("the name {name} is given twice; names must be unique")

    def words(self) -> dict[str, object]:
        """The name quoted."""
        return {"name": quoted(self.name)}


class OutOfRangeError(KniffelInputError):
    """A game option outside ``low .. high``."""

    option: GameOption
    value: int
    low: int
    high: int
    template = N_("{option} must be {low} to {high}, not {value}")

    def words(self) -> dict[str, object]:
        """The option by its name in the language chosen."""
        return {**super().words(), "option": _(_OPTIONS[self.option])}


class UnknownRulesError(KniffelInputError):
    """Rules that are none of ``known``."""

    name: str
    known: tuple[str, ...]
    template = N_("unknown rules {name}; choose {known}")

    def words(self) -> dict[str, object]:
        """The name quoted, the known rules offered."""
        return {"name": quoted(self.name), "known": offered(self.known)}


class UnknownDiceModeError(KniffelInputError):
    """Dice that are none of ``known`` (random, duplicate)."""

    name: str
    known: tuple[str, ...]
    template = N_("unknown dice {name}; choose {known}")

    def words(self) -> dict[str, object]:
        """The name quoted, the known kinds offered."""
        return {"name": quoted(self.name), "known": offered(self.known)}


class UnknownStrategyError(KniffelInputError):
    """A computer player's strategy that is none of ``known``."""

    name: str
    known: tuple[str, ...]
    template = N_("unknown strategy {name}; choose {known}")

    def words(self) -> dict[str, object]:
        """The name quoted, the known strategies offered."""
        return {"name": quoted(self.name), "known": offered(self.known)}


class UnknownGoalError(KniffelInputError):
    """A goal of a hint that is none of ``known`` (win, points)."""

    name: str
    known: tuple[str, ...]
    template = N_("unknown goal {name}; choose {known}")

    def words(self) -> dict[str, object]:
        """The name quoted, the known goals offered."""
        return {"name": quoted(self.name), "known": offered(self.known)}


class BadPointsError(KniffelInputError):
    """A part of ``--points`` that is not ``ROW=N``."""

    text: str
    template = N_("{text} is not ROW=N; write points as full_house=30,kniffel=100")

    def words(self) -> dict[str, object]:
        """The text quoted."""
        return {"text": quoted(self.text)}


class PointsTwiceError(KniffelInputError):
    """A ``--points`` name given more than once."""

    name: str
    template = N_("{name} is given twice")

    def words(self) -> dict[str, object]:
        """The name quoted, as typed."""
        return {"name": quoted(self.name)}


class UnknownPointsRowError(KniffelInputError):
    """A ``--points`` name that is none of the adjustable values."""

    name: str
    known: tuple[str, ...]
    template = N_("no adjustable points {name}; choose {known}")

    def words(self) -> dict[str, object]:
        """The name quoted, the adjustable values offered."""
        return {"name": quoted(self.name), "known": offered(self.known)}


class PointsOutOfRangeError(KniffelInputError):
    """A ``--points`` value that is not a whole number from ``low`` to ``high``."""

    name: str
    value: str
    low: int
    high: int
    template = N_("points for {name} must be a whole number from {low} to {high}, not {value}")

    def words(self) -> dict[str, object]:
        """The name and the value quoted, as typed."""
        return {**super().words(), "name": quoted(self.name), "value": quoted(self.value)}


class BadPositionsError(KniffelInputError):
    """Die positions outside 1 .. ``dice``."""

    positions: list[int]
    dice: int
    template = N_("die positions are 1 to {dice}, not {positions}")

    def words(self) -> dict[str, object]:
        """The positions as a list in words (``0 and 7``)."""
        return {**super().words(), "positions": listed([str(p) for p in self.positions])}


class PositionTwiceError(KniffelInputError):
    """A die position given twice in a keep (as ``--keep 1,1`` is refused)."""

    position: int
    template = N_("position {position} is given twice")


class DiceCountError(KniffelInputError):
    """``count`` dice where ``dice`` are needed."""

    count: int
    dice: int
    template = N_("give exactly {dice} dice, not {count}")


class BadDieError(KniffelInputError):
    """A die value outside 1 .. ``faces``."""

    value: int
    faces: int
    template = N_("a die shows 1 to {faces}, not {value}")


class NotDiceError(KniffelInputError):
    """Text that is not numbers (``score DICE``)."""

    text: str
    faces: int
    template = N_("dice are numbers 1 to {faces}, comma separated, not {text}")

    def words(self) -> dict[str, object]:
        """The text quoted, its first 40 characters when it is longer."""
        return {"faces": self.faces, "text": quoted(cut(self.text, 40))}


class ChancesError(KniffelInputError):
    """Chances of winning for a view that are not one number from 0 to 1 (or None) for each
    of the ``players``."""

    players: int
    template, plural = Nn_(
        "give one chance of winning from 0 to 1 (or None) for the one player",
        "give one chance of winning from 0 to 1 (or None) for each of the {count} players",
    )

    def words(self) -> dict[str, object]:
        return {"count": self.players}

    def number(self) -> int:
        return self.players


class UnknownCategoryError(KniffelInputError):
    """Text that names no category; ``suggestion`` is the id of the category whose name is
    close to it, if any (shown by its name in the language chosen), and
    ``offered`` the ids of the categories that may be taken now (empty when unknown),
    under ``rules`` (which name row 12)."""

    text: str
    suggestion: str | None = None
    offered: tuple[str, ...] = ()
    rules: str = KNIFFEL_RULES
    template = N_(
        "no category {text}; give a row number 1-13, an id such as 'full_house' "
        "or a name such as {example}"
    )
    # With a name close to the text, or with the rows that may be taken now:
    did_you_mean: ClassVar[str] = N_("no category {text}; did you mean {suggestion}?")
    take_one_of: ClassVar[str] = N_("no category {text}; take one of: {choices}")

    def words(self) -> dict[str, object]:
        """The text and the suggestion quoted, the rows offered, an example of a row's name."""
        return {
            "text": quoted(self.text),
            "suggestion": quoted(category_label(self.suggestion, self.rules))
            if self.suggestion is not None
            else None,
            "choices": offered_labels(self.offered, self.rules),
            "example": quoted(category_label("small_straight")),
        }

    @property
    def message(self) -> str:
        """The suggestion if there is one, else the rows offered, else how rows are named."""
        if self.suggestion is not None:
            template = self.did_you_mean
        elif self.offered:
            template = self.take_one_of
        else:
            template = self.template
        return _(template).format(**self.words())


class RenameNeedsOnePlayerError(KniffelInputError):
    """A highscore name is for a single player; ``players`` played."""

    players: int
    template = N_("--name is for a single-player game; the players' names are recorded")


class ComputerRenameError(KniffelInputError):
    """``highscore add --name`` for a computer player, or giving a computer's name."""

    name: str
    template = N_("--name names a person; {name} is a computer player")

    def words(self) -> dict[str, object]:
        """The name as given, quoted."""
        return {"name": quoted(self.name)}


class BadSourceDateError(KniffelInputError):
    """``SOURCE_DATE_EPOCH`` that is not whole seconds."""

    value: str
    template = N_("SOURCE_DATE_EPOCH must be whole seconds, not {value}")

    def words(self) -> dict[str, object]:
        """The value quoted."""
        return {"value": quoted(self.value)}


# --- state files (exit 3) ---------------------------------------------------------------


class ComputerToMoveError(KniffelStateError):
    """A stored game waits for a computer, which plays its turns at once."""

    player: str
    template = N_(
        "it is the turn of {player}, but a computer plays its turns at once; "
        "a player's kind is fixed at new"
    )

    def words(self) -> dict[str, object]:
        """The player's name as the views show it."""
        return {"player": player_name(self.player)}


class PlayersNotCheckedError(KniffelStateError):
    """Stored player names differ from their checked form."""

    template = N_("players are not stored in their checked form")


class EntryNotAnActionError(KniffelStateError):
    """A history entry (``entry``, counted from 1) that is no roll, take or undo."""

    entry: int
    template = N_("history entry {entry} is no roll, take or undo")


class EntryNoCategoryError(KniffelStateError):
    """A history entry that takes no category."""

    entry: int
    template = N_("history entry {entry} names no category")


class NotTheComputersChoiceError(KniffelStateError):
    """A history entry a computer player does not make there."""

    entry: int
    player: str
    template = N_(
        "history entry {entry} is not what {player} plays; a player's kind is fixed at new"
    )

    def words(self) -> dict[str, object]:
        """The entry, and the player's name as the views show it."""
        return {"entry": self.entry, "player": player_name(self.player)}


class InvalidHighscoreError(KniffelStateError):
    """The highscore at ``path`` is damaged; ``problem`` says how."""

    path: str
    problem: SpielError
    template = N_(
        "{name} is not a valid highscore ({problem}); "
        "'spiel kniffel highscore clear --yes' deletes it"
    )

    def words(self) -> dict[str, object]:
        """The file as messages name it; the problem's own message."""
        # statefile brings click along: the rules load these errors without it.
        from kniffel_cli.common.statefile import display_name

        return {"name": display_name(self.path), "problem": self.problem.message}


class HighscoreFormatError(KniffelStateError):
    """Not a highscore file at all."""

    template = N_('no "format": "spiel-highscore"')


class HighscoreTooNewError(KniffelStateError):
    """Written by a newer spiel."""

    version: int
    template = N_("written by a newer spiel (version {version}); upgrade spiel")


class HighscoreTooLongError(KniffelStateError):
    """More entries than the list keeps."""

    size: int
    template = N_("more than {size} entries of one variant")


class HighscoreOutOfOrderError(KniffelStateError):
    """Entries not in rank order."""

    template = N_("the entries are not in rank order")


class EntryNameError(KniffelStateError):
    """Highscore entry ``entry`` (from 1) has a name no player may have."""

    entry: int
    problem: SpielError
    template = N_("entry {entry}: {problem}")

    def words(self) -> dict[str, object]:
        """The problem's own message."""
        return {"entry": self.entry, "problem": self.problem.message}


class EntryRulesError(KniffelStateError):
    """Highscore entry ``entry`` names unknown rules."""

    entry: int
    template = N_("entry {entry} has unknown rules")


class EntryDateFormatError(KniffelStateError):
    """Highscore entry ``entry`` has a date not written YYYY-MM-DD."""

    entry: int
    template = N_("entry {entry} date is not YYYY-MM-DD")


class EntryDateNoDayError(KniffelStateError):
    """Highscore entry ``entry`` has a date the calendar does not have."""

    entry: int
    date: str
    template = N_("entry {entry} date {date} is no day of the calendar")


class EntryFingerprintError(KniffelStateError):
    """Highscore entry ``entry`` identifies no game."""

    entry: int
    template = N_("entry {entry} game is no fingerprint")


class EntryTwiceError(KniffelStateError):
    """Highscore entry ``entry`` records the game and player of entry ``first``."""

    entry: int
    first: int
    template = N_("entry {entry} records the same game and player as entry {first}")


# --- the highscore's folder (exit 4) ----------------------------------------------------


class HighscoreFolderIsFileError(KniffelWriteError):
    """A file stands where the highscore's folder should be."""

    path: str
    folder: str
    template = N_("cannot write {path}: {folder} is not a folder")


class HighscoreFolderFailedError(KniffelWriteError):
    """The highscore's folder could not be made; ``reason`` is the system's."""

    folder: str
    reason: str | None
    template = N_("cannot create {folder}: {reason}")
