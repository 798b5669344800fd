"""The seeded stream: reproducible, resumable from the draw counter, uniform."""

from __future__ import annotations

import hashlib
import itertools
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kniffel_cli.common.randomness import SeededRandom, fresh_seed, keyed_below

PINNED_KEYED = [4, 0, 5, 5, 1, 4, 2, 5]


def test_known_values_never_change() -> None:
    # Pinned: state files of every past game depend on these exact numbers.
    stream = SeededRandom("kniffel")
    assert [stream.randint(1, 6) for _ in range(10)] == [2, 2, 6, 6, 4, 1, 3, 5, 1, 1]
    assert stream.draws == 10


@given(st.text(max_size=20), st.integers(0, 50))
def test_resuming_from_the_counter_continues_the_stream(seed: str, used: int) -> None:
    whole = SeededRandom(seed)
    for _ in range(used):
        whole.below(6)
    resumed = SeededRandom(seed, draws=whole.draws)
    assert [resumed.below(100) for _ in range(5)] == [whole.below(100) for _ in range(5)]


@pytest.mark.slow
def test_dice_are_uniform() -> None:
    stream = SeededRandom("uniform")
    counts = Counter(stream.randint(1, 6) for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    for face in range(1, 7):
        assert abs(counts[face] - 10_000) < 500  # about 5 standard deviations


def test_shuffle_is_a_permutation_and_reproducible() -> None:
    first, second = list(range(20)), list(range(20))
    SeededRandom("s").shuffle(first)
    SeededRandom("s").shuffle(second)
    assert first == second != list(range(20))
    assert sorted(first) == list(range(20))


def test_choice_and_fresh_seeds() -> None:
    stream = SeededRandom("c")
    assert [stream.choice("abcdef") for _ in range(8)] == list("befcdfbe")  # pinned
    assert stream.draws == 8
    assert fresh_seed() != fresh_seed()


def test_keyed_draws_depend_on_the_seed_and_key_alone() -> None:
    # Pinned: the duplicate dice of every state file depend on these numbers.
    assert [keyed_below("kniffel", f"k{i}", 6) for i in range(8)] == PINNED_KEYED
    stream = SeededRandom("kniffel")
    stream.below(6)
    assert keyed_below("kniffel", "k0", 6) == PINNED_KEYED[0] and stream.draws == 1
    assert keyed_below("other", "k0", 1) == 0
    with pytest.raises(ValueError):
        keyed_below("kniffel", "k0", 0)


def test_keyed_draws_are_uniform() -> None:
    counts = Counter(keyed_below("uniform", str(i) + "x", 6) for i in range(6_000))
    for face in range(6):
        assert abs(counts[face] - 1_000) < 160  # about 5 standard deviations


def test_keyed_draws_are_sha256_of_seed_and_key_with_rejection() -> None:
    # n just above 2**255: the words from n up are rejected (about half), and the next
    # attempt is hashed; without rejection they would give the small numbers twice as often.
    n = (1 << 255) + 1

    def word(key: str, attempt: int) -> int:
        return int.from_bytes(hashlib.sha256(f"s\x00{key}\x00{attempt}".encode()).digest(), "big")

    rejected = 0
    for key in (f"k{i}" for i in range(20)):
        first_kept = next(a for a in itertools.count() if word(key, a) < n)
        rejected += first_kept > 0
        assert keyed_below("s", key, n) == word(key, first_kept)
    assert rejected > 0
