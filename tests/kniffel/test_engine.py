"""The Kniffel engine: each table read from the cache or built once, saved, checked, kept."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest

from kniffel_cli.common import cache as spiel_cache
from kniffel_cli.kniffel.strategy import engine, moments, solver
from kniffel_cli.kniffel.strategy.engine import Build, Engines, Progress
from kniffel_cli.kniffel.strategy.moments import standard_deviation
from kniffel_cli.kniffel.strategy.solver import Spec

SMALL = Spec("yahtzee", 2, 2)
SPREAD = "kniffel-spread-v3-yahtzee-rolls2-rounds2.bin"
TABLE = "kniffel-table-v2-yahtzee-rolls2-rounds2.bin"


class Builds:
    """A progress display that records which builds ran (and that they reported)."""

    def __init__(self) -> None:
        self.kinds: list[Build] = []
        self.reports = 0

    @contextmanager
    def __call__(self, what: Build) -> Iterator[Progress]:
        self.kinds.append(what)

        def report(done: int, total: int) -> None:
            assert 0 < done <= total
            self.reports += 1

        yield report


def engines_of(folder: Path, **options: object) -> tuple[Engines, Builds]:
    builds = Builds()
    return Engines(folder=str(folder), progress=builds, **options), builds  # type: ignore[arg-type]


def test_a_table_is_saved_and_read_back_exactly(tmp_path: Path) -> None:
    engines, builds = engines_of(tmp_path)
    built = engines(SMALL).table()
    assert builds.kinds == ["table"] and builds.reports > 0 and not engines.cached
    assert engines(SMALL).table() is built  # kept for the process
    engine.forget()  # as a new process finds it
    again, builds = engines_of(tmp_path)
    loaded = again(SMALL).table()
    assert builds.kinds == [] and again.cached and loaded is not built
    assert loaded.seconds == built.seconds
    for t in range(1, SMALL.rounds + 1):
        assert np.array_equal(loaded.indices[t], built.indices[t])
        assert loaded.values[t].tobytes() == built.values[t].tobytes()


def test_without_a_table_both_are_built_in_one_pass_and_cached(tmp_path: Path) -> None:
    engines, builds = engines_of(tmp_path)
    built = engines(SMALL).spread()
    assert builds.kinds == ["both"] and not engines.cached
    assert sorted(path.name for path in tmp_path.iterdir()) == [SPREAD, TABLE]
    assert engines(SMALL).table() is built.table  # the table of the pass serves too
    engine.forget()
    again, builds = engines_of(tmp_path)
    loaded = again(SMALL).spread()
    assert builds.kinds == [] and again.cached and loaded.seconds == built.seconds
    assert loaded.table.values[2].tobytes() == solver.build(SMALL).values[2].tobytes()
    assert loaded.values[2].tobytes() == built.values[2].tobytes()
    assert loaded.standard_deviation() == standard_deviation(solver.build(SMALL))
    assert again(SMALL).spread() is loaded
    assert again(SMALL).model().spread is loaded and again(SMALL).model() is again(SMALL).model()


def test_a_cached_table_gets_its_spread_alone(tmp_path: Path) -> None:
    engines, builds = engines_of(tmp_path)
    table = engines(SMALL).table()
    engine.forget()
    spread = engines(SMALL).spread()
    assert builds.kinds == ["table", "spread"]
    assert spread.table.seconds == table.seconds  # the table was read, not built again
    assert spread.values[2].tobytes() == moments.build(table).values[2].tobytes()


def test_a_damaged_table_is_reported_and_built_again_with_its_spread(tmp_path: Path) -> None:
    Engines(folder=str(tmp_path))(SMALL).table()
    path = tmp_path / SMALL.name
    path.write_bytes(path.read_bytes()[:-1])
    notes: list[str] = []
    engines, builds = engines_of(tmp_path, notify=notes.append)
    engines(SMALL).spread()
    assert builds.kinds == ["both"]
    reason = "its size does not match its header"
    assert notes == [f"The cached table {path} is damaged ({reason}); building it again."]
    engine.forget()
    assert Engines(folder=str(tmp_path), build=False)(SMALL).table()  # saved whole


def test_a_replaced_file_is_read_again(tmp_path: Path) -> None:
    engines = Engines(folder=str(tmp_path))
    first = engines(SMALL).table()
    path = tmp_path / SMALL.name
    path.write_bytes(path.read_bytes()[:-1])  # damaged after it was read
    notes: list[str] = []
    again, builds = engines_of(tmp_path, notify=notes.append)
    second = again(SMALL).table()
    assert second is not first and builds.kinds == ["table"] and len(notes) == 1


def test_engines_that_may_not_build_find_only_what_is_cached(tmp_path: Path) -> None:
    cached_only = Engines(folder=str(tmp_path), build=False)
    with pytest.raises(LookupError, match=TABLE):
        cached_only(SMALL).table()
    Engines(folder=str(tmp_path))(SMALL).table()
    with pytest.raises(LookupError, match=SPREAD):
        cached_only(SMALL).spread()
    built = Engines(folder=str(tmp_path))(SMALL).spread()
    engine.forget()
    found = cached_only(SMALL).spread()
    assert np.array_equal(found.level(SMALL.rounds), built.level(SMALL.rounds))


def test_a_damaged_spread_is_reported_and_rebuilt(tmp_path: Path) -> None:
    built = Engines(folder=str(tmp_path))(SMALL).spread()
    path = tmp_path / SMALL.spread_name
    data = bytearray(path.read_bytes())
    data[-20] ^= 0xFF
    path.write_bytes(bytes(data))
    with pytest.raises(LookupError):  # nor is the damage reported: nothing is built
        Engines(folder=str(tmp_path), build=False)(SMALL).spread()
    notes: list[str] = []
    engines, builds = engines_of(tmp_path, notify=notes.append)
    rebuilt = engines(SMALL).spread()
    assert builds.kinds == ["spread"]
    assert notes == [
        f"The cached table {path} is damaged (its checksum does not match); building it again."
    ]
    assert rebuilt.standard_deviation() == built.standard_deviation()
    engine.forget()
    assert Engines(folder=str(tmp_path), build=False)(SMALL).spread()  # saved intact again


def resigned(path: Path, change: Callable[[np.ndarray, int], None]) -> None:
    """Rewrite a cached spread with ``change`` applied to its values and indices (the
    level sizes given), under a recomputed checksum."""
    payload = bytearray(spiel_cache.read(str(path)))
    end = payload.index(b"\n") + 1
    counts: list[int] = json.loads(payload[:end])["counts"]
    arrays = np.frombuffer(payload[end:], np.uint8).copy()
    change(arrays, 8 * moments.QUANTITIES * sum(counts))
    spiel_cache.write(str(path), [bytes(payload[:end]), arrays.tobytes()])


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda a, size: a[:size].view("<f8").__imul__(0.5), "its values are malformed"),
        (lambda a, size: a[size:].view("<i4").__iadd__(2), "its states are not the table's"),
        (lambda a, size: a[:8].view("<f8").__setitem__(0, np.inf), "its values are malformed"),
        (lambda a, size: a[:size].view("<f8").__imul__(1e10), "its values are malformed"),
    ],
    ids=["values halved", "states moved", "a value infinite", "values raised past the most"],
)
def test_a_spread_is_checked_beyond_the_checksum(
    tmp_path: Path, change: Callable[[np.ndarray, int], None], reason: str
) -> None:
    Engines(folder=str(tmp_path))(SMALL).spread()
    path = tmp_path / SMALL.spread_name
    resigned(path, change)
    notes: list[str] = []
    engines, builds = engines_of(tmp_path, notify=notes.append)
    engines(SMALL).spread()
    assert builds.kinds == ["spread"]
    assert notes == [f"The cached table {path} is damaged ({reason}); building it again."]


def test_a_full_spread_raised_as_a_whole_is_found(table_folder: Path) -> None:
    """A spread whose second moments all grew (checksum recomputed) fails its anchor."""
    spread = Engines(folder=str(table_folder))(Spec()).spread()
    payload = spiel_cache.read(str(table_folder / Spec().spread_name))
    table = spread.table
    assert moments.decode(table, payload).standard_deviation() == pytest.approx(52.77, abs=0.01)
    end = payload.index(b"\n") + 1
    size = 8 * moments.QUANTITIES * sum(json.loads(payload[:end])["counts"])
    raised = np.frombuffer(payload[end : end + size], "<f8") * 1.001
    forged = payload[:end] + raised.astype("<f8").tobytes() + payload[end + size :]
    with pytest.raises(spiel_cache.Damaged, match="its last turn is not what the rules make it"):
        moments.decode(table, forged)


def test_a_cache_that_cannot_be_written_still_serves_the_process(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("")
    engines = Engines(folder=str(tmp_path / "a-file" / "cache"))  # no folder can be made
    spread = engines(SMALL).spread()
    assert engines(SMALL).spread() is spread and engines(SMALL).table() is spread.table


def test_a_file_in_place_of_the_cache_folder_is_no_damage(tmp_path: Path) -> None:
    """Nothing can be cached there: the table is built and serves, and no file is called
    damaged."""
    (tmp_path / "a-file").write_text("")
    notes: list[str] = []
    engines, builds = engines_of(tmp_path / "a-file", notify=notes.append)
    assert engines(SMALL).table().expected_total > 0
    assert builds.kinds == ["table"] and notes == []
