"""The transcripts' commands, run both ways: one process per command, and one batch session
per game. The same views, the same refusals, the same state file, byte for byte.

Of each transcript, the ``spiel GAME ...`` commands that act on the game's own file are
taken (in order, ``a && b`` as two, without their view options); those that name another
file (``-f``, ``-o``), another language, a shell substitution, or the highscore (a file both
ways would share) are left out of both runs alike.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

import pytest

from kniffel_cli.common.formatting import SCHEMA_VERSION, field_text
from tests.helpers import ROOT, Invoke, unversioned

TRANSCRIPTS = sorted((ROOT / "tests" / "transcripts").glob("*.t"))
LEFT_OUT_OPTIONS = {"-f", "--file", "-o", "--output", "--lang"}
LEFT_OUT_COMMANDS = {"highscore", "batch", "completion"}
SHELL = ("|", ";", ">", "2>", "<")


def commands(transcript: Path) -> tuple[dict[str, str], list[tuple[str, list[str]]]]:
    """The exported variables of a transcript and its commands, as (game, words)."""
    env: dict[str, str] = {}
    found: list[tuple[str, list[str]]] = []
    for line in transcript.read_text(encoding="utf-8").splitlines():
        if not line.startswith("  $ "):
            continue
        text = line[4:]
        if text.startswith("export "):
            for assignment in shlex.split(text)[1:]:
                name, _, value = assignment.partition("=")
                if "$" not in value:
                    env[name] = value
            continue
        for segment in text.split("&&"):
            words = _command_words(segment)
            if words is None or len(words) < 3 or words[0] != "spiel":
                continue
            if LEFT_OUT_OPTIONS & set(words) or words[2] in LEFT_OUT_COMMANDS:
                continue
            if words[1] in {"kniffel", "streichholz", "puzzle"} and "$" not in segment:
                found.append((words[1], _without_view_options(words[2:])))
    return env, found


def _without_view_options(words: list[str]) -> list[str]:
    """The words without ``--format``, ``--tablefmt`` and ``-q``: a session's answer is the
    JSON view whatever they say, and the single command is asked for its JSON view."""
    kept: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
        elif word in ("--format", "--tablefmt"):
            skip = True
        elif word != "-q" and not word.startswith(("--format=", "--tablefmt=")):
            kept.append(word)
    return kept


def _command_words(segment: str) -> list[str] | None:
    """The words of a simple command, up to the first pipe, list or redirection."""
    try:
        words = shlex.split(segment)
    except ValueError:
        return None
    for index, word in enumerate(words):
        if word in SHELL or word.startswith(("2>", ">")):
            return words[:index]
    return words


def single(invoke: Invoke, game: str, words: list[str], env: dict[str, str]) -> dict[str, Any]:
    """One command alone, as its answer in a session would read."""
    as_text = words[0] == "rules" or "--help" in words
    result = invoke(game, *words, *([] if as_text else ["--format", "json"]), env=env)
    if result.exit_code == 0:
        text = result.stdout.removesuffix("\n")
        if as_text:
            return {"schema_version": SCHEMA_VERSION, "ok": True, "view": text}
        if "--field" in words:  # the fields as text, one a line: compared as field_text
            return {"schema_version": SCHEMA_VERSION, "ok": True, "fields": text}
        # The answer carries the schema version, first; the view in it does not.
        view = unversioned(json.loads(text))
        return {"schema_version": SCHEMA_VERSION, "ok": True, "view": view}
    error = unversioned(json.loads(result.stderr))["error"]
    return {"schema_version": SCHEMA_VERSION, "ok": False, "exit": result.exit_code, "error": error}


@pytest.mark.parametrize("transcript", TRANSCRIPTS, ids=lambda path: path.stem)
def test_the_transcripts_give_the_same_both_ways(
    transcript: Path,
    invoke: Invoke,
    tmp_path: Path,
    table_folder: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    env, found = commands(transcript)
    # A new game without --seed gets a fresh one: the same seed for both ways instead.
    env = {"SPIEL_SEED": "both ways", **env, "SPIEL_CACHE_DIR": str(table_folder)}
    if not found:
        pytest.skip("no command of a game's own file")
    for where in ("single", "session"):
        (tmp_path / where).mkdir()
    monkeypatch.chdir(tmp_path / "single")
    expected = {
        game: [single(invoke, game, words, env) for g, words in found if g == game]
        for game in dict(found)
    }
    monkeypatch.chdir(tmp_path / "session")
    for game, answers_expected in expected.items():
        lines = [shlex.join(words) for g, words in found if g == game]
        result = invoke(game, "batch", input="\n".join(lines) + "\n", env=env)
        assert result.exit_code == 0, result.stderr
        answers = [json.loads(line) for line in result.stdout.splitlines()]
        assert len(answers) == len(answers_expected), result.stdout
        for answer, wanted in zip(answers, answers_expected, strict=True):
            if "fields" in wanted:
                view = answer.pop("view")
                values = view if isinstance(view, list) else [view]
                answer["fields"] = "\n".join(field_text(value) for value in values)
        assert answers == answers_expected, transcript.name
        state = f"{game}.json"
        on_disk = [(tmp_path / where / state) for where in ("single", "session")]
        assert [p.exists() for p in on_disk] == [True, True] or not any(p.exists() for p in on_disk)
        if on_disk[0].exists():
            assert on_disk[1].read_bytes() == on_disk[0].read_bytes(), transcript.name
