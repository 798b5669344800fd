"""``spiel GAME batch``: one answer per request, in order; the same state as the single
commands; refused requests change nothing; hostile input is answered, not fatal."""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli.common.batch import MAX_LINE
from kniffel_cli.common.formatting import SCHEMA_VERSION
from tests.helpers import Invoke, read_state, unversioned

# Whole scenarios of each game, as a player types them (refused requests included).
SCENARIOS = {
    "kniffel": [
        "new --seed 42 --players Anna,Bob,cpu:greedy",
        "roll",
        "roll --keep 1,3",
        "roll --reroll 5",
        'take "Kleine Straße"',
        "take chance",  # Bob has not rolled: refused
        "roll",
        "take 3er-pasch",
        "roll",
        "roll --keep 9",  # usage
        "take 13",
        "show",
        "log",
        "new --seed 1",  # an unfinished game: refused
        "new --seed 1 --force --players Eve --rounds 2",
        "roll",
        "take 1",
        "roll",
        "take 2",
        "roll",  # the game is over: refused
        "review",
    ],
    "streichholz": [
        "new --matches 23 --level perfect --seed 5",
        "hint",
        "take 2",
        "take 4",  # too many: refused
        "take 1",
        "log",
        "new --first computer --max-take 4 --last-wins --seed 2 --force",
        "take 3",
        "show",
    ],
    "puzzle": [
        "new --seed 3",
        "slide M",
        "slide up right",
        "slide Z",  # no such tile
        "undo 2",
        "slide A",  # not next to the gap: refused
        "log",
        "new --size 3 --board BFC/EHD/.AG --force --seed 1",
        "slide A A",
        "solve --apply",
        "review",
    ],
}


def batch(invoke: Invoke, game: str, lines: list[str], *options: str) -> tuple[int, list[Any]]:
    """Run a session; its exit status and its answers, each parsed."""
    result = invoke(game, "batch", *options, input="\n".join(lines) + "\n")
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    return result.exit_code, answers


def compare(game: str, lines: list[str], invoke: Invoke, folder: Path) -> list[Any]:
    """Run ``lines`` as single commands (in folder/single) and as one session (in
    folder/session): the same views and errors, and the same state file, byte for byte."""
    (folder / "single").mkdir()
    (folder / "session").mkdir()
    os.chdir(folder / "single")
    views = []
    for line in lines:
        result = invoke(game, *shlex.split(line), "--format", "json")
        # An answer carries the schema version once, first; the view or error in it does
        # not. ``show --field`` prints the values alone, without it.
        if result.exit_code == 0:
            printed = json.loads(result.stdout)
            view = printed if "--field" in line else unversioned(printed)
            views.append({"schema_version": SCHEMA_VERSION, "ok": True, "view": view})
        else:
            error = unversioned(json.loads(result.stderr))  # {"exit": N, "error": {...}}
            views.append({"schema_version": SCHEMA_VERSION, "ok": False, **error})
            assert error["exit"] == result.exit_code
    os.chdir(folder / "session")
    status, answers = batch(invoke, game, lines)
    assert status == 0
    assert answers == views
    state = f"{game}.json"
    assert (folder / "session" / state).read_bytes() == (folder / "single" / state).read_bytes()
    return answers


@pytest.mark.parametrize(
    "game",
    # the puzzle's hints build its solver table (a second): the slow set's
    [
        pytest.param(game, marks=[pytest.mark.slow] * (game == "puzzle"))
        for game in sorted(SCENARIOS)
    ],
)
def test_a_session_gives_what_the_single_commands_give(
    invoke: Invoke, game: str, tmp_path: Path
) -> None:
    answers = compare(game, SCENARIOS[game], invoke, tmp_path)
    assert any(not answer["ok"] for answer in answers), "the scenario has refused requests"


