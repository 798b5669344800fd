"""The theory of matches in rows against an exhaustive game-tree search written here.

Every position of up to 4 rows of up to 7 matches, under Nim, takes 1 to K
(K = 1..7) and every set of up to three takes from 1..7, with the last match
winning and losing: ``is_won`` and ``winning_moves`` equal the search, and
``best_move`` wins exactly when the position is won, else is the hardest
take as defined (checked against the search too). The whole sweep is slow;
the quick loop runs it for a few rules.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import cache

import pytest

from kniffel_cli.streichholz import nim
from kniffel_cli.streichholz.explain import explain
from kniffel_cli.streichholz.nim import Move, Period, Rows, TakeRule

MOST = 7


def all_rules() -> Iterator[TakeRule]:
    yield TakeRule()
    for most in range(1, MOST + 1):
        yield TakeRule(max_take=most)
    for size in (1, 2, 3):
        for takes in itertools.combinations(range(1, MOST + 1), size):
            yield TakeRule(takes=takes)


QUICK_RULES = (
    TakeRule(),
    TakeRule(max_take=3),
    TakeRule(takes=(1, 3, 4)),
    TakeRule(takes=(2, 3)),
    TakeRule(takes=(3, 5)),
)


def takes_of(rule: TakeRule, row: int) -> list[int]:
    """The takes the search allows, from the rule's definition (not from ``TakeRule.counts``)."""
    if rule.takes is not None:
        return [take for take in rule.takes if take <= row]
    most = row if rule.max_take is None else min(rule.max_take, row)
    return list(range(1, most + 1))


def options(rows: Rows, rule: TakeRule) -> list[tuple[Move, Rows]]:
    return [
        (Move(index, take), rows[:index] + (row - take,) + rows[index + 1 :])
        for index, row in enumerate(rows)
        for take in takes_of(rule, row)
    ]


@cache
def searched(rows: Rows, rule: TakeRule, last_wins: bool) -> bool:
    """Exhaustive: can the side to move force a win? (``rows`` sorted.)"""
    moves = options(rows, rule)
    if not moves:
        return not last_wins  # the opponent moved last
    return any(not searched(tuple(sorted(left)), rule, last_wins) for _, left in moves)


def won(rows: Rows, rule: TakeRule, last_wins: bool) -> bool:
    return searched(tuple(sorted(rows)), rule, last_wins)


def searched_winning(rows: Rows, rule: TakeRule, last_wins: bool) -> list[Move]:
    return [move for move, left in options(rows, rule) if not won(left, rule, last_wins)]


@cache
def replies(rows: Rows, rule: TakeRule, last_wins: bool) -> int:
    """How many winning moves the side to move has (``rows`` sorted)."""
    return len(searched_winning(rows, rule, last_wins))


def searched_hardest(rows: Rows, rule: TakeRule, last_wins: bool) -> Move:
    """The definition: not ending the game if avoidable, fewest winning replies, smallest
    take, top-most row."""

    def key(entry: tuple[Move, Rows]) -> tuple[bool, int, int, int]:
        move, left = entry
        ends = not options(left, rule)
        return ends, replies(tuple(sorted(left)), rule, last_wins), move.count, move.row

    return min(options(rows, rule), key=key)[0]


def positions(rows_most: int = 4) -> Iterator[Rows]:
    """Every position of 1 to ``rows_most`` rows of 0 to 7 matches, as a multiset."""
    for count in range(1, rows_most + 1):
        yield from itertools.combinations_with_replacement(range(MOST + 1), count)


def sizes_and_counts(rows: Rows, moves: list[Move]) -> list[tuple[int, int]]:
    """Moves as (matches in the row, count): the same in every arrangement of the rows."""
    return sorted((rows[move.row], move.count) for move in moves)


