"""Outside players seated in the game loop (``strategy.match.Player``).

At each decision of its turn an outside player is shown each game it is still in, as
``show --format json`` shows it, and answers a keep or a take (``answers``). A bot over
the protocol gets every game's request of the batch at once and may answer in any order
(``process``); a Python bot (``Bot``) is called for each in turn. Whatever goes wrong
with an answer (``Failed``, ``IllegalAnswer``) is a fault: that game is lost for the
player, its open rows struck with 0, and the others play on; the fault is recorded with
the request it answered.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from kniffel_cli.common.stopping import Stopped
from kniffel_cli.common.text import cut
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.outside import protocol
from kniffel_cli.kniffel.outside.answers import IllegalAnswer, read_answer
from kniffel_cli.kniffel.outside.process import Answers, BotProcess, Failed
from kniffel_cli.kniffel.outside.protocol import Fault, FaultKind, Message
from kniffel_cli.kniffel.rules import Points, category_index
from kniffel_cli.kniffel.strategy.match import OUT, Decisions, Played, Turn, TurnPlan
from kniffel_cli.kniffel.view import Position, position_data

if TYPE_CHECKING:
    from kniffel_cli.kniffel.schema import KniffelView


class Bot(Protocol):
    """A Kniffel bot in Python: ``decide`` gets the game as ``spiel kniffel show --format json``
    shows it (a dict) and returns ``{"keep": [1, 3]}`` (positions kept, the others rolled;
    ``[]`` rolls all five) or ``{"take": "chance"}`` (a row, in any spelling ``take``
    accepts). It may also have ``start(hello)`` and ``end(message)``, called with the
    protocol's ``hello`` and ``end`` messages."""

    def decide(self, view: dict[str, Any]) -> dict[str, Any]: ...


class Decider(Protocol):
    """Where an outside player's answers come from: its process, or its Python object."""

    def ask(self, requests: dict[int, Message]) -> Answers: ...

    def tell(self, message: Message) -> None: ...

    def let_go(self, farewell: Message | None = None) -> None: ...

    def close(self, until: float | None = None) -> None: ...


class InProcess:
    """A Python bot called in spiel's own process; an exception it raises is its fault."""

    def __init__(self, bot: Bot, greeting: Message) -> None:
        self.bot = bot
        self.greeting: Message | None = greeting

    def ask(self, requests: dict[int, Message]) -> Answers:
        answers: Answers = {}
        if self.greeting is not None:
            greeting, self.greeting = self.greeting, None
            try:
                _call(self.bot, "start", greeting)
            except (KeyboardInterrupt, Stopped):  # the user's, never the bot's
                raise
            except BaseException as error:  # sys.exit() too: the bot's, never spiel's
                return {number: _raised(error) for number in requests}
        for number, request in requests.items():
            try:
                answers[number] = self.bot.decide(request["view"])
            except (KeyboardInterrupt, Stopped):  # the user's, never the bot's
                raise
            except BaseException as error:
                answers[number] = _raised(error)
        return answers

    def tell(self, message: Message) -> None:
        try:
            _call(self.bot, "end", message)
        except (KeyboardInterrupt, Stopped):  # the user's, never the bot's
            raise
        except BaseException:
            pass  # the game is over: nothing of it can be lost any more

    def let_go(self, farewell: Message | None = None) -> None:
        return None

    def close(self, until: float | None = None) -> None:
        return None


@dataclass(frozen=True)
class Unmade:
    """A Python bot whose class raised when it was made: each request fails with that."""

    failed: Failed

    def ask(self, requests: dict[int, Message]) -> Answers:
        return {number: self.failed for number in requests}

    def tell(self, message: Message) -> None:
        return None

    def let_go(self, farewell: Message | None = None) -> None:
        return None

    def close(self, until: float | None = None) -> None:
        return None


def _call(bot: object, name: str, message: Message) -> None:
    method = getattr(bot, name, None)
    if callable(method):
        method(message)