def test_hints_in_a_session_are_those_of_the_single_commands(
    invoke: Invoke, tmp_path: Path, table_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A session keeps each turn's plan for the turn's later hints: the same advice."""
    monkeypatch.setenv("SPIEL_CACHE_DIR", str(table_folder))
    lines = ["new --seed 9 --players Anna,cpu:optimal", "hint", "roll", "hint", "hint"]
    lines += ["roll --keep 1,2", "hint", "hint", "roll", "hint", "take chance", "roll", "hint"]
    compare("kniffel", lines, invoke, tmp_path)


def test_requests_by_json_carry_their_id_and_comments_are_skipped(invoke: Invoke) -> None:
    lines = [
        "# a script of commands",
        "",
        '{"id": 1, "args": ["new", "--seed", "3", "--players", "Anna"]}',
        "   ",
        '{"id": "two", "args": ["take", "chance"]}',
        '{"args": ["roll"]}',
        '{"id": null, "args": ["show", "--field", "rolls_left"]}',
    ]
    status, answers = batch(invoke, "kniffel", lines, "--save", "never")
    assert status == 0
    assert [answer.get("id", "none") for answer in answers] == [1, "two", "none", None]
    assert [answer["ok"] for answer in answers] == [True, False, True, True]
    assert answers[1]["error"] == {
        "code": "not_rolled",
        "message": "Anna has not rolled in round 1 yet; roll first",
        "player": "Anna",
        "round": 1,
    }
    assert answers[3]["view"] == 2
    assert not Path("kniffel.json").exists(), "--save never writes nothing"


def test_every_answer_begins_with_the_schema_version(invoke: Invoke) -> None:
    """Answers, refusals, malformed requests, text views: the version first, before the id;
    the view inside an answer is the command's view without it (the line carries it)."""
    lines = [
        '{"id": 1, "args": ["new", "--seed", "3", "--players", "Anna"]}',
        "take chance",
        '{"id": "x", "args": "roll"}',
        "show --field rolls_left",
        "rules",
        "x" * (MAX_LINE + 1),
    ]
    result = invoke("kniffel", "batch", "--save", "never", input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.stderr
    printed = result.stdout.splitlines()
    assert len(printed) == len(lines)
    for line in printed:
        assert line.startswith(f'{{"schema_version": {SCHEMA_VERSION}, '), line
    answers = [json.loads(line) for line in printed]
    assert [list(answer)[:3] for answer in answers] == [
        ["schema_version", "id", "ok"],
        ["schema_version", "ok", "exit"],
        ["schema_version", "id", "ok"],
        ["schema_version", "ok", "view"],
        ["schema_version", "ok", "view"],
        ["schema_version", "ok", "exit"],
    ]
    assert list(answers[0]["view"])[:2] == ["game", "rules"]
    assert answers[3]["view"] == 3 and answers[4]["view"].startswith("Kniffel: the rules")


def test_save_each_writes_after_every_change_and_end_only_at_the_end(invoke: Invoke) -> None:
    lines = ["new --seed 3", "roll", "take chance"]
    batch(invoke, "kniffel", lines, "-f", "each.json")
    batch(invoke, "kniffel", lines, "-f", "end.json", "--save", "end")
    for line in lines:
        invoke("kniffel", *shlex.split(line), "-f", "single.json", "-q")
    single = Path("single.json").read_bytes()
    assert Path("each.json").read_bytes() == single == Path("end.json").read_bytes()


def test_a_session_goes_on_from_its_file_and_saves_to_output(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "3", "-q")
    before = Path("kniffel.json").read_bytes()
    status, answers = batch(invoke, "kniffel", ["roll", "take 5"], "-o", "after.json")
    assert status == 0 and [a["ok"] for a in answers] == [True, True]
    assert Path("kniffel.json").read_bytes() == before
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "5", "-q")
    assert Path("after.json").read_bytes() == Path("kniffel.json").read_bytes()


def test_a_refused_request_changes_nothing(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "3", "-q")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "kniffel", "-q", "-o", "expected.json")
    lines = ["take kniffel", "take kniffel", "roll --keep 1,1", "show --field nothing"]
    status, answers = batch(invoke, "kniffel", lines)
    codes = [(a["exit"], a["error"]["code"]) for a in answers[1:]]
    assert status == 0 and answers[0]["ok"]
    assert codes == [(1, "not_rolled"), (2, "usage"), (2, "usage")]
    assert Path("kniffel.json").read_bytes() == Path("expected.json").read_bytes()


def test_without_a_game_a_request_is_told_to_start_one(invoke: Invoke) -> None:
    status, answers = batch(invoke, "streichholz", ["take 1", "show", "rules"])
    assert status == 0
    assert [a["error"]["code"] for a in answers[:2]] == ["missing_state_file"] * 2
    assert answers[0]["exit"] == 3
    assert answers[2]["ok"] and answers[2]["view"].startswith("Streichholzspiel: the rules")
    assert not Path("streichholz.json").exists()


def test_a_refused_starting_file_ends_the_session(invoke: Invoke) -> None:
    Path("kniffel.json").write_text("{}", encoding="utf-8")
    result = invoke("kniffel", "batch", input="show\n")
    assert result.exit_code == 3 and result.stdout == ""
    assert result.stderr.startswith("Error: 'kniffel.json' is not a spiel state")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("-f", "-"), "'-' is standard input, which carries the requests"),
        (("-f", "/dev/stdin"), "'/dev/stdin' is standard input, which carries the requests"),
        (("-o", "-"), "'-' is standard output, which carries the answers"),
        (("-f", "/dev/null"), "'/dev/null' is no file to save to"),
    ],
)
def test_standard_input_and_output_carry_the_requests(
    invoke: Invoke, args: tuple[str, ...], said: str
) -> None:
    result = invoke("kniffel", "batch", *args, input="show\n")
    assert result.exit_code == 2 and result.stdout == ""
    assert said in result.stderr


