"""How the computer chooses, and which moves win.

With at most K matches a turn, the positions repeat with period m = K + 1.
When whoever takes the last match loses, the game ends as soon as one match
is left (the side it is left to has lost), and the side to move is lost
exactly when the count leaves 1 over (n mod m == 1; n == 1 is that end);
when the last match wins, the game ends at none left, and the side to move is
lost when the count leaves 0 over. A winning move restores that residue for
the opponent. The strategies are only asked while the game goes on.
"""

from __future__ import annotations

from typing import Literal, Protocol

Level = Literal["classic", "perfect", "random"]
LEVELS: tuple[Level, ...] = ("classic", "perfect", "random")
# The words a level is typed as, in either language whatever the one shown (``--level
# perfekt``; ä may be typed ae): the ids and the German words of ``view.level_label``.
LEVEL_WORDS: dict[str, Level] = {
    **{level: level for level in LEVELS},
    "klassisch": "classic",
    "perfekt": "perfect",
    "zufällig": "random",
    "zufaellig": "random",
}


class RandomSource(Protocol):
    """The one thing a strategy needs of the seeded randomness: a uniform whole number."""

    def randint(self, low: int, high: int) -> int: ...


def losing_residue(last_wins: bool) -> int:
    """The residue mod K+1 of the counts that lose for the side to move."""
    return 0 if last_wins else 1


def winning_take(matches: int, max_take: int, last_wins: bool) -> int | None:
    """The take that leaves the opponent lost, or None when every move loses."""
    take = (matches - losing_residue(last_wins)) % (max_take + 1)
    if 1 <= take <= min(max_take, matches):
        return take
    return None


def classic(
    matches: int,
    max_take: int,
    last_wins: bool,
    random: RandomSource,
    before_player: int | None = None,
    player_took: int | None = None,
) -> int:
    """The seed's algorithm, with K+1 in place of 4.

    When the count before the player's move already had the losing residue
    (the player was lost), answer ``K+1 - taken`` and keep it so. Otherwise
    leave the losing residue if the count allows, else take at random.
    ``before_player`` and ``player_took`` are None when the computer opens.
    """
    period = max_take + 1
    residue = losing_residue(last_wins)
    if before_player is not None and player_took is not None and before_player % period == residue:
        return min(period - player_took, matches)
    take = (matches - residue) % period
    if take == 0:
        return random.randint(1, min(max_take, matches))
    return min(take, matches)


def perfect(matches: int, max_take: int, last_wins: bool) -> int:
    """Win whenever the position allows it; when lost, take 1."""
    return winning_take(matches, max_take, last_wins) or 1


def random_take(matches: int, max_take: int, random: RandomSource) -> int:
    """Any legal amount, uniformly."""
    return random.randint(1, min(max_take, matches))