def _raised(error: BaseException) -> Failed:
    try:
        text = f"{type(error).__name__}: {error}"
    except Exception:  # an exception of the bot's whose text raises too: its name alone
        text = type(error).__name__
    return Failed("error", cut(text, 200))


@dataclass
class OutsideSeat:
    """An outside player's seat (``match.Player``): ``kind`` is its name in the match
    (``bot:NAME``, ``py:NAME``), ``faults`` what it lost games by."""

    kind: str
    decider: Decider
    faults: list[Fault] = field(default_factory=list)
    numbers: Iterator[int] = field(default_factory=itertools.count)

    def plan(self, turn: Turn) -> TurnPlan:
        return _OutsideTurn(self, turn)

    def ended(self, seat: int, played: Played, game_ids: Sequence[str]) -> None:
        """Tell the player how each of its games ended."""
        lost = {fault.game: fault.reason for fault in self.faults}
        for g, game in enumerate(game_ids):
            totals = [int(t) for t in played.totals[:, g]]
            self.decider.tell(protocol.end(game, seat, totals, _winners(played, g), lost.get(game)))


def _winners(played: Played, game: int) -> list[int]:
    """The seats with the top total among those still in ``game`` (all, if none is)."""
    standing = np.where(played.out[:, game], -1, played.totals[:, game])
    return [int(s) for s in np.flatnonzero(standing == standing.max())]


@dataclass
class _OutsideTurn:
    seat: OutsideSeat
    turn: Turn
    # Each game's view as the turn began: only the dice, the rolls left and the options
    # change before the turn's take, so the rest is made once a turn (a Python bot is given
    # it to read, not to change).
    views: dict[int, KniffelView] = field(default_factory=dict)

    def decide(
        self, faces: np.ndarray, rolls: np.ndarray, rolls_left: int, pending: np.ndarray
    ) -> Decisions:
        turn, spec = self.turn, self.turn.spec
        sheets = turn.sheets[turn.player]
        asked: dict[int, tuple[int, tuple[int, ...], dict[str, int]]] = {}
        requests: dict[int, Message] = {}
        for g in pending.tolist():
            roll = tuple(faces[g].tolist())
            options = sheets[g]._options(roll)
            number = next(self.seat.numbers)
            base = self.views.get(g)
            if base is None:
                base = self.views[g] = self._view(g, roll, rolls_left)
            view = {**base, "rolls_left": rolls_left, "dice": list(roll), "options": dict(options)}
            requests[number] = protocol.decide(number, turn.game_ids[g], view)
            asked[number] = (g, roll, options)
        answers = self.seat.decider.ask(requests)
        keeps, categories, positions = [], [], {}
        for number, (g, roll, options) in asked.items():
            answer = answers.get(number, Failed("exited", ""))
            try:
                if isinstance(answer, Failed):
                    raise _Lost(answer.kind, answer.reason)
                try:
                    move = read_answer(answer, turn.round, rolls_left, options, spec.rules)
                except IllegalAnswer as illegal:
                    raise _Lost("illegal", illegal.reason) from None
                except Exception as error:  # a Python bot's own str or int, whose methods
                    raise _Lost("error", _raised(error).reason) from None  # raise
            except _Lost as lost:
                game = turn.game_ids[g]
                reason = cut(lost.reason, 300)
                self.seat.faults.append(
                    Fault(self.seat.kind, game, lost.kind, reason, requests[number])
                )
                keeps.append(-1)
                categories.append(OUT)
                continue
            if move.category is not None:
                keeps.append(-1)
                categories.append(category_index(move.category))
            else:
                assert move.keep is not None
                positions[g] = list(move.keep)
                keeps.append(combos.KEEP_INDEX[tuple(sorted([roll[p - 1] for p in move.keep]))])
                categories.append(-1)
        return np.array(keeps, dtype=np.int64), np.array(categories, dtype=np.int64), positions

    def _view(self, game: int, dice: tuple[int, ...], rolls_left: int) -> KniffelView:
        turn, spec = self.turn, self.turn.spec
        position = Position(
            spec.rules,
            turn.round,
            spec.rounds,
            spec.rolls,
            turn.dice,
            rolls_left,
            dice,
            turn.player,
            tuple(turn.names),
            tuple(sheets[game] for sheets in turn.sheets),
            spec.points,
        )
        return position_data(position, {}, [])


