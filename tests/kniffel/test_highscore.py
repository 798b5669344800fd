"""The highscore: top 20 per variant, ties in order of entry, each game once, safe files."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli.kniffel import highscore
from kniffel_cli.kniffel.errors import AlreadyRecordedError
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.highscore import STANDARD_POINTS, Entry, Variant, add, variant_of
from kniffel_cli.kniffel.rules import parse_points
from tests.helpers import (
    Invoke,
    json_view,
    kniffel_game,
    play_kniffel_to_the_end,
    read_state,
    refused,
    write_state,
)

LIST = Path("scores.json")
EPOCH = {"SOURCE_DATE_EPOCH": "1790000000"}  # 2026-09-21


def entry(name: str, score: int, game: str | None = None, rounds: int = 13) -> Entry:
    return Entry(
        name=name,
        score=score,
        rules="kniffel",
        date="2026-01-01",
        game=game or f"{abs(hash((name, score, rounds))) % 16**16:016x}",
        rounds=rounds,
    )


def test_add_ranks_highest_first_and_ties_in_order_of_entry() -> None:
    entries, places, _ = add([entry("A", 100), entry("B", 50)], [entry("C", 100), entry("D", 75)])
    assert [e.name for e in entries] == ["A", "C", "D", "B"]
    assert places == [2, 3]


def test_add_keeps_the_top_20() -> None:
    full = [entry(f"P{i}", 200 - i) for i in range(20)]
    entries, places, _ = add(full, [entry("low", 1)])
    assert len(entries) == 20 and places == [None]
    entries, places, _ = add(full, [entry("high", 300)])
    assert places == [1] and entries[-1].name == "P18"


def test_a_game_is_recorded_once() -> None:
    first = entry("A", 100, "0123456789abcdef")
    assert add([first], [entry("A", 100, "0123456789abcdef")]) == ([first], [1], [False])
    with pytest.raises(AlreadyRecordedError):  # renamed
        add([first], [entry("B", 100, "0123456789abcdef")])
    with pytest.raises(AlreadyRecordedError):  # changed
        add([first], [entry("A", 101, "0123456789abcdef")])


def test_the_rest_of_a_recorded_game_may_follow() -> None:
    """A game's people first, its computers later (``--computers``); or the other way."""
    anna, cpu = entry("Anna", 100, GAME), entry("cpu:greedy", 90, GAME)
    entries, places, fresh = add([anna], [anna, cpu], [anna, cpu])
    assert (entries, places, fresh) == ([anna, cpu], [1, 2], [False, True])
    assert add([anna, cpu], [anna], [anna, cpu]) == ([anna, cpu], [1], [False])
    with pytest.raises(AlreadyRecordedError):  # the game's entries are Anna and Bob now
        add([anna, cpu], [anna], [anna, entry("Bob", 90, GAME)])


def finished_game(invoke: Invoke, *args: str) -> dict[str, Any]:
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
    listed = json.loads(
        invoke("kniffel", "highscore", *hs, "--rounds", "2", "--format", "json").stdout
    )
    assert listed == {
        "schema_version": 1,
        "entries": [
            {
                "name": p["name"],
                "computer": False,
                "total": p["total"],
                "rules": "kniffel",
                "date": "2026-09-21",
                "rounds": 2,
                "rolls_per_turn": 3,
                "point_values": STANDARD_POINTS,
            }
            for p in players
        ],
    }
    assert "Recorded Anna: " in result.stderr and "Recorded Bob: " in result.stderr
    table = invoke("kniffel", "highscore", *hs, "--rounds", "2").stdout.splitlines()
    assert table[0].split() == ["rank", "name", "score", "rules", "date"]
    assert table[2].split() == [
        "1",
        players[0]["name"],
        str(players[0]["total"]),
        "kniffel",
        "rules",
        "2026-09-21",
    ]
    before = LIST.read_bytes()
    again = invoke("kniffel", "highscore", "add", *hs, env=EPOCH)  # the very same: as mkdir -p
    assert again.exit_code == 0, again.stderr
    first = sorted(final["players"], key=lambda p: -p["total"])[0]
    assert f"{first['name']}: {first['total']} points is in the highscore already, rank 1;" in (
        again.stderr
    )
    assert "nothing added" in again.stderr and LIST.read_bytes() == before


def test_highscore_add_with_a_name_for_a_single_player(invoke: Invoke) -> None:
    final = finished_game(invoke)
    result = invoke(
        "kniffel", "highscore", "add", "--name", "Zoe", env={"SPIEL_HIGHSCORE_FILE": str(LIST)}
    )
    assert result.exit_code == 0
    assert read_state(LIST)["entries"][0]["name"] == "Zoe"
    assert read_state(LIST)["entries"][0]["score"] == final["players"][0]["total"]


