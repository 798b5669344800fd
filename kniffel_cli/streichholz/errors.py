"""What the matchstick game refuses: the facts (fields), the words (``template``), the exit status.

Each class says itself in the language chosen when its message is asked for
(``common/errors.py``); no other module is needed for its words.
"""

from __future__ import annotations

from kniffel_cli.common.errors import InputError, RuleError, StateFileError
from kniffel_cli.common.formatting import take_range
from kniffel_cli.common.i18n import N_, Nn_, _, either, grouped, listed
from kniffel_cli.common.text import offered, quoted
from kniffel_cli.streichholz.sides import COMPUTER, PLAYER, SIDES, Side
from kniffel_cli.streichholz.strategy import LEVELS


class StreichholzError(RuleError):
    """A move the rules do not allow in the current position (exit 1)."""


class MatchOptionError(InputError):
    """An option of a new game that no game can have (exit 2)."""


class MatchStateError(StateFileError):
    """A history entry that no game can hold (exit 3)."""


class TakeTooLargeError(StreichholzError):
    """A take over what the side may take now: a count, and the takes allowed (``limit``).

    A subclass marks its singular and plural with ``template, plural = Nn_(...)``;
    the count it shows (``number()``) chooses between them.
    """

    limit: int

    def words(self) -> dict[str, object]:
        """The count shown, and the takes allowed now."""
        return {"count": self.number(), "take": take_range(self.limit)}


class MatchOverError(StreichholzError):
    """The game is over: nobody moves any more."""

    template = N_("the game is over; start a new one with 'spiel streichholz new'")


class NoMoveToUndoError(StreichholzError):
    """An undo before the player has moved (the computer's opening stays)."""

    template = N_("nothing to undo: you have not taken any matches yet")


class UndoAfterDrawError(StreichholzError):
    """An undo of the player's take of ``took`` whose answer (``answer``) drew a random number."""

    took: int
    answer: int
    template = N_(
        "the computer chose its answer to your last move at random, so it cannot be undone: "
        "an undo would let you see a random draw and choose again"
    )


class OutOfTurnError(StreichholzError):
    """``side`` wants to move, but it is ``turn``'s move (None once the game is over)."""

    side: Side
    turn: Side | None
    template = N_("it is the computer's turn")

    @property
    def message(self) -> str:
        """Whose turn it is, or that it is not the computer's: three sentences, no slot."""
        if self.side == COMPUTER:
            return _("it is not the computer's turn")
        if self.turn == PLAYER:
            return _("it is your turn")
        return _(self.template)


class TooFewError(StreichholzError):
    """A take of no match or fewer."""

    count: int
    template = N_("take at least 1 match")


class TooManyError(TakeTooLargeError):
    """A take over the most a side may take at once (``limit``: the most it may take now)."""

    count: int
    max_take: int
    limit: int
    template, plural = Nn_(
        "at most {count} match may be taken at once; {take}",
        "at most {count} matches may be taken at once; {take}",
    )

    def number(self) -> int:
        """The most a side may take at once."""
        return self.max_take


class NotEnoughLeftError(TakeTooLargeError):
    """A take of more matches than lie there (``limit``: the most it may take now)."""

    count: int
    matches: int
    limit: int
    template, plural = Nn_("only {count} match left; {take}", "only {count} matches left; {take}")

    def number(self) -> int:
        """The matches left."""
        return self.matches


class MatchCountError(MatchOptionError):
    """A row of ``start`` matches, outside ``low .. high``."""

    start: object
    low: int
    high: int
    template = N_("the row has {low} to {high} matches, not {start}")


class MaxTakeError(MatchOptionError):
    """A most-per-take outside ``1 .. high``."""

    max_take: object
    high: int
    template = N_("the most a move may take is 1 to {high}, not {max_take}")


class MaxTakeNotBelowStartError(MatchOptionError):
    """A most-per-take that would let the first side take the whole row."""

    max_take: int
    start: int
    template = N_("--max-take {max_take} must be less than the {start} matches")


class LastWinsError(MatchOptionError):
    """Whether the last match wins, given as something else than true or false."""

    value: object
    template = N_("last_wins must be true or false")


class LevelError(MatchOptionError):
    """A level of the computer that does not exist."""

    level: object
    template = N_("unknown level {level}; choose {known}")

    def words(self) -> dict[str, object]:
        """The level as given (quoted), and the levels there are."""
        return {"level": quoted(self.level), "known": offered(LEVELS)}


class FirstError(MatchOptionError):
    """A first side that is neither the player nor the computer."""

    first: object
    template = N_("first must be {sides}, not {first}")

    def words(self) -> dict[str, object]:
        """The sides offered, and the value given (quoted)."""
        return {"sides": offered(SIDES), "first": quoted(self.first)}