def test_a_stream_to_start_from_is_no_file_to_save_to_but_may_be_read(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "-q", "-o", "start.json")
    result = invoke("kniffel", "batch", "-f", "/dev/null", "--save", "never", input="show\n")
    assert result.exit_code == 3  # read as every command reads it: empty, no state


def test_answers_are_utf8_whatever_the_locale_s_encoding(invoke: Invoke) -> None:
    lines = ["new --seed 1 --players Łukasz😀", "show --field players.0.name"]
    result = invoke("kniffel", "batch", "--save", "never", input="\n".join(lines))
    assert json.loads(result.stdout_bytes.decode("utf-8").splitlines()[1])["view"] == "Łukasz😀"


def test_hostile_requests_are_refused_answers(invoke: Invoke) -> None:
    requests = [
        b"new --seed 1 --players Anna",
        b"\xff\xfe roll",  # not UTF-8
        b"x" * (64 * 1024 + 1),  # too long
        b"take 'chance",  # an unclosed quotation
        b"{not json",
        b'{"id": 5, "args": "roll"}',
        b'{"id": 6, "args": ["roll"], "extra": 1}',
        b"[1, 2]",
        b"roll -f other.json",
        b"batch",
        b"\x00\x01\x02",
        b"roll",
    ]
    result = invoke("kniffel", "batch", "--save", "never", input=b"\n".join(requests))
    assert result.exit_code == 0, result.stderr
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == len(requests)
    assert answers[0]["ok"] and answers[-1]["ok"]
    for answer in answers[1:-1]:
        assert not answer["ok"], answer
        assert answer["exit"] == 2 and answer["error"]["code"] in {"usage"}, answer
    assert [answers[5].get("id"), answers[6].get("id")] == [5, 6]
    assert "Traceback" not in result.stderr


def test_thousands_of_refused_requests(invoke: Invoke) -> None:
    lines = ["new --seed 1"] + ["take kniffel"] * 3000 + ["roll"]
    status, answers = batch(invoke, "kniffel", lines, "--save", "never")
    assert status == 0 and len(answers) == 3002
    assert {a["error"]["code"] for a in answers[1:-1]} == {"not_rolled"}
    assert answers[-1]["ok"]


def test_help_is_answered_as_text(invoke: Invoke) -> None:
    status, answers = batch(invoke, "puzzle", ["--help", "slide --help"], "--save", "never")
    assert status == 0
    assert answers[0]["view"].startswith("Usage: spiel puzzle [OPTIONS] COMMAND")
    assert answers[1]["view"].startswith("Usage: spiel puzzle slide [OPTIONS]")


def test_a_last_line_without_newline_is_a_request(invoke: Invoke) -> None:
    result = invoke("streichholz", "batch", "--save", "never", input="new --seed 1\nshow")
    assert [json.loads(line)["ok"] for line in result.stdout.splitlines()] == [True, True]


def test_german_messages_with_the_same_codes_and_facts(invoke: Invoke) -> None:
    lines = ["new --seed 1 --players Anna", "take 3"]
    english = invoke("kniffel", "batch", "--save", "never", input="\n".join(lines))
    german = invoke("--lang", "de", "kniffel", "batch", "--save", "never", input="\n".join(lines))
    en, de = (json.loads(r.stdout.splitlines()[1])["error"] for r in (english, german))
    assert en.pop("message") != de.pop("message")
    assert en == de


def test_a_request_that_never_ends_is_refused_when_the_input_ends(invoke: Invoke) -> None:
    result = invoke("kniffel", "batch", "--save", "never", input=b"new " + b"x" * 300_000)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.exit_code == 0
    assert [a["error"]["code"] for a in answers] == ["usage"]
    assert "longer than 65,536 bytes" in answers[0]["error"]["message"]


def test_a_failed_save_answers_the_request_and_ends_the_session(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "3", "-q")
    Path("kniffel.json").chmod(0o444)
    before = Path("kniffel.json").read_bytes()
    result = invoke("kniffel", "batch", input="show\nroll\nshow\n")
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.exit_code == 4
    assert [a["ok"] for a in answers] == [True, False]
    assert answers[1]["exit"] == 4 and answers[1]["error"]["code"] == "session_write"
    assert answers[1]["error"]["saved_after"] is None
    assert result.stderr.startswith("Error: kniffel.json is read-only")
    assert result.stderr.rstrip().endswith("the session ends: nothing was saved in this session")
    assert Path("kniffel.json").read_bytes() == before


