"""The strategies against a brute-force solution of the game tree."""

from __future__ import annotations

from functools import cache

import pytest

from kniffel_cli.common.randomness import SeededRandom
from kniffel_cli.streichholz import strategy

COUNTS = range(1, 51)
LIMITS = range(1, 6)
RULES = (False, True)  # last_wins


def over(matches: int, last_wins: bool) -> bool:
    """The end, as the rules state it: none left, or (whoever takes the last loses) one."""
    return matches == 0 or (matches == 1 and not last_wins)


def playable(last_wins: bool) -> list[int]:
    """The counts the side to move (and so a strategy) can face."""
    return [matches for matches in COUNTS if not over(matches, last_wins)]


@cache
def side_to_move_wins(matches: int, max_take: int, last_wins: bool) -> bool:
    """Exhaustive: can the side to move force a win?"""
    if matches == 0:
        # The opponent took the last match: they won if it wins, lost if it loses.
        return not last_wins
    if matches == 1 and not last_wins:
        # Seed 002: the game ends when one match is left; the side it is left to has lost.
        return False
    return any(
        not side_to_move_wins(matches - take, max_take, last_wins)
        for take in range(1, min(max_take, matches) + 1)
    )


def wins_after(matches: int, take: int, max_take: int, last_wins: bool) -> bool:
    """Does taking ``take`` leave the opponent lost?"""
    return not side_to_move_wins(matches - take, max_take, last_wins)


class FixedRandom:
    def __init__(self, value: int) -> None:
        self.value = value
        self.calls: list[tuple[int, int]] = []

    def randint(self, low: int, high: int) -> int:
        self.calls.append((low, high))
        return min(max(self.value, low), high)


@pytest.mark.parametrize("last_wins", RULES)
@pytest.mark.parametrize("max_take", LIMITS)
def test_winning_take_matches_the_game_tree(max_take: int, last_wins: bool) -> None:
    for matches in playable(last_wins):
        take = strategy.winning_take(matches, max_take, last_wins)
        if side_to_move_wins(matches, max_take, last_wins):
            assert take is not None and 1 <= take <= min(max_take, matches)
            assert wins_after(matches, take, max_take, last_wins), (matches, take)
        else:
            assert take is None, matches


@pytest.mark.parametrize("last_wins", RULES)
@pytest.mark.parametrize("max_take", LIMITS)
def test_perfect_never_loses_a_won_position_and_takes_1_when_lost(
    max_take: int, last_wins: bool
) -> None:
    for matches in playable(last_wins):
        take = strategy.perfect(matches, max_take, last_wins)
        if side_to_move_wins(matches, max_take, last_wins):
            assert wins_after(matches, take, max_take, last_wins), (matches, take)
        else:
            assert take == 1


@pytest.mark.parametrize("last_wins", RULES)
@pytest.mark.parametrize("max_take", LIMITS)
def test_classic_wins_every_won_position_and_stays_legal(max_take: int, last_wins: bool) -> None:
    for before in range(2, 51):
        for took in range(1, min(max_take, before - 1) + 1):
            matches = before - took
            if over(matches, last_wins):
                continue  # the player's take ended the game: the computer does not answer
            random = FixedRandom(max_take)
            take = strategy.classic(matches, max_take, last_wins, random, before, took)
            assert 1 <= take <= min(max_take, matches)
            if side_to_move_wins(matches, max_take, last_wins):
                assert wins_after(matches, take, max_take, last_wins), (before, took, take)
                assert random.calls == []
            elif before % (max_take + 1) != strategy.losing_residue(last_wins):
                assert random.calls == [(1, min(max_take, matches))]  # a random answer
    for matches in playable(last_wins):  # the computer opens
        take = strategy.classic(matches, max_take, last_wins, FixedRandom(1))
        if side_to_move_wins(matches, max_take, last_wins):
            assert wins_after(matches, take, max_take, last_wins)


def seed_script(mc: int, user_sel: int, random_value: float) -> int:
    """The original JavaScript, line for line (mc: matches before the player's move)."""
    if mc % 4 != 1:
        ost = (mc - user_sel) % 4
        if ost == 0:
            ost = 4
        if ost > 1:
            cpu_sel = ost - 1
        else:
            cpu_sel = int(3 * random_value)
            cpu_sel += 1
    else:
        cpu_sel = 4 - user_sel
    return cpu_sel


def test_classic_is_the_seed_algorithm() -> None:
    for mc in range(3, 51):
        for user_sel in (1, 2, 3):
            if mc - user_sel <= 1:
                continue  # the original ends the game here: the player won
            for face in (1, 2, 3):
                expected = seed_script(mc, user_sel, (face - 1) / 3)
                got = strategy.classic(mc - user_sel, 3, False, FixedRandom(face), mc, user_sel)
                assert got == expected, (mc, user_sel, face)


@pytest.mark.parametrize("max_take", LIMITS)
def test_the_tree_loses_exactly_the_counts_with_the_losing_residue(max_take: int) -> None:
    for last_wins in RULES:
        residue = strategy.losing_residue(last_wins)
        for matches in [0, *COUNTS]:
            lost = not side_to_move_wins(matches, max_take, last_wins)
            assert lost == (matches % (max_take + 1) == residue), (matches, last_wins)


@pytest.mark.parametrize("max_take", LIMITS)
def test_random_takes_are_legal_and_all_occur(max_take: int) -> None:
    random = SeededRandom("random level")
    for matches in COUNTS:
        seen = {strategy.random_take(matches, max_take, random) for _ in range(200)}
        assert seen == set(range(1, min(max_take, matches) + 1))
