"""The one game loop: many games at once, all turns in step, for any players that decide
one move at a time; ``simulate`` (one player) and head to head (several) both play here.

Each game is the game ``spiel kniffel new --players ... --seed SEED`` would play (a test
holds the two to each other): on ``--dice random`` each game's own seeded stream, drawn
in the order ``KniffelGame.roll`` draws, on ``--dice duplicate`` ``game.duplicate_die``
of the game's seed. A seat is a ``Player``: at the start of each of its turns it is shown
the ``Turn`` (every sheet of every game) and answers with a ``TurnPlan`` that decides after
each roll; the computers (``computer``) decide as in ``advisor`` (the optimal and greedy
players by ``planning``, the player who plays to win by ``winning``, the random player as
``players.random_decision``). Games of one seating are played as one batch: every game is
at the same turn of the same player.
"""

from __future__ import annotations

import signal
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Literal, Protocol

import numpy as np

from kniffel_cli.common.charts import Bins, binned
from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.common.sprt import Sprt, SprtResult
from kniffel_cli.common.stopping import Stopped
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.game import DiceMode, computer_kind, duplicate_die
from kniffel_cli.kniffel.outside.protocol import Fault
from kniffel_cli.kniffel.rules import DICE, FACES, category_at, category_index
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import parallel, planning
from kniffel_cli.kniffel.strategy.players import random_decision
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.table_file import dense_index
from kniffel_cli.kniffel.strategy.winning import Standing

if TYPE_CHECKING:
    from kniffel_cli.kniffel.strategy.engine import Engine

# What is shown the start of each turn, before it is played (the calibration of the
# chance of winning reads it).
Watcher = Callable[["Turn"], None]
# What a decision gave away is graded by: the expected total, or the chance of winning.
Grade = Literal["points", "chance"]
# Per game of the batch: the keep to roll with (-1: take), the category (-1: roll), and the
# positions kept where the player named them (else the first that hold the keep's faces).
Decisions = tuple[np.ndarray, np.ndarray, dict[int, list[int]]]


# A decision's category that puts the player out of the game (an outside player's fault):
# its open rows are struck with 0, and it has no more turns in that game.
OUT = -2
# A move as a game's record holds it: a roll keeping these positions (None: the turn's
# first), a take of this category, or the mover put out (the record ends there).
Move = (
    tuple[Literal["roll"], list[int] | None]
    | tuple[Literal["take"], str]
    | tuple[Literal["out"], None]
)


@dataclass(frozen=True)
class Played:
    """The games of one seating, (players, games): each player's final total, the value its
    decisions gave away (graded as asked; 0 for the judge itself), whether it earned the
    upper bonus, whether it rolled a Kniffel, and whether it was put out of the game (an
    outside player's fault); per player, the seconds its decisions took and their number."""

    totals: np.ndarray
    loss: np.ndarray
    take_loss: np.ndarray  # the part of ``loss`` its takes gave away (the rest: its keeps)
    bonus: np.ndarray
    kniffel: np.ndarray
    out: np.ndarray
    seconds: np.ndarray
    decisions: np.ndarray


def _dice(seeds: Sequence[str], spec: Spec) -> np.ndarray:
    """D[g, round - 1, roll - 1, position - 1]: every duplicate die the games may roll."""
    return np.array(
        [
            [
                [
                    [duplicate_die(seed, r, k, p) for p in range(1, DICE + 1)]
                    for k in range(1, spec.rolls + 1)
                ]
                for r in range(1, spec.rounds + 1)
            ]
            for seed in seeds
        ],
        dtype=np.int64,
    ).reshape(len(seeds), spec.rounds, spec.rolls, DICE)


class _Dice:
    """The dice of the games: duplicate (drawn beforehand) or each game's own seeded stream,
    drawn in the order the game rolls them (``KniffelGame.roll``)."""

    def __init__(self, spec: Spec, seeds: Sequence[str], mode: DiceMode, drawn: np.ndarray | None):
        self.duplicate = mode == "duplicate"
        self.drawn = (_dice(seeds, spec) if drawn is None else drawn) if self.duplicate else None
        self.streams = [SeededRandom(seed) for seed in seeds] if not self.duplicate else []

    def face(self, game: int, round_: int, roll: int, position: int) -> int:
        if self.drawn is not None:
            return int(self.drawn[game, round_ - 1, roll - 1, position - 1])
        return self.streams[game].randint(1, FACES)


