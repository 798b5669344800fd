"""Shell completion through click's API, and ``spiel completion SHELL``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.shell_completion import ShellComplete

from kniffel_cli.cli import spiel
from kniffel_cli.kniffel.rules import CATEGORY_IDS
from tests.helpers import Invoke, kniffel_game


def complete(args: list[str], incomplete: str = "") -> list[str]:
    """What completion offers after ``spiel ARGS`` for the word ``incomplete``."""
    completer = ShellComplete(spiel, {}, "spiel", "_SPIEL_COMPLETE")
    return [item.value for item in completer.get_completions(args, incomplete)]


@pytest.mark.parametrize(
    ("shell", "marker"),
    [
        # click asks bash for its version: a process
        pytest.param("bash", "complete -o nosort -F", marks=pytest.mark.slow),
        ("zsh", "#compdef spiel"),
        ("fish", "complete "),
    ],
)
def test_completion_prints_clicks_script(invoke: Invoke, shell: str, marker: str) -> None:
    result = invoke("completion", shell)
    assert result.exit_code == 0, result.stderr
    assert marker in result.stdout and "_SPIEL_COMPLETE" in result.stdout
    assert result.stdout.endswith("\n") and result.stderr == ""


def test_completion_refuses_another_shell(invoke: Invoke) -> None:
    result = invoke("completion", "tcsh")
    assert result.exit_code == 2
    assert "'tcsh' is not one of 'bash', 'zsh', 'fish'" in result.stderr


def test_the_games_and_their_commands() -> None:
    assert complete([]) == ["kniffel", "streichholz", "puzzle", "cache", "completion"]
    assert complete(["cache"]) == ["list", "clear", "build"]
    assert complete(["cache", "build"]) == ["kniffel", "puzzle"]
    assert complete(["cache", "clear", "--game"]) == ["kniffel", "puzzle"]
    assert complete(["kniffel"], "r") == ["roll", "rules", "review"]
    assert complete(["completion"]) == ["bash", "zsh", "fish"]


def test_levels_rules_formats_and_strategies() -> None:
    assert complete(["kniffel", "new", "--rules"]) == ["kniffel", "yahtzee"]
    assert complete(["streichholz", "new", "--level"]) == ["classic", "perfect", "random"]
    assert complete(["kniffel", "show", "--format"], "j") == ["json"]
    assert complete(["kniffel", "simulate", "--strategy"], "g") == ["greedy"]


def test_the_table_formats() -> None:
    from tabulate import tabulate_formats  # type: ignore[import-untyped]

    assert complete(["puzzle", "show", "--tablefmt"]) == sorted(tabulate_formats)
    assert complete(["kniffel", "log", "--tablefmt"], "g") == ["github", "grid"]


def test_take_offers_the_open_categories_of_the_game_in_the_state_file(invoke: Invoke) -> None:
    assert complete(["kniffel", "take"]) == list(CATEGORY_IDS)  # no game yet: every row
    kniffel_game(invoke)
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "take", "chance", "-q")
    assert complete(["kniffel", "take"]) == [c for c in CATEGORY_IDS if c != "chance"]
    assert complete(["kniffel", "take"], "F") == [
        "fours",
        "fives",
        "four_of_a_kind",
        "full_house",
    ]
    assert complete(["kniffel", "take"], "kleine") == ["small_straight"]  # by its label
    assert complete(["kniffel", "take"], "Dreier") == ["threes", "three_of_a_kind"]
    assert complete(["kniffel", "take"], "ch") == []  # taken


def test_take_reads_the_file_given_with_f_or_by_the_environment(
    invoke: Invoke, monkeypatch: pytest.MonkeyPatch
) -> None:
    kniffel_game(invoke, "-f", "other.json")
    invoke("kniffel", "roll", "-q", "-f", "other.json")
    invoke("kniffel", "take", "ones", "-q", "-f", "other.json")
    assert "ones" in complete(["kniffel", "take"])  # kniffel.json: none there
    assert "ones" not in complete(["kniffel", "take", "-f", "other.json"])
    monkeypatch.setenv("SPIEL_KNIFFEL_FILE", "other.json")
    assert "ones" not in complete(["kniffel", "take"])


def test_an_unreadable_or_special_state_file_offers_everything_and_never_fails() -> None:
    Path("kniffel.json").write_text("{not json", encoding="utf-8")
    assert complete(["kniffel", "take"]) == list(CATEGORY_IDS)
    assert complete(["kniffel", "take", "-f", "-"]) == list(CATEGORY_IDS)  # stdin is not read
    os.mkfifo("pipe.json")  # would block if it were opened
    assert complete(["kniffel", "take", "-f", "pipe.json"]) == list(CATEGORY_IDS)


def test_slide_offers_the_tiles_that_can_move_and_the_directions(invoke: Invoke) -> None:
    assert complete(["puzzle", "slide"]) == ["up", "down", "left", "right"]
    assert invoke("puzzle", "new", "--board", "ABC/DEF/G.H", "-q").exit_code == 0
    # the gap's row and column (B and E slide as a run), and the directions with a tile
    assert complete(["puzzle", "slide"]) == ["B", "E", "G", "H", "down", "left", "right"]
    assert complete(["puzzle", "slide", "H"], "r") == ["right"]
    assert complete(["puzzle", "slide"], "e") == ["E"]
    invoke("puzzle", "slide", "H", "-q")  # solved: nothing left to slide
    assert complete(["puzzle", "slide"]) == []


@pytest.mark.parametrize(
    "shell_words",
    [{}, {"COMP_CWORD": "x"}, {"COMP_CWORD": "-9999"}],
    ids=["no COMP_CWORD", "COMP_CWORD not a number", "COMP_CWORD out of range"],
)
def test_completion_without_a_shell_s_variables_completes_nothing_quietly(
    invoke: Invoke, shell_words: dict[str, str]
) -> None:
    env = {"_SPIEL_COMPLETE": "bash_complete", "COMP_WORDS": "spiel kniffel ta", **shell_words}
    result = invoke(env=env)
    assert result.exit_code == 0 and "Traceback" not in result.stderr


def test_a_match_completes_its_players_computers_bots_and_python_bots() -> None:
    assert complete(["kniffel", "simulate", "--players"], "cpu:o") == ["cpu:optimal"]
    assert complete(["kniffel", "simulate", "--bot", "mine=python3 b.py", "--players"],
                    "cpu:win,") == [
        "cpu:win,cpu:optimal", "cpu:win,cpu:greedy", "cpu:win,cpu:random", "cpu:win,cpu:win",
        "cpu:win,bot:mine", "cpu:win,py:",
    ]  # fmt: skip
    assert complete(["kniffel", "simulate", "--players"], "b") == []  # no --bot given
