"""Work on several cores with the same results, in the same order, whatever the number of
jobs: batches of games (every game is played alone of the others in its batch, ``match``)
and the levels of the strategy's tables (each batch of states computed as it is here)."""

from __future__ import annotations

import math
import mmap
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import suppress
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Generic, TypeVar

import numpy as np

from kniffel_cli.common.stopping import Stopped

Item = TypeVar("Item")
Result = TypeVar("Result")


def cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _flushed() -> None:
    """Flush standard output and error before a fork: a worker flushes its copy of what is
    buffered when it ends, which would print it twice."""
    for stream in (sys.stdout, sys.stderr):
        with suppress(AttributeError, ValueError, OSError):
            stream.flush()


def _ignore_interrupts() -> None:
    """A worker leaves Ctrl-C and SIGHUP (a closed terminal reaches the whole group) to the
    process that started it, which stops them all; it ends on SIGTERM (``Stopped``, which
    nothing of the work takes for its own failure): its work's ``close`` is called."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _end)


def _end(signum: int, frame: object) -> None:
    raise Stopped(signum)  # through a Python bot's own handlers, to the worker's close


def _close(work: object) -> None:
    """Call the work's ``close``, if it has one (it ends what it started: bots' processes)."""
    close = getattr(work, "close", None)
    if callable(close):
        close()


def each(
    function: Callable[[Item], Result],
    items: Sequence[Item],
    jobs: int,
    done: Callable[[int], None] | None = None,
) -> list[Result]:
    """``function(item)`` for every item, in order (``done(number)`` as each is done); with
    several ``jobs``, in that many ``Workers`` forked from this one, which share what it has
    loaded (the engine's tables): load them before. The items and results must pickle."""
    with Workers(function, min(jobs, len(items))) as workers:
        return workers.map(items, done)


Task = TypeVar("Task")
IN_FLIGHT = 2  # tasks a worker holds at a time: one to work on, one waiting


class Workers(Generic[Task, Result]):
    """Processes forked from this one that run ``work`` on the tasks sent to them.

    They see this process's memory as it was when they were forked (what ``work`` needs
    must be made before), and a ``SharedArray`` as it is now. ``map`` gives the results in
    the order of the tasks, whatever worker ran each, so a computation split this way is
    bit for bit the one done here. With one job (or no ``fork``), ``work`` runs here.
    """

    def __init__(self, work: Callable[[Task], Result], jobs: int) -> None:
        self.work = work
        self.connections: list[Connection] = []
        self.processes: list[BaseProcess] = []
        if jobs <= 1 or "fork" not in multiprocessing.get_all_start_methods():
            return
        context = multiprocessing.get_context("fork")
        _flushed()
        for _ in range(jobs):
            here, there = context.Pipe()
            inherited = [*self.connections, here]  # this process's ends, which it must close
            process = context.Process(target=self._serve, args=(there, inherited), daemon=True)
            process.start()
            there.close()
            self.connections.append(here)
            self.processes.append(process)

    def _serve(self, connection: Connection, inherited: list[Connection]) -> None:
        """A worker's life: a task in, (number, result or the error it raised) out, until
        told to stop, or until this process is gone (its pipe ends: a kill leaves no
        worker behind, and none prints a traceback); then the work's ``close``."""
        _ignore_interrupts()
        for end in inherited:
            end.close()
        sys.stderr = open(os.devnull, "w")  # the worker's own: this process keeps its own
        try:
            while (message := connection.recv()) is not None:
                number, task = message
                try:
                    answer: tuple[int, bool, object] = (number, True, self.work(task))
                except Exception as error:  # handed to the caller, who raises it
                    answer = (number, False, error)
                connection.send(answer)
        except (EOFError, OSError):
            return
        finally:
            # told to end at once (SIGTERM) while it closes: the close goes on (it kills the
            # bots it started); the caller kills the worker if it takes too long
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            _close(self.work)

    def map(self, tasks: Sequence[Task], done: Callable[[int], None] | None = None) -> list[Result]:
        """``work(task)`` of every task, in order; ``done(number)`` as each one is done."""
        results: dict[int, Result] = {}
        for number, result in self.arrivals(tasks):
            results[number] = result
            if done:
                done(number)
        return [results[number] for number in range(len(tasks))]

    def arrivals(self, tasks: Sequence[Task]) -> Iterator[tuple[int, Result]]:
        """``(number, work(task))`` of every task as each one is done: in order here, in any
        order from the workers. A caller that stops early closes the workers ``at_once``.

        Each worker has two tasks at a time and gets the next as it hands one back, so a
        worker with cheaper tasks takes more of them."""
        if not self.connections:
            for number, task in enumerate(tasks):
                yield number, self.work(task)
            return
        waiting = iter(enumerate(tasks))
        running = {connection: 0 for connection in self.connections}

        def hand_out(connection: Connection) -> None:
            for message in waiting:
                try:
                    connection.send(message)
                except OSError:
                    raise RuntimeError("a worker process ended unexpectedly") from None
                running[connection] += 1
                return

        for _ in range(IN_FLIGHT):
            for connection in self.connections:
                hand_out(connection)
        left = len(tasks)
        while left:
            for ready in wait([c for c, count in running.items() if count]):
                assert isinstance(ready, Connection)
                try:
                    number, ok, result = ready.recv()
                except (EOFError, OSError):
                    raise RuntimeError("a worker process ended unexpectedly") from None
                if not ok:
                    raise result
                running[ready] -= 1
                left -= 1
                hand_out(ready)
                yield number, result

    def close(self, at_once: bool = False) -> None:
        """Stop the workers: when their work is done, or ``at_once`` (the caller failed, or
        was interrupted, and wants none of it: told to end, killed if they do not). With no
        workers, the work ran here: its ``close`` is called here."""
        if not self.processes:
            _close(self.work)
        for connection in self.connections:
            if not at_once:
                with suppress(OSError):
                    connection.send(None)
            connection.close()
        if at_once:  # all told at once: each closes its bots in the same second
            for process in self.processes:
                process.terminate()
        until = time.monotonic() + 5
        for process in self.processes:
            process.join(timeout=max(0.0, until - time.monotonic()))
            if process.is_alive():
                process.kill()
                process.join()
        self.connections, self.processes = [], []

    def __enter__(self) -> Workers[Task, Result]:
        return self

    def __exit__(self, kind: type[BaseException] | None, *exc: object) -> None:
        self.close(at_once=kind is not None)


class SharedArray:
    """A float64 array in memory shared with the workers forked after it was made: what this
    process writes there, they read (a level's values, for the next level's work)."""

    def __init__(self, *shape: int) -> None:
        self.buffer = mmap.mmap(-1, max(8, 8 * math.prod(shape)))
        self.array: np.ndarray = np.frombuffer(self.buffer, dtype=np.float64).reshape(shape)
