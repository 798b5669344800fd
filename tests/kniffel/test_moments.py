"""The spread of an optimal game: exact against a brute force, and against simulated games."""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Callable
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from kniffel_cli.common import cache as spiel_cache
from kniffel_cli.kniffel import dice as combos
from kniffel_cli.kniffel.rules import CATEGORY_IDS, DICE
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import moments, planning, solver
from kniffel_cli.kniffel.strategy.moments import standard_deviation
from kniffel_cli.kniffel.strategy.simulation import simulate
from kniffel_cli.kniffel.strategy.solver import Spec
from kniffel_cli.kniffel.strategy.table_file import dense_index
from tests.helpers import Invoke


@cache
def after_keeping() -> np.ndarray:
    """(462, 252): the chance of each roll after keeping a keep and rolling the other dice."""
    chances = np.zeros((len(combos.KEEPS), len(combos.ROLLS)))
    for k, keep in enumerate(combos.KEEPS):
        for rest in combos.KEEPS_BY_SIZE[DICE - len(keep)]:
            roll = combos.ROLL_INDEX[tuple(sorted(keep + rest))]
            chances[k, roll] += combos.probability(rest)
    return chances


def final_totals(table: solver.Table) -> dict[int, float]:
    """The exact chance of every final total of the optimal player (``planning.decide``),
    every roll followed through real sheets."""
    totals: dict[int, float] = defaultdict(float)
    for (total, _lumps, _first), chance in final_outcomes(table).items():
        totals[total] += chance
    return totals


def final_outcomes(table: solver.Table) -> dict[tuple[int, int, int], float]:
    """The exact chance of every final (total, lumps, first) of the optimal player: the
    lumps are the points of the Kniffel row and the Yahtzee bonus, first whether the row
    holds a Kniffel; every roll followed through real sheets."""
    spec = table.spec
    sheets: dict[tuple[object, ...], tuple[Sheet, float]] = {
        (): (Sheet(spec.rules, spec.points), 1.0)
    }
    rolls = np.arange(len(combos.ROLLS))
    for turns_left in range(spec.rounds, 0, -1):
        following = table.level(turns_left - 1)
        reached: dict[tuple[object, ...], tuple[Sheet, float]] = {}
        for sheet, chance in sheets.values():
            states = planning.states_of([sheet] * len(rolls))
            plan = planning.plan(spec, following, states)
            rolled = np.array([combos.probability(roll) for roll in combos.ROLLS])
            for rolls_left in range(spec.rolls - 1, 0, -1):
                keep, _ = planning.decide(plan, rolls, rolls_left)
                kept = np.where(keep[:, None] >= 0, after_keeping()[np.maximum(keep, 0)], 0.0)
                kept[keep < 0, rolls[keep < 0]] = 1.0  # taken now: this roll stays
                rolled = rolled @ kept
            _, category = planning.decide(plan, rolls, 0)
            for roll in np.flatnonzero(rolled):
                dice = combos.ROLLS[roll]
                row = CATEGORY_IDS[category[roll]]
                after = Sheet(spec.rules, spec.points)
                after.scores, after.yahtzee_bonus = dict(sheet.scores), sheet.yahtzee_bonus
                after.enter(row, sheet.options(dice)[row], dice)
                key = (*after.scores.items(), after.yahtzee_bonus)
                before = reached.get(key, (after, 0.0))[1]
                reached[key] = (after, before + chance * rolled[roll])
        sheets = reached
    outcomes: dict[tuple[int, int, int], float] = defaultdict(float)
    for sheet, chance in sheets.values():
        row = sheet.scores.get("kniffel") or 0
        lumps = row + sheet.yahtzee_bonus
        outcomes[sheet.total, lumps, int(row >= spec.points.kniffel)] += chance
    return outcomes


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
@pytest.mark.parametrize(("rounds", "rolls"), [(1, 1), (1, 2), (2, 1), (2, 2)])
def test_the_spread_is_that_of_every_game_followed(rules: str, rounds: int, rolls: int) -> None:
    table = solver.build(Spec(rules, rolls, rounds))
    totals = final_totals(table)
    mean = sum(total * chance for total, chance in totals.items())
    variance = sum((total - mean) ** 2 * chance for total, chance in totals.items())
    assert math.isclose(sum(totals.values()), 1.0, abs_tol=1e-12)
    assert math.isclose(mean, table.expected_total, rel_tol=1e-9, abs_tol=1e-9)
    spread = standard_deviation(table)
    assert math.isclose(spread**2, variance, rel_tol=1e-9, abs_tol=1e-9)
    assert spread > 0


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
@pytest.mark.parametrize(("rounds", "rolls"), [(1, 3), (2, 2), (2, 3)])
def test_the_lumps_are_those_of_every_game_followed(rules: str, rounds: int, rolls: int) -> None:
    """The chance of the first Kniffel, the extra ones (100 each) and E[L·R] from the start
    are those of every game followed (two rounds: a Kniffel and then an extra one)."""
    table = solver.build(Spec(rules, rolls, rounds))
    outcomes = final_outcomes(table)
    lumps = moments.build(table).lumps(rounds)
    start = dense_index(0, 0, 0)
    first = sum(chance * f for (_, _, f), chance in outcomes.items())
    extras = sum(chance * (lump - 50 * f) / 100 for (_, lump, f), chance in outcomes.items())
    cross = sum(chance * lump * total for (total, lump, _), chance in outcomes.items())
    assert first > 0.001
    if rounds == 2:
        assert extras > 1e-6
    assert math.isclose(lumps.first[start], first, rel_tol=1e-9, abs_tol=1e-12)
    assert math.isclose(lumps.extras[start], extras, rel_tol=1e-9, abs_tol=1e-12)
    assert math.isclose(lumps.cross[start], cross, rel_tol=1e-9, abs_tol=1e-9)


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
def test_the_spread_is_that_of_simulated_games(rules: str, table_folder: Path) -> None:
    table = solver.load_or_build(Spec(rules), str(table_folder))[0]
    stdev = moments.load_or_build(table, str(table_folder))[0].standard_deviation()  # kept
    result = simulate(Spec(rules), "optimal", 10000, "moments", lambda _: table)
    # The sample standard deviation's standard error is about sigma / sqrt(2 n); the
    # distribution's tail (extra Kniffels) widens it: allow four of them and a half.
    error = stdev / math.sqrt(2 * result.games)
    assert abs(result.stdev - stdev) < 4.5 * error
    if rules == "yahtzee":
        assert round(stdev, 2) == 59.61  # Verhoeff's optimal solitaire player


