"""One trust rule for a cached Kniffel table: every reader runs ``quick.check``.

A table changed as a whole under a recomputed checksum (halved, shifted, scaled) is
found by each reader alike: the solver's ``decode`` (solve, the computer players, a
batch session), the hint's plain-Python ``read_level`` at every level, and ``spiel
cache list`` (issue 31: the hint read one level unchecked and advised from it).
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from kniffel_cli.cache import files
from kniffel_cli.common import cache
from kniffel_cli.kniffel.rules import parse_points
from kniffel_cli.kniffel.strategy import quick, solver
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.solver import Spec
from tests.helpers import Invoke

# Every rule set, point values that move the bonus and the start's value, no bonus at
# all, one roll, and the fewest rounds: small tables, built in milliseconds.
VARIANTS = {
    "kniffel": Spec("kniffel", 3, 3),
    "yahtzee": Spec("yahtzee", 3, 3),
    "points": Spec("kniffel", 2, 4, parse_points("bonus_threshold=0,kniffel=80,full_house=0")),
    "no bonus, one roll": Spec("yahtzee", 1, 2, parse_points("bonus=0")),
    "one round": Spec("kniffel", 3, 1),
}

Change = Callable[[np.ndarray], np.ndarray]
CHANGES: dict[str, Change] = {
    "halved": lambda values: values / 2,
    "shifted": lambda values: values + 10.0,
    "shifted a little": lambda values: values + 1e-6,
    "scaled": lambda values: values * 1.001,
}
WHOLE = ["halved", "shifted", "scaled"]  # the commands' tests: the man page's cases


def resign(path: Path, change: Callable[[list[int], np.ndarray], np.ndarray]) -> None:
    """Change the values of the cached table at ``path`` (given its level sizes) and sign
    it again as spiel does: what someone with write access to the cache folder can do."""
    payload = cache.read(str(path))
    end = payload.index(b"\n") + 1
    counts: list[int] = json.loads(payload[:end])["counts"]
    size = 8 * sum(counts)
    values = change(counts, np.frombuffer(payload[end : end + size], "<f8").copy())
    cache.write(str(path), [payload[:end], values.astype("<f8").tobytes(), payload[end + size :]])


def as_a_whole(change: Change) -> Callable[[list[int], np.ndarray], np.ndarray]:
    return lambda counts, values: change(values)


def reversed_level(turns_left: int) -> Callable[[list[int], np.ndarray], np.ndarray]:
    """One level's values in reverse order, the others as they are."""

    def change(counts: list[int], values: np.ndarray) -> np.ndarray:
        start = sum(counts[: turns_left - 1])
        part = slice(start, start + counts[turns_left - 1])
        values[part] = values[part][::-1].copy()
        return values

    return change


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with the table of every variant, built once for the module."""
    folder = tmp_path_factory.mktemp("tables")
    engines = Engines(folder=str(folder), jobs=1)
    for spec in VARIANTS.values():
        engines(spec).table()
    return folder


def copied(built: Path, spec: Spec, tmp_path: Path) -> Path:
    shutil.copy(built / spec.name, tmp_path / spec.name)
    return tmp_path / spec.name


def verdicts(spec: Spec, path: Path) -> dict[str, str | None]:
    """What each reader makes of the file: None where it reads it, else why not."""
    payload = cache.read(str(path))
    found: dict[str, str | None] = {}
    try:
        solver.decode(spec, payload)
        found["decode"] = None
    except cache.Damaged as damage:
        found["decode"] = damage.reason
    listed = files.examine(str(path.parent), path.name)
    assert listed is not None
    found["cache list"] = listed.reason
    for turns_left in range(1, spec.rounds + 1):
        level = quick.read_level(spec, turns_left, str(path.parent))
        found[f"hint, {turns_left} turns"] = None if level is not None else "refused"
    return found


@pytest.mark.parametrize("spec", VARIANTS.values(), ids=list(VARIANTS))
def test_every_reader_trusts_a_sound_table(built: Path, spec: Spec) -> None:
    readers = verdicts(spec, built / spec.name)
    assert set(readers.values()) == {None}
    assert files.examine(str(built), spec.name).status == "intact"  # type: ignore[union-attr]


@pytest.mark.parametrize("change", CHANGES, ids=list(CHANGES))
@pytest.mark.parametrize("spec", VARIANTS.values(), ids=list(VARIANTS))
def test_every_reader_finds_a_table_changed_as_a_whole(
    built: Path, tmp_path: Path, spec: Spec, change: str
) -> None:
    path = copied(built, spec, tmp_path)
    resign(path, as_a_whole(CHANGES[change]))
    readers = verdicts(spec, path)
    reason = "its value with 1 turn left is not what the rules make it"
    assert readers["decode"] == readers["cache list"] == reason
    assert all(readers[f"hint, {t} turns"] == "refused" for t in range(1, spec.rounds + 1))


def test_a_reversed_level_is_found_by_whoever_reads_it(built: Path, tmp_path: Path) -> None:
    """The hint reads one level and checks it (and the last turn): a level it does not
    read is not its concern; the solver reads them all."""
    spec = VARIANTS["kniffel"]
    path = copied(built, spec, tmp_path)
    resign(path, reversed_level(2))
    readers = verdicts(spec, path)
    reason = "its value with 2 turns left is not what the rules make it"
    assert readers["decode"] == readers["cache list"] == reason
    assert readers["hint, 2 turns"] == "refused"
    assert readers["hint, 1 turns"] is None  # level 1 is sound, and all a hint there reads


def test_the_numpy_and_the_plain_reader_judge_alike(built: Path) -> None:
    """``check`` reads the solver's arrays and a cache file's bytes through the same
    ``Level``: the same value of every state, so the same verdict."""
    spec = VARIANTS["points"]
    payload = cache.read(str(built / spec.name))
    table, plain = solver.decode(spec, payload), quick.payload_levels(spec, payload)
    for turns_left in range(spec.rounds + 1):
        state = quick.sample(spec, max(turns_left, 1))
        assert table.levels(turns_left)(*state) == plain(turns_left)(*state)
        if turns_left:
            below = table.levels(turns_left - 1)
            expected = quick.start_value(spec, below, state)
            assert expected == pytest.approx(table.value(turns_left, *state), rel=1e-12)


# --- the commands ------------------------------------------------------------------------


@pytest.fixture
def game(invoke: Invoke, tmp_path: Path) -> tuple[dict[str, str], Path]:
    """A three-round game, its table cached, and where."""
    folder = tmp_path / "cache"
    env = {"SPIEL_CACHE_DIR": str(folder)}
    assert invoke("kniffel", "new", "--rounds", "3", "--seed", "trust", "-q").exit_code == 0
    assert invoke("kniffel", "hint", "-q", env=env).exit_code == 0
    return env, folder / VARIANTS["kniffel"].name


def damaged(path: Path, reason: str) -> str:
    return f"The cached table {path} is damaged ({reason}); building it again."


@pytest.mark.parametrize("rolled", [False, True], ids=["before the roll", "rolled"])
@pytest.mark.parametrize("change", WHOLE)
def test_hint_finds_a_table_changed_as_a_whole(
    invoke: Invoke, game: tuple[dict[str, str], Path], change: str, rolled: bool
) -> None:
    """The issue's case: the hint's quick path advised from a halved table."""
    env, path = game
    if rolled:
        assert invoke("kniffel", "roll", "-q").exit_code == 0
    right = invoke("kniffel", "hint", "--format", "json", env=env).stdout
    resign(path, as_a_whole(CHANGES[change]))
    result = invoke("kniffel", "hint", "--format", "json", env=env)
    assert result.exit_code == 0
    reason = "its value with 1 turn left is not what the rules make it"
    assert result.stderr.splitlines()[0] == damaged(path, reason)
    assert result.stdout == right
    assert invoke("kniffel", "hint", env=env).stderr == ""  # built again, sound


@pytest.mark.parametrize("change", WHOLE)
def test_solve_and_cache_list_find_it_alike(
    invoke: Invoke, game: tuple[dict[str, str], Path], change: str
) -> None:
    env, path = game
    resign(path, as_a_whole(CHANGES[change]))
    reason = "its value with 1 turn left is not what the rules make it"
    listed = invoke("cache", "list", "--format", "json", env=env)
    assert [f["status"] for f in json.loads(listed.stdout)["files"]] == ["damaged"]
    assert f"damaged ({reason})" in invoke("cache", "list", env=env).stdout
    solved = invoke("kniffel", "solve", "--rounds", "3", env=env)
    assert solved.exit_code == 0
    assert solved.stderr.splitlines()[0] == damaged(path, reason)


def test_the_issue_s_table_of_13_rounds_is_not_read_halved(
    table_folder: Path, tmp_path: Path
) -> None:
    """A halved standard table, re-signed: no level of it reaches a hint."""
    spec = Spec()
    Engines(folder=str(table_folder))(spec).table()
    path = copied(table_folder, spec, tmp_path)
    resign(path, as_a_whole(CHANGES["halved"]))
    assert all(quick.read_level(spec, t, str(tmp_path)) is None for t in range(1, 14))
    with pytest.raises(cache.Damaged, match="with 1 turn left is not what the rules make it"):
        solver.decode(spec, cache.read(str(path)))
