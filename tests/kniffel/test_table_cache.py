"""Damaged Kniffel strategy tables are found, reported and built again."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from kniffel_cli.common import cache
from kniffel_cli.kniffel.strategy import solver
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.table_file import CATEGORIES, dense_index
from tests.helpers import Invoke

SPEC = Spec("kniffel", 3, 3)  # a three-round game: its table builds in a blink


def split(path: Path) -> tuple[bytes, bytes, bytes]:
    """A cache file's header line, the payload's description line, and the arrays."""
    data = path.read_bytes()
    head = data.index(b"\n") + 1
    line = data.index(b"\n", head) + 1
    return data[:head], data[head:line], data[line:]


def values_size(description: bytes) -> int:
    counts: list[int] = json.loads(description)["counts"]
    return 8 * sum(counts)


def zero_values(description: bytes, arrays: bytes) -> bytes:
    size = values_size(description)
    return bytes(size) + arrays[size:]


def negate_values(description: bytes, arrays: bytes) -> bytes:
    size = values_size(description)
    values = -np.frombuffer(arrays[:size], "<f8")
    return values.tobytes() + arrays[size:]


def shorten(description: bytes, arrays: bytes) -> bytes:
    return arrays[:-8]


def nan_value(description: bytes, arrays: bytes) -> bytes:
    return np.array([np.nan]).tobytes() + arrays[8:]


def index_out_of_range(description: bytes, arrays: bytes) -> bytes:
    return arrays[:-4] + np.array([solver.DENSE], "<i4").tobytes()


CHANGES: dict[str, Callable[[bytes, bytes], bytes]] = {
    "values zeroed": zero_values,
    "values negated": negate_values,
    "an array shortened": shorten,
    "one value NaN": nan_value,
    "a state out of range": index_out_of_range,
}

# Under a recomputed checksum only what the loader checks beyond the digest shows.
RESIGNED_REASONS = {
    "values zeroed": "its value with 1 turn left is not what the rules make it",
    "values negated": "its value with 1 turn left is not what the rules make it",
    "an array shortened": "its size does not fit its description",
    "one value NaN": "its values are malformed",
    "a state out of range": "its states are out of range",
}


@pytest.fixture
def game(invoke: Invoke, tmp_path: Path) -> tuple[dict[str, str], Path, str]:
    """A rolled three-round game, its table cached, and the right hint."""
    folder = tmp_path / "cache"
    env = {"SPIEL_CACHE_DIR": str(folder)}
    assert invoke("kniffel", "new", "--rounds", "3", "--seed", "cache", "-q").exit_code == 0
    assert invoke("kniffel", "roll", "-q").exit_code == 0
    right = invoke("kniffel", "hint", "--format", "json", env=env)
    assert right.exit_code == 0
    assert right.stderr.count("\n") <= 1  # the progress bar, nothing else
    return env, folder / SPEC.name, right.stdout


@pytest.mark.parametrize("change", CHANGES, ids=list(CHANGES))
def test_a_damaged_table_is_reported_and_rebuilt(
    invoke: Invoke, game: tuple[dict[str, str], Path, str], change: str
) -> None:
    env, path, right = game
    header, description, arrays = split(path)
    path.write_bytes(header + description + CHANGES[change](description, arrays))
    result = invoke("kniffel", "hint", "--format", "json", env=env)
    assert result.exit_code == 0
    assert result.stdout == right
    reason = "its size does not match its header" if "shortened" in change else "its checksum"
    assert result.stderr.splitlines()[0].startswith(f"The cached table {path} is damaged ({reason}")
    assert result.stderr.splitlines()[0].endswith("); building it again.")
    assert cache.read(str(path))  # saved again, sound
    again = invoke("kniffel", "hint", "--format", "json", env=env)
    assert again.stdout == right and again.stderr == ""


def test_the_issue_case_no_longer_prints_a_negative_total(
    invoke: Invoke, game: tuple[dict[str, str], Path, str]
) -> None:
    env, path, _ = game
    header, description, arrays = split(path)
    path.write_bytes(header + description + negate_values(description, arrays))
    result = invoke("kniffel", "hint", env=env)
    assert "expected final total -" not in result.stdout
    assert "damaged" in result.stderr


@pytest.mark.parametrize("change", CHANGES, ids=list(CHANGES))
def test_the_content_is_checked_beyond_the_checksum(
    tmp_path: Path, game: tuple[dict[str, str], Path, str], change: str
) -> None:
    """A re-signed file (a buggy or hostile writer) still cannot crash the loader."""
    _, path, _ = game
    _, description, arrays = split(path)
    cache.write(str(path), [description, CHANGES[change](description, arrays)])
    notes: list[str] = []
    engines = Engines(folder=str(path.parent), notify=notes.append)
    table, cached = engines(SPEC).table(), engines.cached
    reason = RESIGNED_REASONS[change]
    assert not cached
    assert notes == [f"The cached table {path} is damaged ({reason}); building it again."]
    assert table.expected_total == pytest.approx(solver.build(SPEC).expected_total)


DESCRIPTIONS: dict[str, Callable[[dict[str, object]], object]] = {
    "another spec": lambda meta: {**meta, "rounds": 4},
    "counts missing": lambda meta: {k: v for k, v in meta.items() if k != "counts"},
    "a count negative": lambda meta: {**meta, "counts": [-1, *meta["counts"][1:]]},  # type: ignore[index]
    "seconds a string": lambda meta: {**meta, "seconds": "1"},
    "not an object": lambda meta: [meta],
    "an extra key": lambda meta: {**meta, "x": 1},
}


@pytest.mark.parametrize("change", DESCRIPTIONS, ids=list(DESCRIPTIONS))
def test_a_description_that_does_not_fit_is_damage(
    game: tuple[dict[str, str], Path, str], change: str
) -> None:
    _, path, _ = game
    _, description, arrays = split(path)
    meta = json.loads(description)
    line = json.dumps(DESCRIPTIONS[change](meta)).encode() + b"\n"
    cache.write(str(path), [line, arrays])
    notes: list[str] = []
    engines = Engines(folder=str(path.parent), notify=notes.append)
    engines(SPEC).table()
    assert not engines.cached
    assert notes == [
        f"The cached table {path} is damaged (its description does not fit); building it again."
    ]


def test_an_old_npz_table_is_never_read(
    invoke: Invoke, game: tuple[dict[str, str], Path, str]
) -> None:
    """The old format (an .npz, only its meta checked) is not trusted under any name."""
    env, path, right = game
    old = path.parent / f"kniffel-table-v1-{SPEC.rules}-rolls{SPEC.rolls}-rounds{SPEC.rounds}.npz"
    meta = {"rules": SPEC.rules, "rolls": SPEC.rolls, "rounds": SPEC.rounds, "seconds": 1.0}
    arrays: dict[str, np.ndarray] = {f"value{t}": np.zeros(3) for t in range(1, 4)}
    arrays.update({f"index{t}": np.arange(3) for t in range(1, 4)})
    np.savez(old, meta=np.array(json.dumps(meta)), **arrays)  # type: ignore[arg-type]
    path.write_bytes(old.read_bytes())
    result = invoke("kniffel", "hint", "--format", "json", env=env)
    assert result.stdout == right
    assert "(it is not a cache file of this version)" in result.stderr


# --- beyond the checksum: what a forged table still cannot claim ---------------------------


def forged(payload: bytes, change: Callable[[np.ndarray], np.ndarray]) -> bytes:
    """The table's payload with ``change`` applied to its values (a writer who recomputes the
    checksum: what ``decode`` is given after ``cache.read`` passed)."""
    end = payload.index(b"\n") + 1
    size = values_size(payload[:end])
    values = change(np.frombuffer(payload[end : end + size], "<f8"))
    return payload[:end] + values.astype("<f8").tobytes() + payload[end + size :]


@pytest.mark.parametrize(
    "change",
    [lambda v: v / 2, lambda v: v + 10.0, lambda v: v * 1.001],
    ids=["halved", "shifted", "raised by a thousandth"],
)
def test_a_full_table_changed_as_a_whole_is_found(
    table_folder: Path, change: Callable[[np.ndarray], np.ndarray]
) -> None:
    """The issue's case: a halved table, checksum recomputed, gave 127.29 as the optimum."""
    spec = Spec()
    Engines(folder=str(table_folder))(spec).table()
    payload = cache.read(str(table_folder / spec.name))
    assert solver.decode(spec, payload).expected_total == pytest.approx(252.02, abs=0.01)
    with pytest.raises(cache.Damaged, match="with 1 turn left is not what the rules make it"):
        solver.decode(spec, forged(payload, change))


def test_the_cache_folder_is_trusted_like_the_program(table_folder: Path) -> None:
    """What man spiel promises, and no more: a change that keeps the checked states right
    (here two values of the second-to-last turn swapped, neither of them a state the check
    reads) is not found. Whoever can write the cache folder can change the program's
    answers, as whoever can write the program can."""
    spec = Spec()
    Engines(folder=str(table_folder))(spec).table()
    payload = cache.read(str(table_folder / spec.name))
    table = solver.decode(spec, payload)
    ones_open = (1 << CATEGORIES) - 1 - 1 - (1 << 12)  # ones and the chance open
    first = int(np.searchsorted(table.indices[2], dense_index(ones_open, 0, 0)))
    second = int(np.searchsorted(table.indices[2], dense_index(ones_open, 60, 0)))
    assert table.values[2][first] != table.values[2][second]
    start = len(table.indices[1])  # level 2's values follow level 1's

    def swap(values: np.ndarray) -> np.ndarray:
        changed = values.copy()
        changed[[start + first, start + second]] = changed[[start + second, start + first]]
        return changed

    swapped = solver.decode(spec, forged(payload, swap))
    assert swapped.value(2, ones_open, 0, 0) == table.value(2, ones_open, 60, 0)
