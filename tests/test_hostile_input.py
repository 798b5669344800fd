"""Property tests: whatever bytes, JSON values or arguments arrive, every promise holds.

For ``show`` and one action of each game: the exit status is documented (0-4),
there is no traceback, standard error has at most one line, no raw control
character reaches any output, and the state file is byte for byte unchanged
unless the command succeeded.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kniffel_cli.cli import spiel

EXAMPLES = 300
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# A game of each kind a few moves in, and the action tried on it.
SETUPS: dict[str, list[list[str]]] = {
    "kniffel": [
        ["new", "--seed", "fuzz", "--players", "Anna,cpu:greedy"],
        ["roll"],
        ["roll", "--keep", "1,2"],
        ["take", "chance"],
        ["roll"],
    ],
    "streichholz": [["new", "--seed", "fuzz", "--matches", "23"], ["take", "2"]],
    "puzzle": [["new", "--board", "ABC/DEF/G.H"], ["slide", "E"]],
}
ACTIONS: dict[str, list[str]] = {
    "kniffel": ["take", "chance"],
    "streichholz": ["take", "1"],
    "puzzle": ["slide", "down"],
}

_runner = CliRunner()
_states: dict[str, bytes] = {}


def _run(*args: str) -> Any:
    return _runner.invoke(spiel, list(args), catch_exceptions=True)


def valid_state(game: str) -> bytes:
    """The bytes of the game's set-up state (made once, in the current folder)."""
    if game not in _states:
        path = Path(f"{game}.json")
        for args in SETUPS[game]:
            result = _run(game, *args, "-q", "--force" if args[0] == "new" else "-q")
            assert result.exit_code == 0, result.output
        _states[game] = path.read_bytes()
    return _states[game]


def _raw_controls(text: str) -> list[str]:
    """Characters that could steer a terminal: C0/C1 controls but the newline, format chars."""
    return [
        char
        for char in text
        if char != "\n" and unicodedata.category(char) in ("Cc", "Cf", "Cs", "Zl", "Zp")
    ]


def check_promises(game: str, args: tuple[str, ...], before: bytes) -> None:
    """Run ``spiel GAME ARGS`` on ``GAME.json`` holding ``before`` and check every promise."""
    path = Path(f"{game}.json")
    path.write_bytes(before)
    result = _runner.invoke(spiel, [game, *args], catch_exceptions=True)
    assert result.exit_code in (0, 1, 2, 3, 4), (args, result.output)
    if result.exception is not None:
        assert isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.stderr
    assert len(result.stderr.splitlines()) <= 1, result.stderr
    assert not _raw_controls(result.stdout), result.stdout
    assert not _raw_controls(result.stderr), result.stderr
    if result.exit_code != 0 or args[0] == "show":
        assert path.read_bytes() == before, (args, result.exit_code, result.stderr)


def commands(game: str) -> list[tuple[str, ...]]:
    return [("show",), ("show", "--format", "json"), tuple(ACTIONS[game])]


# --- random bytes --------------------------------------------------------------


def _mutations(data: bytes) -> st.SearchStrategy[bytes]:
    """The valid state with a few bytes flipped, cut, inserted or overwritten."""

    @st.composite
    def mutate(draw: st.DrawFn) -> bytes:
        out = bytearray(data)
        for _ in range(draw(st.integers(1, 4))):
            at = draw(st.integers(0, max(len(out) - 1, 0)))
            kind = draw(st.sampled_from(["flip", "cut", "insert", "truncate"]))
            if kind == "flip" and out:
                out[at] ^= draw(st.integers(1, 255))
            elif kind == "cut":
                del out[at : at + draw(st.integers(1, 8))]
            elif kind == "insert":
                out[at:at] = draw(st.binary(min_size=1, max_size=8))
            else:
                del out[at:]
        return bytes(out)

    return mutate()


@pytest.mark.parametrize("game", list(SETUPS))
@SETTINGS
@given(data=st.data())
def test_random_bytes_as_a_state_file(game: str, data: st.DataObject) -> None:
    state = valid_state(game)
    raw = data.draw(st.one_of(st.binary(max_size=300), _mutations(state)), label="bytes")
    args = data.draw(st.sampled_from(commands(game)), label="command")
    check_promises(game, args, raw)


# --- random JSON values in every field -------------------------------------------

_JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
    | st.sampled_from(["\x1b]0;pwned\x07", "\x1b[31m", "\u202e", "cpu:greedy", "kniffel", ""]),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=8,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value (object keys and list indices), the root excluded."""
    found: list[tuple[Any, ...]] = []
    if isinstance(value, (dict, list)):
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, child in items:
            found.append((*prefix, key))
            found.extend(_paths(child, (*prefix, key)))
    return found


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> None:
    for key in path[:-1]:
        value = value[key]
    value[path[-1]] = new


@pytest.mark.parametrize("game", list(SETUPS))
@SETTINGS
@given(data=st.data())
def test_random_json_values_in_every_field(game: str, data: st.DataObject) -> None:
    state = json.loads(valid_state(game))
    path = data.draw(st.sampled_from(_paths(state)), label="field")
    _replace(state, path, data.draw(_JSON_VALUES, label="value"))
    if data.draw(st.booleans(), label="add an unknown field"):
        state[data.draw(st.text(min_size=1, max_size=10), label="unknown")] = 1
    args = data.draw(st.sampled_from(commands(game)), label="command")
    check_promises(game, args, json.dumps(state, ensure_ascii=False).encode("utf-8", "replace"))


# --- random arguments ------------------------------------------------------------

_WORDS = st.one_of(
    st.text(max_size=12),
    st.sampled_from(
        ["-f", "-o", "-", "--keep", "--reroll", "--format", "json", "--tablefmt", "1", "0"]
    ),
    st.sampled_from(["\x1b]0;x\x07", "9" * 4400, "nan", "\udcff", "up", "A", "chance", "1,2"]),
)


@pytest.mark.parametrize("game", list(SETUPS))
@SETTINGS
@given(data=st.data())
def test_random_arguments(game: str, data: st.DataObject) -> None:
    state = valid_state(game)
    command = data.draw(st.sampled_from(["show", ACTIONS[game][0]]), label="command")
    words = data.draw(st.lists(_WORDS, max_size=4), label="arguments")
    # Keep file arguments inside the test's own folder.
    words = [w.lstrip("/").replace("..", "_") if w.startswith(("/", "..")) else w for w in words]
    check_promises(game, (command, *words), state)