def standing(sheets: Sequence[Sheet], turns_left: int) -> Standing:
    """The ``Standing`` of one player's sheets, one per game."""
    states = planning.states_of(sheets)
    banked = np.array([s.upper + s.lower + s.yahtzee_bonus for s in sheets], dtype=np.int64)
    return Standing(banked, turns_left, dense_index(states.masks, states.uppers, states.flags))


@dataclass
class Turn:
    """One seat's turn in every game of a batch: what a player may look at to plan it."""

    spec: Spec
    engine: Engine
    round: int
    player: int
    sheets: Sequence[Sequence[Sheet]]  # [player][game]
    seeds: Sequence[str]
    moves: np.ndarray  # history entries so far, per game (the random player's key)
    out: np.ndarray  # [player, game]: put out of the game (its turns are not played)
    names: Sequence[str] = ()  # the players' names, for the views an outside player is shown
    dice: DiceMode = "duplicate"
    game_ids: Sequence[str] = ()  # each game's name in the match (an outside player's requests)

    @cached_property
    def standings(self) -> list[Standing]:
        """Every player's standing (the mover's turn counts as still to play)."""
        return [
            standing(s, self.spec.rounds - self.round + (p >= self.player))
            for p, s in enumerate(self.sheets)
        ]

    @property
    def mover(self) -> Standing:
        return self.standings[self.player]

    @property
    def others(self) -> list[Standing]:
        return [s for p, s in enumerate(self.standings) if p != self.player]

    def optimal(self) -> planning.Plan:
        """The turn as the optimal player plans it (the most points to expect)."""
        following = self.engine.table().level(self.mover.turns_left - 1)
        return planning.plan(self.spec, following, planning.states_of(self.sheets[self.player]))

    def to_win(self) -> planning.Plan:
        """The turn as the player who plays to win plans it (alone: the optimal player)."""
        if len(self.sheets) == 1:
            return self.optimal()
        return self.engine.model().plan(self.mover, self.others)

    def judged(self, grade: Grade) -> planning.Plan:
        return self.optimal() if grade == "points" else self.to_win()


class TurnPlan(Protocol):
    """A player's turn in every game of the batch, planned once; asked after each roll."""

    def decide(
        self, faces: np.ndarray, rolls: np.ndarray, rolls_left: int, pending: np.ndarray
    ) -> Decisions:
        """For the games ``pending`` (their ``faces`` by position, their ``rolls`` numbered as
        in ``dice``): what each does."""
        ...


class Player(Protocol):
    """A seat of the loop: ``kind`` names it (a computer's kind: the judge's own choices are
    not graded), ``plan`` plans each of its turns, ``ended`` hears how the games ended (the
    seat's number, and what ``play`` returns)."""

    @property
    def kind(self) -> str: ...

    def plan(self, turn: Turn) -> TurnPlan: ...

    def ended(self, seat: int, played: Played, game_ids: Sequence[str]) -> None: ...


@dataclass(frozen=True)
class _Planned:
    plan: planning.Plan

    def decide(
        self, faces: np.ndarray, rolls: np.ndarray, rolls_left: int, pending: np.ndarray
    ) -> Decisions:
        keep, category = planning.decide(self.plan, rolls, rolls_left, pending)
        return keep, category, {}


class _Computer:
    """What every computer seat does when the games end: nothing."""

    def ended(self, seat: int, played: Played, game_ids: Sequence[str]) -> None:
        return None


