"""Every example a ``--help`` shows works, in English and in German.

An example is a command quoted in a help text ('take 3', „spiel kniffel score 3,3,3,5,5“):
one that only names a command must name one that exists; one with more words runs, in a
game it fits, and exits 0. The paths ``show --field`` names exist in its game's view.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Callable
from pathlib import Path

import click
import pytest

from kniffel_cli.cli import spiel
from kniffel_cli.common import i18n
from kniffel_cli.common.localized import source
from tests.helpers import Invoke

QUOTED = re.compile(r"'([^']+)'|„([^“]+)“")
FIELD_PATHS = re.compile(r"by dotted path \(([^;]+);")


def _tree() -> list[tuple[tuple[str, ...], click.Command, click.Context]]:
    found: list[tuple[tuple[str, ...], click.Command, click.Context]] = []

    def walk(command: click.Command, ctx: click.Context, path: tuple[str, ...]) -> None:
        found.append((path, command, ctx))
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                assert sub is not None
                walk(sub, click.Context(sub, parent=ctx, info_name=name), (*path, name))

    walk(spiel, click.Context(spiel, info_name="spiel"), ())
    return found


TREE = _tree()
COMMAND_PATHS = {path for path, _, _ in TREE}


def _placeholders() -> set[str]:
    """Every parameter's placeholder (CATEGORY, N), in English and in German (ZEILE)."""
    found: set[str] = set()
    for language in i18n.LANGUAGES:
        with i18n.speaking(language):
            for _, command, ctx in TREE:
                found.update(p.metavar for p in command.get_params(ctx) if p.metavar)
    return found


PLACEHOLDERS = _placeholders()


def _texts(command: click.Command, ctx: click.Context) -> list[str]:
    """The help texts of ``command`` in the current language, as click shows them."""
    texts = [command.help or ""]
    texts += [parameter.help or "" for parameter in command.get_params(ctx)]
    return [" ".join(text.split()) for text in texts]


def _examples(language: i18n.Language) -> set[tuple[str, ...]]:
    """Each quoted command of every help, as the words after ``spiel``."""
    found: set[tuple[str, ...]] = set()
    with i18n.speaking(language):
        for path, command, ctx in TREE:
            group = path[:1]
            for text in _texts(command, ctx):
                for english, german in QUOTED.findall(text):
                    try:
                        words = tuple(shlex.split(english or german))
                    except ValueError:
                        continue
                    if words[:1] == ("spiel",):
                        words = words[1:]
                    elif group and (*group, *words[:1]) in COMMAND_PATHS:
                        words = (*group, *words)
                    else:
                        continue  # not a command ('-', 'Player 1', 'man spiel')
                    if words and not PLACEHOLDERS & set(words):
                        found.add(words)
    return found


EXAMPLES = sorted(_examples("en"))


def test_the_german_help_shows_the_same_examples() -> None:
    assert _examples("de") == set(EXAMPLES)
    assert ("kniffel", "take", "Kleine Straße") in EXAMPLES  # the quotes of a shell kept


def _finished_kniffel(invoke: Invoke) -> None:
    assert invoke("kniffel", "new", "--seed", "7", "-q").exit_code == 0
    for _ in range(13):
        invoke("kniffel", "roll", "-q")
        options = json.loads(invoke("kniffel", "show", "--format", "json").stdout)["options"]
        assert invoke("kniffel", "take", min(options), "-q").exit_code == 0


def _started(game: str, invoke: Invoke) -> None:
    if game == "kniffel":
        assert invoke("kniffel", "new", "--players", "Anna,Bob", "--seed", "1", "-q").exit_code == 0
        assert invoke("kniffel", "roll", "-q").exit_code == 0
    elif game == "streichholz":
        assert invoke("streichholz", "new", "--seed", "1", "--first", "player", "-q").exit_code == 0
    elif game == "puzzle":
        assert invoke("puzzle", "new", "--board", "ABCD/EFGH/IJKL/MN.O", "-q").exit_code == 0


def _runs(words: tuple[str, ...], invoke: Invoke, folder: Path) -> bool:
    """True when ``words`` exit 0 in a fitting game: none (a new game, a score), a game under
    way, or (Kniffel's highscore) a finished one."""
    game = words[0]
    setups: list[Callable[[], None]] = [lambda: None, lambda: _started(game, invoke)]
    if game == "kniffel":
        setups.append(lambda: _finished_kniffel(invoke))
    for number, setup in enumerate(setups):
        place = folder / f"setup{number}"
        place.mkdir()
        with pytest.MonkeyPatch.context() as patch:
            patch.chdir(place)
            patch.setenv("SPIEL_HIGHSCORE_FILE", str(place / "highscore.json"))
            setup()
            if invoke(*words).exit_code == 0:
                return True
    return False


@pytest.mark.parametrize("words", EXAMPLES, ids=" ".join)
def test_every_example_of_a_help_works(
    words: tuple[str, ...], invoke: Invoke, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    if words in COMMAND_PATHS:
        return  # it names a command: it exists
    if words[0] == "cache":  # builds or reads tables: the ones the tests share
        table_folder: Path = request.getfixturevalue("table_folder")
        patch: pytest.MonkeyPatch = request.getfixturevalue("monkeypatch")
        patch.setenv("SPIEL_CACHE_DIR", str(table_folder))
    assert _runs(words, invoke, tmp_path), f"'spiel {shlex.join(words)}' fails"


@pytest.mark.parametrize("game", ["kniffel", "streichholz", "puzzle"])
def test_every_field_path_shows_help_names_exists(
    game: str, invoke: Invoke, tmp_path: Path
) -> None:
    command = next(command for path, command, _ in TREE if path == (game, "show"))
    field = next(p for p in command.params if p.name == "fields")
    paths = FIELD_PATHS.search(" ".join((source(field, "help") or "").split()))
    assert paths is not None
    _started(game, invoke)
    for path in paths.group(1).split(", "):
        result = invoke(game, "show", "--field", path)
        assert result.exit_code == 0, (path, result.stderr)
