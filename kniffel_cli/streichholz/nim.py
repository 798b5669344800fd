"""Matches in rows: which takes a rule allows, and which positions are won, by the theory.

A position is the number of matches in each row, top first. A move takes
``count`` matches from one row. The game ends when the side to move has no
legal move; with ``last_wins`` whoever made the last move won (normal play),
otherwise lost (misère play). When the rule allows taking 1 that is exactly
"whoever takes the last match wins (loses)".

Normal play (Sprague 1935, Grundy 1939): every row is worth its Grundy value
and a position is lost for the side to move exactly when the Nim sum (the
exclusive or) of the values is 0 (Bouton 1901). The values: any take (Nim)
the row itself; takes 1 to K the row modulo K+1; a set of takes the values of
that subtraction game, computed once per set and eventually periodic: once
the values repeat with period p over a window as long as the largest take,
they repeat for ever (each value depends only on that window), so a row of a
million matches is a look-up in ``preperiod + period`` values.

Misère play (Bouton 1901 for Nim; Conway, On Numbers and Games, ch. 12, for
the genus of a game and tame games): every row is also given its misère value
(the misère Grundy value of the row alone) and called *fickle* when it acts
like a row of 0 or 1 match (value 0 or 1 and misère value the other one) and
*firm* when its misère value equals its value. A position is lost for the
side to move exactly when all rows are fickle and the Nim sum is 1 (an odd
number of single matches: the endgame exception), or some row is firm and
the Nim sum is 0. This holds whenever every row size meets four local
conditions (``_tame_kind``): a fickle row has no firm option worth its value
xor 1, and has a fickle one unless it has no option at all; a firm row of
value 0 or 1 has no fickle option worth its value xor 1; a firm row reaches,
for each x in 0, 1 other than its value, a firm option worth x or a fickle
one worth x xor 1. Proof, by induction over the matches left: a position
without a move is not of the two lost kinds (its rows are fickle, worth 0);
from either lost kind every move changes the Nim sum and by the conditions
never reaches the other kind; from any other position a move reaches a lost
one (Nim sum 0 by Bouton's move when two rows are firm, by the fourth
condition when one is, Nim sum 1 by the second when none is).
Rows of Nim (fickle: at most 1 match) and of takes 1 to K (fickle: value at
most 1) satisfy them for every size; a set of takes is checked over its
whole period once (every set of up to five takes up to 20 passes, and every
larger one tried; a set that did not would be refused for several rows by
``supported``, as no exact method is built for it, while one row of it is
still decided by its misère values).

When the position is lost, ``best_move`` takes the move hardest to answer:
not one that ends the game (that loses at once) unless every move does, then
the one that leaves the opponent the fewest winning replies; among equals
the smallest take, then the top-most row. It is deterministic, and it never
looks at every take from a long row of Nim: after a take that leaves at
least 2 matches the count depends only on the highest bit of the change (see
``_nim_candidates``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

Rows = tuple[int, ...]

# The most takes in a set, and how many row sizes may be computed to find its period: within
# that, a cold answer takes milliseconds. Every set of up to 5 takes up to 20 shows its period
# within 500 values (all 21,699 checked); a few sets of larger takes need more than 300,000
# values (2, 37, 47, 82, 84 for one) and are refused (``supported``).
TAKES_MOST = 5
PERIOD_BUDGET = 20_000


@dataclass(frozen=True)
class Move:
    """Take ``count`` matches from the row at index ``row`` (0 = top)."""

    row: int
    count: int


@dataclass(frozen=True)
class TakeRule:
    """Which numbers of matches one move may take from one row.

    ``max_take``: any number from 1 to it; ``takes``: exactly one of these
    (distinct, ascending, each at least 1); neither: any number from 1 to the
    whole row. At most one of the two is given.
    """

    max_take: int | None = None
    takes: tuple[int, ...] | None = None

    def allows(self, count: int, row: int) -> bool:
        """Whether a move may take ``count`` from a row of ``row`` matches."""
        if not 1 <= count <= row:
            return False
        if self.max_take is not None:
            return count <= self.max_take
        if self.takes is not None:
            return count in self.takes
        return True

    def counts(self, row: int) -> tuple[int, ...]:
        """Every count a move may take from a row of ``row`` matches, ascending."""
        if self.takes is not None:
            return tuple(take for take in self.takes if take <= row)
        high = row if self.max_take is None else min(self.max_take, row)
        return tuple(range(1, high + 1))


@dataclass(frozen=True)
class Period:
    """Row values repeat every ``length`` matches from ``start`` matches on."""

    start: int
    length: int


def legal_moves(rows: Rows, rule: TakeRule) -> list[Move]:
    """Every legal move, by row (top first) and then by count (ascending)."""
    return [Move(index, count) for index, row in enumerate(rows) for count in rule.counts(row)]


def after(rows: Rows, move: Move) -> Rows:
    """The position once ``move`` is made (the move must be legal)."""
    return rows[: move.row] + (rows[move.row] - move.count,) + rows[move.row + 1 :]


class _Table:
    """The values of one set of takes: Grundy value, misère value, and their period.

    Values are computed in order until the pair of sequences repeats over a
    window as long as the largest take (a rolling hash finds the candidate,
    a comparison of the windows confirms it), or as far as a row needs.
    """

    _MODULUS = (1 << 61) - 1
    _BASE = 1_000_003

    def __init__(self, takes: tuple[int, ...]) -> None:
        self.takes = takes
        self.window = takes[-1]
        self.values = bytearray()  # normal play
        self.misere = bytearray()  # misère play, of the row alone
        self._codes = bytearray()
        self._seen: dict[int, int] = {}
        self._hash = 0
        self._power = pow(self._BASE, self.window, self._MODULUS)
        self.period: Period | None = None
        self._tame: bool | None = None
        self._mex = [_mex(mask) for mask in range(1 << (len(takes) + 2))]

    def ensure(self, size: int) -> None:
        """Compute until ``size`` is known or the period is found."""
        values, misere, codes, takes, mex = (
            self.values,
            self.misere,
            self._codes,
            self.takes,
            self._mex,
        )
        window, base, modulus = self.window, self._BASE, self._MODULUS
        while self.period is None and len(values) <= size:
            n = len(values)
            seen_values = seen_misere = 0
            for take in takes:
                if take > n:
                    break
                seen_values |= 1 << values[n - take]
                seen_misere |= 1 << misere[n - take]
            # A row no take fits is over: misère value 1, the side to move has won.
            value, alone = mex[seen_values], (mex[seen_misere] if n >= takes[0] else 1)
            values.append(value)
            misere.append(alone)
            code = value * 8 + alone + 1
            codes.append(code)
            self._hash = (self._hash * base + code) % modulus
            if n >= window:
                self._hash = (self._hash - codes[n - window] * self._power) % modulus
            end = n + 1
            if end >= window:  # the window codes[end - window:end]; every take fits after it
                first = self._seen.setdefault(self._hash, end)
                if first != end and codes[first - window : first] == codes[end - window : end]:
                    self.period = Period(first - window, end - first)

    def index(self, size: int) -> int:
        """Where the values of a row of ``size`` are stored."""
        if size < len(self.values):
            return size
        period = self.period
        if period is None:  # not found yet: compute on, up to the size or the period
            self.ensure(size)
            period = self.period
            if period is None or size < period.start + period.length:
                return size
        return period.start + (size - period.start) % period.length

    def found_period(self) -> Period | None:
        """The period, if it shows within ``PERIOD_BUDGET`` values."""
        self.ensure(PERIOD_BUDGET - 1)
        return self.period

    def fickle(self, size: int) -> bool:
        at = self.index(size)
        return self.values[at] <= 1 and self.misere[at] == self.values[at] ^ 1

    def tame(self) -> bool:
        """Whether every row size meets the conditions of the misère rule (see the module)."""
        if self._tame is None:
            period = self.found_period()
            # Beyond start + window + length the conditions repeat what came before.
            self._tame = period is not None and self._tame_below(
                period.start + self.window + period.length + 1
            )
        return self._tame

    def _tame_below(self, limit: int) -> bool:
        kinds: list[tuple[int, bool]] = []  # (value, fickle) of every row size
        for size in range(limit):
            at = self.index(size)
            worth, alone = self.values[at], self.misere[at]
            if worth <= 1 and alone == worth ^ 1:
                kinds.append((worth, True))
            elif alone == worth:
                kinds.append((worth, False))
            else:
                return False  # neither fickle nor firm
        checked: dict[tuple[tuple[int, bool], tuple[tuple[int, bool], ...]], bool] = {}
        for size in range(limit):
            key = (kinds[size], tuple(kinds[size - take] for take in self.takes if take <= size))
            if key not in checked:
                checked[key] = _tame_kind(*key)
            if not checked[key]:
                return False
        return True


def _mex(mask: int) -> int:
    """The smallest number whose bit is not set in ``mask``."""
    value = 0
    while mask >> value & 1:
        value += 1
    return value


def _tame_kind(kind: tuple[int, bool], options: tuple[tuple[int, bool], ...]) -> bool:
    """The conditions of the misère rule for a row of ``kind`` (value, fickle) and its options."""
    value, fickle = kind
    if fickle:
        if not options:
            return True
        no_firm_twin = not any(not flag and worth == value ^ 1 for worth, flag in options)
        return no_firm_twin and any(flag and worth == value ^ 1 for worth, flag in options)
    if value <= 1 and any(flag and worth == value ^ 1 for worth, flag in options):
        return False
    return all(
        any((worth == x and not flag) or (worth == x ^ 1 and flag) for worth, flag in options)
        for x in (0, 1)
        if x != value
    )


@cache
def _table(takes: tuple[int, ...]) -> _Table:
    return _Table(takes)


def value(rule: TakeRule, size: int) -> int:
    """A row's Grundy value: what it is worth in the Nim sum."""
    if rule.takes is not None:
        table = _table(rule.takes)
        return table.values[table.index(size)]
    if rule.max_take is not None:
        return size % (rule.max_take + 1)
    return size


