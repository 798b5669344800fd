"""Adjustable points: ``--points ROW=N,...`` in scoring, the state, the views and the strategy."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from kniffel_cli.common.errors import StateFileError
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.rules import STANDARD_POINTS, Points, all_points, parse_points
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.state import from_dict, to_dict
from kniffel_cli.kniffel.strategy import solver
from kniffel_cli.kniffel.strategy.solver import Spec
from tests.helpers import Invoke, json_view, read_state, refused

CHANGED = Points(
    full_house=31, small_straight=32, large_straight=43, kniffel=77, bonus=50, bonus_threshold=40
)
TEXT = "full_house=31,small_straight=32,large_straight=43,kniffel=77,bonus=50,bonus_threshold=40"


def test_parse_points_reads_every_row() -> None:
    assert parse_points(TEXT) == CHANGED
    assert parse_points("") == STANDARD_POINTS
    assert parse_points(" Full-House = 30 , kniffel=100 ") == Points(full_house=30, kniffel=100)
    assert CHANGED.changed() == {
        "full_house": 31,
        "small_straight": 32,
        "large_straight": 43,
        "kniffel": 77,
        "bonus": 50,
        "bonus_threshold": 40,
    }
    assert Points(kniffel=50, bonus=0).text == "bonus=0"


@pytest.mark.parametrize(
    ("dice", "rules", "category", "standard", "changed"),
    [
        ((2, 2, 3, 3, 3), "kniffel", "full_house", 25, 31),
        ((4, 4, 4, 4, 4), "kniffel", "full_house", 25, 31),  # five equal count, as ever
        ((1, 2, 3, 4, 6), "kniffel", "small_straight", 30, 32),
        ((2, 3, 4, 5, 6), "kniffel", "small_straight", 30, 32),
        ((2, 3, 4, 5, 6), "kniffel", "large_straight", 40, 43),
        ((6, 6, 6, 6, 6), "kniffel", "kniffel", 50, 77),
        ((6, 6, 6, 6, 6), "yahtzee", "kniffel", 50, 77),
        ((2, 2, 3, 3, 3), "kniffel", "chance", 13, 13),
        ((2, 2, 3, 3, 3), "kniffel", "threes", 9, 9),
    ],
)
def test_exact_points_in_every_affected_category(
    dice: tuple[int, ...], rules: str, category: str, standard: int, changed: int
) -> None:
    assert all_points(dice, rules)[category] == standard
    assert all_points(dice, rules, CHANGED)[category] == changed


def test_further_kniffels_and_the_joker_use_the_values() -> None:
    sheet = Sheet("kniffel", CHANGED)
    sheet.enter("kniffel", sheet.options([5] * 5)["kniffel"], [5] * 5)
    assert sheet.scores["kniffel"] == 77 and sheet.kniffels == 1
    assert sheet.options([5] * 5)["kniffel"] == 100  # further Kniffels stay 100
    sheet.enter("kniffel", 100, [5] * 5)
    assert sheet.kniffels == 2
    yahtzee = Sheet("yahtzee", CHANGED)
    yahtzee.enter("kniffel", 77, [3] * 5)
    yahtzee.enter("threes", 15, [3] * 5)
    offered = yahtzee.options([3] * 5)  # a joker: its upper row is taken, any lower row
    assert offered["full_house"] == 31 and offered["large_straight"] == 43
    assert offered["small_straight"] == 32
    assert yahtzee.bonus_for([3] * 5) == 100  # the row holds the first Kniffel's points


@pytest.mark.parametrize(("upper", "earned"), [(39, 0), (40, 50), (63, 50)])
def test_the_bonus_and_its_threshold(upper: int, earned: int) -> None:
    sheet = Sheet("kniffel", CHANGED)
    fives = 5 * min(upper // 5, 5)
    sheet.scores["fives"] = fives
    sheet.scores["sixes"] = upper - fives
    assert sheet.upper == upper
    assert sheet.bonus == earned
    assert Sheet("kniffel").scores["ones"] is None


def _played(points: Points) -> KniffelGame:
    game = KniffelGame(("Anna", "Bob"), seed="points", points=points)
    for _ in range(6):
        game.roll(None)
        game.take(next(iter(game.sheets[game.current or 0].options(game.dice))))
    return game


def test_the_state_round_trip_and_replay() -> None:
    game = _played(CHANGED)
    data = to_dict(game)
    assert data["points"] == CHANGED.changed()
    again = from_dict(json.loads(json.dumps(data)))
    assert again.points == CHANGED
    assert to_dict(again) == data
    assert [s.total for s in again.sheets] == [s.total for s in game.sheets]


def test_a_standard_game_writes_no_points_and_old_files_load_as_standard() -> None:
    data = to_dict(_played(STANDARD_POINTS))
    assert "points" not in data
    assert from_dict(data).points == STANDARD_POINTS


@pytest.mark.parametrize(
    ("points", "message"),
    [
        ({"chance": 3}, "no adjustable points 'chance'"),
        ({"kniffel": "77"}, "points for 'kniffel' must be a whole number"),
        ({"kniffel": 0}, "points for 'kniffel' must be a whole number from 1 to 1,000"),
        ({"bonus_threshold": 64}, "from 0 to 63"),
        ([], "points is not an object"),
    ],
)
def test_a_state_file_with_bad_points_is_refused(points: object, message: str) -> None:
    data = copy.deepcopy(to_dict(_played(CHANGED)))
    data["points"] = points
    with pytest.raises(StateFileError, match=message):
        from_dict(data)


def test_changed_points_change_the_replayed_scores() -> None:
    for seed in range(500):
        game = KniffelGame(seed=str(seed), points=CHANGED)
        game.roll(None)
        worth = {c: p for c, p in game.sheets[0].options(game.dice).items() if p in (31, 32)}
        if worth:
            game.take(next(iter(worth)))
            break
    data = to_dict(game)
    assert from_dict(copy.deepcopy(data)).points == CHANGED
    del data["points"]
    with pytest.raises(StateFileError):
        from_dict(data)  # the points entered no longer follow from the values


def test_new_stores_the_points_and_the_views_show_them(invoke: Invoke) -> None:
    result = invoke("kniffel", "new", "--seed", "p", "--points", "full_house=30,kniffel=100")
    assert result.exit_code == 0, result.stderr
    assert "Points: Full house 30 and Kniffel 100" in result.stdout
    assert read_state("kniffel.json")["points"] == {"full_house": 30, "kniffel": 100}
    data = json_view(invoke, "kniffel", "show")
    assert data["point_values"] == {"full_house": 30, "kniffel": 100}
    invoke("kniffel", "new", "--seed", "p", "--force")
    assert "points" not in read_state("kniffel.json")
    assert "point_values" not in json_view(invoke, "kniffel", "show")
    german = invoke("--lang", "de", "kniffel", "new", "--seed", "p", "--force", "--points", TEXT)
    assert (
        "Punkte: Full House 31, Kleine Straße 32, Große Straße 43, Kniffel 77, Bonus 50 und "
        "Bonus ab 40\n" in german.stdout
    )


@pytest.mark.slow
def test_the_json_options_use_the_points(invoke: Invoke) -> None:
    for seed in range(200):
        invoke("kniffel", "new", "--seed", str(seed), "--force", "--points", TEXT, "-q")
        data = json_view(invoke, "kniffel", "roll")
        if sorted(data["dice"]) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]):
            assert data["options"]["large_straight"] == 43
            assert data["options"]["small_straight"] == 32
            return
    pytest.fail("no straight in 200 seeds")


def test_score_with_points(invoke: Invoke) -> None:
    data = json_view(invoke, "kniffel", "score", "2,2,3,3,3", "--points", "full_house=30")
    assert data["options"]["full_house"] == 30
    result = invoke("kniffel", "score", "2,3,4,5,6", "--points", "large_straight=45")
    assert "45" in result.stdout


@pytest.mark.parametrize(
    ("points", "line"),
    [
        ("full_house=abc", "„full_house“ müssen eine ganze Zahl von 0 bis 1.000 sein, nicht „abc“"),
        ("kniffel=5000", "„kniffel“ müssen eine ganze Zahl von 1 bis 1.000 sein, nicht „5000“"),
        ("bonus=1,bonus=2", "„bonus“ kommt zweimal vor"),
    ],
)
def test_a_refused_point_value_in_german_quotes_the_row_and_groups_the_numbers(
    invoke: Invoke, points: str, line: str
) -> None:
    result = invoke("--lang", "de", "kniffel", "new", "--points", points)
    assert result.exit_code == 2 and line in result.stderr, result.stderr


@pytest.mark.parametrize(
    ("points", "message"),
    [
        ("chance=3", "no adjustable points 'chance'; choose 'full_house',"),
        ("kniffel=x", "points for 'kniffel' must be a whole number from 1 to 1,000, not 'x'"),
        ("kniffel=-5", "not '-5'"),
        ("kniffel=1.5", "not '1.5'"),
        ("bonus=" + "9" * 5000, "points for 'bonus' must be a whole number from 0 to 1,000"),
        ("bonus=1001", "not '1001'"),
        ("bonus_threshold=64", "from 0 to 63, not '64'"),
        ("kniffel=0", "from 1 to 1,000, not '0'"),
        ("kniffel", "'kniffel' is not ROW=N"),
        ("=5", "'=5' is not ROW=N"),
    ],
)
@pytest.mark.parametrize("command", ["new", "score", "solve", "simulate"])
def test_malformed_points_are_refused(
    invoke: Invoke, command: str, points: str, message: str
) -> None:
    args = ["kniffel", command, *(["1,2,3,4,5"] if command == "score" else [])]
    line = refused(invoke, 2, *args, "--points", points)
    assert message in line, line


@pytest.mark.slow
def test_solve_with_standard_points_is_the_standard_value(tmp_path: Path) -> None:
    standard = solver.build(Spec("kniffel", 3, 2))
    named = solver.build(Spec("kniffel", 3, 2, parse_points("full_house=25,bonus=35")))
    assert named.expected_total == standard.expected_total
    assert Spec("kniffel", 3, 2, parse_points("kniffel=50")).name == Spec("kniffel", 3, 2).name


@pytest.mark.slow
@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
def test_solve_with_other_points_differs_sensibly(rules: str) -> None:
    base = solver.build(Spec(rules, 3, 2)).expected_total
    more = solver.build(Spec(rules, 3, 2, Points(full_house=60, kniffel=100))).expected_total
    less = solver.build(Spec(rules, 3, 2, Points(0, 0, 0, 1))).expected_total
    assert less < base < more
    # Every upper sum earns the bonus when the threshold is 0: the bonus adds exactly.
    free = solver.build(Spec(rules, 3, 2, Points(bonus=20, bonus_threshold=0))).expected_total
    assert free == pytest.approx(base + 20)
    none = solver.build(Spec(rules, 3, 2, Points(bonus=0))).expected_total
    assert none == pytest.approx(base)  # two rounds never reach 63


@pytest.mark.slow
def test_solve_and_simulate_commands_with_points(invoke: Invoke, tmp_path: Path) -> None:
    env = {"SPIEL_CACHE_DIR": str(tmp_path / "tables")}
    standard = json_view(invoke, "kniffel", "solve", "--rounds", "2")
    changed = invoke(
        "kniffel",
        "solve",
        "--rounds",
        "2",
        "--points",
        "full_house=60",
        "--format",
        "json",
        env=env,
    )
    data = json.loads(changed.stdout)
    assert data["point_values"] == {"full_house": 60}
    assert data["expected_total"] > standard["expected_total"]
    assert "point_values" not in standard
    names = sorted(p.name for p in (tmp_path / "tables").iterdir())
    # the variant's table; no spread: solve computes the standard deviation alone
    assert names == ["kniffel-table-v2-kniffel-rolls3-rounds2-full_house60.bin"]
    sim = json_view(
        invoke,
        "kniffel",
        "simulate",
        "--rounds",
        "1",
        "--games",
        "300",
        "--strategy",
        "greedy",
        "--points",
        "bonus=20,bonus_threshold=0",
    )
    assert sim["bonus_rate"] == 1.0


@pytest.mark.slow
def test_computer_players_and_hint_use_the_points(invoke: Invoke) -> None:
    result = invoke(
        "kniffel",
        "new",
        "--players",
        "cpu:greedy,Anna",
        "--rounds",
        "2",
        "--seed",
        "c",
        "--points",
        "full_house=300,small_straight=0,large_straight=0",
        "-q",
    )
    assert result.exit_code == 0, result.stderr
    invoke("kniffel", "roll", "-q")
    hint = json_view(invoke, "kniffel", "hint")
    assert hint["expected_total"] > 100  # a full house worth 300 is within reach
    state = read_state("kniffel.json")
    assert state["points"] == {"full_house": 300, "small_straight": 0, "large_straight": 0}
    assert from_dict(state).points.full_house == 300