@dataclass(frozen=True)
class Planner(_Computer):
    """The optimal, greedy and winning computers: a plan of each turn (``advisor``'s)."""

    kind: str

    def plan(self, turn: Turn) -> TurnPlan:
        if self.kind == "win":
            return _Planned(turn.to_win())
        if self.kind == "greedy":
            states = planning.states_of(turn.sheets[turn.player])
            return _Planned(planning.plan(turn.spec, planning.zero_values(), states))
        return _Planned(turn.optimal())


@dataclass(frozen=True)
class _RandomTurn:
    turn: Turn

    def decide(
        self, faces: np.ndarray, rolls: np.ndarray, rolls_left: int, pending: np.ndarray
    ) -> Decisions:
        """As ``players.random_decision``: its own stream per game and move."""
        keeps, categories, positions = [], [], {}
        sheets = self.turn.sheets[self.turn.player]
        for g in pending:
            roll = tuple(int(f) for f in faces[g])
            offered = list(sheets[g]._options(roll))
            kept_at, row = random_decision(
                self.turn.seeds[g], int(self.turn.moves[g]), offered, rolls_left
            )
            if kept_at is None:
                assert row is not None
                keeps.append(-1)
                categories.append(category_index(row))
            else:
                positions[int(g)] = kept_at
                keeps.append(combos.KEEP_INDEX[tuple(sorted(roll[p - 1] for p in kept_at))])
                categories.append(-1)
        return np.array(keeps, dtype=np.int64), np.array(categories, dtype=np.int64), positions


@dataclass(frozen=True)
class RandomPlayer(_Computer):
    """The random computer: any legal choice, uniformly (``players.random_decision``)."""

    kind: str = "random"

    def plan(self, turn: Turn) -> TurnPlan:
        return _RandomTurn(turn)


def computer(kind: str) -> Player:
    """The computer player of ``kind``: optimal, greedy, random or win."""
    return RandomPlayer() if kind == "random" else Planner(kind)


class Outsiders(Protocol):
    """The outside players of a match (``outside.seats``), in one process: each one's seat,
    kept for the process's games; the faults they lost games by since asked last."""

    def begin(self, first_deal: int) -> None:
        """The next games are the deals from ``first_deal`` on: what the players are asked
        is numbered from there (the same numbers whatever the job that plays them)."""
        ...

    def seat(self, name: str) -> Player | None:
        """The seat of the outside player ``name`` (None: ``name`` is a computer)."""
        ...

    def faults(self) -> list[Fault]:
        """The faults since the last call: player by player, each one's in the order they
        happened."""
        ...

    def close(self) -> None:
        """End every outside player's process."""
        ...


# A player whose own plan is the judge's gives nothing away by its choices.
JUDGES: set[tuple[Grade, str]] = {("points", "optimal"), ("chance", "win")}


def play(
    spec: Spec,
    players: Sequence[Player],
    seeds: Sequence[str],
    engine: Engine,
    *,
    dice: DiceMode = "duplicate",
    drawn: np.ndarray | None = None,
    grade: Grade | None = None,
    watch: Watcher | None = None,
    names: Sequence[str] = (),
    game_ids: Sequence[str] = (),
    record: list[list[Move]] | None = None,
) -> Played:
    """Play one game per seed with ``players`` in that order, on ``dice`` (``drawn`` from
    ``_dice`` when already drawn); with ``grade``, what each decision gave away, by the
    optimal plan's points or the winning plan's chance. ``names`` and ``game_ids`` are what
    an outside player is shown of the players and the games; ``record`` (a list per game)
    gets every move of each game, in order."""
    games = len(seeds)
    source = _Dice(spec, seeds, dice, drawn)
    sheets = [[Sheet(spec.rules, spec.points) for _ in range(games)] for _ in players]
    lost = np.zeros((2, len(players), games))  # by every decision, and by the takes
    out = np.zeros((len(players), games), dtype=bool)
    clock = np.zeros((2, len(players)))  # seconds deciding, and decisions, per player
    moves = np.zeros(games, dtype=np.int64)  # history entries so far (the random player's key)
    for round_ in range(1, spec.rounds + 1):
        for index, player in enumerate(players):
            turn = Turn(
                spec, engine, round_, index, sheets, seeds, moves, out, names, dice, game_ids
            )
            if watch is not None:
                watch(turn)
            judged = grade is not None and (grade, player.kind) not in JUDGES
            judge = turn.judged(grade) if judged and grade is not None else None
            started = time.perf_counter()
            planned = player.plan(turn)
            clock[0, index] += time.perf_counter() - started  # planning is deciding too
            lost[:, index] += _play_turn(turn, planned, judge, source, clock, record)
    played = Played(
        np.array([[s.total for s in seat] for seat in sheets]),
        lost[0],
        lost[1],
        np.array([[s.upper >= s.values.bonus_threshold for s in seat] for seat in sheets]),
        np.array([[s.kniffels > 0 for s in seat] for seat in sheets]),
        out,
        clock[0],
        clock[1],
    )
    for index, player in enumerate(players):
        player.ended(index, played, game_ids)
    return played