def fickle(rule: TakeRule, size: int) -> bool:
    """Whether a row acts in misère play like a row of 0 or 1 match."""
    if rule.takes is not None:
        return _table(rule.takes).fickle(size)
    return value(rule, size) <= 1


def period(rule: TakeRule) -> Period | None:
    """How the row values repeat: the set's period (None if it does not show within
    ``PERIOD_BUDGET`` values), K+1 for takes 1 to K, None for Nim."""
    if rule.takes is not None:
        return _table(rule.takes).found_period()
    if rule.max_take is not None:
        return Period(0, rule.max_take + 1)
    return None


def within_limits(rule: TakeRule) -> bool:
    """Whether a set of takes is one this module answers at once: at most ``TAKES_MOST``
    takes, with a period within ``PERIOD_BUDGET`` values."""
    takes = rule.takes
    return takes is None or (1 <= len(takes) <= TAKES_MOST and period(rule) is not None)


def supported(rows_count: int, rule: TakeRule, last_wins: bool) -> bool:
    """Whether positions of ``rows_count`` rows under the rule are decided exactly and at once.

    False only for a set of takes beyond the limits (``within_limits``), or
    (never seen) a set whose misère rows fail the conditions of the misère
    rule, in more than one row. Costs at most ``PERIOD_BUDGET`` values once
    a process for a set of takes; then every answer is a look-up.
    """
    if not within_limits(rule):
        return False
    if last_wins or rows_count <= 1 or rule.takes is None:
        return True
    return _table(rule.takes).tame()