def test_solve_shows_the_spread(invoke: Invoke, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPIEL_CACHE_DIR", ".")
    result = invoke("kniffel", "solve", "--rounds", "2", "--rolls", "2", "--format", "json")
    assert result.exit_code == 0, result.stderr
    spread = standard_deviation(solver.build(Spec("kniffel", 2, 2)))
    stdev = json.loads(result.stdout)["stdev"]
    assert isinstance(stdev, float) and stdev == round(spread, 4)
    shown = invoke("kniffel", "solve", "--rounds", "2", "--rolls", "2")
    assert f"Standard deviation of the total: {spread:.2f}\n" in shown.stdout


SMALL = Spec("yahtzee", 2, 2)


def test_the_spread_is_cached_beside_the_table(tmp_path: Path) -> None:
    table = solver.build(SMALL)
    built, cached = moments.load_or_build(table, str(tmp_path))
    (name,) = (path.name for path in tmp_path.iterdir())
    assert name == "kniffel-spread-v3-yahtzee-rolls2-rounds2.bin"
    assert not cached and built.standard_deviation() == standard_deviation(table)

    def computed(done: int, total: int) -> None:
        raise AssertionError("computed again")

    moments._LOADED.clear()  # as a new process finds it
    loaded, again = moments.load_or_build(table, str(tmp_path), progress=computed)
    assert again and loaded.seconds == built.seconds
    for t in range(SMALL.rounds + 1):
        assert np.array_equal(loaded.level(t), built.level(t))
        assert np.array_equal(loaded.variance_level(t), built.variance_level(t))
    assert moments.load_or_build(table, str(tmp_path), progress=computed)[0] is loaded


def same_table_and_spread(spec: Spec) -> None:
    """The table built with its spread is ``solver.build``'s bit for bit, and its spread
    is the one built from that table."""
    table = solver.build(spec)
    both = moments.build_with_table(spec)
    alone = moments.build(table)
    assert both.table.seconds == both.seconds > 0
    for t in range(1, spec.rounds + 1):
        assert np.array_equal(both.table.indices[t], table.indices[t])
        assert both.table.values[t].tobytes() == table.values[t].tobytes()
        assert both.values[t].tobytes() == alone.values[t].tobytes()


@pytest.mark.parametrize("spec", [Spec("kniffel", 3, 4), Spec("yahtzee", 2, 5)])
def test_the_table_built_with_its_spread_is_the_table_bit_for_bit(
    spec: Spec, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Small batches, so that levels span several of the table's batches and end in a part.
    monkeypatch.setattr(solver, "CHUNK", 64)
    monkeypatch.setattr(moments, "CHUNK", 64)
    monkeypatch.setattr(moments, "MOMENTS_CHUNK", 16)
    same_table_and_spread(spec)


@pytest.mark.slow
def test_the_full_table_built_with_its_spread_is_the_table_bit_for_bit() -> None:
    same_table_and_spread(Spec("yahtzee"))


def test_without_a_table_both_are_built_in_one_pass_and_cached(tmp_path: Path) -> None:
    folder = str(tmp_path)
    built, cached = moments.load_or_build_with_table(SMALL, folder)
    assert not cached
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "kniffel-spread-v3-yahtzee-rolls2-rounds2.bin",
        "kniffel-table-v2-yahtzee-rolls2-rounds2.bin",
    ]
    solver._LOADED.clear()  # as a new process finds them
    moments._LOADED.clear()

    def computed(done: int, total: int) -> None:
        raise AssertionError("computed again")

    loaded, again = moments.load_or_build_with_table(SMALL, folder, progress=computed)
    assert again and loaded.seconds == built.seconds
    assert loaded.table.values[2].tobytes() == solver.build(SMALL).values[2].tobytes()
    assert loaded.values[2].tobytes() == built.values[2].tobytes()


def test_a_cached_table_gets_its_spread_alone(tmp_path: Path) -> None:
    folder = str(tmp_path)
    table, _ = solver.load_or_build(SMALL, folder)
    solver._LOADED.clear()
    spread, cached = moments.load_or_build_with_table(SMALL, folder)
    assert not cached and spread.table.seconds == table.seconds  # the table was not rebuilt
    assert spread.values[2].tobytes() == moments.build(table).values[2].tobytes()


def test_a_damaged_table_is_reported_and_built_again_with_its_spread(tmp_path: Path) -> None:
    folder = str(tmp_path)
    solver.load_or_build(SMALL, folder)
    path = tmp_path / SMALL.name
    path.write_bytes(path.read_bytes()[:-1])
    solver._LOADED.clear()
    notes: list[str] = []
    spread, cached = moments.load_or_build_with_table(SMALL, folder, notify=notes.append)
    assert not cached
    reason = "its size does not match its header"
    assert notes == [f"The cached table {path} is damaged ({reason}); building it again."]
    solver._LOADED.clear()
    assert solver.load_or_build(SMALL, folder)[1]  # saved whole


def test_the_spread_levels_are_second_moments_and_variances() -> None:
    table = solver.build(SMALL)
    spread = moments.build(table)
    assert np.array_equal(spread.level(0), solver.terminal(SMALL.points) ** 2)
    for t in range(SMALL.rounds + 1):
        level, variance = spread.level(t), spread.variance_level(t)
        assert not level.flags.writeable and not variance.flags.writeable
        expected = np.maximum(level - table.level(t) ** 2, 0.0)
        assert np.array_equal(variance, expected) and variance.min() >= 0.0
        assert spread.variance_level(t) is variance  # computed once
    start = dense_index(0, 0, 0)
    assert spread.standard_deviation() == math.sqrt(spread.variance_level(SMALL.rounds)[start])


def test_cached_only_finds_no_spread_that_is_not_cached(tmp_path: Path) -> None:
    table = solver.build(SMALL)
    with pytest.raises(LookupError, match="kniffel-spread-v3-yahtzee-rolls2-rounds2.bin"):
        moments.load_or_build(table, str(tmp_path), cached_only=True)
    built, _ = moments.load_or_build(table, str(tmp_path))
    moments._LOADED.clear()
    found, cached = moments.load_or_build(table, str(tmp_path), cached_only=True)
    assert cached and np.array_equal(found.level(SMALL.rounds), built.level(SMALL.rounds))


def test_a_damaged_spread_is_reported_and_rebuilt(tmp_path: Path) -> None:
    table = solver.build(SMALL)
    built, _ = moments.load_or_build(table, str(tmp_path))
    path = tmp_path / moments.file_name(SMALL)
    data = bytearray(path.read_bytes())
    data[-20] ^= 0xFF
    path.write_bytes(bytes(data))
    moments._LOADED.clear()
    with pytest.raises(LookupError):
        moments.load_or_build(table, str(tmp_path), cached_only=True)
    notes: list[str] = []
    rebuilt, cached = moments.load_or_build(table, str(tmp_path), notify=notes.append)
    assert not cached
    assert notes == [
        f"The cached table {path} is damaged (its checksum does not match); building it again."
    ]
    assert rebuilt.standard_deviation() == built.standard_deviation()
    assert moments.load_or_build(table, str(tmp_path))[1]  # saved intact again


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
    table = solver.build(SMALL)
    moments.load_or_build(table, str(tmp_path))
    path = tmp_path / moments.file_name(SMALL)
    resigned(path, change)
    moments._LOADED.clear()
    notes: list[str] = []
    _, cached = moments.load_or_build(table, str(tmp_path), notify=notes.append)
    assert not cached
    assert notes == [f"The cached table {path} is damaged ({reason}); building it again."]


def test_a_full_spread_raised_as_a_whole_is_found(table_folder: Path) -> None:
    """A spread whose second moments all grew (checksum recomputed) fails its anchor."""
    table = solver.load_or_build(Spec(), str(table_folder))[0]
    moments.load_or_build(table, str(table_folder))
    payload = spiel_cache.read(str(table_folder / moments.file_name(Spec())))
    assert moments.decode(table, payload).standard_deviation() == pytest.approx(52.77, abs=0.01)
    end = payload.index(b"\n") + 1
    size = 8 * moments.QUANTITIES * sum(json.loads(payload[:end])["counts"])
    raised = np.frombuffer(payload[end : end + size], "<f8") * 1.001
    forged = payload[:end] + raised.astype("<f8").tobytes() + payload[end + size :]
    with pytest.raises(spiel_cache.Damaged, match="its last turn is not what the rules make it"):
        moments.decode(table, forged)