def test_a_plain_add_after_add_with_a_name_is_the_same_entry(invoke: Invoke) -> None:
    final = finished_game(invoke)
    total = final["players"][0]["total"]
    hs = ["--highscore-file", str(LIST)]
    assert invoke("kniffel", "highscore", "add", "--name", "Me", *hs).exit_code == 0
    recorded = LIST.read_bytes()
    again = invoke("kniffel", "highscore", "add", *hs)  # no other name asked for
    assert again.exit_code == 0, again.stderr
    assert again.stderr == (
        f"Me: {total} points is in the highscore already, rank 1; nothing added\n"
    )
    assert again.stdout.splitlines()[2].split()[:3] == ["1", "Me", str(total)]
    assert LIST.read_bytes() == recorded
    assert invoke("kniffel", "highscore", "add", "--name", "Me", *hs).exit_code == 0
    assert "already in the highscore" in refused(  # another name: a renamed copy
        invoke, 1, "kniffel", "highscore", "add", "--name", "Zoe", *hs, file=LIST
    )
    assert LIST.read_bytes() == recorded


def test_add_with_a_name_after_a_plain_add_is_a_renamed_copy(invoke: Invoke) -> None:
    finished_game(invoke)
    hs = ["--highscore-file", str(LIST)]
    assert invoke("kniffel", "highscore", "add", *hs).exit_code == 0
    recorded = LIST.read_bytes()
    assert "already in the highscore" in refused(
        invoke, 1, "kniffel", "highscore", "add", "--name", "Me", *hs, file=LIST
    )
    assert LIST.read_bytes() == recorded


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
    before = invoke("kniffel", "highscore", *hs, "--format", "json", "--rounds", "2", "list")
    after = invoke("kniffel", "highscore", "list", *hs, "--format", "json", "--rounds", "2")
    alone = invoke(
        "kniffel",
        "highscore",
        "--format",
        "json",
        "--rounds",
        "2",
        env={"SPIEL_HIGHSCORE_FILE": str(LIST)},
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
    assert result.exit_code == 0 and result.stdout == ""  # a line that says so, and no list
    assert result.stderr == "The highscore list is empty.\n"
    assert read_state(LIST)["entries"] == []
    quiet = invoke("kniffel", "highscore", "-q", "clear", "--yes", *hs)
    assert (quiet.exit_code, quiet.stdout, quiet.stderr) == (0, "", "")


def test_clearing_no_highscore_writes_none(invoke: Invoke, tmp_path: Path) -> None:
    result = invoke("kniffel", "highscore", "clear", "--yes", "--highscore-file", str(LIST))
    assert (result.exit_code, result.stdout) == (0, "")
    assert result.stderr == "The highscore list is empty.\n"
    assert not LIST.exists() and not Path(".scores.json.lock").exists()
    default = invoke("kniffel", "highscore", "clear", "--yes")
    assert default.exit_code == 0 and default.stderr == "The highscore list is empty.\n"
    assert not (tmp_path / "data").exists()  # nor the data folder made for it
    assert invoke("kniffel", "highscore").stdout == "The highscore list is empty.\n"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["clear", "--yes", "--format", "table"], "--format goes with 'highscore list'"),
        (["--tablefmt", "grid", "clear", "--yes"], "--tablefmt goes with 'highscore list'"),
        (["-f", "kniffel.json"], "-f goes with 'highscore add'"),
        (["list", "-f", "kniffel.json"], "-f goes with 'highscore add'"),
    ],
)
def test_options_that_would_do_nothing_are_refused(
    invoke: Invoke, args: list[str], said: str
) -> None:
    finished_game(invoke)
    assert said in refused(invoke, 2, "kniffel", "highscore", *args, *HS, file=LIST)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{", "is not JSON"),
        ('{"format": "spiel-highscore", "version": 1}', "lacks 'entries'"),
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
    renamed._players = ["Carl", "cpu:random"]
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


def test_a_recorded_game_taken_back_and_ended_again_is_not_recorded_twice(
    invoke: Invoke,
) -> None:
    hs = ["--highscore-file", str(LIST)]
    assert (
        invoke("kniffel", "new", "--seed", "u", "--rounds", "1", "--players", "Anna").exit_code == 0
    )
    assert invoke("kniffel", "roll", "-q").exit_code == 0
    assert invoke("kniffel", "take", "chance", "-q").exit_code == 0
    assert invoke("kniffel", "highscore", "add", *hs).exit_code == 0
    recorded = LIST.read_bytes()
    assert invoke("kniffel", "undo", "-q").exit_code == 0  # nobody has rolled since the end
    assert invoke("kniffel", "take", "ones", "-q").exit_code == 0
    assert "already in the highscore" in refused(
        invoke, 1, "kniffel", "highscore", "add", *hs, file=LIST
    )
    assert LIST.read_bytes() == recorded
    # a game never recorded before its undo is recorded as it ended
    LIST.unlink()
    assert invoke("kniffel", "highscore", "add", *hs).exit_code == 0


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


# --- variants ---------------------------------------------------------------------------


def test_add_keeps_the_top_20_of_each_variant() -> None:
    full = [entry(f"P{i}", 200 - i) for i in range(20)]
    short = [entry(f"S{i}", 300 - i, rounds=1) for i in range(20)]
    entries, places, _ = add(full, short)
    assert len(entries) == 40 and places == list(range(1, 21))
    entries, places, _ = add(entries, [entry("high", 500, rounds=1), entry("low", 1)])
    assert places == [1, None]
    assert [e.name for e in entries if e.rounds == 13] == [f"P{i}" for i in range(20)]
    assert [e.name for e in entries if e.rounds == 1] == ["high"] + [f"S{i}" for i in range(19)]


def test_variant_of_a_game_and_its_points() -> None:
    game = KniffelGame(["Anna"], seed="v", rounds=1, rolls_per_turn=2, rules_name="yahtzee")
    assert variant_of(game) == Variant("yahtzee", 1, 2)
    game = KniffelGame(["Anna"], seed="v", points=parse_points("kniffel=100"))
    assert dict(variant_of(game).points)["kniffel"] == 100
    assert not variant_of(game).standard_points


def one_round_game(invoke: Invoke, seed: str, name: str) -> None:
    invoke("kniffel", "new", "--seed", seed, "--rounds", "1", "--players", name, "--force", "-q")
    invoke("kniffel", "roll", "-q")
    assert invoke("kniffel", "take", "chance", "-q").exit_code == 0


def full_game(invoke: Invoke, seed: str, name: str) -> dict[str, Any]:
    kniffel_game(invoke, "--players", name, "--force")
    return play_kniffel_to_the_end(invoke)


def names(invoke: Invoke, *args: str) -> list[str]:
    result = invoke("kniffel", "highscore", "--format", "json", *args)
    assert result.exit_code == 0, result.stderr
    return [e["name"] for e in json.loads(result.stdout)["entries"]]


@pytest.mark.slow
def test_a_one_round_game_ranks_only_beside_one_round_games(invoke: Invoke) -> None:
    env = {"SPIEL_HIGHSCORE_FILE": str(LIST), **EPOCH}
    full_game(invoke, "test", "Anna")
    assert invoke("kniffel", "highscore", "add", env=env).exit_code == 0
    one_round_game(invoke, "short", "Bob")
    added = invoke("kniffel", "highscore", "add", env=env)
    assert "Recorded Bob: " in added.stderr and "rank 1" in added.stderr
    assert "Anna" not in added.stdout  # add shows the list of its own variant
    hs = ["--highscore-file", str(LIST)]
    assert names(invoke, *hs) == ["Anna"]
    assert names(invoke, *hs, "--rounds", "1") == ["Bob"]
    assert names(invoke, *hs, "--rounds", "1", "--rolls", "3", "--rules", "Kniffel") == ["Bob"]
    assert names(invoke, *hs, "--rounds", "1", "--rolls", "2") == []
    assert names(invoke, *hs, "--rules", "yahtzee") == []
    assert names(invoke, *hs, "--points", "kniffel=100") == []
    assert names(invoke, *hs, "--points", "kniffel=50,full-house=25") == ["Anna"]
    assert names(invoke, *hs, "--all") == ["Anna", "Bob"]
    assert names(invoke, "list", *hs, "--all") == ["Anna", "Bob"]
    table = invoke("kniffel", "highscore", *hs, "--all").stdout.splitlines()
    assert table[0].split() == ["rank", "name", "score", "rules", "date", "variant"]
    assert table[2].endswith("13 rounds, 3 rolls") and table[3].endswith("1 round, 3 rolls")
    standard = invoke("kniffel", "highscore", *hs).stdout.splitlines()
    assert standard[0].split() == ["rank", "name", "score", "rules", "date"]
    other = invoke("kniffel", "highscore", *hs, "--rolls", "2").stdout
    assert (
        other == "No entries for kniffel rules, 13 rounds, 2 rolls (--all lists every variant).\n"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rounds", "0"], "--rounds"),
        (["--rounds", "14"], "--rounds"),
        (["--rolls", "10"], "--rolls"),
        (["--rules", "nope"], "--rules"),
        (["--points", "kniffel"], "--points"),
        (["--points", "jackpot=5"], "--points"),
        (["--points", "kniffel=-1"], "--points"),
        (["--points", "kniffel=1,kniffel=2"], "given twice"),
        (["--all", "--rounds", "1"], "leave out --rounds"),
        (["--rounds", "1", "add"], "--rounds goes with 'highscore list'"),
        (["--all", "clear", "--yes"], "--all goes with 'highscore list'"),
    ],
)
def test_bad_variant_options_exit_2(invoke: Invoke, args: list[str], message: str) -> None:
    finished_game(invoke)
    line = refused(invoke, 2, "kniffel", "highscore", "--highscore-file", str(LIST), *args)
    assert message in line
    assert not LIST.exists()