def check(rule: TakeRule, last_wins: bool, rows_most: int = 4) -> None:
    for multiset in positions(rows_most):
        expected = won(multiset, rule, last_wins)
        winning = searched_winning(multiset, rule, last_wins)
        assert nim.is_won(multiset, rule, last_wins) == expected, (multiset, rule, last_wins)
        assert nim.winning_moves(multiset, rule, last_wins) == winning, (multiset, rule)
        # Order does not matter: every arrangement of the rows is decided alike.
        for rows in set(itertools.permutations(multiset)):
            assert nim.is_won(rows, rule, last_wins) == expected
            found = nim.winning_moves(rows, rule, last_wins)
            assert found == sorted(found, key=lambda move: (move.row, move.count))
            assert sizes_and_counts(rows, found) == sizes_and_counts(multiset, winning)
            if not options(rows, rule):
                continue
            best = nim.best_move(rows, rule, last_wins)
            if expected:
                assert best == found[0]
            else:
                assert best == searched_hardest(rows, rule, last_wins), (rows, rule, last_wins)


@pytest.mark.parametrize("last_wins", [True, False])
@pytest.mark.parametrize("rule", QUICK_RULES, ids=repr)
def test_theory_equals_the_search_for_some_rules(rule: TakeRule, last_wins: bool) -> None:
    check(rule, last_wins, rows_most=3)


@pytest.mark.slow
@pytest.mark.parametrize("last_wins", [True, False])
@pytest.mark.parametrize("rule", list(all_rules()), ids=repr)
def test_theory_equals_the_search_for_every_rule(rule: TakeRule, last_wins: bool) -> None:
    check(rule, last_wins)


def grundy(takes: tuple[int, ...], upto: int) -> list[int]:
    """Grundy values of one row, straight from the definition."""
    values: list[int] = []
    for size in range(upto):
        reached = {values[size - take] for take in takes if take <= size}
        values.append(min(set(range(len(takes) + 1)) - reached))
    return values


@pytest.mark.parametrize(
    ("takes", "found"),
    [((1, 3, 4), Period(0, 7)), ((2, 3), Period(0, 5)), ((2, 5, 7), Period(0, 22))],
)
def test_known_periods(takes: tuple[int, ...], found: Period) -> None:
    assert nim.period(TakeRule(takes=takes)) == found


@pytest.mark.parametrize("takes", [(1, 3, 4), (2, 5, 7), (3, 5, 10, 12, 15), (4, 9, 10, 12)])
def test_a_million_matches_by_the_period(takes: tuple[int, ...]) -> None:
    rule = TakeRule(takes=takes)
    period = nim.period(rule)
    assert period is not None
    direct = grundy(takes, period.start + 4 * period.length + takes[-1])
    # The period holds well past the window it was found in.
    for size in range(period.start, len(direct) - period.length):
        assert direct[size + period.length] == direct[size]
    for size in (10**6, 10**6 - 1, 999_983):
        again = period.start + (size - period.start) % period.length
        assert nim.value(rule, size) == direct[again]
        assert nim.fickle(rule, size) == nim.fickle(rule, again)
    rows = (10**6, 999_999, 999_998, 999_983, 777_777, 123_457, 10**6, 31)
    # The same place in the period, far enough up that every take fits as in the long row.
    reduced = tuple(
        period.start + (size - period.start) % period.length + period.length * len(takes)
        for size in rows
    )
    for last_wins in (True, False):
        assert nim.is_won(rows, rule, last_wins) == nim.is_won(reduced, rule, last_wins)
        moves = nim.winning_moves(rows, rule, last_wins)
        assert moves == nim.winning_moves(reduced, rule, last_wins)
        for move in moves:
            assert not nim.is_won(nim.after(rows, move), rule, last_wins)


@pytest.mark.slow
def test_the_period_against_a_million_values() -> None:
    takes = (3, 5, 10, 12, 15)
    direct = grundy(takes, 10**6 + 1)
    assert [nim.value(TakeRule(takes=takes), size) for size in range(0, 10**6 + 1, 997)] == (
        direct[::997]
    )


def test_a_million_in_every_row_of_nim_and_max_take() -> None:
    rows = (10**6, 999_999, 654_321, 10**6 - 7, 3, 1, 0, 2**19)
    for rule in (TakeRule(), TakeRule(max_take=10)):
        for last_wins in (True, False):
            won_here = nim.is_won(rows, rule, last_wins)
            moves = nim.winning_moves(rows, rule, last_wins)
            assert bool(moves) == won_here
            for move in moves:
                assert not nim.is_won(nim.after(rows, move), rule, last_wins)
            best = nim.best_move(rows, rule, last_wins)
            assert rule.allows(best.count, rows[best.row])