def _play_turn(
    turn: Turn,
    decider: TurnPlan,
    judge: planning.Plan | None,
    source: _Dice,
    clock: np.ndarray,
    record: list[list[Move]] | None = None,
) -> np.ndarray:
    """Roll, keep and take through one turn of every game the player is still in; what the
    decisions gave away (``clock`` counts the seconds and the decisions)."""
    spec, games, sheets = turn.spec, len(turn.seeds), turn.sheets[turn.player]
    lost = np.zeros((2, games))  # what every decision gave away, and the takes alone
    faces = np.zeros((games, DICE), dtype=np.int64)
    pending = np.flatnonzero(~turn.out[turn.player])
    for g in pending:
        faces[g] = [source.face(int(g), turn.round, 1, p) for p in range(1, DICE + 1)]
    turn.moves[pending] += 1  # the turn's first roll
    if record is not None:
        for g in pending:
            record[g].append(("roll", None))
    rolls_left = spec.rolls - 1
    while len(pending):
        ordered = np.sort(faces[pending], axis=1).tolist()
        rolls = np.array([combos.ROLL_INDEX[tuple(f)] for f in ordered], dtype=np.int64)
        started = time.perf_counter()
        keep, category, positions = decider.decide(faces, rolls, rolls_left, pending)
        clock[:, turn.player] += (time.perf_counter() - started, len(pending))
        put_out = category == OUT
        if put_out.any():
            for g in pending[put_out]:
                sheets[g]._strike_open()
                turn.out[turn.player, g] = True
                if record is not None:
                    record[g].append(("out", None))
            pending, rolls = pending[~put_out], rolls[~put_out]
            keep, category = keep[~put_out], category[~put_out]
        if judge is not None:
            chosen, best = planning.graded(judge, rolls, rolls_left, keep, category, pending)
            lost[0, pending] += best - chosen
            lost[1, pending] += np.where(keep < 0, best - chosen, 0.0)
        rolling = keep >= 0
        for g, c in zip(pending[~rolling], category[~rolling], strict=True):
            row = category_at(int(c))
            if record is not None:
                record[g].append(("take", row))
            roll = tuple(faces[g].tolist())
            sheets[g]._enter(row, sheets[g]._options(roll)[row], roll)
        roll_number = spec.rolls - rolls_left + 1
        for g, k in zip(pending[rolling], keep[rolling], strict=True):
            kept = positions.get(int(g)) or combos.positions_for(list(faces[g]), combos.KEEPS[k])
            if record is not None:
                record[g].append(("roll", sorted(kept)))
            for position in range(1, DICE + 1):
                if position not in kept:
                    faces[g, position - 1] = source.face(g, turn.round, roll_number, position)
        turn.moves[pending] += 1
        pending = pending[rolling]
        rolls_left -= 1
    return lost


@dataclass(frozen=True)
class Standings:
    """What a head-to-head simulation found for one player."""

    name: str
    win_share: float  # ties count 1/k to each of the k tied
    win_share_stderr: float
    mean: float
    stdev: float
    margin: float  # the mean of its total less the mean of the others' totals in a game
    margin_stderr: float
    chance_loss: float | None  # the mean chance of winning a game's decisions gave away
    # (None: not graded so)
    points_loss: tuple[float, float] | None  # the mean expected points a game's keeps and
    # its takes gave away against the optimal strategy (None: not graded so)
    distribution: Bins  # how its totals spread, in the bins every player's share
    decision_ms: float  # the milliseconds a decision took it, on average
    faults: dict[str, int]  # the games it lost by a fault, by kind (outside players only)