class _Lost(Exception):
    def __init__(self, kind: FaultKind, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.reason = reason


REQUESTS_PER_DEAL = 1000


@dataclass(frozen=True)
class Outsider:
    """An outside player as the match is given it: ``name`` (``bot:NAME``, ``py:NAME``),
    and a bot's command without a shell (``argv``), or a Python bot: an object, or a class
    (called without arguments in each process that seats it)."""

    name: str
    argv: tuple[str, ...] = ()
    bot: Bot | type | None = None


@dataclass(frozen=True)
class Match:
    """What an outside player is told of the match it plays in (``protocol.hello``), and how
    long it may take for an answer, and where its standard error goes."""

    rules: str
    rounds: int
    rolls: int
    points: Points
    dice: str
    seed: str
    move_time: float = 10.0
    log: str | None = None


class OutsideTable:
    """The outside players of a match in one process (``match.Outsiders``): each one's seat
    and decider, made when first needed and kept for every game the process plays."""

    def __init__(self, outsiders: Sequence[Outsider], match: Match) -> None:
        self.outsiders = {outsider.name: outsider for outsider in outsiders}
        self.match = match
        self.seats: dict[str, OutsideSeat] = {}
        self.first_request = 0

    def begin(self, first_deal: int) -> None:
        # A bot is asked at most 8 seatings x 13 rounds x 9 rolls = 936 times a deal: the
        # requests of deal k are numbered from 1000 k on, in whichever job plays it.
        self.first_request = REQUESTS_PER_DEAL * first_deal
        for seat in self.seats.values():
            seat.numbers = itertools.count(self.first_request)

    def seat(self, name: str) -> OutsideSeat | None:
        if name not in self.outsiders:
            return None
        if name not in self.seats:
            decider = self._decider(self.outsiders[name])
            numbers = itertools.count(self.first_request)
            self.seats[name] = OutsideSeat(name, decider, numbers=numbers)
        return self.seats[name]

    def _decider(self, outsider: Outsider) -> Decider:
        m = self.match
        greeting = protocol.hello(
            outsider.name, m.rules, m.rounds, m.rolls, m.points, m.dice, f"{m.seed}/{outsider.name}"
        )
        if outsider.bot is None:
            return BotProcess(outsider.name, outsider.argv, greeting, m.move_time, m.log)
        try:
            bot = outsider.bot() if isinstance(outsider.bot, type) else outsider.bot
        except (KeyboardInterrupt, Stopped):  # the user's, never the bot's
            raise
        except BaseException as error:  # its class could not be made: every game is lost
            return Unmade(_raised(error))
        return InProcess(bot, greeting)

    def faults(self) -> list[Fault]:
        found = [fault for seat in self.seats.values() for fault in seat.faults]
        for seat in self.seats.values():
            seat.faults.clear()
        return found

    def close(self) -> None:
        """Let every bot go at once, then give them one moment together (a second at most)
        before each is killed: a table of bots that do not exit ends in a second."""
        seats = list(self.seats.values())
        self.seats.clear()
        for seat in seats:
            seat.decider.let_go(protocol.bye())
        until = time.monotonic() + min(1.0, self.match.move_time)
        try:
            for seat in seats:
                seat.decider.close(until=until)
        finally:  # a signal while one is waited for: every other is killed at once
            for seat in seats:
                seat.decider.close(until=0.0)
