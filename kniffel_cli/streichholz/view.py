"""What a matchstick game looks like: the row, the last moves, the hint, the JSON view, the log.

The table views speak the chosen language; the JSON views are the same in every language,
each shaped by its TypedDict in ``streichholz.schema``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.formatting import compose, table, take_range
from kniffel_cli.common.i18n import N_, _, pgettext
from kniffel_cli.streichholz.game import Hint, MatchGame
from kniffel_cli.streichholz.sides import COMPUTER, PLAYER, Side

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.streichholz.schema import HintView, LogView, MatchView, TakeRecord

GROUP = 5
# A level as a sentence names it; ``--level`` takes the id.
_LEVEL_LABELS = {"classic": N_("classic"), "perfect": N_("perfect"), "random": N_("random")}


def level_label(level: str) -> str:
    """The computer's level in the current language (``classic``, German ``klassisch``)."""
    return _(_LEVEL_LABELS[level]) if level in _LEVEL_LABELS else level


def data(game: MatchGame) -> MatchView:
    """The JSON view of ``new``, ``take`` and ``show``."""
    return {
        "game": "streichholz",
        "start": game.start,
        "matches": game.matches,
        "max_take": game.max_take,
        "last_wins": game.last_wins,
        "level": game.level,
        "turn": game.turn,
        "moves": [{"side": move["by"], "took": move["took"]} for move in game.moves],
        "finished": game.finished,
        "winner": game.winner,
    }


def row(matches: int) -> str:
    """One ``|`` per match, grouped in fives."""
    groups = ["|" * GROUP] * (matches // GROUP)
    if matches % GROUP:
        groups.append("|" * (matches % GROUP))
    return " ".join(groups) if groups else _("(no matches left)")


def outcome(game: MatchGame) -> str:
    """Who won, and why, once the game is over."""
    loser = game.left_the_last_match
    if loser is not None:
        if loser == COMPUTER:
            return _(
                "You won: the computer is left the last match, and whoever would take it loses."
            )
        return _("The computer won: you are left the last match, and whoever would take it loses.")
    last = game.moves[-1]["by"]
    if game.last_wins:
        if last == PLAYER:
            return _("You won: you took the last match, and whoever takes it wins.")
        return _("The computer won: the computer took the last match, and whoever takes it wins.")
    if last == PLAYER:
        return _("The computer won: you took the last match, and whoever takes it loses.")
    return _("You won: the computer took the last match, and whoever takes it loses.")


def _status(game: MatchGame) -> str:
    # The start is 7 or more: the word's number follows it ("1 of 23 matches left").
    left = _("{count} of {start} matches left").format(count=game.matches, start=game.start)
    if game.finished:
        return _("Streichholzspiel - {left} - {outcome}").format(left=left, outcome=outcome(game))
    return _("Streichholzspiel - {left} - your turn: {take}").format(
        left=left, take=take_range(game.limit())
    )


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
        [pgettext("side", "you"), "-" if last[PLAYER] is None else str(last[PLAYER])],
        [
            _("computer ({level})").format(level=level_label(game.level)),
            "-" if last[COMPUTER] is None else str(last[COMPUTER]),
        ],
    ]
    headers = [pgettext("table", "side"), _("last took")]
    moves = table(rows, headers, tablefmt, ["left", "right"])
    return compose(tablefmt, [_status(game), row(game.matches)], [moves])


def hint(game: MatchGame, best: Hint) -> str:
    """The hint as a sentence: the winning take, or the take to hope with."""
    if best.winning:
        return _("Take {take}: it leaves the computer a lost position.").format(take=best.take)
    return _(
        "No winning move: with {matches} left every take loses against "
        "perfect play; take {take} and hope for a mistake."
    ).format(matches=game.matches, take=best.take)


def hint_data(best: Hint) -> HintView:
    """The JSON view of ``hint``."""
    return {"take": best.take, "winning": best.winning}


def side_name(side: str) -> str:
    """The name of a side in a log table (the JSON log keeps the English value)."""
    if side == PLAYER:
        return pgettext("log", "player")
    if side == COMPUTER:
        return pgettext("log", "computer")
    return side


def log_rows(game: MatchGame) -> list[tuple[int, str, str, str]]:
    """One row per move: number, side, action, matches left."""
    rows: list[tuple[int, str, str, str]] = []
    left = game.start
    for number, move in enumerate(game.moves, 1):
        left -= move["took"]
        action = _("take {count}").format(count=move["took"])
        result = _("{count} left").format(count=left)
        rows.append((number, side_name(move["by"]), action, result))
    return rows


def log_data(game: MatchGame) -> LogView:
    """The JSON view of ``log``: one record of facts per move."""
    records: list[TakeRecord] = []
    left = game.start
    for number, move in enumerate(game.moves, 1):
        left -= move["took"]
        records.append({"move": number, "side": move["by"], "took": move["took"], "left": left})
    return {"game": "streichholz", "moves": records}