def test_fields_are_answered_as_values(invoke: Invoke) -> None:
    lines = ["new --seed 3 --players Anna,Bob", "show --field players.1.name --field round"]
    lines += ["show --field options", "show --field players.9"]
    status, answers = batch(invoke, "kniffel", lines, "--save", "never")
    assert status == 0
    assert [a.get("view") for a in answers[1:3]] == [["Bob", 1], {}]
    assert answers[3]["error"]["code"] == "usage" and answers[3]["error"]["option"] == "--field"


def test_a_request_s_lang_is_for_that_request_alone(invoke: Invoke) -> None:
    lines = ["new --seed 1 --players Anna", "take 3 --lang de", "take 3"]
    status, answers = batch(invoke, "kniffel", lines, "--save", "never")
    german, english = (answer["error"]["message"] for answer in answers[1:])
    assert status == 0 and german.startswith("Anna hat in Runde 1 noch nicht gewürfelt")
    assert english == "Anna has not rolled in round 1 yet; roll first"


def test_malformed_requests_are_worded_in_the_language_chosen(invoke: Invoke) -> None:
    lines = ["take 'chance", "roll \\", '{"args": ["roll"], "extra": 1}']
    english = [a["error"]["message"] for a in batch(invoke, "kniffel", lines, "--save", "never")[1]]
    assert english == [
        "the request cannot be split into words: a quote is not closed",
        "the request cannot be split into words: a backslash ends it",
        "a JSON request has only id and args, not 'extra'",
    ]
    result = invoke("--lang", "de", "kniffel", "batch", "--save", "never", input="\n".join(lines))
    german = [json.loads(line)["error"]["message"] for line in result.stdout.splitlines()]
    assert german == [
        "Die Anfrage lässt sich nicht in Wörter zerlegen: Ein Anführungszeichen ist nicht "
        "geschlossen",
        "Die Anfrage lässt sich nicht in Wörter zerlegen: Ein Backslash beendet sie",
        "Eine JSON-Anfrage hat nur „id“ und „args“, nicht „extra“",
    ]


# --- the session's files (issue 31) --------------------------------------------------------


def test_a_link_to_nothing_yet_is_a_missing_file_that_new_makes(invoke: Invoke) -> None:
    """As the man page says of a missing file, and as 'new -f LINK' does alone: the session
    starts with no game, and saves through the link."""
    Path("games").mkdir()
    Path("link.json").symlink_to("games/k.json")
    status, answers = batch(invoke, "kniffel", ["show", "new --seed 1", "roll"], "-f", "link.json")
    assert status == 0
    assert [answer["ok"] for answer in answers] == [False, True, True]
    assert answers[0]["error"]["code"] == "missing_state_file"
    assert Path("link.json").is_symlink()
    assert len(read_state("games/k.json")["history"]) == 1
    assert sorted(os.listdir()) == ["games", "link.json"] and os.listdir("games") == ["k.json"]


def test_save_never_takes_no_lock(invoke: Invoke) -> None:
    """It writes nothing: where no lock can be made (a read-only folder; here a folder in
    the lock's place, which stops root too), it works as 'show' does."""
    invoke("kniffel", "new", "--seed", "1", "-q")
    Path(".kniffel.json.lock").unlink(missing_ok=True)  # kept by earlier releases
    Path(".kniffel.json.lock").mkdir()
    assert invoke("kniffel", "show", "-q").exit_code == 0
    status, answers = batch(invoke, "kniffel", ["show", "roll"], "--save", "never")
    assert status == 0 and [answer["ok"] for answer in answers] == [True, True]
    assert read_state("kniffel.json")["history"] == []


def test_rules_of_another_file_is_refused_as_the_man_page_says(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "--rounds", "2", "-q", "-o", "other.json")
    status, answers = batch(invoke, "kniffel", ["rules -f other.json", "rules"], "--save", "never")
    assert status == 0
    assert answers[0]["exit"] == 2 and answers[0]["error"]["option"] == "--file"
    assert answers[1]["ok"]


def test_a_session_leaves_no_lock_file(invoke: Invoke) -> None:
    status, _ = batch(invoke, "kniffel", ["new --seed 1", "roll", "take chance"])
    assert status == 0 and os.listdir() == ["kniffel.json"]
    status, _ = batch(invoke, "kniffel", ["roll"], "--save", "end", "-o", "out.json")
    assert status == 0 and sorted(os.listdir()) == ["kniffel.json", "out.json"]
