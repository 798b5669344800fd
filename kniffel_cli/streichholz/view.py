"""What a matchstick game looks like: the row, the last moves, the hint, the JSON view, the log."""

from __future__ import annotations

from typing import Any

from kniffel_cli.common.formatting import compose, table, take_range
from kniffel_cli.streichholz.game import COMPUTER, PLAYER, Hint, MatchGame, Side

GROUP = 5


def data(game: MatchGame) -> dict[str, Any]:
    """The JSON view of ``new``, ``take`` and ``show``."""
    return {
        "game": "streichholz",
        "start": game.start,
        "matches": game.matches,
        "max_take": game.max_take,
        "last_wins": game.last_wins,
        "level": game.level,
        "turn": game.turn,
        "moves": [dict(move) for move in game.moves],
        "finished": game.finished,
        "winner": game.winner,
    }


def row(matches: int) -> str:
    """One ``|`` per match, grouped in fives."""
    groups = ["|" * GROUP] * (matches // GROUP)
    if matches % GROUP:
        groups.append("|" * (matches % GROUP))
    return " ".join(groups) if groups else "(no matches left)"


def outcome(game: MatchGame) -> str:
    """Who won, and why, once the game is over."""
    verdict = "You won" if game.winner == PLAYER else "The computer won"
    loser = game.left_the_last_match
    if loser is not None:
        who = "you are" if loser == PLAYER else "the computer is"
        return f"{verdict}: {who} left the last match, and whoever would take it loses."
    last = game.moves[-1]["by"]
    who = "you" if last == PLAYER else "the computer"
    rule = "wins" if game.last_wins else "loses"
    return f"{verdict}: {who} took the last match, and whoever takes it {rule}."


def _status(game: MatchGame) -> str:
    left = f"{game.matches} of {game.start} matches left"
    if game.finished:
        return f"Streichholzspiel - {left} - {outcome(game)}"
    return f"Streichholzspiel - {left} - your turn: {take_range(game.limit())}"


def last_moves(game: MatchGame) -> dict[Side, int | None]:
    """The last take of each side (None before it has moved)."""
    moves: dict[Side, int | None] = {PLAYER: None, COMPUTER: None}
    for move in game.moves:
        moves[move["by"]] = move["took"]
    return moves


def render(game: MatchGame, tablefmt: str) -> str:
    """The table view: status, the row of matches, each side's last move."""
    last = last_moves(game)
    rows = [
        ["you", "-" if last[PLAYER] is None else str(last[PLAYER])],
        [f"computer ({game.level})", "-" if last[COMPUTER] is None else str(last[COMPUTER])],
    ]
    moves = table(rows, ["side", "last took"], tablefmt, ["left", "right"])
    return compose(tablefmt, [_status(game), row(game.matches)], [moves])


def hint(game: MatchGame, best: Hint) -> str:
    """The hint as a sentence: the winning take, or the take to hope with."""
    if best.winning:
        return f"Take {best.take}: it leaves the computer a lost position."
    return (
        f"No winning move: with {game.matches} left every take loses against "
        f"perfect play; take {best.take} and hope for a mistake."
    )


def log_rows(game: MatchGame) -> list[tuple[int, str, str, str]]:
    """One row per move: number, side, action, matches left."""
    rows: list[tuple[int, str, str, str]] = []
    left = game.start
    for number, move in enumerate(game.moves, 1):
        left -= move["took"]
        rows.append((number, move["by"], f"take {move['took']}", f"{left} left"))
    return rows
