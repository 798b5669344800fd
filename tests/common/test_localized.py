"""``--help`` in the language of the output: every text looked up when help is formatted."""

from __future__ import annotations

import itertools
import re

import click
import pytest

from kniffel_cli.cli import spiel
from kniffel_cli.common import i18n
from kniffel_cli.common.localized import Argument, HelpFormatter, Option, source
from tests.helpers import Invoke


def _clean(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SPIEL_LANG", "LANGUAGE", *i18n.LOCALE_VARIABLES):
        monkeypatch.delenv(name, raising=False)


def _commands() -> list[tuple[str, ...]]:
    """The path of every command and group below ``spiel`` (``("kniffel", "take")``)."""
    found: list[tuple[str, ...]] = [()]

    def walk(command: click.Command, ctx: click.Context, path: tuple[str, ...]) -> None:
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                assert sub is not None
                found.append((*path, name))
                walk(sub, click.Context(sub, parent=ctx, info_name=name), (*path, name))

    walk(spiel, click.Context(spiel, info_name="spiel"), ())
    return found


def _command(path: tuple[str, ...]) -> tuple[click.Command, click.Context]:
    command: click.Command = spiel
    ctx = click.Context(spiel, info_name="spiel")
    for name in path:
        assert isinstance(command, click.Group)
        sub = command.get_command(ctx, name)
        assert sub is not None
        command, ctx = sub, click.Context(sub, parent=ctx, info_name=name)
    return command, ctx


def _flat(text: str) -> str:
    return " ".join(text.split())


COMMANDS = _commands()


@pytest.mark.parametrize("path", COMMANDS, ids=lambda path: " ".join(("spiel", *path)))
def test_every_help_is_german_in_german(
    path: tuple[str, ...], monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    german = invoke("--lang", "de", *path, "--help")
    assert german.exit_code == 0
    assert german.stdout.startswith(f"Aufruf: {' '.join(('spiel', *path))} [OPTIONEN]")
    assert "\nOptionen:\n" in german.stdout
    assert "Zeigt diese Hilfe und beendet das Programm." in german.stdout
    command, ctx = _command(path)
    english_texts = [source(command, "help")] + [
        source(parameter, "help")
        for parameter in command.get_params(ctx)
        if isinstance(parameter, (Option, Argument))  # click's own help option: click_words
    ]
    shown = _flat(german.stdout)
    for text in filter(None, english_texts):
        start = _flat(text)[:30]
        assert start not in shown, f"English in the German help: {start!r}"
    english = invoke("--lang", "en", *path, "--help").stdout
    assert english.startswith(f"Usage: {' '.join(('spiel', *path))} [OPTIONS]")


def test_the_placeholders_are_german_in_help_and_in_errors(
    monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    assert invoke("--lang", "de", "kniffel", "take", "--help").stdout.startswith(
        "Aufruf: spiel kniffel take [OPTIONEN] ZEILE\n\n  Trägt die Würfel in ZEILE ein"
    )
    assert invoke("--lang", "de", "puzzle", "slide", "--help").stdout.startswith(
        "Aufruf: spiel puzzle slide [OPTIONEN] STEINE...\n"
    )
    missing = invoke("--lang", "de", "kniffel", "take")
    assert missing.exit_code == 2
    assert missing.stderr == (
        "Fehler: Es fehlt ein Argument „ZEILE“ (siehe „spiel kniffel take --help“)\n"
    )
    dice = invoke("--lang", "de", "kniffel", "score").stderr
    assert dice.startswith("Fehler: Es fehlt ein Argument „WÜRFEL...“ (siehe")
    game = invoke("--lang", "de", "cache", "build").stderr
    assert game == (
        "Fehler: Es fehlt ein Argument „SPIEL“; wähle „kniffel“ oder „puzzle“ "
        "(siehe „spiel cache build --help“)\n"
    )
    assert invoke("--lang", "en", "cache", "build").stderr == (
        "Error: Missing argument 'GAME'; choose 'kniffel' or 'puzzle' "
        "(see 'spiel cache build --help')\n"
    )


def test_defaults_and_variables_are_worded_in_german(
    monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    shown = _flat(invoke("--lang", "de", "kniffel", "show", "--help").stdout)
    assert "-f, --file PFAD Spielstanddatei, die gelesen wird;" in shown
    assert "[Umgebungsvariable: SPIEL_KNIFFEL_FILE; Standard: „kniffel.json“]" in shown
    # numbers as German writes them, not quoted; words typed quoted; ranges in words
    shown = _flat(invoke("--lang", "de", "kniffel", "simulate", "--help").stdout)
    assert "[Standard: 1.000; 1 bis 1.000.000]" in shown
    assert "[Standard: 10; 0,001 bis 86.400]" in shown
    assert "[Standard: 0,05; über 0 bis unter 0,5]" in shown
    assert "[Standard: „random“]" in shown


@pytest.mark.parametrize(
    ("args", "env"),
    [
        (("--lang", "de", "kniffel", "take", "--help"), {}),
        (("kniffel", "--lang", "de", "take", "--help"), {}),
        (("kniffel", "take", "--help", "--lang", "de"), {}),
        (("kniffel", "take", "--lang=de", "--help"), {}),
        (("kniffel", "take", "--help"), {"SPIEL_LANG": "de"}),
        (("kniffel", "take", "--help"), {"LANGUAGE": "de", "LANG": "en_US.UTF-8"}),
        (("kniffel", "take", "--help"), {"LANG": "de_DE.UTF-8"}),
        (("kniffel", "take", "--help"), {"LC_ALL": "de_DE.UTF-8", "LANG": "en_US.UTF-8"}),
    ],
    ids=[
        "lang-first",
        "lang-on-game",
        "lang-after-help",
        "lang-equals",
        "spiel-lang",
        "language",
        "lang-variable",
        "lc-all",
    ],
)
def test_help_follows_the_language_however_it_is_chosen(
    args: tuple[str, ...], env: dict[str, str], monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert invoke(*args).stdout.startswith("Aufruf: spiel kniffel take [OPTIONEN] ZEILE\n")


def test_a_lang_after_help_beats_the_environment(
    monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    monkeypatch.setenv("SPIEL_LANG", "de")
    assert invoke("kniffel", "take", "--help", "--lang", "en").stdout.startswith(
        "Usage: spiel kniffel take [OPTIONS] CATEGORY\n"
    )
    # a word after -- is an argument, never a choice of language
    assert invoke("kniffel", "take", "--help", "--", "--lang", "en").stdout.startswith("Aufruf:")


def test_one_process_answers_each_help_in_its_own_language(
    monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    for language, heading in [("de", "Aufruf:"), ("en", "Usage:"), ("de", "Aufruf:")]:
        result = invoke("--lang", language, "streichholz", "take", "--help")
        assert result.stdout.startswith(heading)
        assert ("Zeigt diese Hilfe" in result.stdout) == (language == "de")


def test_every_value_taking_option_names_its_placeholder() -> None:
    """A placeholder click would make up (INTEGER, TEXT) has no translation: name each one."""
    for path in COMMANDS:
        command, ctx = _command(path)
        for parameter in command.get_params(ctx):
            if isinstance(parameter, click.Option) and (parameter.is_flag or parameter.count):
                continue
            if isinstance(parameter.type, click.Choice):
                continue  # the choices themselves, typed as they are
            assert source(parameter, "metavar"), (path, parameter.name)


def test_a_choice_of_words_offers_them_in_the_language_of_the_help(
    monkeypatch: pytest.MonkeyPatch, invoke: Invoke
) -> None:
    _clean(monkeypatch)
    german = invoke("--lang", "de", "kniffel", "simulate", "--help").stdout
    assert "--strategy [optimal|gierig|zufällig]" in german
    english = invoke("--lang", "en", "kniffel", "simulate", "--help").stdout
    assert "--strategy [optimal|greedy|random]" in english


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("path", COMMANDS, ids=lambda path: " ".join(("spiel", *path)))
def test_help_breaks_no_line_inside_an_option_name_or_a_range(
    path: tuple[str, ...], language: i18n.Language, invoke: Invoke
) -> None:
    lines = invoke("--lang", language, *path, "--help").stdout.splitlines()
    for line, following in itertools.pairwise(lines):
        assert not re.search(r"(?<![\w-])--?[\w-]*\w-$", line), line  # --chance- / lost
        assert not re.search(r"(?<![\w.,])\d[\d.,]*$", line) or not re.match(
            r"\s*(bis|oder|to|or)\b", following
        ), (line, following)  # [1 / bis 13]
        assert not re.search(r"\b(bis|oder|to|or)$", line) or not re.match(
            r"\s*[−-]?\d", following
        ), (line, following)
        assert "\u2011" not in line and "\u00a0" not in line  # kept only while wrapping


def test_the_formatter_keeps_option_names_and_ranges_whole() -> None:
    formatter = HelpFormatter(width=30)
    formatter.write_dl([("--x", "nicht mit „--chance-lost“ und nicht 1 bis 13 oder mehr")])
    text = formatter.getvalue()
    assert "„--chance-lost“" in text and "1 bis 13" in text, text
    assert "\u2011" not in text and "\u00a0" not in text
