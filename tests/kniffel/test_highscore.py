"""The highscore: top 20, ties in order of entry, each game once, safe file handling."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from kniffel_cli.kniffel import highscore
from kniffel_cli.kniffel.errors import AlreadyRecorded
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.highscore import Entry, add
from tests.helpers import (
    Invoke,
    kniffel_game,
    play_kniffel_to_the_end,
    read_state,
    refused,
    write_state,
)

LIST = Path("scores.json")
EPOCH = {"SOURCE_DATE_EPOCH": "1790000000"}  # 2026-09-21


def entry(name: str, score: int, game: str | None = None) -> Entry:
    return Entry(
        name=name,
        score=score,
        rules="kniffel",
        date="2026-01-01",
        game=game or f"{abs(hash((name, score))) % 16**16:016x}",
    )


def test_add_ranks_highest_first_and_ties_in_order_of_entry() -> None:
    entries, places = add([entry("A", 100), entry("B", 50)], [entry("C", 100), entry("D", 75)])
    assert [e.name for e in entries] == ["A", "C", "D", "B"]
    assert places == [2, 3]


def test_add_keeps_the_top_20() -> None:
    full = [entry(f"P{i}", 200 - i) for i in range(20)]
    entries, places = add(full, [entry("low", 1)])
    assert len(entries) == 20 and places == [None]
    entries, places = add(full, [entry("high", 300)])
    assert places == [1] and entries[-1].name == "P18"


def test_a_game_is_recorded_once() -> None:
    first = entry("A", 100, "0123456789abcdef")
    with pytest.raises(AlreadyRecorded):
        add([first], [entry("A", 100, "0123456789abcdef")])


def finished_game(invoke: Invoke, *args: str) -> dict:
    kniffel_game(invoke, "--rounds", "2", *args)
    return play_kniffel_to_the_end(invoke)


def test_highscore_add_and_list(invoke: Invoke) -> None:
    final = finished_game(invoke, "--players", "Anna,Bob")
    hs = ["--highscore-file", str(LIST)]
    empty = invoke("kniffel", "highscore", *hs)
    assert empty.stdout == "The highscore list is empty.\n"
    result = invoke("kniffel", "highscore", "add", *hs, env=EPOCH)
    assert result.exit_code == 0, result.stderr
    players = sorted(final["players"], key=lambda p: -p["total"])
    listed = json.loads(invoke("kniffel", "highscore", *hs, "--format", "json").stdout)
    assert listed == {
        "entries": [
            {"name": p["name"], "score": p["total"], "rules": "kniffel", "date": "2026-09-21"}
            for p in players
        ]
    }
    assert "Recorded Anna: " in result.stderr and "Recorded Bob: " in result.stderr
    table = invoke("kniffel", "highscore", *hs).stdout.splitlines()
    assert table[0].split() == ["rank", "name", "score", "rules", "date"]
    assert table[2].split() == [
        "1",
        players[0]["name"],
        str(players[0]["total"]),
        "kniffel",
        "2026-09-21",
    ]
    assert "already in the highscore" in refused(
        invoke, 1, "kniffel", "highscore", "add", *hs, file=LIST
    )


def test_highscore_add_with_a_name_for_a_single_player(invoke: Invoke) -> None:
    final = finished_game(invoke)
    result = invoke(
        "kniffel", "highscore", "add", "--name", "Zoe", env={"SPIEL_HIGHSCORE_FILE": str(LIST)}
    )
    assert result.exit_code == 0
    assert read_state(LIST)["entries"][0]["name"] == "Zoe"
    assert read_state(LIST)["entries"][0]["score"] == final["players"][0]["total"]


def test_highscore_name_refusals(invoke: Invoke) -> None:
    finished_game(invoke, "--players", "Anna,Bob")
    hs = ["--highscore-file", str(LIST)]
    assert "single-player" in refused(
        invoke, 2, "kniffel", "highscore", "add", "--name", "Zoe", *hs, file=LIST
    )
    assert "--name goes with" in refused(
        invoke, 2, "kniffel", "highscore", "--name", "Zoe", *hs, file=LIST
    )


def test_highscore_options_stand_before_or_after_the_action(invoke: Invoke) -> None:
    finished_game(invoke)
    hs = ["--highscore-file", str(LIST)]
    assert invoke("kniffel", "highscore", *hs, "-q", "add", env=EPOCH).exit_code == 0
    before = invoke("kniffel", "highscore", *hs, "--format", "json", "list")
    after = invoke("kniffel", "highscore", "list", *hs, "--format", "json")
    alone = invoke(
        "kniffel", "highscore", "--format", "json", env={"SPIEL_HIGHSCORE_FILE": str(LIST)}
    )
    assert before.stdout == after.stdout == alone.stdout
    assert len(json.loads(before.stdout)["entries"]) == 1
    line = refused(invoke, 2, "kniffel", "highscore", "add", "--yes", *hs, file=LIST)
    assert line.startswith("Error: --yes goes with 'highscore clear'")
    assert "(see 'spiel kniffel highscore --help')" in line


def test_highscore_add_refuses_an_unfinished_game(invoke: Invoke) -> None:
    kniffel_game(invoke)
    line = refused(
        invoke, 1, "kniffel", "highscore", "add", "--highscore-file", str(LIST), file=LIST
    )
    assert "not finished (round 1 of 13)" in line
    assert not LIST.exists()


def test_highscore_default_location_is_the_user_data_folder(invoke: Invoke, tmp_path: Path) -> None:
    finished_game(invoke)
    assert invoke("kniffel", "highscore", "add").exit_code == 0
    assert Path(highscore.default_path()).is_relative_to(tmp_path / "data")
    assert read_state(highscore.default_path())["format"] == "spiel-highscore"


def test_highscore_clear(invoke: Invoke) -> None:
    finished_game(invoke)
    hs = ["--highscore-file", str(LIST)]
    invoke("kniffel", "highscore", "add", *hs)
    assert "confirm with --yes" in refused(
        invoke, 2, "kniffel", "highscore", "clear", *hs, file=LIST
    )
    result = invoke("kniffel", "highscore", "clear", "--yes", *hs)
    assert result.exit_code == 0 and result.stdout == "The highscore list is empty.\n"
    assert read_state(LIST)["entries"] == []


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{", "is not JSON"),
        ('{"format": "spiel-highscore", "version": 1}', "lacks entries"),
        ('{"format": "spiel-highscore", "version": 2, "entries": []}', "newer spiel"),
        (
            '{"format": "spiel-highscore", "version": 1, "entries": [{"name": "A", "score": -1, '
            '"rules": "kniffel", "date": "2026-01-01", "game": "0123456789abcdef"}]}',
            "score is -1",
        ),
        (
            '{"format": "spiel-highscore", "version": 1, "entries": ['
            '{"name": "A", "score": 1, "rules": "kniffel", "date": "2026-01-01",'
            ' "game": "0123456789abcdef"},'
            '{"name": "B", "score": 2, "rules": "kniffel", "date": "2026-01-01",'
            ' "game": "0123456789abcdee"}]}',
            "not in rank order",
        ),
    ],
)
def test_a_broken_highscore_exits_3(invoke: Invoke, content: str, message: str) -> None:
    LIST.write_text(content)
    line = refused(invoke, 3, "kniffel", "highscore", "--highscore-file", str(LIST), file=LIST)
    assert message in line
    finished_game(invoke)
    refused(invoke, 3, "kniffel", "highscore", "add", "--highscore-file", str(LIST), file=LIST)


def test_an_unwritable_highscore_exits_4(invoke: Invoke) -> None:
    finished_game(invoke)
    Path("blocker").write_text("a file where a folder should be")
    refused(
        invoke,
        4,
        "kniffel",
        "highscore",
        "add",
        "--highscore-file",
        "blocker/scores.json",
        file=Path("blocker"),
    )


def test_bad_source_date_epoch(invoke: Invoke) -> None:
    finished_game(invoke)
    result = invoke(
        "kniffel",
        "highscore",
        "add",
        "--highscore-file",
        str(LIST),
        env={"SOURCE_DATE_EPOCH": "yesterday"},
    )
    assert result.exit_code == 2 and "SOURCE_DATE_EPOCH" in result.stderr
    assert not LIST.exists()


def played_game(seed: str) -> KniffelGame:
    game = KniffelGame(["Anna", "Bob"], seed=seed, rounds=1)
    for _ in game.players:
        game.roll()
        game.take("chance")
    return game


def test_the_fingerprint_is_the_game_not_the_names() -> None:
    game = played_game("same")
    renamed = copy.copy(game)
    renamed.players = ["Carl", "cpu:random"]
    assert highscore.fingerprint(renamed) == highscore.fingerprint(game)
    assert highscore.fingerprint(played_game("same")) == highscore.fingerprint(game)
    assert highscore.fingerprint(played_game("other")) != highscore.fingerprint(game)


def test_renaming_the_players_does_not_record_a_game_twice(invoke: Invoke) -> None:
    finished_game(invoke, "--players", "Anna,Bob")
    hs = ["--highscore-file", str(LIST)]
    assert invoke("kniffel", "highscore", "add", *hs).exit_code == 0
    state = read_state("kniffel.json")
    state["players"] = ["Carl", "Dora"]
    write_state("kniffel.json", state)
    assert invoke("kniffel", "show", "-q").exit_code == 0  # still a valid state
    assert "already in the highscore" in refused(
        invoke, 1, "kniffel", "highscore", "add", *hs, file=LIST
    )


GAME = "0123456789abcdef"


def highscore_file(*entries: tuple[str, str, str]) -> str:
    """A highscore of entries (name, date, fingerprint), all worth 100 points."""
    raw = [
        {"name": name, "score": 100, "rules": "kniffel", "date": date, "game": game}
        for name, date, game in entries
    ]
    return json.dumps({"format": "spiel-highscore", "version": 1, "entries": raw})


@pytest.mark.parametrize(
    ("date", "message"),
    [
        ("2024-13-45", "date 2024-13-45 is no day of the calendar"),
        ("2024-02-30", "date 2024-02-30 is no day of the calendar"),
        ("2023-02-29", "date 2023-02-29 is no day of the calendar"),
        ("2024-00-10", "date 2024-00-10 is no day of the calendar"),
        ("0000-01-01", "date 0000-01-01 is no day of the calendar"),
        ("2024-1-01", "date is not YYYY-MM-DD"),
        ("\u0662\u0660\u0662\u0664-01-01", "date is not YYYY-MM-DD"),  # Arabic-Indic digits
    ],
)
def test_an_impossible_date_is_a_damaged_highscore(invoke: Invoke, date: str, message: str) -> None:
    LIST.write_text(highscore_file(("A", "2024-02-29", GAME), ("B", date, "1" * 16)))
    line = refused(invoke, 3, "kniffel", "highscore", "--highscore-file", str(LIST), file=LIST)
    assert f"entry 2 {message}" in line and "not a valid highscore" in line


@pytest.mark.parametrize("second", ["Anna", "anna"])
def test_the_same_game_and_player_twice_is_a_damaged_highscore(invoke: Invoke, second: str) -> None:
    LIST.write_text(highscore_file(("Anna", "2024-01-01", GAME), (second, "2024-01-02", GAME)))
    line = refused(invoke, 3, "kniffel", "highscore", "--highscore-file", str(LIST), file=LIST)
    assert "entry 2 records the same game and player as entry 1" in line


def test_the_players_of_one_game_share_its_fingerprint(invoke: Invoke) -> None:
    LIST.write_text(highscore_file(("Anna", "2024-01-01", GAME), ("Bob", "2024-01-01", GAME)))
    listed = json.loads(
        invoke("kniffel", "highscore", "--highscore-file", str(LIST), "--format", "json").stdout
    )
    assert [e["name"] for e in listed["entries"]] == ["Anna", "Bob"]
