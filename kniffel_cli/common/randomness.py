"""Reproducible randomness: a seed string and a counter of the draws used.

Every draw hashes ``seed`` and the draw number with SHA-256, so the same seed
and the same sequence of calls give the same numbers on any machine and any
Python version (``random.Random`` promises no such thing for its methods).
The state files store ``seed`` and ``draws``; a game picks up where it left.
``keyed_below`` draws by a key instead of the counter: the same seed and key
give the same number whatever was drawn before.
"""

from __future__ import annotations

import os
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

# The built-in SHA-256 gives the same digests as hashlib's and loads without
# OpenSSL, which keeps every command's start-up short (the latency budget).
try:
    from _sha2 import sha256  # type: ignore[import-not-found]  # Python 3.12 and newer
except ImportError:
    try:
        from _sha256 import sha256  # type: ignore[import-not-found]  # up to 3.11
    except ImportError:
        from hashlib import sha256

T = TypeVar("T")

_SPACE = 1 << 256
MAX_SEED = 200


def check_seed(seed: str) -> str:
    """``seed`` if a game takes it (``--seed`` and every ``new``): UTF-8 text of at most
    ``MAX_SEED`` characters; else SeedNotTextError or SeedTooLongError."""
    from kniffel_cli.common.errors import SeedNotTextError, SeedTooLongError

    try:
        seed.encode("utf-8")
    except UnicodeEncodeError:  # bytes that are not UTF-8 arrive as lone surrogates
        raise SeedNotTextError() from None
    if len(seed) > MAX_SEED:
        raise SeedTooLongError(most=MAX_SEED)
    return seed


def fresh_seed() -> str:
    """A new random seed for a game started without one."""
    return os.urandom(8).hex()


def _limit(n: int) -> int:
    """The largest multiple of ``n`` in the hash's range: words at or above it are
    rejected, so that ``word % n`` is unbiased."""
    if n < 1:
        raise ValueError("n must be positive")
    return _SPACE - _SPACE % n


def keyed_below(seed: str, key: str, n: int) -> int:
    """A uniform integer in ``0 .. n-1`` that depends on ``seed`` and ``key`` alone.

    No counter moves: the same seed and key give the same number, whatever
    else has been drawn. A key that is no bare number never gives a draw of
    ``SeededRandom``.
    """
    limit = _limit(n)
    attempt = 0
    while True:
        word = int.from_bytes(sha256(f"{seed}\x00{key}\x00{attempt}".encode()).digest(), "big")
        if word < limit:
            return word % n
        attempt += 1


class SeededRandom:
    """A deterministic stream of uniform integers drawn from a seed string."""

    def __init__(self, seed: str, draws: int = 0) -> None:
        self.seed = seed
        self.draws = draws

    def copy(self) -> SeededRandom:
        """A stream of its own at the same point: what it draws, this one will draw too."""
        return SeededRandom(self.seed, self.draws)

    def _next_word(self) -> int:
        digest = sha256(f"{self.seed}\x00{self.draws}".encode()).digest()
        self.draws += 1
        return int.from_bytes(digest, "big")

    def below(self, n: int) -> int:
        """A uniform integer in ``0 .. n-1``; rejection keeps it unbiased."""
        limit = _limit(n)
        while True:
            word = self._next_word()
            if word < limit:
                return word % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``low .. high``, both included."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence, uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates), every order equally likely."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
