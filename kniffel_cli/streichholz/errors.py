"""What the matchstick game refuses: the facts (fields), the words (``template``), the exit status.

Each class says itself in the language chosen when its message is asked for
(``common/errors.py``); no other module is needed for its words.
"""

from __future__ import annotations

from kniffel_cli.common.errors import InputError, RuleError, StateFileError
from kniffel_cli.common.formatting import take_range
from kniffel_cli.common.i18n import N_, Nn_, _
from kniffel_cli.common.text import quoted
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
            return _("it is the player's turn")
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
    template = N_("the most a side may take is 1 to {high}, not {max_take}")


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
    template = N_("unknown level {level}; choose one of {known}")

    def words(self) -> dict[str, object]:
        """The level as given (quoted), and the levels there are."""
        return {"level": quoted(self.level), "known": ", ".join(LEVELS)}


class FirstError(MatchOptionError):
    """A first side that is neither the player nor the computer."""

    first: object
    template = N_("first must be {sides}, not {first}")

    def words(self) -> dict[str, object]:
        """The sides joined with "or", and the value given (quoted)."""
        return {"sides": _(" or ").join(SIDES), "first": quoted(self.first)}


class MoverError(MatchStateError):
    """A history entry (``entry``, counted from 1) by neither side."""

    entry: int
    template = N_("history entry {entry} is by neither the player nor the computer")


class UndoEntryError(MatchStateError):
    """A history entry with an action that is no undo by the player."""

    entry: int
    template = N_("history entry {entry} is neither a move nor the player's undo")
