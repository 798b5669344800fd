"""Duplicate dice compared: every player's turn of a round begins from the same dice, so the
points each entered that round say whose choices made more of them.

In a game of duplicate dice a die is a function of the seed, the round, the
roll of the turn and its position alone (``game.duplicate_die``): every
player's first roll of a round shows the same five dice, and a player who kept
what another kept would have rolled what the other rolled. The points another
player entered in a round are therefore exactly what that player's choices
scored on your dice; the sheets differ (a row filled by one may be open for the
other), which the points alone do not weigh.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kniffel_cli.kniffel.game import POSITIONS, KniffelGame, duplicate_die

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.kniffel.schema import PairView, SameDiceRoundView, SameDiceView, SwapView


@dataclass(frozen=True)
class SameDiceRound:
    """One round: the first roll every player's turn began from, and the points each
    entered (None: not played yet)."""

    round: int
    dice: tuple[int, ...]
    entered: tuple[int | None, ...]

    def data(self) -> SameDiceRoundView:
        return {"round": self.round, "dice": list(self.dice), "entered": list(self.entered)}


@dataclass(frozen=True)
class Pair:
    """Two players over the rounds both played: in how many each entered more, and the
    sum of the first one's points less the other's."""

    player: int
    other: int
    compared: int
    more: int
    fewer: int
    difference: int


@dataclass(frozen=True)
class Swap:
    """``other``'s lines played on ``player``'s sheet (``strategy.swapped``): the rounds
    where they could be, and the player's own expected final total less the one the other's
    lines give, summed."""

    player: str
    other: str
    compared: int
    gain: float

    def data(self) -> SwapView:
        return {
            "player": self.player,
            "other": self.other,
            "compared": self.compared,
            "gain": round(self.gain, 4),
        }


@dataclass
class SameDice:
    """The rounds of a game of duplicate dice, and every pair of players compared on them;
    ``swaps`` (from the strategy, which weighs the sheets) each ordered pair's lines swapped."""

    players: list[str]
    rounds: list[SameDiceRound]
    swaps: list[Swap] = field(default_factory=list)

    @property
    def pairs(self) -> list[Pair]:
        """Each pair of players in the order of play, the earlier first."""
        found = []
        for a in range(len(self.players)):
            for b in range(a + 1, len(self.players)):
                both = [
                    (x, y)
                    for r in self.rounds
                    if (x := r.entered[a]) is not None and (y := r.entered[b]) is not None
                ]
                more = sum(1 for x, y in both if x > y)
                fewer = sum(1 for x, y in both if x < y)
                found.append(Pair(a, b, len(both), more, fewer, sum(x - y for x, y in both)))
        return found

    def data(self) -> SameDiceView:
        return {
            "by_round": [r.data() for r in self.rounds],
            "pairs": [self._pair_data(p) for p in self.pairs],
            "swaps": [swap.data() for swap in self.swaps],
        }

    def _pair_data(self, pair: Pair) -> PairView:
        return {
            "player": self.players[pair.player],
            "other": self.players[pair.other],
            "compared": pair.compared,
            "more": pair.more,
            "fewer": pair.fewer,
            "difference": pair.difference,
        }


def same_dice(game: KniffelGame) -> SameDice | None:
    """The rounds played so far compared player by player, in a game of duplicate dice with
    several players (else None). A take undone does not count; the one made instead does."""
    if game.dice_mode != "duplicate" or len(game.players) < 2:
        return None
    takes: list[list[int]] = [[] for _ in game.players]  # each player's points, round by round
    for entry in game.history:
        if entry["action"] == "take":
            takes[entry["player"]].append(entry["points"])
        elif entry["action"] == "undo":
            takes[entry["player"]].pop()
    played = max(len(points) for points in takes)
    rounds = [
        SameDiceRound(
            number,
            tuple(duplicate_die(game.seed, number, 1, position) for position in POSITIONS),
            tuple(points[number - 1] if number <= len(points) else None for points in takes),
        )
        for number in range(1, played + 1)
    ]
    return SameDice(list(game.players), rounds)
