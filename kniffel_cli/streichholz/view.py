"""What a matchstick game looks like: the row, the last moves, the hint, the JSON view, the log.

The table views speak the chosen language; the JSON views are the same in every language,
each shaped by its TypedDict in ``streichholz.schema``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.expect import expect
from kniffel_cli.common.formatting import compose, table, take_range
from kniffel_cli.common.i18n import N_, _, either, grouped, label, ngettext, nothing, pgettext
from kniffel_cli.streichholz.game import Advice, MatchGame, Move, as_undo
from kniffel_cli.streichholz.sides import COMPUTER, PLAYER, Side

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.streichholz.schema import (
        ExplanationView,
        HintView,
        LogView,
        MatchView,
        MoveView,
        RowsView,
        TakeRecord,
        UndoRecord,
    )

GROUP = 5
DRAWN = 50  # a longer row is shown by its count
# A level as a sentence names it; ``--level`` takes the id.
_LEVEL_LABELS = {"classic": N_("classic"), "perfect": N_("perfect"), "random": N_("random")}


def level_label(level: str) -> str:
    """The computer's level in the current language (``classic``, German ``klassisch``)."""
    return label(_LEVEL_LABELS, level)


def first_label(side: str) -> str:
    """A side as ``--first`` takes it in the current language (``player``, German ``du``)."""
    if side == PLAYER:
        return pgettext("first", "player")
    if side == COMPUTER:
        return pgettext("first", "computer")
    return side


def data(game: MatchGame) -> MatchView | RowsView:
    """The JSON view of ``new``, ``take``, ``undo`` and ``show``."""
    expect(game, MatchGame, "game", "a MatchGame")
    if game.in_rows:
        return {
            "game": "streichholz",
            "start": game.start,
            "matches": game.matches,
            "start_rows": list(game.start_rows),
            "rows": list(game.rows),
            "max_take": game.max_take,
            "takes": None if game.takes is None else list(game.takes),
            "last_wins": game.last_wins,
            "level": game.level,
            "turn": game.turn,
            "moves": _move_views(game.moves),
            "finished": game.finished,
            "winner": game.winner,
        }
    assert game.max_take is not None  # the one-row game always has its most per take
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


def drawn_rows(game: MatchGame) -> str:
    """Each row numbered from 1, top first: its matches, or its count when too long to draw."""
    width = len(str(len(game.rows)))
    lines = []
    for number, matches in enumerate(game.rows, 1):
        if matches > DRAWN:
            shown = _("{count} matches").format(count=grouped(matches))
        else:
            shown = row(matches) if matches else nothing()
        lines.append(f"{number:>{width}}  {shown}")
    return "\n".join(lines)


def outcome(game: MatchGame) -> str:
    """Who won, and why, once the game is over."""
    loser = game.left_the_last_match
    if loser is not None and game.matches > 1:
        if loser == COMPUTER:
            return _(
                "You won: every take left to the computer would take the last match, and "
                "whoever takes it loses."
            )
        return _(
            "The computer won: every take left to you would take the last match, and "
            "whoever takes it loses."
        )
    if game.matches and loser is None:
        return _stuck(game)
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


def _stuck(game: MatchGame) -> str:
    """The end with matches left that no take is allowed on (a take set without 1)."""
    last = game.moves[-1]["by"]
    if game.last_wins:
        if last == PLAYER:
            return _("You won: the computer can take nothing more, and whoever moves last wins.")
        return _("The computer won: you can take nothing more, and whoever moves last wins.")
    if last == PLAYER:
        return _("The computer won: it can take nothing more, and whoever moves last loses.")
    return _("You won: you can take nothing more, and whoever moves last loses.")


def rule_words(game: MatchGame) -> str:
    """What a move may take in a game in rows: ``take 1 to 3 from one row``."""
    if game.takes is not None:
        takes = either(str(take) for take in game.takes)
        return _("take {takes} from one row").format(takes=takes)
    if game.max_take is None:
        return _("take any number from one row")
    if game.max_take == 1:
        return _("take 1 from one row")
    return _("take 1 to {most} from one row").format(most=game.max_take)