@dataclass(frozen=True)
class HeadToHead:
    """What a head-to-head simulation found: the dice it was played on, the share of games
    won by more than one player, and each player's standings."""

    dice: DiceMode
    ties: float
    players: list[Standings]
    faults: list[Fault]  # the first few faults, each with the request it answered
    deals: int  # the deals played (fewer than asked when a test decided first)
    sprt: SprtResult | None  # the test's decision and figures, when one was asked for
    test: tuple[float, float, float, float] | None  # and its ELO0, ELO1, alpha and beta
    # The signal that ended the match early (SIGINT: Ctrl-C; SIGTERM, SIGHUP), or 0: the
    # figures are those of the deals played
    interrupted: int = 0


Progress = Callable[[int, int], None]
# Where a match's games go as they are played: each game's moves (deal by deal, each deal's
# seatings in turn) and the number of the first deal among them.
GamesOut = Callable[[list[list[Move]], int], None]


def head_to_head(
    spec: Spec,
    names: Sequence[str],
    games: int,
    seed: str,
    engine: Engine,
    progress: Progress | None = None,
    batch: int = 250,
    jobs: int = 1,
    dice: DiceMode = "random",
    grade: Grade | None = None,
    outsiders: Outsiders | None = None,
    sprt: Sprt | None = None,
    games_out: GamesOut | None = None,
) -> HeadToHead:
    """Play ``games`` deals, each in every seating of ``names`` (rotated, so that each
    player sits once in each place): deal k is the game of the seed ``SEED/k``, on that
    game's own dice (``random``, as ``new`` deals them) or on duplicate dice. The standard
    errors are over the deals (the games of one deal share their seed, and on duplicate
    dice their dice, and are not independent). With ``grade``, what each player's decisions
    gave away is graded so (cpu:win's plan for every other player's turn: as costly as
    cpu:win's own play). The batches of deals are played by ``jobs`` processes (the
    engine's model loaded before), with the same result whatever their number; each job
    seats its own ``outsiders`` (a process of each bot per job). A player put out of a game
    by a fault has lost it (a game all players lost so counts as a tie). With ``sprt`` (two
    players), each deal's pair of games is a pair of the test, in the order of the deals,
    and the match ends at the deal that decides it: the figures are those of the deals up
    to it (``games`` is then the most to play). ``games_out`` is given every game's moves,
    deal by deal (each deal's seatings in turn), in order, those of every deal counted
    first (and of a batch's deals after the one that decided a test, or after an
    interruption: the report's ``deals`` say how many count)."""
    count = len(names)
    kinds = {computer_kind(name) for name in names}
    if jobs > 1 and (grade == "chance" or "win" in kinds):
        engine.model().prepare()  # shared by the jobs, not made in each
    elif jobs > 1 and (grade is not None or "optimal" in kinds):
        engine.table()  # loaded (or built) here, not in each job
    tally = _Tally(count, games)
    deals = [
        _Deals(
            spec,
            list(names),
            engine,
            begin,
            [f"{seed}/{k}" for k in range(begin, min(games, begin + batch))],
            dice,
            grade,
        )
        for begin in range(0, games, batch)
    ]
    done = 0
    decided = None
    interrupted = 0
    waiting: dict[int, DealsPlayed] = {}  # batches done before an earlier one: held back
    upcoming = 0  # the batch counted next: the deals are counted, tested and written in order
    player = _DealPlayer(outsiders, record=games_out is not None)
    try:
        with parallel.Workers(player, min(jobs, len(deals))) as workers:
            for number, found in workers.arrivals(deals):
                done += len(deals[number].seeds) * count
                if progress:
                    progress(done, games * count)
                waiting[number] = found
                while decided is None and upcoming in waiting:
                    seatings, faults, recorded = waiting.pop(upcoming)
                    begin = upcoming * batch
                    if games_out is not None:  # first: the games of every deal counted
                        games_out(recorded, begin)
                    tally.add(begin, seatings, faults)
                    if sprt is not None:
                        decided = tally.test(sprt, begin)
                    upcoming += 1
                if decided is not None:  # the batches still in the workers are not wanted
                    workers.close(at_once=True)
                    break
    except (KeyboardInterrupt, Stopped) as stop:
        if tally.arrived == 0:
            raise
        # the workers and the bots are stopped: report the deals counted
        interrupted = stop.signal if isinstance(stop, Stopped) else signal.SIGINT
    played = decided if decided is not None else tally.arrived
    return replace(tally.report(names, dice, played, grade, sprt), interrupted=interrupted)


