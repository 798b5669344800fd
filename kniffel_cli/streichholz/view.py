"""What a matchstick game looks like: the row, the last moves, the hint, the JSON view, the log.

The table views speak the chosen language; the JSON views are the same in every language,
each shaped by its TypedDict in ``streichholz.schema``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.formatting import compose, table, take_range
from kniffel_cli.common.i18n import N_, _, label, ngettext, pgettext
from kniffel_cli.streichholz.game import Hint, MatchGame, Move, as_undo
from kniffel_cli.streichholz.sides import COMPUTER, PLAYER, Side

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.streichholz.schema import (
        HintView,
        LogView,
        MatchView,
        MoveView,
        TakeRecord,
        UndoRecord,
    )

GROUP = 5
# A level as a sentence names it; ``--level`` takes the id.
_LEVEL_LABELS = {"classic": N_("classic"), "perfect": N_("perfect"), "random": N_("random")}


def level_label(level: str) -> str:
    """The computer's level in the current language (``classic``, German ``klassisch``)."""
    return label(_LEVEL_LABELS, level)


def data(game: MatchGame) -> MatchView:
    """The JSON view of ``new``, ``take``, ``undo`` and ``show``."""
    return {
        "game": "streichholz",
        "start": game.start,
        "matches": game.matches,
        "max_take": game.max_take,
        "last_wins": game.last_wins,
        "level": game.level,
        "turn": game.turn,
        "moves": _move_views(game.moves),
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


def _move_views(moves: list[Move]) -> list[MoveView]:
    return [{"side": move["by"], "took": move["took"]} for move in moves]


def _log(game: MatchGame) -> list[tuple[int, Move | list[Move], int]]:
    """Each history entry numbered from 1: a move, or the moves an undo took back; and the
    matches left after it."""
    entries: list[tuple[int, Move | list[Move], int]] = []
    played: list[Move] = []
    left = game.start
    for number, entry in enumerate(game.history, 1):
        if "action" not in entry:  # a move
            played.append(entry)
            left -= entry["took"]
            entries.append((number, entry, left))
        else:
            count = as_undo(entry)["count"]
            undone = played[-count:]
            del played[-count:]
            left += sum(move["took"] for move in undone)
            entries.append((number, undone, left))
    return entries


def log_rows(game: MatchGame) -> list[tuple[int, str, str, str]]:
    """One row per move or undo: number, side, action, matches left."""
    rows: list[tuple[int, str, str, str]] = []
    for number, entry, left in _log(game):
        if isinstance(entry, list):
            count = len(entry)
            side = side_name(PLAYER)
            action = ngettext("undo {count} move", "undo {count} moves", count).format(count=count)
        else:
            side = side_name(entry["by"])
            action = _("take {count}").format(count=entry["took"])
        rows.append((number, side, action, _("{count} left").format(count=left)))
    return rows


def log_data(game: MatchGame) -> LogView:
    """The JSON view of ``log``: one record of facts per move and undo."""
    records: list[TakeRecord | UndoRecord] = []
    for number, entry, left in _log(game):
        if isinstance(entry, list):
            undone = _move_views(entry)
            records.append(
                {"move": number, "side": PLAYER, "action": "undo", "undone": undone, "left": left}
            )
        else:
            side, took = entry["by"], entry["took"]
            records.append(
                {"move": number, "side": side, "action": "take", "took": took, "left": left}
            )
    return {"game": "streichholz", "moves": records}