class MoverError(MatchStateError):
    """A history entry (``entry``, counted from 1) by neither side."""

    entry: int
    template = N_("history entry {entry} is by neither you nor the computer")


class UndoEntryError(MatchStateError):
    """A history entry with an action that is no undo by the player."""

    entry: int
    template = N_("history entry {entry} is neither a move nor your undo")


class RowsAndMatchesError(MatchOptionError):
    """Both a row of matches (``--matches``) and rows (``--rows``) given."""

    template = N_("give --matches or --rows, not both")


class TakeRuleError(MatchOptionError):
    """Both a most per take and a take set given."""

    template = N_("give --max-take or --takes, not both")


class RowsError(MatchOptionError):
    """Rows that no game has: more than ``most`` or none, or a row outside 1 .. ``high``."""

    rows: object
    most: int
    high: int
    template = N_("a game has 1 to {most} rows of 1 to {high} matches each")

    def words(self) -> dict[str, object]:
        """The limits, the largest row grouped as the language writes it."""
        return {"most": self.most, "high": grouped(self.high)}


class TakesError(MatchOptionError):
    """A take set that no game has: more than ``most`` numbers or none, one outside
    1 .. ``high``, or one given twice."""

    takes: object
    most: int
    high: int
    template = N_("the takes (--takes) are 1 to {most} different numbers from 1 to {high}")


class NothingToPlayError(MatchOptionError):
    """Rows on which the side to move at the start has no take, or only the last match."""

    rows: tuple[int, ...]
    template = N_(
        "nothing to play: whoever moves first could take no match, or only the last one; "
        "give more matches or other takes"
    )


class ClassicRefusedError(MatchOptionError):
    """The classic level asked for where the original defines no algorithm."""

    rows: int
    max_take: int | None
    takes: tuple[int, ...] | None
    template = N_(
        "the classic level plays the original's game only, one row taking 1 to K matches; "
        "choose --level perfect or --level random"
    )


class RowNeededError(StreichholzError):
    """A take without a row while several rows (``rows``, from 1) can be taken from."""

    rows: list[int]
    template = N_("say which row to take from: 'take N --row R' with R one of {rows}")

    def words(self) -> dict[str, object]:
        """The rows that can be taken from, listed with "or"."""
        return {"rows": either(str(row) for row in self.rows)}


class NoSuchRowError(StreichholzError):
    """A row number past the last row."""

    row: int
    count: int
    template, plural = Nn_(
        "there is no row {row}: the game has {count} row",
        "there is no row {row}: the game has {count} rows",
    )

    def number(self) -> int:
        """The rows the game has."""
        return self.count


class EmptyRowError(StreichholzError):
    """A take from a row without matches (``rows``: those that can be taken from)."""

    row: int
    rows: list[int]
    template = N_("row {row} is empty; take from row {rows}")

    def words(self) -> dict[str, object]:
        """The row, and the rows that can be taken from, listed with "or"."""
        return {"row": self.row, "rows": either(str(row) for row in self.rows)}


class TakeNotAllowedError(StreichholzError):
    """A take that is not in the take set."""

    count: int
    takes: tuple[int, ...]
    template = N_("a move takes {takes} matches, not {count}")

    def words(self) -> dict[str, object]:
        """The take set, listed with "or"."""
        return {"takes": either(str(take) for take in self.takes), "count": self.count}


class NotEnoughInRowError(StreichholzError):
    """A take of more matches than lie in the row (``limit``: the most a take may be there
    without a take set; ``takes``: with one, those that fit)."""

    count: int
    row: int
    matches: int
    limit: int
    takes: tuple[int, ...] | None
    template, plural = Nn_(
        "only {matches} match left in row {row}; {take}",
        "only {matches} matches left in row {row}; {take}",
    )

    def number(self) -> int:
        """The matches in the row."""
        return self.matches

    def words(self) -> dict[str, object]:
        """The row, its matches, and what may be taken from it."""
        if self.takes is None:
            take = take_range(self.limit)
        elif self.takes:
            take = _("take {takes}").format(takes=either(str(take) for take in self.takes))
        else:
            take = _("choose another row")
        return {"matches": grouped(self.matches), "row": self.row, "take": take}


class VariantUnsolvedError(MatchOptionError):
    """A take set whose positions perfect play cannot decide at once (``nim.supported``):
    its rows' values do not repeat within ``budget`` matches, or (never seen) its rows do
    not follow the misère rule when the last match loses on several rows."""

    takes: tuple[int, ...]
    budget: int
    template = N_(
        "perfect play cannot decide the takes {takes} at once: the values of its rows do "
        "not repeat within {budget} matches; choose other numbers"
    )

    def words(self) -> dict[str, object]:
        """The take set as a list, the budget in the language's digits."""
        return {
            "takes": listed(str(take) for take in self.takes),
            "budget": grouped(self.budget),
        }