class _Tally:
    """The games of a match as their batches come in: by player, seating and deal."""

    def __init__(self, count: int, games: int) -> None:
        self.count = count
        self.shares = np.zeros((count, games))  # a player's share per deal, over seatings
        self.margins = np.zeros((count, games))  # and its margin over the others, likewise
        self.totals = np.zeros((count, count, games))  # [player, seating, deal]
        self.loss = np.zeros((2, count, count, games))  # [all or takes, player, seating, deal]
        self.tied = np.zeros((count, games), dtype=bool)  # [seating, deal]
        self.out = np.zeros((count, count, games), dtype=bool)  # [player, seating, deal]
        self.clock = np.zeros((2, count))  # seconds deciding and decisions, per player
        self.faults: list[tuple[int, Fault]] = []  # with the deal each was in
        self.arrived = 0  # deals counted so far (the batches come in order)

    def add(self, begin: int, seatings: list[Played], faults: list[Fault]) -> None:
        count = self.count
        size = seatings[0].totals.shape[1]
        self.faults.extend((_deal_of(fault.game), fault) for fault in faults)
        for turn, played in enumerate(seatings):
            order = [(turn + i) % count for i in range(count)]  # seat i holds player order[i]
            won = _shares(np.where(played.out, -1, played.totals))
            self.tied[turn, begin : begin + size] = won.max(axis=0) < 1
            others = (played.totals.sum(axis=0) - played.totals) / (count - 1)
            for seat, p in enumerate(order):
                self.shares[p, begin : begin + size] += won[seat]
                self.margins[p, begin : begin + size] += played.totals[seat] - others[seat]
                self.totals[p, turn, begin : begin + size] = played.totals[seat]
                self.loss[0, p, turn, begin : begin + size] = played.loss[seat]
                self.loss[1, p, turn, begin : begin + size] = played.take_loss[seat]
                self.out[p, turn, begin : begin + size] = played.out[seat]
                self.clock[:, p] += (played.seconds[seat], played.decisions[seat])
        self.arrived = begin + size

    def test(self, sprt: Sprt, begin: int) -> int | None:
        """Feed the test the pairs of the deals from ``begin`` on; the number of deals up to
        the one that decides it, if one does."""
        for deal in range(begin, self.arrived):
            sprt.add(float(self.shares[0, deal]) / self.count)
            if sprt.result().decision is not None:
                return deal + 1
        return None

    def report(
        self,
        names: Sequence[str],
        dice: DiceMode,
        played: int,
        grade: Grade | None,
        sprt: Sprt | None,
    ) -> HeadToHead:
        """The standings over the first ``played`` deals."""
        count = self.count
        per_deal = self.shares[:, :played] / count
        margin = self.margins[:, :played] / count
        totals = self.totals[:, :, :played].reshape(count, -1)
        # what decisions gave away, over the games a player finished (a fault's game has
        # decisions no grade can be given: it is lost); None where it finished none
        loss = self.loss[:, :, :, :played].reshape(2, count, -1)
        finished = ~self.out[:, :, :played].reshape(count, -1)
        lost = [
            loss[:, p, finished[p]].mean(axis=1) if finished[p].any() else None
            for p in range(count)
        ]
        chance = [None if part is None else float(part[0]) for part in lost]
        points = [
            None if part is None else (float(part[0] - part[1]), float(part[1])) for part in lost
        ]
        faults = [fault for deal, fault in self.faults if deal < played]
        spread = binned([row.astype(np.int64).tolist() for row in totals])
        return HeadToHead(
            dice,
            float(self.tied[:, :played].mean()),
            [
                Standings(
                    name,
                    float(per_deal[p].mean()),
                    _stderr(per_deal[p]),
                    float(totals[p].mean()),
                    float(totals[p].std(ddof=1)) if totals.shape[1] > 1 else 0.0,
                    float(margin[p].mean()),
                    _stderr(margin[p]),
                    chance[p] if grade == "chance" else None,
                    points[p] if grade == "points" else None,
                    spread[p],
                    float(1000 * self.clock[0, p] / max(self.clock[1, p], 1)),
                    dict(Counter(f.kind for f in faults if f.player == name)),
                )
                for p, name in enumerate(names)
            ],
            faults[:SHOWN_FAULTS],
            played,
            None if sprt is None else sprt.result(),
            None if sprt is None else (sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta),
        )


