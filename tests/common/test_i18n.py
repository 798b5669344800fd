"""Choosing the language: --lang, then $SPIEL_LANG, then the locale variables."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import click
import pytest

from kniffel_cli.common import i18n
from tests.helpers import Invoke


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "en"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "de"}, "de"),
        ({"LANG": "de_AT.UTF-8"}, "de"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LC_MESSAGES": "de_DE.UTF-8", "LANG": "en_US.UTF-8"}, "de"),
        ({"LC_ALL": "C", "LC_MESSAGES": "de_DE.UTF-8"}, "en"),
        ({"LC_ALL": "", "LC_MESSAGES": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "de_CH.UTF-8", "LANG": "en_GB.UTF-8"}, "de"),
        ({"SPIEL_LANG": "en", "LC_ALL": "de_DE.UTF-8"}, "en"),
        ({"SPIEL_LANG": "de", "LANG": "C"}, "de"),
        ({"SPIEL_LANG": "DE", "LANG": "C"}, "de"),
        ({"SPIEL_LANG": "", "LANG": "de_DE.UTF-8"}, "de"),
        ({"SPIEL_LANG": "klingon", "LANG": "de_DE.UTF-8"}, "en"),
        # gettext's LANGUAGE: a list, first, but not under the C locale
        ({"LANGUAGE": "de", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANGUAGE": "de", "LANG": "C.UTF-8"}, "de"),
        ({"LANGUAGE": "fr:de:en", "LANG": "fr_FR.UTF-8"}, "de"),
        ({"LANGUAGE": "en", "LC_ALL": "de_DE.UTF-8"}, "en"),
        ({"LANGUAGE": "fr", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LANGUAGE": "de", "LANG": "C"}, "en"),
        ({"LANGUAGE": "de", "LC_ALL": "POSIX"}, "en"),
        ({"LANGUAGE": "de"}, "en"),  # no locale set: the C locale
        ({"LANGUAGE": "", "LANG": "de_DE.UTF-8"}, "de"),
        ({"SPIEL_LANG": "en", "LANGUAGE": "de", "LANG": "de_DE.UTF-8"}, "en"),
    ],
)
def test_the_environment_chooses_the_language(environ: dict[str, str], expected: str) -> None:
    assert i18n.from_environment(environ) == expected


def test_speaking_switches_for_a_block_and_back() -> None:
    i18n.use("de")
    try:
        assert i18n._("move") == "Zug"
        with i18n.speaking("en"):
            assert i18n._("move") == "move"
        assert i18n._("move") == "Zug"
    finally:
        i18n.use("en")
    assert i18n._("move") == "move"


def test_plurals_follow_the_count() -> None:
    assert i18n.ngettext("{n} move", "{n} moves", 1) == "{n} move"
    assert i18n.ngettext("{n} move", "{n} moves", 0) == "{n} moves"


def test_a_missing_catalog_falls_back_to_english(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(i18n, "LOCALE_FOLDER", tmp_path)
    monkeypatch.setattr(i18n, "_CATALOGS", {})
    i18n.use("de")
    try:
        assert i18n.current() == "en"
        assert i18n._("move") == "move"
    finally:
        monkeypatch.undo()
        i18n.use("en")


def _clean(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SPIEL_LANG", "LANGUAGE", *i18n.LOCALE_VARIABLES):
        monkeypatch.delenv(name, raising=False)


def test_lang_option_beats_spiel_lang_which_beats_the_locale(
    monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    missing = ["kniffel", "show", "-f", "no-such-file.json"]
    assert invoke(*missing).stderr.startswith("Error: 'no-such-file.json' does not exist")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert invoke(*missing).stderr.startswith("Fehler: „no-such-file.json“ gibt es nicht")
    monkeypatch.setenv("SPIEL_LANG", "en")
    assert invoke(*missing).stderr.startswith("Error: ")
    assert invoke("--lang", "de", *missing).stderr.startswith("Fehler: ")
    monkeypatch.setenv("SPIEL_LANG", "de")
    assert invoke("--lang", "en", *missing).stderr.startswith("Error: ")


def test_an_unknown_lang_is_a_usage_error(monkeypatch: pytest.MonkeyPatch, invoke: Invoke) -> None:
    _clean(monkeypatch)
    result = invoke("--lang", "fr", "kniffel", "show")
    assert result.exit_code == 2
    assert "'fr' is not one of 'en', 'de'" in result.stderr


def test_clicks_usage_errors_speak_the_language_too(
    monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    german = invoke("--lang", "de", "kniffel", "new", "--rolls", "99")
    assert german.exit_code == 2
    assert german.stderr == (
        "Fehler: Ungültiger Wert für „--rolls“: 99 liegt nicht im Bereich 1 bis 9 "
        "(siehe „spiel kniffel new --help“)\n"
    )
    english = invoke("--lang", "en", "kniffel", "new", "--rolls", "99")
    assert english.stderr == (
        "Error: Invalid value for '--rolls': 99 is not in the range 1<=x<=9 "
        "(see 'spiel kniffel new --help')\n"
    )
    unknown = invoke("--lang", "de", "kniffel", "roll", "--bogus")
    assert unknown.stderr.startswith("Fehler: Keine Option „--bogus“ (siehe")


def test_the_systems_and_jsons_words_are_german_too(
    monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    with open("broken.json", "w", encoding="utf-8") as file:
        file.write('{"a" 1}')
    german = invoke("--lang", "de", "kniffel", "show", "-f", "broken.json")
    assert german.exit_code == 3
    assert german.stderr == (
        "Fehler: „broken.json“ ist kein JSON "
        "(Trennzeichen „:“ erwartet: Zeile 1, Spalte 6 (Zeichen 5))\n"
    )
    english = invoke("kniffel", "show", "-f", "broken.json")
    assert english.stderr == (
        "Error: 'broken.json' is not JSON (Expecting ':' delimiter: line 1 column 6 (char 5))\n"
    )
    missing = invoke("--lang", "de", "kniffel", "new", "-o", "no/such/folder/k.json")
    assert "Datei oder Ordner nicht gefunden" in missing.stderr


def test_os_reasons_keep_the_systems_english_words() -> None:
    import errno

    from kniffel_cli.common.errors import os_reason

    error = OSError(errno.ENOSPC, "No space left on device")
    assert os_reason(error) == "No space left on device"
    with i18n.speaking("de"):
        assert os_reason(error) == "Kein Platz mehr auf dem Gerät"
        assert os_reason(OSError(errno.ETIMEDOUT, "Connection timed out")) == "Connection timed out"


@pytest.mark.parametrize(
    "args",
    [
        ("kniffel", "show", "--lang", "de"),
        ("kniffel", "--lang", "de", "show"),
        ("kniffel", "highscore", "list", "--lang", "de", "--highscore-file", "h.json"),
        ("streichholz", "rules", "--lang", "de"),
        ("puzzle", "show", "--lang", "de"),
    ],
)
def test_lang_on_any_command_of_a_game(invoke: Invoke, args: tuple[str, ...]) -> None:
    invoke(args[0], "new", "--seed", "1", "-q")
    result = invoke(*args)
    assert result.exit_code == 0, result.stderr
    german = {"kniffel": ("Runde", "Bestenliste"), "streichholz": ("Regeln",), "puzzle": ("Züge",)}
    assert any(word in result.stdout for word in german[args[0]]), result.stdout


def test_lang_on_a_command_speaks_in_its_errors_too(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "-q")
    result = invoke("kniffel", "roll", "--keep", "9", "--lang", "de")
    assert result.exit_code == 2 and result.stderr.startswith("Fehler: Ungültiger Wert")


def test_language_chooses_for_the_command_line(invoke: Invoke) -> None:
    invoke("puzzle", "new", "--seed", "1", "-q")
    user = {"SPIEL_LANG": "", "LANG": "en_US.UTF-8"}  # the tests' SPIEL_LANG=en off
    german = invoke("puzzle", "show", env={**user, "LANGUAGE": "de"})
    assert german.stdout.startswith("Buchstabenpuzzle 4×4 – 0 Züge")
    english = invoke("puzzle", "show", env=user)  # spiel's own writing of LANGUAGE is no choice
    assert english.stdout.startswith("Buchstabenpuzzle 4x4 - 0 moves")


@pytest.mark.parametrize(
    ("environ", "unspoken"),
    [
        ({"SPIEL_LANG": "fr"}, "fr"),
        ({"SPIEL_LANG": " fr_FR.UTF-8 "}, "fr_FR.UTF-8"),
        ({"SPIEL_LANG": "klingon", "LANG": "de_DE.UTF-8"}, "klingon"),
        ({}, None),
        ({"SPIEL_LANG": ""}, None),
        ({"SPIEL_LANG": "de_AT"}, None),
        ({"SPIEL_LANG": "EN"}, None),
        ({"SPIEL_LANG": "C.UTF-8"}, None),
        ({"SPIEL_LANG": "POSIX"}, None),
        ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "fr"}, None),  # gettext's own: quiet
    ],
)
def test_a_spiel_lang_of_another_language_is_told_apart(
    environ: dict[str, str], unspoken: str | None
) -> None:
    assert i18n.unspoken(environ) == unspoken
    if unspoken is not None:
        assert i18n.from_environment(environ) == "en"


UNSPOKEN = "spiel speaks German and English, not 'fr' ($SPIEL_LANG): English is used.\n"


def test_a_spiel_lang_spiel_does_not_speak_is_english_and_said_once(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "-q")
    before = Path("kniffel.json").read_bytes()
    french = {"SPIEL_LANG": "fr", "LANG": "de_DE.UTF-8"}
    result = invoke("kniffel", "show", env=french)
    assert result.exit_code == 0 and result.stderr == UNSPOKEN
    assert result.stdout.startswith("Round 1 of 13 - Player 1's turn")
    refusal = invoke("kniffel", "take", "chance", env=french)  # the notice, then the error
    assert refusal.exit_code == 1 and refusal.stdout == ""
    assert refusal.stderr == UNSPOKEN + (
        "Error: Player 1 has not rolled in round 1 yet; roll first\n"
    )
    assert Path("kniffel.json").read_bytes() == before
    # JSON output stays JSON alone; -q prints nothing but errors; --lang decides instead
    as_json = invoke("kniffel", "show", "--format", "json", env=french)
    assert as_json.stderr == "" and json.loads(as_json.stdout)["game"] == "kniffel"
    error = invoke("kniffel", "take", "chance", "--format", "json", env=french)
    assert json.loads(error.stderr)["error"]["code"] == "not_rolled"
    assert invoke("kniffel", "roll", "-q", env=french).stderr == ""
    assert invoke("kniffel", "undo", "-q", env=french).stderr.startswith("Error: ")
    for lang in (["--lang", "en", "kniffel", "show"], ["kniffel", "show", "--lang", "de"]):
        assert invoke(*lang, env=french).stderr == ""
    # once a process: a batch session says it before its first answer, not for each
    session = invoke("kniffel", "batch", input="show\nshow --format json\n", env=french)
    assert session.exit_code == 0 and session.stderr == UNSPOKEN
    assert [json.loads(line)["ok"] for line in session.stdout.splitlines()] == [True, True]


@pytest.mark.parametrize(
    "environ",
    [
        {"SPIEL_LANG": "en_GB.UTF-8"},
        {"SPIEL_LANG": "de"},
        {"SPIEL_LANG": "C"},
        {"SPIEL_LANG": "", "LANG": "fr_FR.UTF-8"},
        {"SPIEL_LANG": "", "LANGUAGE": "fr", "LANG": "fr_FR.UTF-8"},
    ],
)
def test_the_locale_falls_back_quietly(invoke: Invoke, environ: dict[str, str]) -> None:
    result = invoke("kniffel", "show", "-f", "none.json", env=environ)
    assert result.exit_code == 3 and len(result.stderr.splitlines()) == 1


def test_a_long_or_strange_spiel_lang_is_shown_short_and_escaped(invoke: Invoke) -> None:
    result = invoke("puzzle", "new", "--seed", "1", env={"SPIEL_LANG": "x\x1b[31m" + "y" * 50})
    assert result.exit_code == 0
    shown = "'x\\x1b[31m" + "y" * 18 + "...'"  # its first 24 characters, escaped
    assert result.stderr == (
        f"spiel speaks German and English, not {shown} ($SPIEL_LANG): English is used.\n"
    )


@pytest.mark.parametrize(
    ("language", "decimal", "grouped", "percent", "signed"),
    [
        ("en", "263.17", "536,320", "30.6%", "-1,234.50"),
        ("de", "263,17", "536.320", "30,6 %", "\u22121.234,50"),
    ],
)
def test_numbers_are_written_as_the_language_reads_them(
    language: i18n.Language, decimal: str, grouped: str, percent: str, signed: str
) -> None:
    with i18n.speaking(language):
        assert i18n.decimal(263.1749, 2) == decimal
        assert i18n.grouped(536320) == grouped
        assert i18n.percent(0.30648) == percent
        assert i18n.decimal(-1234.5, 2, sign=True) == signed
        assert i18n.decimal(3.25, 2, sign=True) == ("+3.25" if language == "en" else "+3,25")
        assert i18n.grouped(999) == "999"
        assert i18n.grouped(-5) == ("-5" if language == "en" else "\u22125")
        assert i18n.number(86400.0) == grouped.replace("536", "86").replace("320", "400")
        assert i18n.number(0.001) == ("0.001" if language == "en" else "0,001")


@pytest.mark.parametrize(
    ("language", "either", "span", "listed", "nothing"),
    [
        ("en", "1, 3 or 4", ("1 or 2", "1 to 3", "7"), "1, 3 and 4", "-"),
        ("de", "1, 3 oder 4", ("1 oder 2", "1 bis 3", "7"), "1, 3 und 4", "\u2013"),
    ],
)
def test_lists_and_ranges_as_a_sentence_names_them(
    language: i18n.Language, either: str, span: tuple[str, ...], listed: str, nothing: str
) -> None:
    with i18n.speaking(language):
        assert i18n.either(["1", "3", "4"]) == either
        assert (i18n.span(1, 2), i18n.span(1, 3), i18n.span(7, 7)) == span
        assert i18n.listed(["1", "3", "4"]) == listed
        assert i18n.nothing() == nothing


@pytest.mark.parametrize(
    ("args", "german", "english"),
    [
        (
            ("kniffel", "new", "--rules", "foo"),
            "„--rules“: „foo“ gibt es nicht; wähle „kniffel“ oder „yahtzee“ (siehe",
            "'--rules': 'foo' is not one of 'kniffel', 'yahtzee' (see",
        ),
        (
            ("puzzle", "solve", "--max-seconds", "0.001"),
            "„--max-seconds“: 0,001 liegt nicht im Bereich 0,1 bis 86.400 (siehe",
            "'--max-seconds': 0.001 is not in the range 0.1<=x<=86400 (see",
        ),
        (
            ("kniffel", "simulate", "--players", "cpu:greedy,cpu:random", "--alpha", "0.5"),
            "„--alpha“: 0,5 liegt nicht im Bereich über 0 bis unter 0,5 (siehe",
            "'--alpha': 0.5 is not in the range 0<x<0.5 (see",
        ),
        (
            ("kniffel", "nwe"),
            "Kein Befehl „nwe“; meinst du „new“? (siehe",
            "No such command 'nwe'. Did you mean 'new'? (see",
        ),
        (
            ("kniffel", "new", "--rulse", "x"),
            "Keine Option „--rulse“; meinst du „--rolls“, „--rounds“ oder „--rules“? (siehe",
            "No such option '--rulse'. (Did you mean one of: '--rolls', '--rounds', '--rules'?)",
        ),
        (
            ("kniffel", "simulate", "--games", "2000000"),
            "„--games“: 2.000.000 liegt nicht im Bereich 1 bis 1.000.000 (siehe",
            "'--games': 2000000 is not in the range 1<=x<=1000000 (see",
        ),
        (
            ("kniffel", "new", "--force=ja"),
            "Fehler: Die Option „--force“ erwartet keinen Wert\n",
            "Error: Option '--force' does not take a value\n",
        ),
    ],
)
def test_clicks_refusals_quote_and_count_as_the_language_writes(
    monkeypatch: pytest.MonkeyPatch,
    invoke: Invoke,
    args: tuple[str, ...],
    german: str,
    english: str,
) -> None:
    _clean(monkeypatch)
    assert german in invoke("--lang", "de", *args).stderr
    assert english in invoke("--lang", "en", *args).stderr


@pytest.mark.slow  # the puzzle's hint builds its solver table
def test_a_decimal_comma_is_a_german_decimal_only(
    monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    invoke("puzzle", "new", "--board", "ABC/DE./GHF", "-q")
    assert invoke("--lang", "de", "puzzle", "hint", "--max-seconds", "0,5").exit_code == 0
    english = invoke("--lang", "en", "puzzle", "hint", "--max-seconds", "1,000")
    assert english.exit_code == 2
    assert "'1,000' is not a number (see" in english.stderr


@pytest.mark.parametrize(
    ("typed", "german", "english"),
    [
        ("1.000", 1000.0, 1.0),  # German groups thousands, as its help shows them
        ("86.400", 86400.0, 86.4),
        ("1.000,5", 1000.5, None),
        ("0,5", 0.5, None),
        ("0.5", 0.5, 0.5),  # no group of three: a decimal point in either language
        ("0.001", 0.001, 0.001),  # nobody groups a lone 0
        ("1.5", 1.5, 1.5),
    ],
)
def test_numbers_typed_as_the_language_writes_them(
    typed: str, german: float, english: float | None
) -> None:
    from kniffel_cli.common.options import FiniteFloatRange, IntegerRange

    seconds = FiniteFloatRange(0.001, 100_000)
    languages: tuple[tuple[Literal["de", "en"], float | None], ...] = (
        ("de", german),
        ("en", english),
    )
    for language, expected in languages:
        with i18n.speaking(language):
            if expected is None:
                with pytest.raises(click.BadParameter):
                    seconds.convert(typed, None, None)
            else:
                assert seconds.convert(typed, None, None) == expected
    games = IntegerRange(1, 1_000_000)
    with i18n.speaking("de"):
        assert games.convert("1.000", None, None) == 1000
        assert games.convert("1.000.000", None, None) == 1_000_000
    with i18n.speaking("en"):
        with pytest.raises(click.BadParameter):
            games.convert("1.000", None, None)


def test_a_date_as_the_language_writes_it() -> None:
    with i18n.speaking("de"):
        assert i18n.day("2026-12-01") == "01.12.2026"
    with i18n.speaking("en"):
        assert i18n.day("2026-12-01") == "2026-12-01"
