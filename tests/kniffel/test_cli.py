"""``spiel kniffel`` through click's runner: every command, view and exit status."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import (
    Invoke,
    json_view,
    kniffel_game,
    play_kniffel_to_the_end,
    read_state,
    refused,
    write_state,
)

STATE = Path("kniffel.json")


def view(invoke: Invoke, *args: str) -> dict[str, Any]:
    return json_view(invoke, "kniffel", *args)


# --- new -------------------------------------------------------------------


def test_new_writes_a_state_and_shows_the_empty_sheet(invoke: Invoke) -> None:
    result = invoke("kniffel", "new", "--seed", "s", "--players", "Anna,Bob")
    assert result.exit_code == 0
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == "Round 1 of 13 - Anna's turn - no roll yet (3 rolls left)"
    assert lines[2].split() == ["row", "category", "Anna", "Bob"]
    assert "Upper sum" in result.stdout and "Total" in result.stdout
    state = read_state(STATE)
    assert state["format"] == "spiel" and state["version"] == 2 and state["game"] == "kniffel"
    assert state["players"] == ["Anna", "Bob"] and state["seed"] == "s" and state["draws"] == 0


def test_new_json_view_follows_the_schema(invoke: Invoke) -> None:
    data = view(invoke, "new", "--seed", "s", "--rolls", "4", "--rounds", "5")
    assert data == {
        "schema_version": 1,
        "game": "kniffel",
        "rules": "kniffel",
        "round": 1,
        "rounds": 5,
        "rolls_per_turn": 4,
        "dice_mode": "random",
        "rolls_left": 4,
        "dice": [],
        "current_player": 0,
        "players": [
            {
                "name": "Player 1",
                "scores": dict.fromkeys(
                    [
                        "ones",
                        "twos",
                        "threes",
                        "fours",
                        "fives",
                        "sixes",
                        "three_of_a_kind",
                        "four_of_a_kind",
                        "full_house",
                        "small_straight",
                        "large_straight",
                        "kniffel",
                        "chance",
                    ]
                ),
                "kniffels": 0,
                "upper": 0,
                "bonus": 0,
                "lower": 0,
                "yahtzee_bonus": 0,
                "total": 0,
            }
        ],
        "options": {},
        "finished": False,
        "winners": [],
    }


def test_new_refuses_to_replace_an_unfinished_game(invoke: Invoke) -> None:
    kniffel_game(invoke)
    invoke("kniffel", "roll", "-q")
    line = refused(invoke, 1, "kniffel", "new")
    assert "unfinished game" in line and "--force" in line
    assert invoke("kniffel", "new", "--force", "-q").exit_code == 0
    assert read_state(STATE)["history"] == []


def test_new_replaces_a_finished_game(invoke: Invoke) -> None:
    kniffel_game(invoke, "--rounds", "1")
    play_kniffel_to_the_end(invoke)
    assert invoke("kniffel", "new", "-q").exit_code == 0


def test_new_refuses_to_overwrite_a_file_that_is_no_state(invoke: Invoke) -> None:
    STATE.write_text("my notes")
    assert "--force replaces it" in refused(invoke, 3, "kniffel", "new")
    assert invoke("kniffel", "new", "--force", "-q").exit_code == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "Anna,Anna"], "given twice"),
        (["--players", ",".join(f"P{i}" for i in range(9))], "1 to 8 players"),
        (["--players", "A" * 33], "longer than 32"),
        (["--players", "Anna,\x1b[31mBob"], "control characters"),
        (["--players", "Anna,"], "must not be empty"),
        (["--rolls", "0"], "--rolls"),
        (["--rolls", "10"], "--rolls"),
        (["--rounds", "14"], "--rounds"),
        (["--rounds", "x"], "--rounds"),
        (["--seed", "s" * 201], "longer than 200"),
        (["--format", "xml"], "--format"),
        (["--tablefmt", "nope"], "unknown table format"),
        (["--bogus"], "No such option"),
    ],
)
def test_new_refuses_bad_options(invoke: Invoke, args: list[str], message: str) -> None:
    assert message in refused(invoke, 2, "kniffel", "new", *args)
    assert not STATE.exists()


def test_a_number_alone_is_that_many_players(invoke: Invoke) -> None:
    data = view(invoke, "new", "--seed", "s", "--players", "3")
    assert [p["name"] for p in data["players"]] == ["Player 1", "Player 2", "Player 3"]
    german = invoke("--lang", "de", "kniffel", "new", "--seed", "s", "--players", " 2 ", "--force")
    assert german.exit_code == 0, german.stderr
    assert german.stdout.splitlines()[0].startswith("Runde 1 von 13 – Spieler 1 ist dran")
    assert read_state(STATE)["players"] == ["Spieler 1", "Spieler 2"]  # data, fixed at new
    assert invoke("kniffel", "show", "--field", "players.1.name").stdout == "Spieler 2\n"
    assert view(invoke, "new", "--players", "01", "--force")["players"][0]["name"] == "Player 1"


@pytest.mark.parametrize(
    ("count", "message"),
    [
        ("0", "Error: a game has 1 to 8 players, not 0"),
        ("9", "Error: a game has 1 to 8 players, not 9"),
        ("99", "Error: a game has 1 to 8 players, not 99"),
        ("9" * 40, "Error: a game has 1 to 8 players, not a number of 40 digits"),
        ("9" * 5000, "Error: a game has 1 to 8 players, not a number of 5000 digits"),
    ],
)
def test_a_number_of_players_out_of_range_is_refused(
    invoke: Invoke, count: str, message: str
) -> None:
    assert refused(invoke, 2, "kniffel", "new", "--players", count) == message
    assert not STATE.exists()


@pytest.mark.parametrize("players", ["Anna,3", "3,Anna", "Anna, 42 ", "Anna,007"])
def test_a_name_of_digits_alone_among_names_is_refused(invoke: Invoke, players: str) -> None:
    kniffel_game(invoke, "--rounds", "1")
    before = STATE.read_bytes()
    digits = next(name.strip() for name in players.split(",") if name.strip().isdigit())
    line = refused(invoke, 2, "kniffel", "new", "--players", players, "--force")
    assert line == (
        f"Error: the name '{digits}' is only digits; give each player a name with letters, "
        "or the number of players alone (--players N)"
    )
    assert STATE.read_bytes() == before
    german = invoke("--lang", "de", "kniffel", "new", "--players", players, "--force")
    assert german.stderr == (
        f"Fehler: Der Name „{digits}“ besteht nur aus Ziffern; gib jedem Spieler einen Namen "
        "mit Buchstaben oder allein die Zahl der Spieler an („--players N“)\n"
    )
    error = json.loads(
        invoke("kniffel", "new", "--players", players, "--force", "--format", "json").stderr
    )
    assert error["exit"] == 2 and error["error"]["code"] == "number_as_name"
    assert error["error"]["name"] == digits
    # names with digits in them are names
    assert view(invoke, "new", "--players", "Anna,R2D2,-1", "--force")["players"][1]["name"] == (
        "R2D2"
    )


def test_a_state_with_a_name_of_digits_alone_still_loads(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob")
    state = read_state(STATE)
    state["players"] = ["Anna", "3"]
    write_state(STATE, state)
    assert invoke("kniffel", "show", "--field", "players.1.name").stdout == "3\n"
    assert invoke("kniffel", "roll", "-q").exit_code == 0


def test_the_same_seed_gives_the_same_game(invoke: Invoke, tmp_path: Path) -> None:
    outputs = []
    for name in ("a.json", "b.json"):
        invoke("kniffel", "new", "--seed", "same", "-f", name, "-q")
        outputs.append(
            [
                invoke("kniffel", "roll", "-f", name, *keep).stdout
                for keep in ([], ["--keep", "1,2"], ["--reroll", "5"])
            ]
        )
    assert outputs[0] == outputs[1]
    assert Path("a.json").read_bytes() == Path("b.json").read_bytes()


def test_seed_and_file_from_the_environment(invoke: Invoke) -> None:
    env = {"SPIEL_SEED": "env-seed", "SPIEL_KNIFFEL_FILE": "envgame.json"}
    assert invoke("kniffel", "new", "-q", env=env).exit_code == 0
    assert read_state("envgame.json")["seed"] == "env-seed"
    assert invoke("kniffel", "roll", "-q", env=env).exit_code == 0
    assert len(read_state("envgame.json")["history"]) == 1


def test_a_fresh_seed_without_one(invoke: Invoke) -> None:
    invoke("kniffel", "new", "-q", "-f", "a.json")
    invoke("kniffel", "new", "-q", "-f", "b.json")
    assert read_state("a.json")["seed"] != read_state("b.json")["seed"]


# --- roll --------------------------------------------------------------------


def test_roll_keeps_and_rerolls_positions(invoke: Invoke) -> None:
    kniffel_game(invoke)
    first = view(invoke, "roll")["dice"]
    second = view(invoke, "roll", "--keep", "1,3")
    assert [second["dice"][0], second["dice"][2]] == [first[0], first[2]]
    third = view(invoke, "roll", "--reroll", "1, 2 3")
    assert third["dice"][3:] == second["dice"][3:]
    assert third["rolls_left"] == 0


def test_the_last_roll_of_a_turn_says_a_row_is_next(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "s", "--rolls", "1", "-q")
    english = invoke("kniffel", "roll").stdout.splitlines()[0]
    assert english == "Round 1 of 13 - Player 1's turn - roll 1 of 1, the last: take a row"
    german = invoke("--lang", "de", "kniffel", "show").stdout.splitlines()[0]
    assert (
        german
        == "Runde 1 von 13 – Player 1 ist dran – Wurf 1 von 1, der letzte: trage eine Zeile ein"
    )


def test_roll_table_shows_dice_and_take_column(invoke: Invoke) -> None:
    kniffel_game(invoke)
    result = invoke("kniffel", "roll")
    dice = read_state(STATE)["position"]["dice"]
    lines = result.stdout.splitlines()
    assert lines[0] == "Round 1 of 13 - Player 1's turn - roll 1 of 3 (2 left)"
    assert lines[2].split() == ["position", "1", "2", "3", "4", "5"]
    assert lines[4].split() == ["die", *map(str, dice)]
    assert lines[6].split() == ["row", "category", "Player", "1", "take"]
    chance = next(line for line in lines if "Chance" in line)
    assert chance.split() == ["13", "Chance", str(sum(dice))]


@pytest.mark.parametrize("keep", ["7", "0", "1,1", "a", "1;2", "-1"])
def test_roll_refuses_bad_positions(invoke: Invoke, keep: str) -> None:
    kniffel_game(invoke)
    invoke("kniffel", "roll", "-q")
    assert "--keep" in refused(invoke, 2, "kniffel", "roll", "--keep", keep)


def test_roll_refuses_keep_with_reroll(invoke: Invoke) -> None:
    kniffel_game(invoke)
    assert "not both" in refused(invoke, 2, "kniffel", "roll", "--keep", "1", "--reroll", "2")


def test_roll_refuses_keeping_on_the_first_roll(invoke: Invoke) -> None:
    kniffel_game(invoke)
    assert "first roll" in refused(invoke, 1, "kniffel", "roll", "--keep", "1")


def test_no_rolls_left(invoke: Invoke) -> None:
    kniffel_game(invoke, "--rolls", "2")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "roll", "-q", "--keep", "")
    line = refused(invoke, 1, "kniffel", "roll")
    assert line == "Error: no rolls left in round 1; take a category"


# --- take --------------------------------------------------------------------


@pytest.mark.parametrize("name", ["13", "chance", "Chance", "CHANCE", " chance"])
def test_take_accepts_numbers_ids_and_labels(invoke: Invoke, name: str) -> None:
    kniffel_game(invoke)
    dice = view(invoke, "roll")["dice"]
    state = view(invoke, "take", name)
    assert state["players"][0]["scores"]["chance"] == sum(dice)
    assert state["round"] == 2 and state["dice"] == [] and state["options"] == {}


def test_take_a_german_label_with_umlaut_spellings(invoke: Invoke) -> None:
    kniffel_game(invoke)
    assert view(invoke, "roll")["dice"] == [6, 1, 5, 3, 3]  # no straight: struck out with 0
    scores = view(invoke, "take", "große-strasse")["players"][0]["scores"]
    assert scores["large_straight"] == 0
    assert [row for row, points in scores.items() if points is not None] == ["large_straight"]


@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
@pytest.mark.parametrize("name", ["yahtzee", "Yahtzee", "Kniffel", "Dreierpasch", "full house"])
def test_take_the_usual_names_whatever_the_rules(invoke: Invoke, rules: str, name: str) -> None:
    kniffel_game(invoke, "--rules", rules)
    invoke("kniffel", "roll", "-q")
    scores = view(invoke, "take", name)["players"][0]["scores"]
    assert len([row for row, points in scores.items() if points is not None]) == 1


def test_take_a_near_miss_suggests_and_an_unknown_name_lists_the_open_rows(
    invoke: Invoke,
) -> None:
    kniffel_game(invoke)
    line = refused(invoke, 2, "kniffel", "take", "grose strasse")
    assert line == "Error: no category 'grose strasse'; did you mean 'Large straight'?"
    before_roll = refused(invoke, 2, "kniffel", "take", "foo")
    assert before_roll.startswith("Error: no category 'foo'; take one of: Ones, Twos")
    invoke("kniffel", "roll", "-q")
    assert "did you mean 'Chance'?" in refused(invoke, 2, "kniffel", "take", "chanse")
    invoke("kniffel", "take", "Chance", "-q")
    invoke("kniffel", "roll", "-q")
    line = refused(invoke, 2, "kniffel", "take", "foo")
    assert "Chance" not in line and line.endswith("Large straight or Kniffel")


def test_take_refusals(invoke: Invoke) -> None:
    kniffel_game(invoke)
    assert "roll first" in refused(invoke, 1, "kniffel", "take", "chance")
    invoke("kniffel", "roll", "-q")
    line = refused(invoke, 2, "kniffel", "take", "bonus")
    assert line.startswith("Error: no category 'bonus'; take one of: Ones, Twos, Threes")
    assert "Chance" in line
    invoke("kniffel", "take", "chance", "-q")
    invoke("kniffel", "roll", "-q")
    line = refused(invoke, 1, "kniffel", "take", "13")
    assert line.startswith("Error: Chance is already taken (")
    assert "take one of: Ones, Twos" in line


def test_take_refuses_a_negative_number_and_a_row_number_with_more_than_digits(
    invoke: Invoke,
) -> None:
    kniffel_game(invoke)
    invoke("kniffel", "roll", "-q")
    line = refused(invoke, 2, "kniffel", "take", "-1")  # click reads it as an option
    assert line.startswith("Error: Invalid value for 'CATEGORY': '-1' is a negative number (see")
    german = invoke("--lang", "de", "kniffel", "take", "-1")
    assert german.stderr.startswith("Fehler: Ungültiger Wert für „ZEILE“: „-1“ ist eine negative")
    for text in ("-1", "1-3", "1 3"):  # folded, they were row 1 and row 13
        assert refused(invoke, 2, "kniffel", "take", "--", text).startswith(
            f"Error: no category '{text}'; take one of: Ones"
        )


def test_a_two_player_game_alternates_and_names_the_winner(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,Bob", "--rounds", "2")
    state = view(invoke, "show")
    assert state["current_player"] == 0
    view(invoke, "roll")
    state = view(invoke, "take", "chance")
    assert (state["round"], state["current_player"]) == (1, 1)
    final = play_kniffel_to_the_end(invoke)
    totals = [p["total"] for p in final["players"]]
    assert final["current_player"] is None and final["finished"]
    assert final["winners"] == [p["name"] for p in final["players"] if p["total"] == max(totals)]
    result = invoke("kniffel", "show")
    assert result.stdout.startswith("Game over after 2 rounds - winner")
    assert "the game is over" in refused(invoke, 1, "kniffel", "roll")
    assert "the game is over" in refused(invoke, 1, "kniffel", "take", "ones")


@pytest.mark.parametrize(
    "how", [["--keep", "1,2,3,4,5"], ["--reroll", ""], ["--keep", "5 4 3 2 1"]]
)
def test_a_roll_that_rolls_nothing_is_refused(invoke: Invoke, how: list[str]) -> None:
    kniffel_game(invoke)
    invoke("kniffel", "roll", "-q")
    line = refused(invoke, 1, "kniffel", "roll", *how)
    assert line == "Error: nothing to roll; take a category"


def test_the_last_take_announces_the_winner_on_stderr(invoke: Invoke) -> None:
    kniffel_game(invoke, "--rounds", "1")
    invoke("kniffel", "roll", "-q")
    result = invoke("kniffel", "take", "chance", "--format", "json")
    total = read_state(STATE)["position"]["scores"][0]["chance"]
    assert json.loads(result.stdout)["finished"] is True  # the view alone on stdout
    assert result.stderr == f"Game over: Player 1 scores {total} points\n"


# --- show, log, file problems ------------------------------------------------------


def test_show_and_log_write_nothing(invoke: Invoke) -> None:
    kniffel_game(invoke)
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "roll", "--keep", "2,4", "-q")
    invoke("kniffel", "take", "3er Pasch", "-q")
    before = STATE.read_bytes()
    history = read_state(STATE)["history"]
    shown = invoke("kniffel", "show")
    logged = invoke("kniffel", "log")
    assert shown.exit_code == logged.exit_code == 0
    assert STATE.read_bytes() == before
    rows = [line.split(None, 3) for line in logged.stdout.splitlines()[2:]]
    assert rows[0][:3] == ["1", "Player", "1"]
    assert "keeps dice 2,4 and rolls" in logged.stdout
    assert re.search(rf"takes Three of a kind +{history[2]['points']} points\n", logged.stdout)
    data = json.loads(invoke("kniffel", "log", "--format", "json").stdout)
    assert data == {
        "schema_version": 1,
        "game": "kniffel",
        "moves": [
            {
                "move": 1,
                "player": "Player 1",
                "action": "roll",
                "kept": [],
                "dice": history[0]["dice"],
            },
            {
                "move": 2,
                "player": "Player 1",
                "action": "roll",
                "kept": [2, 4],
                "dice": history[1]["dice"],
            },
            {
                "move": 3,
                "player": "Player 1",
                "action": "take",
                "category": "three_of_a_kind",
                "points": history[2]["points"],
            },
        ],
    }


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "'kniffel.json' does not exist; start a game with 'spiel kniffel new'"),
        ("", "is empty"),
        ("{", "is not JSON"),
        ('{"format": "spiel", "version": 9, "game": "kniffel"}', "newer spiel"),
        ('{"format": "spiel", "version": 1, "game": "puzzle"}', "holds a puzzle game"),
        ('{"format": "spiel", "version": 1, "game": "kniffel"}', "not a valid kniffel state"),
        ("x" * (1 << 20 + 1), "larger than 1 MiB"),
    ],
)
@pytest.mark.parametrize("command", [["show"], ["log"], ["roll"], ["take", "1"]])
def test_bad_state_files_exit_3(
    invoke: Invoke, content: str | None, message: str, command: list[str]
) -> None:
    if content is not None:
        STATE.write_text(content)
    assert message in refused(invoke, 3, "kniffel", *command)


def test_a_tampered_score_is_refused(invoke: Invoke) -> None:
    kniffel_game(invoke)
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "chance", "-q")
    data = read_state(STATE)
    data["position"]["scores"][0]["chance"] = 30
    write_state(STATE, data)
    assert "does not follow from the history" in refused(invoke, 3, "kniffel", "roll")


def test_an_unwritable_output_exits_4(invoke: Invoke) -> None:
    kniffel_game(invoke)
    line = refused(invoke, 4, "kniffel", "roll", "-o", "no/such/folder/out.json")
    assert "cannot" in line
    Path("taken").write_text("a read-only file")
    Path("taken").chmod(0o444)
    assert "the old state is intact" in refused(invoke, 4, "kniffel", "roll", "-o", "taken")
    assert read_state(STATE)["history"] == []


# --- pipes and views ------------------------------------------------------------------


def test_state_through_a_pipe(invoke: Invoke) -> None:
    created = invoke("kniffel", "new", "--seed", "p", "-o", "-", "--format", "json")
    assert json.loads(created.stdout)["game"] == "kniffel"  # the state itself
    assert json.loads(created.stderr)["dice"] == []  # the view, moved to stderr
    rolled = invoke("kniffel", "roll", "-f", "-", input=created.stdout)
    state = json.loads(rolled.stdout)
    assert len(state["history"]) == 1
    assert "Round 1 of 13" in rolled.stderr
    taken = invoke(
        "kniffel", "take", "chance", "-f", "-", "-o", "final.json", "-q", input=rolled.stdout
    )
    assert taken.stdout == taken.stderr == ""
    assert read_state("final.json")["position"]["round"] == 2
    assert not STATE.exists()


def test_show_reads_standard_input(invoke: Invoke) -> None:
    kniffel_game(invoke)
    result = invoke("kniffel", "show", "-f", "-", input=STATE.read_text())
    assert result.stdout.startswith("Round 1 of 13")


def test_tablefmt_from_option_and_environment(invoke: Invoke) -> None:
    kniffel_game(invoke)
    assert "|   row | category" in invoke("kniffel", "show", "--tablefmt", "github").stdout
    assert "+-----" in invoke("kniffel", "show", env={"SPIEL_TABLEFMT": "grid"}).stdout


def test_quiet_prints_nothing(invoke: Invoke) -> None:
    kniffel_game(invoke)
    result = invoke("kniffel", "roll", "-q")
    assert result.exit_code == 0 and result.stdout == result.stderr == ""


# --- score ------------------------------------------------------------------------------


def test_score_table_and_json(invoke: Invoke) -> None:
    result = invoke("kniffel", "score", "3,3,3,5,5")
    assert result.exit_code == 0
    full_house = next(line for line in result.stdout.splitlines() if "Full house" in line)
    assert full_house.split() == ["9", "Full", "house", "25"]
    data = json.loads(
        invoke("kniffel", "score", "3", "3", "3", "5", "5", "--format", "json").stdout
    )
    assert data["dice"] == [3, 3, 3, 5, 5]
    assert data["options"] == {
        "ones": 0,
        "twos": 0,
        "threes": 9,
        "fours": 0,
        "fives": 10,
        "sixes": 0,
        "three_of_a_kind": 19,
        "four_of_a_kind": 0,
        "full_house": 25,
        "small_straight": 0,
        "large_straight": 0,
        "kniffel": 0,
        "chance": 19,
    }


@pytest.mark.parametrize(
    "dice", [["1,2,3"], ["1,2,3,4,5,6"], ["1,2,3,4,7"], ["a,b,c,d,e"], ["0,1,2,3,4"]]
)
def test_score_refuses_bad_dice(invoke: Invoke, dice: list[str]) -> None:
    refused(invoke, 2, "kniffel", "score", *dice)


# --- the root command ---------------------------------------------------------------------


def test_version_and_help(invoke: Invoke) -> None:
    from kniffel_cli import __version__

    assert invoke("--version").stdout == f"spiel {__version__}\n"
    assert "kniffel" in invoke("--help").stdout
    for command in ("new", "roll", "take", "show", "log", "score", "highscore"):
        result = invoke("kniffel", command, "--help")
        assert result.exit_code == 0 and "Usage: spiel kniffel " + command in result.stdout


def test_unknown_command_is_a_usage_error(invoke: Invoke) -> None:
    line = refused(invoke, 2, "kniffel", "shuffle")
    assert "No such command 'shuffle'" in line and "spiel kniffel --help" in line


# --- strategy commands ------------------------------------------------------------------


@pytest.fixture
def tables(monkeypatch: pytest.MonkeyPatch, table_folder: Path) -> None:
    """Share the optimal-strategy tables between tests (built once, kept between runs)."""
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))


def test_solve_prints_the_official_anchor(invoke: Invoke, tables: None) -> None:
    data = view(invoke, "solve", "--rules", "yahtzee")
    assert data["rules"] == "yahtzee" and data["expected_total"] == 254.5877
    assert data["states"] == 536320 and data["seconds"] >= 0
    result = invoke("kniffel", "solve", "--rules", "yahtzee")
    assert "yahtzee rules, 3 rolls, 13 rounds): 254.5877" in result.stdout


def test_hint_json_and_table(invoke: Invoke, tables: None) -> None:
    kniffel_game(invoke, "--rules", "yahtzee")
    assert view(invoke, "hint") == {
        "schema_version": 1,
        "action": "roll",
        "keep": [],
        "category": None,
        "expected_total": 254.5877,
        "chance": None,  # alone
        "goal": "points",
        "alternatives": [],
        "other_goal": None,
    }
    invoke("kniffel", "roll", "-q")
    before = STATE.read_bytes()
    data = view(invoke, "hint")
    assert data["action"] in ("roll", "take") and len(data["alternatives"]) == 3
    assert all(a["expected_total"] <= data["expected_total"] for a in data["alternatives"])
    assert invoke("kniffel", "hint").stdout.startswith("Player 1: ")
    assert STATE.read_bytes() == before


def test_hint_after_the_end_is_refused(invoke: Invoke) -> None:
    kniffel_game(invoke, "--rounds", "1")
    play_kniffel_to_the_end(invoke)
    assert "nothing left to advise" in refused(invoke, 1, "kniffel", "hint")


@pytest.mark.slow
def test_simulate_reports_the_statistics(invoke: Invoke) -> None:
    args = (
        "simulate",
        "--strategy",
        "greedy",
        "--games",
        "20",
        "--seed",
        "s",
        "--rules",
        "yahtzee",
    )
    data = view(invoke, *args)
    assert set(data) == {"schema_version", "strategy", "rules", "dice", "games", "mean", "stdev",
                         "median", "min", "max", "bonus_rate", "kniffel_rate",
                         "expected_start", "loss", "luck", "distribution"}  # fmt: skip
    assert data["games"] == 20 and data["min"] <= data["median"] <= data["max"]
    assert data["dice"] == "random"
    assert view(invoke, *args) == data  # the same seed, the same games
    duplicate = view(invoke, *args, "--dice", "duplicate")
    assert duplicate["dice"] == "duplicate" and duplicate["mean"] != data["mean"]
    assert "--games" in refused(invoke, 2, "kniffel", "simulate", "--games", "0")
    assert "--strategy" in refused(invoke, 2, "kniffel", "simulate", "--strategy", "smart")


@pytest.mark.slow
@pytest.mark.parametrize(
    "play",
    [
        ("--strategy", "random", "--games", "700", "--rounds", "3"),
        ("--players", "cpu:win,cpu:greedy", "--games", "300", "--rounds", "2"),
    ],
    ids=["solitaire", "head to head"],
)
def test_simulate_gives_the_same_figures_whatever_the_jobs(
    invoke: Invoke, play: tuple[str, ...]
) -> None:
    """Batches of 250 games are shared out to the jobs: the same JSON from one or three."""
    args = ("kniffel", "simulate", *play, "--seed", "jobs", "--format", "json", "-q")
    alone = invoke(*args, "--jobs", "1")
    assert alone.exit_code == 0, alone.stderr
    assert invoke(*args, "--jobs", "3").stdout == alone.stdout
    assert invoke(*args).stdout == alone.stdout  # one job per core
    assert "--jobs" in refused(invoke, 2, "kniffel", "simulate", "--jobs", "0")


def test_computer_players_move_in_the_same_command(invoke: Invoke) -> None:
    kniffel_game(invoke, "--players", "Anna,cpu:greedy,cpu:random", "--rounds", "2")
    invoke("kniffel", "roll", "-q")
    result = invoke("kniffel", "take", "chance")
    lines = result.stdout.splitlines()
    assert lines[0].startswith("cpu:greedy: rolls ") and ", takes " in lines[0]
    assert lines[1].startswith("cpu:random: rolls ") and ", takes " in lines[1]
    assert lines[3] == "Round 2 of 2 - Anna's turn - no roll yet (3 rolls left)"
    players = [e["player"] for e in read_state(STATE)["history"]]
    assert 1 in players and 2 in players
    roll = invoke("kniffel", "roll")
    assert roll.stdout.startswith("Round 2 of 2")  # the computers' turns are shown once
    final = view(invoke, "take", "ones")
    assert final["finished"] and final["current_player"] is None


def test_a_computer_may_open_the_game(invoke: Invoke, tables: None) -> None:
    data = view(
        invoke,
        "new",
        "--seed",
        "c",
        "--players",
        "cpu:optimal,Bob",
        "--rules",
        "yahtzee",
        "--rounds",
        "13",
    )
    assert data["current_player"] == 1
    assert sum(v is not None for v in data["players"][0]["scores"].values()) == 1


def test_bad_computer_names(invoke: Invoke) -> None:
    assert "'cpu:optimal', 'cpu:greedy', 'cpu:random' or 'cpu:win'" in refused(
        invoke, 2, "kniffel", "new", "--players", "cpu:smart"
    )
    assert "given twice" in refused(
        invoke, 2, "kniffel", "new", "--players", "cpu:greedy,cpu:greedy"
    )
    kniffel_game(invoke, "--players", "cpu:greedy:1,cpu:greedy:2,Me")
    assert view(invoke, "show")["current_player"] == 2


def test_score_under_the_yahtzee_rules(invoke: Invoke) -> None:
    data = json.loads(
        invoke("kniffel", "score", "4,4,4,4,4", "--rules", "yahtzee", "--format", "json").stdout
    )
    assert data["options"]["full_house"] == 0 and data["options"]["kniffel"] == 50