def _deal_of(game: str) -> int:
    """The deal of a game's name in the match, ``SEED/k#s``."""
    return int(game.rpartition("#")[0].rpartition("/")[2])


SHOWN_FAULTS = 20  # the faults a report shows with their requests (all are counted)


def _stderr(values: np.ndarray) -> float:
    """The standard error of the mean of ``values`` (0 for one value)."""
    return float(values.std(ddof=1) / np.sqrt(len(values))) if len(values) > 1 else 0.0


def _shares(totals: np.ndarray) -> np.ndarray:
    """S[i, g]: player i's share of game g's win (a tie of k players: 1/k each)."""
    best = totals.max(axis=0)
    top = totals == best
    found: np.ndarray = top / top.sum(axis=0)
    return found


@dataclass(frozen=True)
class _Deals:
    spec: Spec
    names: list[str]
    engine: Engine
    first: int  # the number of the first deal in the match
    seeds: list[str]
    dice: DiceMode
    grade: Grade | None


# What a batch of deals gives: each seating's games, the faults, and (when recorded) each
# game's moves, by deal and then seating.
DealsPlayed = tuple[list[Played], list[Fault], list[list[Move]]]


@dataclass(frozen=True)
class _DealPlayer:
    """Plays a batch of deals in every seating (in a job of its own, or not), with the
    outside players of its process, recording every game's moves if asked; ``close`` ends
    the outside players' processes."""

    outsiders: Outsiders | None
    record: bool = False

    def __call__(self, deals: _Deals) -> DealsPlayed:
        count, size = len(deals.names), len(deals.seeds)
        if self.outsiders is not None:
            self.outsiders.begin(deals.first)
        drawn = _dice(deals.seeds, deals.spec) if deals.dice == "duplicate" else None
        found = []
        moves: list[list[Move]] = []
        for turn in range(count):
            names = [deals.names[(turn + i) % count] for i in range(count)]
            record: list[list[Move]] | None = [[] for _ in range(size)] if self.record else None
            found.append(
                play(
                    deals.spec,
                    [self._seat(name) for name in names],
                    deals.seeds,
                    deals.engine,
                    dice=deals.dice,
                    drawn=drawn,
                    grade=deals.grade,
                    names=names,
                    game_ids=[f"{seed}#{turn + 1}" for seed in deals.seeds],
                    record=record,
                )
            )
            moves.extend(record or [])
        if moves:  # by deal, then seating
            moves = [moves[turn * size + g] for g in range(size) for turn in range(count)]
        return found, self.outsiders.faults() if self.outsiders is not None else [], moves

    def _seat(self, name: str) -> Player:
        seat = self.outsiders.seat(name) if self.outsiders is not None else None
        return seat if seat is not None else computer(computer_kind(name) or "optimal")

    def close(self) -> None:
        if self.outsiders is not None:
            self.outsiders.close()