class UnsupportedError(ValueError):
    """A position that ``supported`` refuses: asked anyway (a programming error)."""


def smallest_take(rule: TakeRule) -> int:
    """The fewest matches a move may take: a row of fewer is over."""
    return rule.takes[0] if rule.takes is not None else 1


def can_move(rows: Rows, rule: TakeRule) -> bool:
    """Whether the side to move has a legal move (without listing them all)."""
    return any(row >= smallest_take(rule) for row in rows)


def _busy(rows: Rows, rule: TakeRule) -> list[int]:
    """The indexes of the rows a move can still take from."""
    return [index for index, row in enumerate(rows) if row >= smallest_take(rule)]


def _wild(rule: TakeRule, last_wins: bool) -> bool:
    """Misère play with a set of takes whose rows fail the conditions of the misère rule."""
    return not last_wins and rule.takes is not None and not _table(rule.takes).tame()


def _lost_by_rule(total: int, all_fickle: bool, last_wins: bool) -> bool:
    """Lost for the side to move: Nim sum 0, or (misère, every row fickle) 1."""
    return total == 1 if all_fickle and not last_wins else total == 0


def _lost(rows: Rows, rule: TakeRule, last_wins: bool) -> bool:
    if _wild(rule, last_wins):
        busy = _busy(rows, rule)
        if len(busy) > 1:
            raise UnsupportedError(f"misère takes {rule.takes} in several rows")
        # Rows no take fits are no game at all: the one busy row decides alone.
        table = _table(rule.takes or ())
        return bool(busy) and table.misere[table.index(rows[busy[0]])] == 0
    total = 0
    for row in rows:
        total ^= value(rule, row)
    return _lost_by_rule(total, not last_wins and all(fickle(rule, row) for row in rows), last_wins)


