"""Batches of games on several cores: the same results in the same order whatever the number
of jobs, since every game is played alone of the others in its batch (``match``)."""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")


def cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _ignore_interrupts() -> None:
    """A worker leaves Ctrl-C to the process that started it (which stops them all)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def each(function: Callable[[Item], Result], items: Sequence[Item], jobs: int) -> Iterator[Result]:
    """``function(item)`` for every item, in order. With several ``jobs``, in that many
    processes forked from this one: they share what it has loaded (the engine's tables), so
    load them before. ``function`` and the items must pickle (a module's function, data)."""
    if jobs <= 1 or len(items) <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        yield from map(function, items)
        return
    context = multiprocessing.get_context("fork")
    with context.Pool(min(jobs, len(items)), initializer=_ignore_interrupts) as pool:
        yield from pool.imap(function, items)