def _status(game: MatchGame) -> str:
    # The start is 7 or more: the word's number follows it ("1 of 23 matches left").
    left = _("{count} of {start} matches left").format(
        count=grouped(game.matches), start=grouped(game.start)
    )
    if game.finished:
        return _("Streichholzspiel - {left} - {outcome}").format(left=left, outcome=outcome(game))
    take = rule_words(game) if game.in_rows else take_range(game.limit())
    return _("Streichholzspiel - {left} - your turn: {take}").format(left=left, take=take)


def last_moves(game: MatchGame) -> dict[Side, Move | None]:
    """The last move of each side (None before it has moved)."""
    moves: dict[Side, Move | None] = {PLAYER: None, COMPUTER: None}
    for move in game.moves:
        moves[move["by"]] = move
    return moves


def took(move: Move) -> str:
    """A take as the tables show it: ``2``, in rows ``2 from row 3``."""
    if "row" in move:
        return _("{count} from row {row}").format(count=grouped(move["took"]), row=move["row"])
    return str(move["took"])


def render(game: MatchGame, tablefmt: str) -> str:
    """The table view: status, the matches (a row, or the rows), each side's last move."""
    last = last_moves(game)
    rows = [
        [pgettext("side", "you"), _last(last[PLAYER])],
        [_("computer ({level})").format(level=level_label(game.level)), _last(last[COMPUTER])],
    ]
    headers = [pgettext("table", "side"), _("last took")]
    moves = table(rows, headers, tablefmt, ["left", "right"])
    matches = drawn_rows(game) if game.in_rows else row(game.matches)
    return compose(tablefmt, [_status(game), matches], [moves])


def _last(move: Move | None) -> str:
    return nothing() if move is None else took(move)


def hint(game: MatchGame, best: Advice, reasons: str | None = None) -> str:
    """The hint as a sentence: on one row the winning take, or the take to hope with; in rows
    ``reasons``, the take and why (``explain_text.describe``)."""
    if reasons is not None:
        return reasons
    if best.winning:
        return _("Take {take}: it leaves the computer a lost position.").format(take=best.take)
    return _(
        "No winning move: with {matches} left every take loses against "
        "perfect play; take {take} and hope for a mistake."
    ).format(matches=game.matches, take=best.take)


def hint_data(game: MatchGame, best: Advice, why: ExplanationView | None = None) -> HintView:
    """The JSON view of ``hint`` (``why``: the facts behind it, in rows)."""
    if game.in_rows:
        found: HintView = {"take": best.take, "winning": best.winning, "row": best.row}
        if why is not None:
            found["why"] = why
        return found
    return {"take": best.take, "winning": best.winning}


def side_name(side: str) -> str:
    """Who moved, in a log table: ``you`` (German ``du``) or ``computer`` (the JSON log keeps
    the English value)."""
    if side == PLAYER:
        return pgettext("side", "you")
    if side == COMPUTER:
        return pgettext("log", "computer")
    return side


def _move_views(moves: list[Move]) -> list[MoveView]:
    return [_move_view(move) for move in moves]


def _move_view(move: Move) -> MoveView:
    if "row" in move:
        return {"side": move["by"], "took": move["took"], "row": move["row"]}
    return {"side": move["by"], "took": move["took"]}


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
            action = ngettext("take back {count} move", "take back {count} moves", count).format(
                count=count
            )
        else:
            side = side_name(entry["by"])
            action = _action(entry)
        rows.append((number, side, action, _("{count} left").format(count=grouped(left))))
    return rows


def _action(move: Move) -> str:
    """A move in the log, in the present tense of who made it: ``take 2 from row 3`` (you),
    ``takes 2 from row 3`` (the computer)."""
    count = grouped(move["took"])
    if move["by"] == PLAYER:
        if "row" in move:
            return _("take {count} from row {row}").format(count=count, row=move["row"])
        return _("take {count}").format(count=count)
    if "row" in move:
        return _("takes {count} from row {row}").format(count=count, row=move["row"])
    return _("takes {count}").format(count=count)


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
            side, count = entry["by"], entry["took"]
            record: TakeRecord = {
                "move": number,
                "side": side,
                "action": "take",
                "took": count,
                "left": left,
            }
            if "row" in entry:
                record["row"] = entry["row"]
            records.append(record)
    return {"game": "streichholz", "moves": records}