def test_an_old_highscore_reads_as_the_standard_game(invoke: Invoke) -> None:
    LIST.write_text(highscore_file(("Anna", "2024-01-01", GAME), ("Bob", "2024-01-01", GAME)))
    hs = ["--highscore-file", str(LIST)]
    listed = json.loads(invoke("kniffel", "highscore", *hs, "--format", "json").stdout)
    assert [(e["name"], e["rounds"], e["rolls_per_turn"]) for e in listed["entries"]] == [
        ("Anna", 13, 3),
        ("Bob", 13, 3),
    ]
    assert listed["entries"][0]["point_values"] == STANDARD_POINTS
    one_round_game(invoke, "short", "Carl")
    assert invoke("kniffel", "highscore", "add", *hs).exit_code == 0
    assert names(invoke, *hs) == ["Anna", "Bob"]
    stored = read_state(LIST)["entries"]
    assert stored[0]["rounds"] == 13  # rewritten with the variant they were read as
    assert stored[2]["rounds"] == 1 and stored[2]["points"] == STANDARD_POINTS


def test_twenty_one_entries_of_one_variant_is_a_damaged_highscore(invoke: Invoke) -> None:
    raw = [
        {"name": f"P{i}", "score": 100, "rules": "kniffel", "date": "2024-01-01", "game": GAME}
        for i in range(21)
    ]
    LIST.write_text(json.dumps({"format": "spiel-highscore", "version": 1, "entries": raw}))
    line = refused(invoke, 3, "kniffel", "highscore", "--highscore-file", str(LIST), file=LIST)
    assert "more than 20 entries of one variant" in line
    for item in raw[10:]:
        item["rounds"] = 5
    LIST.write_text(json.dumps({"format": "spiel-highscore", "version": 1, "entries": raw}))
    assert names(invoke, "--highscore-file", str(LIST), "--rounds", "5") == [
        f"P{i}" for i in range(10, 21)
    ]


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"rounds": 0}, "entry 1 rounds"),
        ({"rolls": "3"}, "entry 1 rolls"),
        ({"points": {"kniffel": 50}}, "entry 1 points lacks"),
        ({"points": {**STANDARD_POINTS, "kniffel": -5}}, "entry 1 kniffel"),
    ],
)
def test_a_bad_variant_is_a_damaged_highscore(
    invoke: Invoke, fields: dict[str, Any], message: str
) -> None:
    raw = {"name": "A", "score": 1, "rules": "kniffel", "date": "2024-01-01", "game": GAME}
    data = {"format": "spiel-highscore", "version": 1, "entries": [{**raw, **fields}]}
    LIST.write_text(json.dumps(data))
    line = refused(invoke, 3, "kniffel", "highscore", "--highscore-file", str(LIST), file=LIST)
    assert message in line


