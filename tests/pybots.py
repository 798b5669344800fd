"""Python bots the tests seat in matches (``py:tests.pybots:CLASS``)."""

from __future__ import annotations

import json
from typing import Any


class Raising:
    """A Python bot that raises at its third decision, and takes the best row before."""

    def __init__(self) -> None:
        self.asked = 0

    def decide(self, view: dict[str, Any]) -> dict[str, Any]:
        self.asked += 1
        if self.asked == 3:
            raise RuntimeError("confused")
        return {"take": max(view["options"], key=view["options"].get)}


class Interrupting:
    """A Python bot that takes the best row, and whose 41st decision is a Ctrl-C (what a
    user's Ctrl-C is to spiel)."""

    at = 41

    def __init__(self) -> None:
        self.asked = 0

    def decide(self, view: dict[str, Any]) -> dict[str, Any]:
        self.asked += 1
        if self.asked == self.at:
            raise KeyboardInterrupt
        return {"take": max(view["options"], key=view["options"].get)}


class Cheating:
    """A Python bot that writes a row into its view's options and takes it."""

    def decide(self, view: dict[str, Any]) -> dict[str, Any]:
        view["options"]["kniffel"] = 50
        return {"take": "kniffel"}


class Exiting:
    """A Python bot that calls sys.exit(5) at its first decision."""

    def decide(self, view: dict[str, Any]) -> dict[str, Any]:
        raise SystemExit(5)


class Unmakeable:
    """A Python bot whose class raises when it is made."""

    def __init__(self) -> None:
        raise RuntimeError("no")

    def decide(self, view: dict[str, Any]) -> dict[str, Any]:
        return {"take": "chance"}


class Recorder:
    """A Python bot that keeps a copy of every view it is shown (``seen``, for the whole
    process), keeps its most common face twice a turn and takes the best row."""

    seen: list[dict[str, Any]] = []

    def decide(self, view: dict[str, Any]) -> dict[str, Any]:
        Recorder.seen.append(json.loads(json.dumps(view)))
        options, dice = view["options"], view["dice"]
        if view["rolls_left"]:
            face = max(dice, key=dice.count)
            return {"keep": [p for p, d in enumerate(dice, 1) if d == face][:4]}
        return {"take": max(options, key=options.get)}


class InterruptingLate(Interrupting):
    """As ``Interrupting``, at its 600th decision: in the second batch of a one-round match
    (the first batch's 500 games are played)."""

    at = 600
