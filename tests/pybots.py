"""Python bots the tests seat in matches (``py:tests.pybots:CLASS``)."""

from __future__ import annotations

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
