"""The messages spiel and a bot exchange, one JSON object a line (``man spiel-bot``).

spiel writes: a ``hello`` when it starts the bot (the protocol's version, the views'
schema version, the variant, a seed for the bot's own randomness), a ``decide`` for each
decision (an ``id``, the ``game`` it belongs to, and the game as ``show --format json``
shows it), an ``end`` when a game of the bot's ends, and ``bye`` when the match is over.
The bot writes one answer per ``decide``: ``{"id": ..., "keep": [...]}`` or ``{"id": ...,
"take": "..."}``. Pure: the words of the messages, no process.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from kniffel_cli.common.formatting import SCHEMA_VERSION
from kniffel_cli.kniffel.rules import Points

PROTOCOL_VERSION = 1
# The kinds of fault that lose a game for an outside player: ``man spiel-bot``, FAULTS.
FaultKind = Literal["not_json", "wrong_id", "illegal", "timeout", "exited", "error"]
FAULT_KINDS: tuple[FaultKind, ...] = (
    "not_json",
    "wrong_id",
    "illegal",
    "timeout",
    "exited",
    "error",
)
Message = dict[str, Any]


@dataclass(frozen=True)
class Fault:
    """A game an outside player lost by a fault: which, why, and the request it answered."""

    player: str
    game: str
    kind: FaultKind
    reason: str
    request: Message


def hello(
    name: str,
    rules: str,
    rounds: int,
    rolls: int,
    points: Points,
    dice: str,
    seed: str,
) -> Message:
    """The greeting: who the bot is in the match, the variant, and its seed."""
    return {
        "type": "hello",
        "protocol": PROTOCOL_VERSION,
        "schema_version": SCHEMA_VERSION,
        "name": name,
        "variant": {
            "rules": rules,
            "rounds": rounds,
            "rolls_per_turn": rolls,
            "point_values": points.changed(),
            "dice_mode": dice,
        },
        "seed": seed,
    }


def decide(number: int, game: str, view: Message) -> Message:
    """A decision to make: answer with the same ``id``."""
    return {"type": "decide", "id": number, "game": game, "view": view}


def end(
    game: str, seat: int, totals: Sequence[int], winners: Sequence[int], fault: str | None
) -> Message:
    """A game of the bot's is over: the totals by seat, the winners, and the bot's fault
    (its reason) if it lost the game by one."""
    return {
        "type": "end",
        "game": game,
        "seat": seat,
        "totals": list(totals),
        "winners": list(winners),
        "fault": fault,
    }


def bye() -> Message:
    """The match is over: the bot should exit."""
    return {"type": "bye"}