def test_the_line_for_an_entry_says_whether_it_was_kept() -> None:
    from kniffel_cli.common.i18n import speaking
    from kniffel_cli.kniffel.view import recorded

    low = entry("cpu:random", 27)
    assert recorded(low, 3, 20) == "Recorded cpu:random: 27 points, rank 3"
    assert recorded(low, None, 20) == (
        "Not recorded: cpu:random scores 27 points, not enough for the top 20"
    )
    with speaking("de"):
        assert recorded(low, None, 20) == (
            "Nicht eingetragen: cpu:zufällig hat 27 Punkte, zu wenig für die besten 20"
        )


# --- computer players -------------------------------------------------------------------

HS = ["--highscore-file", str(LIST)]


def test_add_records_people_only_and_says_so_of_the_computers(invoke: Invoke) -> None:
    final = finished_game(invoke, "--players", "Anna,cpu:greedy,cpu:random")
    result = invoke("kniffel", "highscore", "add", *HS, env=EPOCH)
    assert result.exit_code == 0, result.stderr
    anna = final["players"][0]["total"]
    assert result.stderr.splitlines() == [
        f"Recorded Anna: {anna} points, rank 1",
        "Not recorded: cpu:greedy is a computer player (--computers records it too)",
        "Not recorded: cpu:random is a computer player (--computers records it too)",
    ]
    listed = json_view(invoke, "kniffel", "highscore", *HS, "--rounds", "2")
    assert [(e["name"], e["computer"]) for e in listed["entries"]] == [("Anna", False)]