def test_the_hardest_take_in_a_lost_row_of_a_million() -> None:
    # Nim sum 0; the opponent has as few winning replies as any take allows.
    rows = (10**6, 10**6, 5, 5)
    for last_wins in (True, False):
        move, replies = nim.hardest(rows, TakeRule(), last_wins)
        assert replies == 1
        # 1,000,000 -> 999,999 changes bits 0 to 6, and only the other million has bit 6:
        # one reply, as after 5 -> 4; the same take, so the top-most row.
        assert move == Move(0, 1)


def test_every_set_within_the_limits_is_decided_in_several_rows() -> None:
    for size in (1, 2, 3, 4):
        for takes in itertools.combinations(range(1, 13), size):
            assert nim.supported(8, TakeRule(takes=takes), False)


@pytest.mark.slow
def test_every_set_of_takes_up_to_20_is_decided_at_once() -> None:
    """As nim.py promises: the period within 500 values, the misère rule for several rows."""
    for size in range(1, nim.TAKES_MOST + 1):
        for takes in itertools.combinations(range(1, 21), size):
            period = nim.period(TakeRule(takes=takes))
            assert period is not None and period.start + period.length + takes[-1] <= 500
            assert nim.supported(8, TakeRule(takes=takes), False), takes


def test_limits() -> None:
    assert nim.supported(8, TakeRule(), False)
    assert nim.supported(8, TakeRule(max_take=10**6), True)
    # One take a: rows worth 0 (a times), 1 (a times), ... found after 3a values.
    assert nim.period(TakeRule(takes=(5_000,))) == Period(0, 10_000)
    assert nim.supported(8, TakeRule(takes=(5_000,)), False)
    assert not nim.supported(8, TakeRule(takes=(10_000,)), True)
    assert nim.period(TakeRule(takes=(10_000,))) is None
    assert not nim.supported(2, TakeRule(takes=(1, 2, 3, 4, 5, 6)), True)


@pytest.mark.parametrize("last_wins", [True, False])
@pytest.mark.parametrize("rule", QUICK_RULES, ids=repr)
def test_the_facts_of_an_explanation(rule: TakeRule, last_wins: bool) -> None:
    for rows in positions(3):
        if not options(rows, rule):
            with pytest.raises(ValueError):
                explain(rows, rule, last_wins)
            continue
        found = explain(rows, rule, last_wins)
        assert found.wins == won(rows, rule, last_wins)
        assert found.move == nim.best_move(rows, rule, last_wins)
        assert found.values == tuple(nim.value(rule, row) for row in rows)
        left = nim.after(rows, found.move)
        assert found.values_after == tuple(nim.value(rule, row) for row in left)
        assert found.replies == len(searched_winning(left, rule, last_wins))
        if found.wins:
            assert found.replies == 0
            assert found.nim_sum_after == (0 if last_wins else found.target)
        else:
            assert found.nim_sum_before == found.target
        if last_wins:
            assert not found.endgame
        if rule == TakeRule() and found.endgame:
            assert max(left if found.wins else rows) <= 1
        facts = found.facts()
        assert facts["row"] == found.move.row + 1 and facts["take"] == found.move.count
        assert set(facts) == {
            "row",
            "take",
            "wins",
            "values",
            "values_after",
            "period",
            "nim_sum_before",
            "nim_sum_after",
            "endgame",
            "target",
            "replies",
        }


def test_the_facts_of_marienbad() -> None:
    found = explain((1, 3, 5, 7), TakeRule(), False)
    assert found.facts() == {
        "row": 2,
        "take": 2,
        "wins": False,
        "values": [1, 3, 5, 7],
        "values_after": [1, 1, 5, 7],
        "period": None,
        "nim_sum_before": 0,
        "nim_sum_after": 2,
        "endgame": False,
        "target": 0,
        "replies": 1,
    }
    found = explain((10, 11, 12), TakeRule(takes=(1, 3, 4)), True)
    assert found.facts()["period"] == {"start": 0, "length": 7}
    assert found.values == (1, 2, 3)
