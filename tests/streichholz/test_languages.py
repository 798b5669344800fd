"""The matchstick game in German and in English: the same games, files, JSON and exit codes.

Only the words differ: every state file, every JSON view (show, log, hint),
every exit status and the number of lines on each stream are the same in
both languages, byte for byte.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.helpers import Invoke


class Step(NamedTuple):
    """What one command left behind: its status, its streams, the state file."""

    code: int
    stdout: str
    stderr: str
    state: bytes | None


def run(invoke: Invoke, language: str, folder: Path, *args: str) -> Step:
    """``spiel --lang LANGUAGE streichholz ARGS -f FOLDER/streichholz.json``."""
    file = folder / "streichholz.json"
    result = invoke("--lang", language, "streichholz", *args, "-f", str(file))
    state = file.read_bytes() if file.exists() else None
    return Step(result.exit_code, result.stdout, result.stderr, state)


def play(invoke: Invoke, language: str, new: list[str], strategy: str) -> list[Step]:
    """A whole game: ``new``, then takes (the hint's, or always 1) until it is over.

    After every move the JSON views of show and log are recorded too, and the
    hint's while the player is to move.
    """
    folder = Path(language)
    folder.mkdir(exist_ok=True)
    steps = [run(invoke, language, folder, "new", *new)]
    for _ in range(60):
        steps.append(run(invoke, language, folder, "show", "--format", "json"))
        steps.append(run(invoke, language, folder, "log", "--format", "json"))
        if json.loads(steps[-2].stdout)["finished"]:
            break
        hint = run(invoke, language, folder, "hint", "--format", "json")
        steps.append(hint)
        take = json.loads(hint.stdout)["take"] if strategy == "hint" else 1
        steps.append(run(invoke, language, folder, "take", str(take)))
    steps.append(run(invoke, language, folder, "log"))
    steps.append(run(invoke, language, folder, "take", "1"))  # the game is over: exit 1
    return steps


def assert_same_but_words(english: list[Step], german: list[Step]) -> None:
    """Same statuses, files and JSON; the same number of lines on each stream."""
    assert len(english) == len(german)
    for en, de in zip(english, german, strict=True):
        assert (en.code, en.state) == (de.code, de.state)
        assert len(en.stdout.splitlines()) == len(de.stdout.splitlines())
        assert len(en.stderr.splitlines()) == len(de.stderr.splitlines())
        if en.stdout.startswith("{"):
            assert en.stdout == de.stdout


GAMES = [
    pytest.param(["--seed", "won", "--matches", "23"], "hint", "player", id="won-classic"),
    pytest.param(
        ["--seed", "lost", "--matches", "21", "--level", "perfect"], "one", "computer", id="lost"
    ),
    pytest.param(
        ["--seed", "w", "--matches", "31", "--level", "perfect", "--max-take", "4", "--last-wins"],
        "hint",
        "player",
        id="won-perfect-last-wins",
    ),
    pytest.param(
        ["--seed", "c", "--matches", "17", "--first", "computer"], "one", "computer", id="lost-2"
    ),
]


@pytest.mark.slow
@pytest.mark.parametrize(("new", "strategy", "winner"), GAMES)
def test_the_same_game_in_both_languages(
    invoke: Invoke, new: list[str], strategy: str, winner: str
) -> None:
    english = play(invoke, "en", new, strategy)
    german = play(invoke, "de", new, strategy)
    assert_same_but_words(english, german)
    assert json.loads(english[-4].stdout)["winner"] == winner  # the last show
    end_en, end_de = english[-5], german[-5]  # the take that ended the game
    won = winner == "player"
    assert ("You won" if won else "The computer won") in end_en.stdout.splitlines()[0]
    assert (
        "Du hast gewonnen" if won else "Der Computer hat gewonnen"
    ) in end_de.stdout.splitlines()[0]
    log_de = german[-2].stdout
    assert "du " in log_de and "nimmst" in log_de and "nimmt" in log_de and "übrig" in log_de
    assert "Spieler" not in log_de and "you " in english[-2].stdout
    assert german[-1].stderr.startswith("Fehler: Das Spiel ist vorbei")
    assert english[-1].stderr.startswith("Error: the game is over")


ERRORS = [
    (["take", "4"], 1, "höchstens 3 Hölzer", "at most 3 matches"),
    (["take", "0"], 2, "Nimm mindestens 1 Holz, nicht 0", "take at least 1 match, not 0"),
    (["take", "foo"], 2, "Fehler: ", "Error: "),
    (["new", "--matches", "99"], 2, "Fehler: ", "Error: "),
    (
        ["new", "--max-take", "9", "--matches", "9"],
        2,
        "kleiner sein als die Zahl der Hölzer (9)",
        "less",
    ),
    (["new", "--seed", "x"], 1, "laufendes Spiel", "unfinished game"),
    (["show", "-f", "missing.json"], 3, "„missing.json“ gibt es nicht", "does not exist"),
    (["rules", "-f", "missing.json"], 3, "„missing.json“ gibt es nicht", "does not exist"),
]


@pytest.mark.parametrize(("args", "code", "german", "english"), ERRORS)
def test_errors_differ_only_in_words(
    invoke: Invoke, args: list[str], code: int, german: str, english: str
) -> None:
    results = {}
    for language in ("en", "de"):
        invoke("streichholz", "new", "--seed", "s", "--matches", "23", "-q")
        before = Path("streichholz.json").read_bytes()
        result = invoke("--lang", language, "streichholz", *args)
        assert Path("streichholz.json").read_bytes() == before
        assert result.exit_code == code and result.stdout == ""
        assert len(result.stderr.splitlines()) == 1
        results[language] = result.stderr
        Path("streichholz.json").unlink()
    assert results["de"].startswith("Fehler: ") and german in results["de"]
    assert results["en"].startswith("Error: ") and english in results["en"]


def test_the_table_view_in_german(invoke: Invoke) -> None:
    result = invoke("--lang", "de", "streichholz", "new", "--seed", "s", "--matches", "23")
    lines = result.stdout.splitlines()
    assert lines[0] == "Streichholzspiel – 23 von 23 Hölzern übrig – du bist dran (nimm 1 bis 3)"
    assert lines[4].split() == ["Wer", "zuletzt", "genommen"]
    assert lines[6].split() == ["du", "–"]
    assert lines[7].split() == ["Computer", "(klassisch)", "–"]
    hint = invoke("--lang", "de", "streichholz", "hint").stdout
    assert hint == "2 nehmen: Damit bleibt dem Computer eine verlorene Stellung.\n"
    assert invoke("streichholz", "hint").stdout.startswith("Take 2: it leaves the computer")


def test_no_winning_move_in_both_languages(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--matches", "21", "-q")
    german = invoke("--lang", "de", "streichholz", "hint").stdout
    assert german.startswith("Kein Gewinnzug: Bei 21 übrigen Hölzern")
    assert invoke("streichholz", "hint").stdout.startswith("No winning move: with 21 left")


def test_the_environment_chooses_german(invoke: Invoke) -> None:
    result = invoke(
        "streichholz", "new", "--seed", "s", "--matches", "23", env={"SPIEL_LANG": "de"}
    )
    assert "Hölzern übrig" in result.stdout


@pytest.mark.parametrize(
    ("typed", "level"),
    [
        ("perfekt", "perfect"),
        ("Klassisch", "classic"),
        ("zufällig", "random"),
        ("zufaellig", "random"),
    ],
)
def test_a_level_is_typed_in_either_language_and_stored_by_its_id(
    invoke: Invoke, typed: str, level: str
) -> None:
    result = invoke("streichholz", "new", "--seed", "s", "--matches", "23", "--level", typed)
    assert result.exit_code == 0, result.stderr
    assert json.loads(Path("streichholz.json").read_text())["level"] == level


def test_an_unknown_level_offers_the_words_of_the_language_shown(invoke: Invoke) -> None:
    german = invoke("--lang", "de", "streichholz", "new", "--level", "schlau")
    assert german.exit_code == 2 and german.stderr == (
        "Fehler: Ungültiger Wert für „--level“: „schlau“ gibt es nicht; wähle „klassisch“, "
        "„perfekt“ oder „zufällig“ (siehe „spiel streichholz new --help“)\n"
    )
    english = invoke("--lang", "en", "streichholz", "new", "--level", "schlau")
    assert english.stderr == (
        "Error: Invalid value for '--level': 'schlau' is not one of 'classic', 'perfect', "
        "'random' (see 'spiel streichholz new --help')\n"
    )


@pytest.mark.parametrize(
    ("typed", "first"),
    [("du", "player"), ("Spieler", "player"), ("player", "player"), ("Computer", "computer")],
)
def test_who_moves_first_is_typed_in_either_language_and_stored_by_its_id(
    invoke: Invoke, typed: str, first: str
) -> None:
    result = invoke("streichholz", "new", "--seed", "s", "--matches", "23", "--first", typed)
    assert result.exit_code == 0, result.stderr
    assert json.loads(Path("streichholz.json").read_text())["first"] == first


def test_an_unknown_first_side_offers_the_words_of_the_language_shown(invoke: Invoke) -> None:
    german = invoke("--lang", "de", "streichholz", "new", "--first", "ich")
    assert german.exit_code == 2 and german.stderr == (
        "Fehler: Ungültiger Wert für „--first“: „ich“ gibt es nicht; wähle „du“ oder "
        "„computer“ (siehe „spiel streichholz new --help“)\n"
    )
    english = invoke("streichholz", "new", "--first", "me")
    assert "'me' is not one of 'player', 'computer'" in english.stderr


def test_the_help_offers_the_words_of_its_language(invoke: Invoke) -> None:
    german = invoke("--lang", "de", "streichholz", "new", "--help").stdout
    assert "--first [du|computer]" in german and "[Standard: „du“]" in german
    assert "--level [klassisch|perfekt|zufällig]" in german
    english = invoke("streichholz", "new", "--help").stdout
    assert "--first [player|computer]" in english and "[default: player]" in english
    assert "--level [classic|perfect|random]" in english


def test_the_person_is_du_in_the_log_and_the_review(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--matches", "9", "--level", "perfect", "-q")
    invoke("streichholz", "take", "1", "-q")
    log = invoke("--lang", "de", "streichholz", "log").stdout.splitlines()
    assert log[0].split() == ["Nr.", "Wer", "Aktion", "Ergebnis"]
    assert log[2].split()[:3] == ["1", "du", "nimmst"] and log[3].split()[1:3] == [
        "Computer",
        "nimmt",
    ]
    review = invoke("--lang", "de", "streichholz", "review").stdout
    assert "Spieler" not in review and "Seite" not in review
    assert review.startswith("Auswertung: 9 Hölzer, du hast angefangen; ")
    assert "\nDu: 1 Zug, " in review
