"""Work on several cores: results in the order of the tasks, whatever process did each."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from kniffel_cli.kniffel.strategy.parallel import SharedArray, Workers, cores, each

pytestmark = pytest.mark.slow  # processes are forked


def square_and_pid(number: int) -> tuple[int, int]:
    return number * number, os.getpid()


def test_workers_give_the_results_in_order_and_read_shared_memory() -> None:
    shared = SharedArray(4)
    seen: list[int] = []

    def work(index: int) -> tuple[float, int]:
        return float(shared.array[index]), os.getpid()

    with Workers(work, 3) as workers:
        shared.array[:] = [1.0, 2.0, 3.0, 4.0]  # written after the fork: the workers see it
        found = workers.map([3, 2, 1, 0, 3], seen.append)
    assert [value for value, _ in found] == [4.0, 3.0, 2.0, 1.0, 4.0]
    assert sorted(seen) == [0, 1, 2, 3, 4]
    assert os.getpid() not in {pid for _, pid in found} and len({pid for _, pid in found}) == 3


def test_one_job_works_here() -> None:
    with Workers(square_and_pid, 1) as workers:
        assert workers.map([2, 3]) == [(4, os.getpid()), (9, os.getpid())]
    assert [value for value, _ in each(square_and_pid, [1, 2, 3], 1)] == [1, 4, 9]


def test_each_keeps_the_order_with_several_jobs() -> None:
    found = list(each(square_and_pid, list(range(10)), 2))
    assert [value for value, _ in found] == [n * n for n in range(10)]
    assert cores() >= 1


def test_a_worker_that_dies_is_an_error_not_a_hang() -> None:
    def work(number: int) -> int:
        if number == 1:
            os._exit(1)
        return number

    with Workers(work, 2) as workers, pytest.raises(RuntimeError, match="ended unexpectedly"):
        workers.map([0, 1, 2, 3])


def test_an_error_in_a_worker_is_raised_here() -> None:
    def work(number: int) -> int:
        if number == 2:
            raise ValueError(f"no {number}")
        return number

    with Workers(work, 2) as workers, pytest.raises(ValueError, match="no 2"):
        workers.map([0, 1, 2, 3])


# A process that starts two workers and is killed: its workers must end with it.
KILLED = """
import os, signal, sys, time
from kniffel_cli.kniffel.strategy.parallel import Workers
workers = Workers(lambda task: time.sleep(task), 2)
print(" ".join(str(p.pid) for p in workers.processes), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_killed_process_leaves_no_worker_behind() -> None:
    done = subprocess.run(
        [sys.executable, "-c", KILLED], capture_output=True, text=True, check=False, timeout=60
    )
    assert done.returncode == -signal.SIGKILL and done.stderr == ""
    pids = [int(pid) for pid in done.stdout.split()]
    assert len(pids) == 2
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in pids)


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for the init process counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False
