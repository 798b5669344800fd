"""The man pages keep step with the commands, render cleanly, and are installed."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest

from kniffel_cli.cli import spiel
from kniffel_cli.common.envelope import GAMES
from tests.helpers import ROOT

MAN = ROOT / "man"
# The pages of other sections than commands (1): the bot protocol (7).
OTHER_PAGES = {"spiel-bot.7"}


def all_pages() -> list[Path]:
    """Every man page: the commands' (section 1) and the others (section 7)."""
    return sorted([*MAN.glob("*.1"), *MAN.glob("*.7")])


def page_text(name: str) -> str:
    """The page's source with roff's escapes for '-' and fonts removed."""
    text = (MAN / name).read_text(encoding="utf-8")
    text = re.sub(r"\\f[BIRP]", "", text).replace("\\-", "-")
    return text


def options_of(command: click.Command) -> set[str]:
    names: set[str] = set()
    for param in command.params:
        if isinstance(param, click.Option):
            names.update(param.opts + param.secondary_opts)
    return names


def root_commands() -> dict[str, click.Command]:
    context = click.Context(spiel)
    found = {}
    for name in spiel.list_commands(context):
        command = spiel.get_command(context, name)
        assert command is not None, name
        found[name] = command
    return found


def games() -> list[tuple[str, click.Group]]:
    """The games, each with a page of its own (the other root commands are in spiel.1)."""
    return [(n, c) for n, c in root_commands().items() if isinstance(c, click.Group) and n in GAMES]


def test_every_page_exists() -> None:
    expected = {"spiel.1"} | {f"spiel-{name}.1" for name, _ in games()} | OTHER_PAGES
    assert expected <= {p.name for p in all_pages()}


def test_every_page_is_installed_in_its_section() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for page in all_pages():
        folder = f'"share/man/man{page.suffix[1:]}"'
        listed = re.search(rf"^{folder} = \[\n(.*?)^\]", text, re.M | re.S)
        assert listed is not None and f'"man/{page.name}",' in listed.group(1), page.name


def test_the_root_page_names_every_game_and_root_option() -> None:
    text = page_text("spiel.1")
    for name, _ in games():
        assert re.search(rf"\b{name}\b", text), name
    for option in options_of(spiel) | {"--help", "--version"}:
        assert option in text, option


def test_the_root_page_describes_every_root_command_that_is_no_game() -> None:
    text = page_text("spiel.1")
    others = {n: c for n, c in root_commands().items() if n not in GAMES}
    assert {"completion", "cache"} <= set(others)
    for name, command in others.items():
        commands = {name: command}
        if isinstance(command, click.Group):  # spiel cache list|clear|build
            commands = {f"{name} {n}": c for n, c in command.commands.items()}
            assert commands, name
        for words, each in commands.items():
            assert re.search(rf"^\.B[IR]? +spiel {words}\b", text, re.M), words
            for option in options_of(each) | {"--help"}:
                assert re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", text), (words, option)
            for param in each.params:
                if isinstance(param, click.Argument) and isinstance(param.type, click.Choice):
                    for choice in param.type.choices:
                        assert re.search(rf"\b{choice}\b", text), (words, choice)


@pytest.mark.parametrize("game", [name for name, _ in games()])
def test_every_command_and_option_is_in_its_page(game: str) -> None:
    text = page_text(f"spiel-{game}.1")
    group = dict(games())[game]
    for name, command in group.commands.items():
        assert re.search(rf"^\.B[IR]? +{name}\b|spiel {game} {name}\b", text, re.M), (
            f"command {name} is not described"
        )
        for option in options_of(command) | {"--help"}:
            assert re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", text), (
                f"{game} {name} {option} is not in spiel-{game}.1"
            )
        for param in command.params:
            if isinstance(param, click.Argument) and isinstance(param.type, click.Choice):
                for choice in param.type.choices:
                    assert re.search(rf"\b{choice}\b", text), (name, choice)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("groff") is None, reason="groff is not installed")
@pytest.mark.parametrize("page", [p.name for p in all_pages()])
def test_groff_renders_without_warnings(page: str) -> None:
    result = subprocess.run(
        ["groff", "-man", "-Tutf8", "-ww", "-z", str(MAN / page)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr


def installed_pages(section: str = "1") -> Path:
    return Path(sys.prefix) / "share" / "man" / f"man{section}"


@pytest.mark.slow
@pytest.mark.skipif(
    not (installed_pages() / "spiel.1").exists() and not os.environ.get("CI"),
    reason="spiel is not installed in this environment (CI installs it)",
)
def test_pip_install_puts_the_pages_where_man_finds_them() -> None:
    for page in all_pages():
        installed = installed_pages(page.suffix[1:]) / page.name
        assert installed.read_bytes() == page.read_bytes()
    if shutil.which("man") is None:
        return
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    env.pop("MANPATH", None)
    found = subprocess.run(
        ["man", "-w", "spiel"], capture_output=True, text=True, env=env, check=False
    )
    assert found.stdout.strip() == str(installed_pages() / "spiel.1")


def test_the_error_codes_are_those_of_the_classes() -> None:
    spec = importlib.util.spec_from_file_location("error_codes", ROOT / "tools" / "error_codes.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    text = (MAN / "spiel.1").read_text(encoding="utf-8")
    assert tool.in_step(text) == text, "run 'python tools/error_codes.py'"
    titles = re.findall(r"^\.SH (.+)$", text, re.M)
    assert "LANGUAGE" in titles and "ENVIRONMENT" in titles
    emptied = text.replace(tool.section(), tool.TITLE)  # the section as a new page has it
    assert re.findall(r"^\.SH (.+)$", tool.in_step(emptied), re.M) == titles
    codes = re.findall(r"^\.BR (\w+) \" \(exit (\d+)\)\"$", text, re.M)
    assert ("not_rolled", "1") in codes and ("usage", "2") in codes
    assert len({code for code, _ in codes}) == len(codes), "each code once"