def test_computers_when_asked_and_marked(invoke: Invoke) -> None:
    final = finished_game(invoke, "--players", "Anna,cpu:greedy")
    assert invoke("kniffel", "highscore", "add", *HS, "-q").exit_code == 0
    result = invoke("kniffel", "highscore", "add", "--computers", *HS, env=EPOCH)
    assert result.exit_code == 0, result.stderr
    totals = {p["name"]: p["total"] for p in final["players"]}
    assert "Anna: " in result.stderr and "is in the highscore already" in result.stderr
    assert "Recorded cpu:greedy: " in result.stderr
    listed = json_view(invoke, "kniffel", "highscore", *HS, "--rounds", "2")
    marks = {e["name"]: (e["computer"], e["total"]) for e in listed["entries"]}
    assert marks == {"Anna": (False, totals["Anna"]), "cpu:greedy": (True, totals["cpu:greedy"])}
    table = invoke("kniffel", "highscore", *HS, "--rounds", "2").stdout
    assert "cpu:greedy (computer)" in table and "Anna (computer)" not in table
    german = invoke("--lang", "de", "kniffel", "highscore", *HS, "--rounds", "2").stdout
    assert "cpu:gierig (Computer)" in german and "Kniffel-Regeln" in german
    again = invoke("kniffel", "highscore", "add", *HS, "-q")  # people only: nothing new
    assert again.exit_code == 0 and again.stderr == ""


def test_a_game_of_computers_alone_adds_nothing(invoke: Invoke) -> None:
    kniffel_game(invoke, "--rounds", "2", "--players", "cpu:greedy")  # played as it starts
    result = invoke("kniffel", "highscore", "add", *HS)
    assert result.exit_code == 0, result.stderr
    assert result.stderr == (
        "Not recorded: cpu:greedy is a computer player (--computers records it too)\n"
    )
    assert not LIST.exists() or json.loads(LIST.read_text())["entries"] == []


@pytest.mark.parametrize(
    ("players", "name", "said"),
    [("cpu:greedy", "Me", "cpu:greedy"), ("Player 1", "cpu:optimal", "cpu:optimal")],
)
def test_no_person_takes_a_computer_s_name_nor_the_other_way(
    invoke: Invoke, players: str, name: str, said: str
) -> None:
    kniffel_game(invoke, "--rounds", "2", "--players", players)
    if players == "Player 1":
        play_kniffel_to_the_end(invoke)
    line = refused(invoke, 2, "kniffel", "highscore", "add", "--name", name, *HS, file=LIST)
    assert line == f"Error: --name names a person; '{said}' is a computer player"


def test_entries_of_old_files_named_as_computers_are_marked(invoke: Invoke) -> None:
    LIST.write_text(
        highscore_file(("cpu:random", "2024-01-01", GAME), ("Anna", "2024-01-01", GAME))
    )
    listed = json_view(invoke, "kniffel", "highscore", *HS)
    assert [e["computer"] for e in listed["entries"]] == [True, False]


def test_the_german_list_writes_the_date_as_germans_do(invoke: Invoke) -> None:
    finished_game(invoke, "--players", "Anna")
    hs = ["--highscore-file", str(LIST)]
    assert invoke("kniffel", "highscore", "add", *hs, env=EPOCH).exit_code == 0
    german = invoke("--lang", "de", "kniffel", "highscore", "--all", *hs).stdout
    assert "21.09.2026" in german and "2026-09-21" not in german
    english = invoke("kniffel", "highscore", "--all", *hs).stdout
    assert "2026-09-21" in english
    data = invoke("--lang", "de", "kniffel", "highscore", "--all", *hs, "--format", "json").stdout
    assert '"date": "2026-09-21"' in data  # JSON never changes