def is_won(rows: Rows, rule: TakeRule, last_wins: bool) -> bool:
    """Whether the side to move can force a win."""
    return not _lost(rows, rule, last_wins)


def _counts_to(rule: TakeRule, size: int, worth: int) -> list[int]:
    """The take from a row of ``size`` (Nim, or takes 1 to K) that leaves it worth ``worth``."""
    if rule.max_take is not None:
        take = (size - worth) % (rule.max_take + 1)
        return [take] if worth <= rule.max_take and 1 <= take <= size else []
    return [size - worth] if worth < size else []


def winning_moves(rows: Rows, rule: TakeRule, last_wins: bool) -> list[Move]:
    """Every move that leaves the opponent lost, in the order of ``legal_moves``."""
    if _wild(rule, last_wins):
        return [move for move in legal_moves(rows, rule) if _lost(after(rows, move), rule, False)]
    worths = [value(rule, row) for row in rows]
    firm = [not last_wins and not fickle(rule, row) for row in rows]
    total = 0
    for worth in worths:
        total ^= worth
    moves: list[Move] = []
    for index, row in enumerate(rows):
        rest = total ^ worths[index]
        rest_fickle = sum(firm) == firm[index]
        # The opponent is lost at Nim sum 0, or (misère, every row fickle) 1: a long row
        # of Nim or of takes 1 to K has one take to each of these, a set at most five takes.
        targets = (rest,) if last_wins else (rest, rest ^ 1)
        counts = (
            rule.counts(row)
            if rule.takes is not None
            else sorted({count for worth in targets for count in _counts_to(rule, row, worth)})
        )
        for count in counts:
            left = row - count
            all_fickle = rest_fickle and not last_wins and fickle(rule, left)
            if _lost_by_rule(rest ^ value(rule, left), all_fickle, last_wins):
                moves.append(Move(index, count))
    return moves


def _nim_candidates(rows: Rows) -> list[Move]:
    """The takes of Nim among which the one hardest to answer is (the position being lost).

    A lost position with a row of 2 or more has Nim sum 0 and (misère) at least
    two such rows. A take leaving ``rest >= 2`` of ``row`` keeps two rows of 2
    or more, so only a reply to Nim sum 0 wins, and the replies are the rows
    with the highest bit of ``row ^ rest`` set: the count depends on that bit
    alone, and the smallest such take leaves ``row`` with the bit cleared and
    every bit below set. Leaving 0 or 1 is tried as it is.
    """
    moves: list[Move] = []
    for index, row in enumerate(rows):
        rests = {rest for rest in (0, 1) if rest < row}
        for bit in range(row.bit_length()):
            if row >> bit & 1:
                rest = (row & ~((2 << bit) - 1)) | ((1 << bit) - 1)
                rests.add(rest)
        moves += [Move(index, row - rest) for rest in sorted(rests, reverse=True)]
    return moves


def best_move(rows: Rows, rule: TakeRule, last_wins: bool) -> Move:
    """The first winning move; when the position is lost, the hardest to answer.

    Hardest: not a take that ends the game (in a lost position it loses at
    once), unless every take does; then the fewest winning replies for the
    opponent, then the smallest take, then the top-most row. Only asked
    while the side to move has a legal move.
    """
    winning = winning_moves(rows, rule, last_wins)
    if winning:
        return winning[0]
    return hardest(rows, rule, last_wins)[0]


def hardest(rows: Rows, rule: TakeRule, last_wins: bool) -> tuple[Move, int]:
    """The hardest move to answer, and how many winning replies it leaves (see ``best_move``)."""
    candidates = (
        _nim_candidates(rows)
        if rule.takes is None and rule.max_take is None
        else legal_moves(rows, rule)
    )
    scored = []
    for move in candidates:
        left = after(rows, move)
        # A take that ends the game loses at once: the last resort, though no reply is needed.
        ends = not can_move(left, rule)
        scored.append((ends, len(winning_moves(left, rule, last_wins)), move.count, move.row, move))
    _ends, replies, _count, _row, move = min(scored, key=lambda entry: entry[:4])
    return move, replies
