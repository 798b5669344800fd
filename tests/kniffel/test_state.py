"""A game survives the round trip through its state object, and tampering is caught."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from kniffel_cli.common.errors import StateFileError
from kniffel_cli.kniffel.state import from_dict, to_dict
from tests.helpers import played_kniffel

TAMPERINGS: list[tuple[str, Callable[[dict[str, Any]], None]]] = [
    (
        "the stored position",
        lambda d: d["position"]["dice"].__setitem__(0, 6 if d["position"]["dice"][0] != 6 else 5),
    ),
    ("the stored position", lambda d: d["position"]["scores"][0].__setitem__("chance", 30)),
    ("the stored position", lambda d: d["position"].__setitem__("rolls_left", 3)),
    ("draw counter", lambda d: d.__setitem__("draws", d["draws"] + 1)),
    ("history", lambda d: d["history"][0]["dice"].__setitem__(0, 7)),
    ("history", lambda d: d["history"][1].__setitem__("keep", [1, 1, 2])),
    ("history entry 1 is no roll", lambda d: d["history"][0].__setitem__("action", "cheat")),
    ("history entry 3 lacks", lambda d: d["history"][2].pop("points")),
    (
        "history entry 3 names no category",
        lambda d: d["history"][2].__setitem__("category", "bonus"),
    ),
    ("history", lambda d: d["history"][2].__setitem__("points", 99)),
    ("history", lambda d: d["history"][0].__setitem__("player", 1)),
    ("history entry 2 keep", lambda d: d["history"][1].__setitem__("keep", [9])),
    (
        "history entry 4: no rolls left",
        lambda d: d["history"].__setitem__(slice(2, 2), [d["history"][1]] * 2),
    ),
    ("an unknown field", lambda d: d.__setitem__("extra", 1)),
    ("lacks", lambda d: d.pop("seed")),
    ("players", lambda d: d.__setitem__("players", "Anna")),
    ("given twice", lambda d: d.__setitem__("players", ["Anna", "Anna"])),
    ("control characters", lambda d: d.__setitem__("players", ["Anna", "B\x07ob"])),
    ("rolls per turn", lambda d: d.__setitem__("rolls_per_turn", 0)),
    ("rounds", lambda d: d.__setitem__("rounds", 14)),
    ("rounds", lambda d: d.__setitem__("rounds", "13")),
    ("unknown rules", lambda d: d.__setitem__("rules", "poker")),
    ("the stored position", lambda d: d["position"].__setitem__("finished", True)),
    ("the stored position", lambda d: d["position"]["scores"][0].__setitem__("chance", True)),
    ("seed", lambda d: d.__setitem__("seed", 5)),
    ("history", lambda d: d.__setitem__("history", {})),
    ("history entry 1 is not an object", lambda d: d["history"].__setitem__(0, [1])),
]


@pytest.mark.parametrize(("message", "tamper"), TAMPERINGS)
def test_tampered_states_are_refused(
    message: str, tamper: Callable[[dict[str, Any]], None]
) -> None:
    data = copy.deepcopy(to_dict(played_kniffel()))
    tamper(data)
    with pytest.raises(StateFileError, match=message):
        from_dict(data)


def test_a_one_instead_of_true_is_caught() -> None:
    data = to_dict(played_kniffel())
    data["position"]["finished"] = 0
    with pytest.raises(StateFileError):
        from_dict(data)
