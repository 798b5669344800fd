"""Numbers, seeds and time limits from the command line are checked before use (exit 2)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import Invoke, refused

HUGE = "9" * 4301  # one digit more than int() accepts from text


@pytest.fixture
def games(invoke: Invoke) -> None:
    """One game of each kind in its default file, ready for an action."""
    for args in (
        ("kniffel", "new", "--seed", "1"),
        ("kniffel", "roll"),
        ("streichholz", "new", "--seed", "1"),
        ("puzzle", "new", "--seed", "1", "--size", "3"),
    ):
        assert invoke(*args, "-q").exit_code == 0


@pytest.mark.parametrize(
    "args",
    [
        ("kniffel", "roll", "--keep", HUGE),
        ("kniffel", "roll", "--reroll", f"1,{HUGE}"),
        ("kniffel", "roll", "--keep", "²"),  # a digit to str.isdigit, not to int()
        ("kniffel", "roll", "--keep", "١"),
        ("kniffel", "score", f"1,1,1,1,{HUGE}"),
        ("kniffel", "score", "1,1,1,1,²"),
        ("kniffel", "new", "--rolls", HUGE),
        ("kniffel", "new", "--rolls", "١"),  # int() would read it as 1
        ("streichholz", "take", "٢"),
        ("kniffel", "simulate", "--games", HUGE),
        ("streichholz", "take", HUGE),
        ("streichholz", "new", "--matches", HUGE),
        ("puzzle", "undo", HUGE),
        ("puzzle", "new", "--scramble", HUGE),
        ("puzzle", "new", "--size", "-" + HUGE),
    ],
    ids=lambda args: " ".join(a[:12] for a in args),
)
def test_huge_or_foreign_numbers_are_usage_errors(
    invoke: Invoke, games: None, args: tuple[str, ...]
) -> None:
    line = refused(invoke, 2, *args)
    assert len(line) < 300  # a 4,301-digit value is not echoed whole


@pytest.mark.parametrize("value", ["nan", "NaN", "-nan", "inf", "-inf", "1e400", "infinity"])
@pytest.mark.parametrize("command", ["hint", "solve"])
def test_time_limits_must_be_finite(invoke: Invoke, games: None, command: str, value: str) -> None:
    line = refused(invoke, 2, "puzzle", command, "--max-seconds", value)
    assert "--max-seconds" in line


@pytest.mark.slow
def test_a_finite_time_limit_still_works(invoke: Invoke, games: None) -> None:
    assert invoke("puzzle", "hint", "--max-seconds", "5", "-q").exit_code == 0


def test_the_usual_messages_stay(invoke: Invoke, games: None) -> None:
    assert refused(invoke, 2, "streichholz", "take", "foo").endswith(
        "'foo' is not a whole number (see 'spiel streichholz take --help')"
    )
    assert "12 is not in the range 1<=x<=9" in refused(invoke, 2, "kniffel", "new", "--rolls", "12")


@pytest.mark.parametrize("command", [("kniffel", "new"), ("streichholz", "new"), ("puzzle", "new")])
def test_a_seed_that_is_not_utf8_is_a_usage_error(invoke: Invoke, command: tuple[str, str]) -> None:
    # Python hands bytes that are not UTF-8 over as lone surrogates.
    line = refused(invoke, 2, *command, "--seed", "\udcff", "--force")
    assert "not UTF-8" in line and "\udcff" not in line


def test_a_seed_from_the_environment_that_is_not_utf8_is_a_usage_error(invoke: Invoke) -> None:
    result = invoke(
        "kniffel", "simulate", "--games", "2", "--strategy", "random", env={"SPIEL_SEED": "\udcff"}
    )
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1 and "not UTF-8" in result.stderr


@pytest.mark.slow
def test_real_non_utf8_bytes_in_argv_and_environment(tmp_path: Path) -> None:
    """The same through a real process, where the bytes come from the operating system."""
    command = [sys.executable.encode(), b"-m", b"kniffel_cli", b"kniffel"]
    for args, env in (
        ([b"new", b"--seed", b"\xff"], {}),
        ([b"simulate", b"--games", b"2", b"--strategy", b"random"], {b"SPIEL_SEED": b"\xff"}),
    ):
        done = subprocess.run(
            command + args,
            env={b"PATH": b"/usr/bin:/bin", b"LC_ALL": b"C.UTF-8", **env},
            capture_output=True,
            cwd=tmp_path,
        )
        assert done.returncode == 2, done.stderr
        assert done.stderr.count(b"\n") == 1 and b"Traceback" not in done.stderr
        assert not (tmp_path / "kniffel.json").exists()


@pytest.mark.parametrize("game", ["kniffel", "streichholz", "puzzle"])
def test_rules_help_shows_no_default_variant(invoke: Invoke, game: str) -> None:
    """The variant ``rules`` describes by default is the file's game, not a fixed one."""
    text = " ".join(invoke(game, "rules", "--help").stdout.split())
    defaults = re.findall(r"\[(?:env var: [^;\]]+; )?default: ([^\]]+)\]", text)
    assert defaults == [f"{game}.json"], defaults  # only --file's
