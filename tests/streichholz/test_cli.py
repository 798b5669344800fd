"""``spiel streichholz`` through click's runner: commands, views and exit statuses."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import ROOT, Invoke, json_view, read_state, refused

STATE = Path("streichholz.json")
VERSION_1 = ROOT / "tests" / "data" / "v1"  # state files of format version 1


def view(invoke: Invoke, *args: str) -> dict[str, Any]:
    return json_view(invoke, "streichholz", *args)


def test_new_shows_the_row_and_waits_for_the_player(invoke: Invoke) -> None:
    result = invoke("streichholz", "new", "--seed", "s", "--matches", "23")
    assert result.exit_code == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == "Streichholzspiel - 23 of 23 matches left - your turn: take 1 to 3"
    assert lines[2] == "||||| ||||| ||||| ||||| |||"
    assert lines[4].split() == ["side", "last", "took"]
    assert lines[6].split() == ["you", "-"]
    assert lines[7].split() == ["computer", "(classic)", "-"]
    assert read_state(STATE)["start"] == 23


def test_json_view_follows_the_schema(invoke: Invoke) -> None:
    assert view(invoke, "new", "--seed", "s", "--matches", "23") == {
        "schema_version": 1,
        "game": "streichholz",
        "start": 23,
        "matches": 23,
        "max_take": 3,
        "last_wins": False,
        "level": "classic",
        "turn": "player",
        "moves": [],
        "finished": False,
        "winner": None,
    }


@pytest.mark.slow
def test_the_default_count_is_drawn_from_the_seed(invoke: Invoke) -> None:
    first = view(invoke, "new", "--seed", "same", "-f", "a.json")["start"]
    assert view(invoke, "new", "--seed", "same", "-f", "b.json")["start"] == first
    starts = {view(invoke, "new", "--seed", str(i), "-f", f"{i}.json")["start"] for i in range(30)}
    assert len(starts) > 5 and all(7 <= s <= 50 for s in starts)


def test_take_gets_the_computers_answer_in_the_same_command(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--matches", "23", "--level", "perfect")
    state = view(invoke, "take", "3")  # leaves 20: the computer takes 3, leaving 17
    assert state["moves"] == [{"side": "player", "took": 3}, {"side": "computer", "took": 3}]
    assert state["matches"] == 17 and state["turn"] == "player"


def test_the_computer_starts(invoke: Invoke) -> None:
    state = view(
        invoke, "new", "--seed", "s", "--matches", "23", "--first", "computer", "--level", "perfect"
    )
    assert state["moves"] == [{"side": "computer", "took": 2}]
    assert state["matches"] == 21 and state["turn"] == "player"


def test_a_lost_game_against_perfect_play(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--matches", "9", "--level", "perfect")
    view(invoke, "take", "3")  # computer takes 1: 5 left
    result = invoke("streichholz", "take", "3")  # computer takes 1: 1 left, the game is over
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == (
        "Streichholzspiel - 1 of 9 matches left - The computer won: "
        "you are left the last match, and whoever would take it loses."
    )
    assert result.stderr == ""  # the status line says it: once
    with_json = invoke("streichholz", "show", "--format", "json")
    assert with_json.stderr == ""  # show ends nothing
    state = read_state(STATE)["position"]
    assert state == {"matches": 1, "turn": None, "finished": True, "winner": "computer"}
    before = STATE.read_bytes()
    assert refused(invoke, 1, "streichholz", "take", "1") == (
        "Error: the game is over; start a new one with 'spiel streichholz new'"
    )
    assert refused(invoke, 1, "streichholz", "hint") == (
        "Error: the game is over; start a new one with 'spiel streichholz new'"
    )
    assert STATE.read_bytes() == before
    view(invoke, "new", "--seed", "t", "--matches", "12")  # finished: replaced without --force
    assert read_state(STATE)["start"] == 12


def test_a_won_game_ends_when_the_computer_is_left_one_match(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--matches", "10", "--level", "perfect")
    view(invoke, "take", "1")
    view(invoke, "take", "3")
    result = invoke("streichholz", "take", "3", "--format", "json")
    assert result.stderr == (  # after a JSON view, the one line that says it in words
        "You won: the computer is left the last match, and whoever would take it loses.\n"
    )
    state = view(invoke, "show")
    assert state["matches"] == 1 and state["turn"] is None
    assert state["finished"] and state["winner"] == "player"
    assert state["moves"][-1] == {"side": "player", "took": 3}


def test_an_old_file_at_one_match_shows_finished_and_is_replaced(invoke: Invoke) -> None:
    old = VERSION_1 / "one-left-to-the-player.json"
    STATE.write_bytes(old.read_bytes())
    state = view(invoke, "show")
    assert state["finished"] and state["winner"] == "computer" and state["turn"] is None
    assert "the game is over" in refused(invoke, 1, "streichholz", "take", "1")
    assert "the game is over" in refused(invoke, 1, "streichholz", "hint")
    assert STATE.read_bytes() == old.read_bytes()
    view(invoke, "new", "--seed", "t", "--matches", "12")  # no --force needed
    assert read_state(STATE)["start"] == 12


@pytest.mark.parametrize(
    ("name", "matches", "winner"),
    [
        ("streichholz.json", 28, None),
        ("one-left-to-the-player.json", 1, "computer"),
        ("player-took-the-last.json", 1, "computer"),  # that take is not replayed any more
        ("computer-took-the-last.json", 1, "player"),
    ],
)
def test_a_version_1_file_shows_its_game(
    invoke: Invoke, name: str, matches: int, winner: str | None
) -> None:
    STATE.write_bytes((VERSION_1 / name).read_bytes())
    state = view(invoke, "show")
    assert (state["matches"], state["winner"], state["finished"]) == (matches, winner, bool(winner))
    assert STATE.read_bytes() == (VERSION_1 / name).read_bytes()  # show writes nothing


def test_a_version_1_file_is_written_back_as_version_2(invoke: Invoke) -> None:
    STATE.write_bytes((VERSION_1 / "streichholz.json").read_bytes())
    state = view(invoke, "take", "1")
    assert state["matches"] < 27 and len(state["moves"]) == 4
    saved = read_state(STATE)
    assert saved["version"] == 2
    assert [(m["by"], m["took"]) for m in saved["history"]] == [
        (m["side"], m["took"]) for m in state["moves"]
    ]
    assert view(invoke, "show") == state  # and it loads again


@pytest.mark.parametrize(
    "name", ["streichholz.json", "one-left-to-the-player.json", "computer-took-the-last.json"]
)
def test_a_damaged_version_1_file_is_refused(invoke: Invoke, name: str) -> None:
    data = json.loads((VERSION_1 / name).read_text())
    data["draws"] += 1
    STATE.write_text(json.dumps(data))
    assert "draw counter" in refused(invoke, 3, "streichholz", "show")
    assert "draw counter" in refused(invoke, 3, "streichholz", "take", "1")


def test_a_won_game_with_last_wins(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--matches", "9", "--level", "perfect", "--last-wins")
    view(invoke, "take", "1")
    view(invoke, "take", "3")
    state = view(invoke, "take", "3")
    assert state["finished"] and state["winner"] == "player" and state["turn"] is None


def test_hint_names_the_winning_take_or_none(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--matches", "23")
    before = STATE.read_bytes()
    assert view(invoke, "hint") == {"schema_version": 1, "take": 2, "winning": True}
    assert (
        invoke("streichholz", "hint").stdout == "Take 2: it leaves the computer a lost position.\n"
    )
    view(invoke, "new", "--seed", "s", "--matches", "21", "--force")
    assert view(invoke, "hint") == {"schema_version": 1, "take": 1, "winning": False}
    assert "No winning move" in invoke("streichholz", "hint").stdout
    view(invoke, "new", "--seed", "s", "--matches", "23", "--force")
    assert STATE.read_bytes() == before  # hint wrote nothing


def test_take_refusals(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--matches", "9", "--level", "perfect", "--max-take", "2")
    assert refused(invoke, 1, "streichholz", "take", "3") == (
        "Error: at most 2 matches may be taken at once; take 1 or 2"
    )
    assert "N" in refused(invoke, 2, "streichholz", "take", "0")
    assert "N" in refused(invoke, 2, "streichholz", "take", "foo")
    assert "N" in refused(invoke, 2, "streichholz", "take", "-1")
    refused(invoke, 2, "streichholz", "take")


def test_taking_more_than_lie_there(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--matches", "9", "--level", "random")
    for _ in range(3):
        view(invoke, "take", "1")  # 2 left
    assert refused(invoke, 1, "streichholz", "take", "3") == (
        "Error: only 2 matches left; take 1 or 2"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--matches", "6"], "--matches"),
        (["--matches", "99"], "--matches"),
        (["--first", "nobody"], "--first"),
        (["--level", "genius"], "--level"),
        (["--max-take", "0"], "--max-take"),
        (["--max-take", "11"], "--max-take"),
        (["--matches", "7", "--max-take", "7"], "less than the 7 matches"),
        (["--seed", "x" * 201], "longer than 200"),
    ],
)
def test_new_refuses_bad_options(invoke: Invoke, args: list[str], message: str) -> None:
    assert message in refused(invoke, 2, "streichholz", "new", *args)


def test_take_refuses_a_negative_number_in_either_language(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--matches", "20")
    assert refused(invoke, 2, "streichholz", "take", "-1") == (  # click reads it as an option
        "Error: Invalid value for 'N': take at least 1 match, not -1 "
        "(see 'spiel streichholz take --help')"
    )
    german = invoke("--lang", "de", "streichholz", "take", "-2", "--row", "1")
    assert german.exit_code == 2 and german.stderr == (
        "Fehler: Ungültiger Wert für „N“: Nimm mindestens 1 Holz, nicht −2 "
        "(siehe „spiel streichholz take --help“)\n"
    )
    assert "No such option '-x'" in refused(invoke, 2, "streichholz", "take", "-x")


def test_new_refuses_an_unfinished_game_and_other_games(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s")
    assert "unfinished game" in refused(invoke, 1, "streichholz", "new")
    invoke("kniffel", "new", "-q", "-f", "dice.json")
    line = refused(invoke, 3, "streichholz", "take", "1", "-f", "dice.json", file=Path("dice.json"))
    assert "holds a kniffel game, not a streichholz game" in line
    assert "does not exist" in refused(
        invoke, 3, "streichholz", "show", "-f", "none.json", file=Path("none.json")
    )


def test_log_and_pipes(invoke: Invoke) -> None:
    created = invoke("streichholz", "new", "--seed", "p", "--matches", "12", "-o", "-", "-q")
    moved = invoke("streichholz", "take", "2", "-f", "-", input=created.stdout)
    assert json.loads(moved.stdout)["position"]["turn"] == "player"
    assert moved.stderr.startswith("Streichholzspiel - ")
    Path("piped.json").write_text(moved.stdout)
    logged = invoke("streichholz", "log", "-f", "piped.json").stdout.splitlines()
    assert logged[2].split() == ["1", "you", "take", "2", "10", "left"]
    assert logged[3].split()[:3] == ["2", "computer", "takes"]
    records = view(invoke, "log", "-f", "piped.json")["moves"]
    answer = records[1]["took"]
    assert records == [
        {"move": 1, "side": "player", "action": "take", "took": 2, "left": 10},
        {"move": 2, "side": "computer", "action": "take", "took": answer, "left": 10 - answer},
    ]


def test_same_seed_same_game(invoke: Invoke) -> None:
    for name in ("a.json", "b.json"):
        invoke("streichholz", "new", "--seed", "r", "--level", "random", "-f", name, "-q")
        for _ in range(3):
            invoke("streichholz", "take", "1", "-f", name, "-q")
    assert Path("a.json").read_bytes() == Path("b.json").read_bytes()


def test_an_unwritable_output_exits_4(invoke: Invoke) -> None:
    view(invoke, "new", "--seed", "s", "--matches", "20")
    Path("taken").write_text("a read-only file")
    Path("taken").chmod(0o444)
    assert "the old state is intact" in refused(
        invoke, 4, "streichholz", "take", "1", "-o", "taken"
    )
    assert read_state(STATE)["history"] == []
