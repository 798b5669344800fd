"""The hint without numpy gives the numpy strategy's choices, to the last bit."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kniffel_cli.common.cache import Damaged
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.rules import CATEGORIES, KNIFFEL_POINTS
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.strategy import advisor, planning, quick, solver
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.solver import Spec

SPECS = [Spec("yahtzee", 3, 13), Spec("kniffel", 3, 5), Spec("kniffel", 2, 4)]


def random_turn(spec: Spec, rnd: random.Random) -> tuple[Sheet, int]:
    """A sheet some turns into a game of ``spec``, and its turns left."""
    sheet = Sheet(spec.rules)
    used = rnd.randint(0, spec.rounds - 1)
    for category in rnd.sample(CATEGORIES, used):
        most = 5 * category.row if category.upper else 30
        sheet.scores[category.id] = rnd.choice([0, rnd.randint(1, most)])
        if category.upper:
            sheet.scores[category.id] = category.row * rnd.randint(0, 5)
    if sheet.scores["kniffel"]:
        sheet.scores["kniffel"] = KNIFFEL_POINTS
    turns_left = spec.rounds - used
    if spec.rules == "kniffel" and sheet.scores["kniffel"] and turns_left > 1:
        extra = rnd.randint(0, 1)  # a further Kniffel took a turn without a row
        sheet.scores["kniffel"] = KNIFFEL_POINTS + 100 * extra
        turns_left -= extra
    return sheet, turns_left


@pytest.mark.parametrize("spec", SPECS, ids=[s.name for s in SPECS])
def test_quick_choices_are_the_strategy_s(spec: Spec, table_folder: Path) -> None:
    table = Engines(folder=str(table_folder))(spec).table()
    rnd = random.Random(spec.name)
    for _ in range(12):
        sheet, turns_left = random_turn(spec, rnd)
        roll, rolls_left = rnd.randrange(252), rnd.randint(0, spec.rolls - 1)
        following = quick.read_level(spec, turns_left - 1, str(table_folder))
        assert following is not None
        got = quick.choices(spec, following, quick.state_of(sheet), roll, rolls_left)
        plan = planning.plan(spec, table.level(turns_left - 1), planning.states_of([sheet]))
        assert got == planning.choices(plan, roll, rolls_left)
        start = quick.read_level(spec, turns_left, str(table_folder))
        assert start is not None
        assert start(*quick.state_of(sheet)) == table.value(turns_left, *quick.state_of(sheet))


def test_the_hint_reads_levels_and_falls_back_to_the_table(
    table_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = Spec("yahtzee")
    Engines(folder=str(table_folder))(spec).table()
    shutil.copy(table_folder / spec.name, tmp_path / spec.name)  # a file not loaded yet
    game = KniffelGame(seed="quick", rules_name="yahtzee")
    with monkeypatch.context() as patch:

        def refuse(spec: Spec, payload: bytes) -> solver.Table:
            raise AssertionError("the whole table was loaded")

        patch.setattr(solver, "decode", refuse)
        quick_levels = Engines(folder=str(tmp_path))
        before = advisor.hint(game, quick_levels)
        game.roll()
        after = advisor.hint(game, quick_levels)
    plain = Engines(folder=str(tmp_path), quick_levels=False)
    assert advisor.hint(KniffelGame(seed="quick", rules_name="yahtzee"), plain) == before
    assert advisor.hint(game, plain) == after


def test_a_level_without_the_state_asked_for_is_damage(table_folder: Path) -> None:
    spec = Spec("kniffel", 2, 4)
    Engines(folder=str(table_folder))(spec).table()
    level = quick.read_level(spec, 1, str(table_folder))
    assert level is not None
    with pytest.raises(Damaged):
        level(0, 0, 0)  # nothing used with one turn left: no such state
    assert quick.read_level(spec, 1, str(table_folder / "nowhere")) is None


@pytest.mark.slow
def test_a_cached_hint_loads_no_numpy(tmp_path: Path) -> None:
    spec = Spec("kniffel", 3, 3)
    Engines(folder=str(tmp_path))(spec).table()
    script = (
        "import sys; from kniffel_cli.cli import main\n"
        "try:\n    main(['kniffel', 'hint', '-q'])\nexcept SystemExit as end:\n"
        "    assert not end.code, end.code\n"
        "assert 'numpy' not in sys.modules, 'numpy loaded'\n"
    )
    env = {**os.environ, "SPIEL_CACHE_DIR": str(tmp_path), "SPIEL_KNIFFEL_FILE": "game.json"}
    run = [sys.executable, "-m", "kniffel_cli", "kniffel"]
    new = [*run, "new", "--rounds", "3", "--seed", "q", "-q"]
    subprocess.run(new, cwd=tmp_path, env=env, check=True)
    subprocess.run([*run, "roll", "-q"], cwd=tmp_path, env=env, check=True)
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
