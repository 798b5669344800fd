"""A game of matches: the row, whose turn it is, the moves, the winner."""

from __future__ import annotations

from typing import Literal, NamedTuple, TypedDict, cast

from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.streichholz import strategy
from kniffel_cli.streichholz.errors import (
    FirstError,
    LastWinsError,
    LevelError,
    MatchCountError,
    MatchOverError,
    MaxTakeError,
    MaxTakeNotBelowStartError,
    NoMoveToUndoError,
    NotEnoughLeftError,
    OutOfTurnError,
    TooFewError,
    TooManyError,
    UndoAfterDrawError,
)
from kniffel_cli.streichholz.sides import COMPUTER, PLAYER, SIDES, Side, other_side
from kniffel_cli.streichholz.strategy import LEVELS, Level

MIN_MATCHES = 7
MAX_MATCHES = 50
MAX_TAKE_LIMIT = 10


class Move(TypedDict):
    """One entry of the history: which side took how many matches."""

    by: Side
    took: int


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


class MatchGame:
    """The row of matches between the player and the computer.

    ``create`` starts a game (the computer opens when it moves first) and
    ``take`` is the player's move with the computer's answer: one call per
    command. The constructor and ``player_move``/``computer_move`` make one
    move at a time, for replaying a history.

    The first draw of the seed always chooses the default number of matches,
    used when ``start`` is None; so the computer's random choices are the
    same whichever way the count was set.
    """

    def __init__(
        self,
        *,
        seed: str,
        start: int | None = None,
        max_take: int = 3,
        last_wins: bool = False,
        level: Level = "classic",
        first: Side = PLAYER,
    ) -> None:
        self.random = SeededRandom(seed)
        drawn = self.random.randint(MIN_MATCHES, MAX_MATCHES)
        if start is None and type(max_take) is int and drawn <= max_take:
            # The draw stays one draw of 7 to 50 (so the computer's later draws do not move);
            # a row no longer than the most a side may take would be refused: one more.
            drawn = max_take + 1
        self.start = drawn if start is None else start
        if type(self.start) is not int or not MIN_MATCHES <= self.start <= MAX_MATCHES:
            raise MatchCountError(start=self.start, low=MIN_MATCHES, high=MAX_MATCHES)
        if type(max_take) is not int or not 1 <= max_take <= MAX_TAKE_LIMIT:
            raise MaxTakeError(max_take=max_take, high=MAX_TAKE_LIMIT)
        if max_take >= self.start:
            raise MaxTakeNotBelowStartError(max_take=max_take, start=self.start)
        if type(last_wins) is not bool:
            raise LastWinsError(value=last_wins)
        if level not in LEVELS:
            raise LevelError(level=level)
        if first not in SIDES:
            raise FirstError(first=first)
        self.max_take = max_take
        self.last_wins = last_wins
        self.level = level
        self.first = first
        self.matches = self.start
        self.turn: Side | None = first
        self.winner: Side | None = None
        self.history: list[Entry] = []  # every move and undo, in order
        self.played: list[Move] = []  # the moves that stand (an undo takes some back)
        self._drew: list[bool] = []  # for each move that stands: whether it drew a number

    @classmethod
    def create(
        cls,
        *,
        seed: str,
        start: int | None = None,
        max_take: int = 3,
        last_wins: bool = False,
        level: Level = "classic",
        first: Side = PLAYER,
    ) -> MatchGame:
        """A new game; when the computer moves first, it has moved."""
        game = cls(
            seed=seed, start=start, max_take=max_take, last_wins=last_wins, level=level, first=first
        )
        game._computer_answers()
        return game

    @property
    def moves(self) -> list[Move]:
        """The moves that stand, in order (the history also holds undone moves and undos)."""
        return self.played

    @property
    def finished(self) -> bool:
        return self.turn is None

    def limit(self) -> int:
        """The most the side to move may take now."""
        return min(self.max_take, self.matches)

    def _move(self, side: Side, count: int, drew: bool = False) -> None:
        if self.turn is None:
            raise MatchOverError()
        if self.turn != side:
            raise OutOfTurnError(side=side, turn=self.turn)
        if count < 1:
            raise TooFewError(count=count)
        if count > self.max_take:
            raise TooManyError(count=count, max_take=self.max_take, limit=self.limit())
        if count > self.matches:
            raise NotEnoughLeftError(count=count, matches=self.matches, limit=self.limit())
        self.matches -= count
        move = Move(by=side, took=count)
        self.history.append(move)
        self.played.append(move)
        self._drew.append(drew)
        if self.matches == 0:
            self.turn = None
            self.winner = side if self.last_wins else other_side(side)
        elif self.matches == 1 and not self.last_wins:
            # As in the seed: the side left with the last match would have to take it; it lost.
            self.turn = None
            self.winner = side
        else:
            self.turn = other_side(side)

    @property
    def left_the_last_match(self) -> Side | None:
        """The side the game ended on with one match left to take (it lost), else None."""
        if self.finished and self.matches == 1 and self.winner is not None:
            return other_side(self.winner)
        return None

    def take(self, count: int) -> int | None:
        """The player takes ``count`` matches; unless that ended the game, the computer answers.

        Returns the computer's take, None when the game is over.
        """
        self.player_move(count)
        return self._computer_answers()

    def _computer_answers(self) -> int | None:
        return self.computer_move() if self.turn == COMPUTER else None

    def player_move(self, count: int) -> None:
        """The player takes ``count`` matches, and nothing else happens."""
        self._move(PLAYER, count)

    def computer_move(self) -> int:
        """The computer takes what its level chooses; returns the count."""
        if self.turn != COMPUTER:
            raise OutOfTurnError(side=COMPUTER, turn=self.turn)
        draws = self.random.draws
        count = self.computer_choice()
        self._move(COMPUTER, count, drew=self.random.draws != draws)
        return count

    def undo(self) -> UndoEntry:
        """Take back the player's last move and the computer's answer; returns the undo.

        Refused when the answer drew a random number (the random level, or the
        classic one choosing at random): an undo must not let the player see a
        random draw and choose again. Only moves that drew nothing are taken
        back, so the draw counter stays where it is and the next draw is the one
        that would have come without them. Allowed after the end too, under the
        same rule. Undo again to go further back.
        """
        index = next((i for i in reversed(range(len(self.played))) if self._by_player(i)), None)
        if index is None:
            raise NoMoveToUndoError()
        if any(self._drew[index:]):
            answer = self.played[-1]["took"]
            raise UndoAfterDrawError(took=self.played[index]["took"], answer=answer)
        self.matches += sum(move["took"] for move in self.played[index:])
        entry = UndoEntry(by=PLAYER, action="undo", count=len(self.played) - index)
        del self.played[index:], self._drew[index:]
        self.turn, self.winner = PLAYER, None
        self.history.append(entry)
        return entry

    def _by_player(self, index: int) -> bool:
        return self.played[index]["by"] == PLAYER

    def computer_choice(self) -> int:
        """What the computer's level takes in the current position (may draw randomness)."""
        if self.level == "perfect":
            return strategy.perfect(self.matches, self.max_take, self.last_wins)
        if self.level == "random":
            return strategy.random_take(self.matches, self.max_take, self.random)
        last = self.moves[-1] if self.moves else None
        if last is not None and last["by"] == PLAYER:
            return strategy.classic(
                self.matches,
                self.max_take,
                self.last_wins,
                self.random,
                before_player=self.matches + last["took"],
                player_took=last["took"],
            )
        return strategy.classic(self.matches, self.max_take, self.last_wins, self.random)

    def hint(self) -> Hint:
        """The player's best take and whether it wins (when lost: take 1); none once over."""
        if self.turn != PLAYER:
            raise MatchOverError()
        winning = strategy.winning_take(self.matches, self.max_take, self.last_wins)
        return Hint(winning, True) if winning is not None else Hint(1, False)
