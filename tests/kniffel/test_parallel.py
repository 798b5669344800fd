"""Work on several cores: results in the order of the tasks, whatever process did each."""

from __future__ import annotations

import os

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
