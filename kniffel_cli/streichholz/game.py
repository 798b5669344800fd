"""A game of matches: the rows, whose turn it is, the moves, the winner.

The original game is one row of 7 to 50 matches, taken 1 to ``max_take`` at
a time. A game in rows (``rows``, and a take set ``takes``) is the same game
on several rows: a move takes from one row, and the rule says how many. Its
state file, views and log say which row; the one-row game's stay as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple, TypedDict, cast

from kniffel_cli.common import expect
from kniffel_cli.common.randomness import SeededRandom, check_seed
from kniffel_cli.streichholz import nim, positions, strategy
from kniffel_cli.streichholz.errors import (
    ClassicRefusedError,
    EmptyRowError,
    FirstError,
    LastWinsError,
    LevelError,
    MatchCountError,
    MatchOverError,
    MaxTakeError,
    MaxTakeNotBelowStartError,
    NoMoveToUndoError,
    NoSuchRowError,
    NotEnoughInRowError,
    NotEnoughLeftError,
    NothingToPlayError,
    OutOfTurnError,
    RowNeededError,
    RowsAndMatchesError,
    RowsError,
    TakeNotAllowedError,
    TakeRuleError,
    TakesError,
    TooFewError,
    TooManyError,
    UndoAfterDrawError,
    VariantUnsolvedError,
)
from kniffel_cli.streichholz.sides import COMPUTER, PLAYER, SIDES, Side, other_side
from kniffel_cli.streichholz.strategy import LEVELS, Level

if TYPE_CHECKING:  # imported where it is used: only hint explains
    from kniffel_cli.streichholz.explain import Explanation

MIN_MATCHES = 7
MAX_MATCHES = 50
MAX_TAKE_LIMIT = 10
MAX_ROWS = 8
MAX_ROW = 1_000_000
MAX_TAKES = 5  # numbers in a take set
TAKES_LIMIT = 100  # the largest number in a take set


class _Move(TypedDict):
    by: Side
    took: int


class Move(_Move, total=False):
    """One entry of the history: which side took how many matches (in a game in rows: from
    which ``row``, counted from 1)."""

    row: int


class UndoEntry(TypedDict):
    """An undo in the history: the player took back their last move and the ``count`` - 1
    computer answer after it (``count`` is 1 when the player's move ended the game)."""

    by: Literal["player"]
    action: Literal["undo"]
    count: int


Entry = Move | UndoEntry


def as_undo(entry: Entry) -> UndoEntry:
    """An entry of the history that is no move (it has an action) as the undo it is."""
    assert "action" in entry
    return cast(UndoEntry, entry)


class Hint(NamedTuple):
    """The player's best take, and whether it wins against any answer."""

    take: int
    winning: bool


class Advice(NamedTuple):
    """The player's best move: its row (from 1), its take, whether it wins against any answer."""

    row: int
    take: int
    winning: bool


def default_max_take(
    rows: tuple[int, ...] | None, max_take: int | None, takes: tuple[int, ...] | None
) -> int | None:
    """The most a take may be when none is given: 3 on one row, any number on several rows
    (None); no most with a take set."""
    if max_take is not None or takes is not None:
        return max_take
    return 3 if rows is None or len(rows) == 1 else None


def classic_applies(rows: tuple[int, ...] | None, max_take: int | None) -> bool:
    """Whether the original's algorithm is defined: one row, takes of 1 to ``max_take``."""
    return (rows is None or len(rows) == 1) and max_take is not None


def default_level(rows: tuple[int, ...] | None, max_take: int | None) -> Level:
    """The level when none is given: the original's where it is defined, else perfect play."""
    return "classic" if classic_applies(rows, max_take) else "perfect"


class MatchGame:
    """The matches between the player and the computer: one row, or several.

    ``create`` starts a game (the computer opens when it moves first) and
    ``take`` is the player's move with the computer's answer: one call per
    command. The constructor and ``player_move``/``computer_move`` make one
    move at a time, for replaying a history.

    Without ``rows`` and ``takes`` it is the original game: one row of
    ``start`` matches (7 to 50), 1 to ``max_take`` a move. With ``rows`` (1 to
    8 rows of 1 to 1,000,000 matches, top first) or a take set ``takes`` it is
    a game in rows (``in_rows``): a move takes from one row, 1 to ``max_take``,
    or any number when ``max_take`` is None, or one of ``takes``. A take set
    alone plays one row of ``start`` matches. ``max_take`` None in the original
    game is its 3; the commands' defaults are ``default_max_take``'s.

    The first draw of the seed always chooses the default number of matches,
    used when neither ``start`` nor ``rows`` is given; so the computer's random
    choices are the same whichever way the count was set.

    The game ends when the side to move has no legal move: whoever moved last
    has won when the last match wins, else lost. When the last match loses,
    it ends too as soon as every move left would take the last match (one
    match, or one row that only the whole of it may be taken from): the side
    to move has lost.
    """

    def __init__(
        self,
        *,
        seed: str,
        start: int | None = None,
        max_take: int | None = None,
        last_wins: bool = False,
        level: Level | None = None,
        first: Side = PLAYER,
        rows: tuple[int, ...] | None = None,
        takes: tuple[int, ...] | None = None,
    ) -> None:
        expect.text(seed, "seed")
        check_seed(seed)
        expect.whole(start, "start", optional=True)
        expect.whole(max_take, "max_take", optional=True)
        expect.expect(last_wins, bool, "last_wins", "a bool")
        if level is not None:
            expect.one_of(level, LEVELS, "level")
        expect.one_of(first, SIDES, "first")
        expect.wholes(rows, "rows", optional=True)
        expect.wholes(takes, "takes", optional=True)
        self._random = SeededRandom(seed)
        self._in_rows = rows is not None or takes is not None
        if max_take is None and not self._in_rows:
            max_take = 3
        drawn = self._random.randint(MIN_MATCHES, MAX_MATCHES)
        if start is None and type(max_take) is int and drawn <= max_take and not self._in_rows:
            # The draw stays one draw of 7 to 50 (so the computer's later draws do not move);
            # a row no longer than the most a side may take would be refused: one more.
            drawn = max_take + 1
        if rows is not None and start is not None:
            raise RowsAndMatchesError()
        if rows is None:
            start = drawn if start is None else start
            if type(start) is not int or not MIN_MATCHES <= start <= MAX_MATCHES:
                raise MatchCountError(start=start, low=MIN_MATCHES, high=MAX_MATCHES)
            rows = (start,)
        _check_rows(rows)
        _check_rule(max_take, takes)
        if not self._in_rows and max_take is not None and max_take >= rows[0]:
            raise MaxTakeNotBelowStartError(max_take=max_take, start=rows[0])
        if type(last_wins) is not bool:
            raise LastWinsError(value=last_wins)
        level = default_level(rows, max_take) if level is None else level
        if level not in LEVELS:
            raise LevelError(level=level)
        if level == "classic" and not classic_applies(rows, max_take):
            raise ClassicRefusedError(rows=len(rows), max_take=max_take, takes=takes)
        check_solved(len(rows), takes, last_wins)
        if first not in SIDES:
            raise FirstError(first=first)
        self._start_rows = tuple(rows)
        self._start = sum(rows)
        self._max_take = max_take
        self._takes = takes
        self._rule = nim.TakeRule(max_take=max_take, takes=takes)
        self._last_wins = last_wins
        self._level = level
        self._first = first
        self._rows = list(rows)
        check_playable(self._start_rows, self._rule, last_wins)
        self._turn: Side | None = first
        self._winner: Side | None = None
        self._history: list[Entry] = []  # every move and undo, in order
        self._played: list[Move] = []  # the moves that stand (an undo takes some back)
        self._drew: list[bool] = []  # for each move that stands: whether it drew a number

    @classmethod
    def create(
        cls,
        *,
        seed: str,
        start: int | None = None,
        max_take: int | None = None,
        last_wins: bool = False,
        level: Level | None = None,
        first: Side = PLAYER,
        rows: tuple[int, ...] | None = None,
        takes: tuple[int, ...] | None = None,
    ) -> MatchGame:
        """A new game; when the computer moves first, it has moved."""
        game = cls(
            seed=seed,
            start=start,
            max_take=max_take,
            last_wins=last_wins,
            level=level,
            first=first,
            rows=rows,
            takes=takes,
        )
        game._computer_answers()
        return game

    # The state is read-only: each property gives a copy, and only the moves change it.
    @property
    def in_rows(self) -> bool:
        return self._in_rows

    @property
    def start_rows(self) -> tuple[int, ...]:
        return self._start_rows

    @property
    def start(self) -> int:
        return self._start

    @property
    def max_take(self) -> int | None:
        return self._max_take

    @property
    def takes(self) -> tuple[int, ...] | None:
        return self._takes

    @property
    def rule(self) -> nim.TakeRule:
        return self._rule

    @property
    def last_wins(self) -> bool:
        return self._last_wins

    @property
    def level(self) -> Level:
        return self._level

    @property
    def first(self) -> Side:
        return self._first

    @property
    def rows(self) -> list[int]:
        """The matches in each row now, top first: a copy."""
        return list(self._rows)

    @property
    def turn(self) -> Side | None:
        """The side to move; None once the game is over."""
        return self._turn

    @property
    def winner(self) -> Side | None:
        return self._winner

    @property
    def history(self) -> list[Entry]:
        """Every move and undo, in order: copies."""
        return [cast(Entry, dict(entry)) for entry in self._history]

    @property
    def random(self) -> SeededRandom:
        """The seeded randomness: its seed and the draws used (the state file stores both)."""
        return self._random.copy()  # drawing from it must not change the game

    @property
    def matches(self) -> int:
        """The matches left, in all rows together."""
        return sum(self._rows)

    @property
    def moves(self) -> list[Move]:
        """The moves that stand, in order (the history also holds undone moves and undos):
        copies."""
        return [cast(Move, dict(move)) for move in self._played]

    @property
    def finished(self) -> bool:
        return self._turn is None

    def position(self) -> nim.Rows:
        """The matches in each row now, top first."""
        return tuple(self._rows)

    def limit(self, row: int = 1) -> int:
        """The most the side to move may take now from ``row`` (from 1) under a most per take
        (or any number)."""
        if not 1 <= expect.whole(row, "row") <= len(self._rows):  # type: ignore[operator]
            raise NoSuchRowError(row=row, count=len(self._rows))
        matches = self._rows[row - 1]
        return matches if self._max_take is None else min(self._max_take, matches)

    def filled_rows(self) -> list[int]:
        """The rows (from 1) that some legal take can be made from."""
        return [
            number
            for number, matches in enumerate(self._rows, 1)
            if positions.choice_count(self._rule, matches)
        ]

    def _over(self) -> bool:
        """Whether the side to move has no move, or (the last match losing) only the last."""
        return over(self.position(), self._rule, self._last_wins)

    def _move(self, side: Side, count: int, row: int | None, drew: bool = False) -> None:
        # A float or a bool would pass every check below and corrupt the rows.
        expect.whole(count, "count")
        expect.whole(row, "row", optional=True)
        if self._turn is None:
            raise MatchOverError()
        if self._turn != side:
            raise OutOfTurnError(side=side, turn=self._turn)
        row = self._row(row)
        if count < 1:
            raise TooFewError(count=count)
        self._check_take(count, row)
        self._rows[row - 1] -= count
        move = Move(by=side, took=count, row=row) if self._in_rows else Move(by=side, took=count)
        self._history.append(move)
        self._played.append(move)
        self._drew.append(drew)
        if not self._over():
            self._turn = other_side(side)
            return
        self._turn = None
        if positions.move_count(self.position(), self._rule):
            # The last match loses, and the side to move could only take it: it lost.
            self._winner = side
        else:
            self._winner = side if self._last_wins else other_side(side)

    def _row(self, row: int | None) -> int:
        """The row a take is from (from 1): the one given, or the only one to take from."""
        if row is None:
            filled = self.filled_rows()
            if len(filled) > 1:
                raise RowNeededError(rows=filled)
            return filled[0] if filled else 1
        if not 1 <= row <= len(self._rows):
            raise NoSuchRowError(row=row, count=len(self._rows))
        if not self._rows[row - 1]:
            raise EmptyRowError(row=row, rows=self.filled_rows())
        return row

    def _check_take(self, count: int, row: int) -> None:
        matches = self._rows[row - 1]
        if not self._in_rows:
            if self._max_take is not None and count > self._max_take:
                raise TooManyError(count=count, max_take=self._max_take, limit=self.limit())
            if count > matches:
                raise NotEnoughLeftError(count=count, matches=matches, limit=self.limit())
            return
        if self._takes is not None and count not in self._takes:
            raise TakeNotAllowedError(count=count, takes=self._takes)
        if self._max_take is not None and count > self._max_take:
            raise TooManyError(count=count, max_take=self._max_take, limit=self.limit(row))
        if count > matches:
            allowed = None if self._takes is None else tuple(t for t in self._takes if t <= matches)
            raise NotEnoughInRowError(
                count=count, row=row, matches=matches, limit=self.limit(row), takes=allowed
            )

    @property
    def left_the_last_match(self) -> Side | None:
        """The side the game ended on with only the last match to take (it lost), else None."""
        if self.finished and self._winner is not None and not self._last_wins:
            if positions.only_the_last(self.position(), self._rule):
                return other_side(self._winner)
        return None

    def take(self, count: int, row: int | None = None) -> int | None:
        """The player takes ``count`` matches (from ``row``, counted from 1; needed while
        more than one row can be taken from); unless that ended the game, the computer answers.

        Returns the computer's take (its row is in ``moves``), None when the game is over.
        """
        self.player_move(count, row)
        return self._computer_answers()

    def _computer_answers(self) -> int | None:
        return self.computer_move() if self._turn == COMPUTER else None

    def player_move(self, count: int, row: int | None = None) -> None:
        """The player takes ``count`` matches (from ``row``), and nothing else happens."""
        self._move(PLAYER, count, row)

    def computer_move(self) -> int:
        """The computer takes what its level chooses; returns the count."""
        if self._turn != COMPUTER:
            raise OutOfTurnError(side=COMPUTER, turn=self._turn)
        draws = self._random.draws
        choice = self._computer_choice()
        self._move(COMPUTER, choice.count, choice.row + 1, drew=self._random.draws != draws)
        return choice.count

    def undo(self) -> UndoEntry:
        """Take back the player's last move and the computer's answer; returns the undo.

        Refused when the answer drew a random number (the random level, or the
        classic one choosing at random): an undo must not let the player see a
        random draw and choose again. Only moves that drew nothing are taken
        back, so the draw counter stays where it is and the next draw is the one
        that would have come without them. Allowed after the end too, under the
        same rule. Undo again to go further back.
        """
        index = next((i for i in reversed(range(len(self._played))) if self._by_player(i)), None)
        if index is None:
            raise NoMoveToUndoError()
        if any(self._drew[index:]):
            answer = self._played[-1]["took"]
            raise UndoAfterDrawError(took=self._played[index]["took"], answer=answer)
        for move in self._played[index:]:
            self._rows[move.get("row", 1) - 1] += move["took"]
        entry = UndoEntry(by=PLAYER, action="undo", count=len(self._played) - index)
        del self._played[index:], self._drew[index:]
        self._turn, self._winner = PLAYER, None
        self._history.append(entry)
        return entry

    def _by_player(self, index: int) -> bool:
        return self._played[index]["by"] == PLAYER

    def _one_row_of_most(self) -> int | None:
        """The most per take when the game is one row taken 1 to that (the original's
        arithmetic applies), else None."""
        return self._max_take if len(self._rows) == 1 else None

    def computer_choice(self) -> nim.Move:
        """What the computer's level takes in the current position (may draw randomness);
        MatchOverError once the game is over."""
        if self._turn is None:
            raise MatchOverError()
        return self._computer_choice()

    def _computer_choice(self) -> nim.Move:
        # Unchecked: a test draws what an old version drew after the end at one match.
        most = self._one_row_of_most()
        if most is None:
            if self._level == "random":
                number = self._random.randint(1, positions.move_count(self.position(), self._rule))
                return positions.nth_move(self.position(), self._rule, number)
            return nim.best_move(self.position(), self._rule, self._last_wins)
        if self._level == "perfect":
            return nim.Move(0, strategy.perfect(self.matches, most, self._last_wins))
        if self._level == "random":
            return nim.Move(0, strategy.random_take(self.matches, most, self._random))
        last = self._played[-1] if self._played else None
        if last is not None and last["by"] == PLAYER:
            take = strategy.classic(
                self.matches,
                most,
                self._last_wins,
                self._random,
                before_player=self.matches + last["took"],
                player_took=last["took"],
            )
        else:
            take = strategy.classic(self.matches, most, self._last_wins, self._random)
        return nim.Move(0, take)

    def hint(self) -> Hint:
        """The player's best take and whether it wins; none once over (see ``advice``).

        In rows it does not say the row: ``advice`` does.
        """
        best = self.advice()
        return Hint(best.take, best.winning)

    def advice(self) -> Advice:
        """The player's best move and whether it wins; none once over. When lost: on one row
        taken 1 to K take 1, in rows the take hardest to answer (``nim.best_move``)."""
        if self._turn != PLAYER:
            raise MatchOverError()
        most = self._one_row_of_most()
        if most is not None:
            winning = strategy.winning_take(self.matches, most, self._last_wins)
            return Advice(1, winning, True) if winning is not None else Advice(1, 1, False)
        position = self.position()
        best = nim.best_move(position, self._rule, self._last_wins)
        won = nim.is_won(position, self._rule, self._last_wins)
        return Advice(best.row + 1, best.count, won)

    def explained_advice(self) -> tuple[Advice, Explanation | None]:
        """``advice`` and, in rows, why (``explain.explain``), the move found once: in a lost
        position finding the hardest take is most of the work."""
        if not self._in_rows:
            return self.advice(), None
        if self._turn != PLAYER:
            raise MatchOverError()
        from kniffel_cli.streichholz.explain import explain

        why = explain(self.position(), self._rule, self._last_wins)
        if self._one_row_of_most() is not None:  # the original's arithmetic, as in ``advice``
            return self.advice(), why
        return Advice(why.move.row + 1, why.move.count, why.wins), why


def _check_rows(rows: tuple[int, ...]) -> None:
    """Refuse rows that no game has: 1 to 8 rows of 1 to 1,000,000 matches."""
    if (
        type(rows) is not tuple
        or not 1 <= len(rows) <= MAX_ROWS
        or any(type(row) is not int or not 1 <= row <= MAX_ROW for row in rows)
    ):
        raise RowsError(rows=rows, most=MAX_ROWS, high=MAX_ROW)


def over(rows: nim.Rows, rule: nim.TakeRule, last_wins: bool) -> bool:
    """Whether the side to move has no move, or (the last match losing) only the last."""
    if not positions.move_count(rows, rule):
        return True
    return not last_wins and positions.only_the_last(rows, rule)


def check_playable(rows: nim.Rows, rule: nim.TakeRule, last_wins: bool) -> None:
    """Refuse rows on which the first side has nothing to play but the end."""
    if over(rows, rule, last_wins):
        raise NothingToPlayError(rows=rows)


def check_solved(rows: int, takes: tuple[int, ...] | None, last_wins: bool) -> None:
    """Refuse a take set whose positions on ``rows`` rows perfect play cannot decide at once
    (``nim.supported``; any number and a most per take are always decided)."""
    if takes is not None and not nim.supported(rows, nim.TakeRule(takes=takes), last_wins):
        raise VariantUnsolvedError(takes=takes, budget=nim.PERIOD_BUDGET)


def _check_rule(max_take: int | None, takes: tuple[int, ...] | None) -> None:
    """Refuse a take rule that no game has."""
    if max_take is not None and takes is not None:
        raise TakeRuleError()
    if takes is not None and (
        type(takes) is not tuple
        or not 1 <= len(takes) <= MAX_TAKES
        or any(type(take) is not int or not 1 <= take <= TAKES_LIMIT for take in takes)
        or list(takes) != sorted(set(takes))
    ):
        raise TakesError(takes=takes, most=MAX_TAKES, high=TAKES_LIMIT)
    if max_take is not None and (type(max_take) is not int or not 1 <= max_take <= MAX_TAKE_LIMIT):
        raise MaxTakeError(max_take=max_take, high=MAX_TAKE_LIMIT)
