"""The chance of winning through a game: ``log --chances``, ``review`` of a game of several
players graded by the chance each decision gave away, and duplicate dice compared (where no
chance is shown: ``test_chances_withheld``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from kniffel_cli.cli import spiel
from kniffel_cli.kniffel.game import duplicate_die
from kniffel_cli.kniffel.rules import CATEGORY_IDS, STANDARD_POINTS
from kniffel_cli.kniffel.strategy.engine import Engines
from kniffel_cli.kniffel.strategy.solver import Spec
from tests.helpers import Invoke, json_view, kniffel_game, play_kniffel_to_the_end


@pytest.fixture(autouse=True)
def tables(monkeypatch: pytest.MonkeyPatch, table_folder: Path) -> None:
    """Share the optimal-strategy tables between tests (built once, kept between runs)."""
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))


def duel(invoke: Invoke, dice: str = "random") -> None:
    """Ann against cpu:win, 3 rounds, seed ``demo``: Ann takes Chance on her first roll, then
    keeps 1,2 and scratches Twos; cpu:win answers each turn. On each player's own dice (the
    chances of winning are shown), or ``dice="duplicate"`` (none are: the dice compared)."""
    invoke("kniffel", "new", "--players", "Ann,cpu:win", "--rounds", "3", "--dice", dice,
           "--seed", "demo", "-q")  # fmt: skip
    for args in (["roll"], ["take", "chance"], ["roll"], ["roll", "--keep", "1,2"]):
        assert invoke("kniffel", *args, "-q").exit_code == 0
    assert invoke("kniffel", "take", "twos", "-q").exit_code == 0


def takes(log: dict[str, Any]) -> list[dict[str, Any]]:
    return [move for move in log["moves"] if move["action"] == "take"]


def test_log_chances_gives_every_take_each_players_chance(invoke: Invoke) -> None:
    duel(invoke)
    plain = json_view(invoke, "kniffel", "log")
    log = json_view(invoke, "kniffel", "log", "--chances")
    assert all("chances" not in move for move in plain["moves"])
    found = takes(log)
    assert [(m["player"], m["category"]) for m in found] == [
        ("Ann", "chance"),
        ("cpu:win", "chance"),
        ("Ann", "twos"),
        ("cpu:win", "fives"),
    ]
    expected = [[0.1988, 0.8012], [0.3223, 0.6777], [0.0387, 0.9613], [0.1386, 0.8614]]
    for move, chances in zip(found, expected, strict=True):
        assert move["chances"] == pytest.approx(chances, abs=1e-4)
        assert sum(move["chances"]) == pytest.approx(1.0, abs=1e-6)
    # Nothing else in the records changes.
    assert [{k: v for k, v in m.items() if k != "chances"} for m in log["moves"]] == plain["moves"]


def test_log_chances_table_in_english_and_german(invoke: Invoke) -> None:
    duel(invoke)
    table = invoke("kniffel", "log", "--chances").stdout.splitlines()
    assert table[0].split() == ["move", "by", "action", "result", "Ann", "wins", "cpu:win", "wins"]
    assert table[3].split()[-2:] == ["19.9%", "80.1%"]  # Ann's take of Chance
    assert table[2].split() == ["1", "Ann", "rolls", "1", "1", "3", "2", "6"]  # no chance
    german = invoke("--lang", "de", "kniffel", "log", "--chances").stdout.splitlines()
    assert german[0].split()[:4] == ["Nr.", "Wer", "Aktion", "Ergebnis"]
    assert "Ann gewinnt" in german[0] and "cpu:sieg gewinnt" in german[0]
    assert german[3].split()[-4:] == ["19,9", "%", "80,1", "%"]


def test_log_chances_ends_with_a_chart_in_every_language_and_encoding(invoke: Invoke) -> None:
    duel(invoke)
    chart = [
        "Each player's chance of winning after each take, from ▁ 0% to █ 100%:",
        "Ann      ▂▃▁▂  13.9%",
        "cpu:win  ▇▆█▇  86.1%",
    ]
    assert invoke("kniffel", "log", "--chances").stdout.splitlines()[-4:] == ["", *chart]
    german = invoke("--lang", "de", "kniffel", "log", "--chances").stdout.splitlines()
    assert german[-3:] == [
        "Die Gewinnchance jedes Spielers nach jedem Eintrag, von ▁ 0 % bis █ 100 %:",
        "Ann       ▂▃▁▂  13,9 %",
        "cpu:sieg  ▇▆█▇  86,1 %",
    ]
    latin = CliRunner(charset="latin-1").invoke(spiel, ["kniffel", "log", "--chances"])
    assert latin.stdout_bytes.decode("latin-1").splitlines()[-3:] == [
        "Each player's chance of winning after each take, from . 0% to @ 100%:",
        "Ann      :-.:  13.9%",
        "cpu:win  #*@#  86.1%",
    ]
    tsv = invoke("kniffel", "log", "--chances", "--tablefmt", "tsv").stdout.splitlines()
    assert tsv[-1] == "13\tcpu:win\ttakes Fives\t10 points\t13.9%\t86.1%"  # rows alone


def test_the_last_take_gives_the_outcome(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob", "--rounds", "2")
    play_kniffel_to_the_end(invoke)
    shown = json_view(invoke, "kniffel", "show")
    last = takes(json_view(invoke, "kniffel", "log", "--chances"))[-1]
    totals = [p["total"] for p in shown["players"]]
    best = max(totals)
    share = 1 / totals.count(best)
    assert last["chances"] == [share if t == best else 0.0 for t in totals]


def test_alone_the_chance_is_one_and_the_review_as_before(invoke: Invoke) -> None:
    kniffel_game(invoke, "--rounds", "2")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "chance", "-q")
    (take,) = takes(json_view(invoke, "kniffel", "log", "--chances"))
    assert take["chances"] == [1.0]
    (player,) = json_view(invoke, "kniffel", "review")["players"]
    assert "chance" not in player and "turn_chances" not in player
    assert "chance" not in player["decisions"][0]
    table = invoke("kniffel", "review").stdout
    assert "chance" not in table


def test_review_grades_each_decision_by_the_chance_it_gave_away(invoke: Invoke) -> None:
    duel(invoke)
    data = json_view(invoke, "kniffel", "review")
    ann, cpu = data["players"]
    first = ann["decisions"][0]
    assert first["choice"] == {"category": "chance"}
    assert first["best_to_win"] == {"keep": [5]}
    assert first["chance"] == pytest.approx(0.2100, abs=1e-4)
    assert first["best_chance"] == pytest.approx(0.4436, abs=1e-4)
    # each of the three rounded to 6 places: they agree within 1.5e-6
    assert first["chance_loss"] == pytest.approx(first["best_chance"] - first["chance"], abs=2e-6)
    assert list(first)[-4:] == ["chance", "best_chance", "chance_loss", "best_to_win"]
    assert ann["chance_loss"] == pytest.approx(
        sum(d["chance_loss"] for d in ann["decisions"]), abs=1e-5
    )
    assert ann["chance_loss"] == pytest.approx(0.5966, abs=1e-4)
    # cpu:win plays to win: it gives away nothing by its own measure.
    assert all(d["chance_loss"] == 0 for d in cpu["decisions"])
    # The chance at the start of each turn: below even at the first (cpu:win's play to win
    # is worth something), then as the log shows it.
    assert ann["turn_chances"][0] == pytest.approx(0.4805, abs=1e-4)
    log = takes(json_view(invoke, "kniffel", "log", "--chances"))
    assert cpu["turn_chances"] == pytest.approx([log[0]["chances"][1], log[2]["chances"][1]])
    assert ann["turn_chances"][1] == pytest.approx(log[1]["chances"][0])
    assert [ann["chance"], cpu["chance"]] == pytest.approx(log[-1]["chances"])
    for move in log:
        assert sum(move["chances"]) == pytest.approx(1.0, abs=1e-6)
    # A take's chance is valued as the player who plays to win plans (every other player as
    # the optimal player), the log's after it counts cpu:win as what it is: Ann's is a little
    # higher by the first measure.
    ann_takes = [d for d in ann["decisions"] if "category" in d["choice"]]
    assert [d["chance"] for d in ann_takes] == pytest.approx([0.2100, 0.0441], abs=1e-4)
    after = [log[0]["chances"][0], log[2]["chances"][0]]
    assert all(d["chance"] > a for d, a in zip(ann_takes, after, strict=True))


def test_the_review_table_shows_the_chances(invoke: Invoke) -> None:
    duel(invoke)
    lines = invoke("kniffel", "review").stdout.splitlines()
    assert lines[1] == "and by the chance of winning each decision gave away"
    assert lines[3].split() == [
        *("player", "expected", "at", "start", "lost", "by", "choices", "luck", "total"),
        *("expected", "now", "chance", "lost", "chance", "now"),
    ]
    assert lines[5].split()[-2:] == ["59.66%", "13.9%"]  # Ann's chance lost, and now
    text = "\n".join(lines)
    assert "Each player's chance of winning at the start of their turn, round by round" in text
    curve = text.split("round by round\n\n")[1].split("\n\n")[0].splitlines()
    assert curve[0].split() == ["round", "Ann", "cpu:win"]
    assert curve[2].split() == ["1", "48.0%", "80.1%"]
    assert curve[-1].split() == ["now", "13.9%", "86.1%"]
    assert "best to win" in text and "chance lost" in text and "points lost" in text
    assert "      1       1  1 1 3 2 6  take Chance             keep die 5 and roll" in text
    assert (  # the chart, between the curve and the decisions
        "The same as a chart, from ▁ 0% to █ 100%, the last point now:\n"
        "Ann      ▄▃▂  13.9%\n"
        "cpu:win  ▇█▇  86.1%\n\n"
        "Ann: the costliest decisions\n"
    ) in text


def test_duplicate_dice_compare_the_players_round_by_round(invoke: Invoke) -> None:
    duel(invoke, dice="duplicate")
    data = json_view(invoke, "kniffel", "review")
    log = json_view(invoke, "kniffel", "log")["moves"]
    same = data["same_dice"]
    assert same["by_round"] == [
        {"round": 1, "dice": [4, 3, 4, 2, 3], "entered": [16, 30]},
        {"round": 2, "dice": [6, 1, 6, 4, 2], "entered": [0, 24]},
    ]
    # Every player's turn of a round began from that roll.
    firsts = [m["dice"] for m in log if m["action"] == "roll" and m["kept"] == []]
    assert firsts == [[4, 3, 4, 2, 3]] * 2 + [[6, 1, 6, 4, 2]] * 2
    assert [duplicate_die("demo", 2, 1, p) for p in range(1, 6)] == [6, 1, 6, 4, 2]
    assert same["pairs"] == [
        {"player": "Ann", "other": "cpu:win", "compared": 2, "more": 0, "fewer": 2,
         "difference": -38}
    ]  # fmt: skip
    text = invoke("kniffel", "review").stdout
    assert (
        "On the same dice, Ann scored 38 points fewer than cpu:win over 2 rounds "
        "(more in none, fewer in 2 rounds)\n"
    ) in text
    german = invoke("--lang", "de", "kniffel", "review").stdout
    assert (
        "Mit denselben Würfeln hat Ann in 2 Runden 38 Punkte weniger erzielt als cpu:sieg "
        "(in keiner mehr, in 2 Runden weniger)\n"
    ) in german


def test_random_dice_have_no_comparison(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob", "--rounds", "2")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "chance", "-q")
    data = json_view(invoke, "kniffel", "review")
    assert "same_dice" not in data
    assert "Duplicate dice" not in invoke("kniffel", "review").stdout


def undone_take(invoke: Invoke, dice: str) -> None:
    """Ann and Bob, 2 rounds, seed ``demo``: Ann takes Ones, undoes it and takes Chance."""
    invoke("kniffel", "new", "--players", "Ann,Bob", "--rounds", "2", "--dice", dice,
           "--seed", "demo", "-q")  # fmt: skip
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "ones", "-q")
    invoke("kniffel", "undo", "-q")
    invoke("kniffel", "take", "chance", "-q")


def test_an_undone_take_keeps_its_chance_and_costs_nothing(invoke: Invoke) -> None:
    undone_take(invoke, "random")
    log = json_view(invoke, "kniffel", "log", "--chances")["moves"]
    assert [m["action"] for m in log] == ["roll", "take", "undo", "take"]
    assert "chances" in log[1] and "chances" not in log[2] and "chances" in log[3]
    assert log[1]["chances"][0] < log[3]["chances"][0]  # Chance was the better take
    ann = json_view(invoke, "kniffel", "review")["players"][0]
    undone, kept = ann["decisions"]
    assert undone["undone"] is True and undone["chance_loss"] > 0
    assert ann["chance_loss"] == pytest.approx(kept["chance_loss"], abs=1e-6)
    assert ann["chance_loss"] == pytest.approx(0.2883, abs=1e-4)


def test_an_undone_take_on_duplicate_dice_is_graded_by_points(invoke: Invoke) -> None:
    undone_take(invoke, "duplicate")
    data = json_view(invoke, "kniffel", "review")
    undone, kept = data["players"][0]["decisions"]
    assert undone["undone"] is True and undone["loss"] > kept["loss"] > 0
    assert "chance_loss" not in undone and "chance_loss" not in data["players"][0]
    assert data["chances_withheld"] == "duplicate_dice"
    assert data["same_dice"]["by_round"] == [
        {"round": 1, "dice": [4, 3, 4, 2, 3], "entered": [16, None]}
    ]


def test_each_players_lines_played_on_the_others_sheet(invoke: Invoke, table_folder: Path) -> None:
    duel(invoke, dice="duplicate")
    data = json_view(invoke, "kniffel", "review")
    ann_on_cpu, cpu_on_ann = data["same_dice"]["swaps"]
    assert [ann_on_cpu["player"], ann_on_cpu["other"], cpu_on_ann["player"]] == [
        "Ann",
        "cpu:win",
        "cpu:win",
    ]
    # cpu:win took Chance in round 2, which Ann had filled in round 1: one round compares.
    assert ann_on_cpu["compared"] == 1 and cpu_on_ann["compared"] == 2
    # Round 1 by hand: Ann's own take (Chance, 16) against cpu:win's small straight (30) on
    # 4 3 1 2 6, both valued from Ann's empty sheet by the optimal table.
    table = Engines(folder=str(table_folder))(Spec("kniffel", 3, 3, STANDARD_POINTS)).table()
    own = data["players"][0]["decisions"][0]["expected"]
    theirs = 30 + table.value(2, 1 << CATEGORY_IDS.index("small_straight"), 0, 0)
    assert ann_on_cpu["gain"] == pytest.approx(own - theirs, abs=1e-3)
    assert ann_on_cpu["gain"] == pytest.approx(-13.0773, abs=1e-3)
    assert cpu_on_ann["gain"] == pytest.approx(32.5526, abs=1e-3)
    text = invoke("kniffel", "review").stdout.splitlines()
    assert text[-2:] == [
        "On Ann's sheet, cpu:win's choices would have changed the expected final total by "
        "+13.08 over 1 round",
        "On cpu:win's sheet, Ann's choices would have changed the expected final total by "
        "-32.55 over 2 rounds",
    ]
