"""What a Kniffel game looks like: the sheet as tables, the JSON view, the log rows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kniffel_cli.common.text import escape
from kniffel_cli.common.view import table
from kniffel_cli.kniffel.game import HistoryEntry, KniffelGame, computer_kind
from kniffel_cli.kniffel.rules import BY_ID, CATEGORIES, YAHTZEE_RULES, all_points


def data(game: KniffelGame) -> dict[str, Any]:
    """The JSON view of ``new``, ``roll``, ``take`` and ``show``."""
    return {
        "game": "kniffel",
        "rules": game.rules_name,
        "round": game.round,
        "rounds": game.rounds,
        "rolls_per_turn": game.rolls_per_turn,
        "rolls_left": game.rolls_left,
        "dice": list(game.dice),
        "current_player": game.current,
        "players": [
            {
                "name": name,
                "scores": dict(sheet.scores),
                "kniffels": sheet.kniffels,
                "upper": sheet.upper,
                "bonus": sheet.bonus,
                "lower": sheet.lower,
                "yahtzee_bonus": sheet.yahtzee_bonus,
                "total": sheet.total,
            }
            for name, sheet in zip(game.players, game.sheets, strict=True)
        ],
        "options": game.options(),
        "finished": game.finished,
        "winners": [game.players[i] for i in game.winners()],
    }


def _status(game: KniffelGame) -> str:
    if game.finished:
        winners = game.winners()
        best = game.sheets[winners[0]].total
        names = ", ".join(escape(game.players[i]) for i in winners)
        label = "winner" if len(winners) == 1 else "winners"
        return f"Game over after {game.rounds} rounds - {label}: {names} ({best} points)"
    turn = f"Round {game.round} of {game.rounds} - {escape(game.player_name)}'s turn"
    if not game.dice:
        return f"{turn} - no roll yet ({game.rolls_left} rolls left)"
    done = game.rolls_per_turn - game.rolls_left
    return f"{turn} - roll {done} of {game.rolls_per_turn} ({game.rolls_left} left)"


def dice_table(dice: Sequence[int], tablefmt: str) -> str:
    """The five dice under their positions."""
    headers = ["position", *(str(i) for i in range(1, len(dice) + 1))]
    align = ["left", *(["right"] * len(dice))]
    return table([["die", *(str(d) for d in dice)]], headers, tablefmt, align)


def describe(entry: HistoryEntry) -> str:
    """One roll or take in words."""
    if entry["action"] == "roll":
        shown = " ".join(map(str, entry["dice"]))
        if not entry["keep"]:
            return f"rolled {shown}"
        return f"kept {','.join(map(str, entry['keep']))} and rolled {shown}"
    return f"took {BY_ID[entry['category']].label} for {entry['points']}"


def computer_turns(game: KniffelGame) -> list[str]:
    """The turns computer players played since a person last acted, one line each."""
    trailing: list[HistoryEntry] = []
    for entry in reversed(game.history):
        if computer_kind(game.players[entry["player"]]) is None:
            break
        trailing.insert(0, entry)
    lines: list[str] = []
    turn: list[str] = []
    for entry in trailing:
        turn.append(describe(entry))
        if entry["action"] == "take":
            lines.append(f"{escape(game.players[entry['player']])}: " + ", ".join(turn))
            turn = []
    return lines


def render(game: KniffelGame, tablefmt: str) -> str:
    """The table view: computer turns just played, status, dice, and the sheet."""
    played = computer_turns(game)
    parts = ["\n".join(played)] if played else []
    parts.append(_status(game))
    if game.dice:
        parts.append(dice_table(game.dice, tablefmt))
    parts.append(sheet_table(game, tablefmt))
    return "\n\n".join(parts)


def sheet_table(game: KniffelGame, tablefmt: str) -> str:
    """One row per category plus the sums, one column per player, and the ``take`` column."""
    offered = game.options()
    show_take = bool(offered)

    def cell(value: int | None) -> str:
        return "" if value is None else str(value)

    def line(row: str, label: str, values: list[str], take: str = "") -> list[str]:
        return [row, label, *values] + ([take] if show_take else [])

    def sums(label: str, attribute: str) -> list[str]:
        return line("", label, [str(getattr(sheet, attribute)) for sheet in game.sheets])

    rows = []
    for category in CATEGORIES:
        values = [cell(sheet.scores[category.id]) for sheet in game.sheets]
        rows.append(line(str(category.row), category.label, values, cell(offered.get(category.id))))
        if category.row == 6:
            rows += [sums("Summe oben", "upper"), sums("Bonus", "bonus")]
    rows.append(sums("Summe unten", "lower"))
    if game.rules_name == YAHTZEE_RULES:
        rows.append(sums("Yahtzee-Bonus", "yahtzee_bonus"))
    rows.append(sums("Gesamt", "total"))
    headers = line("row", "category", [escape(name) for name in game.players], "take")
    align = ["right", "left", *(["right"] * (len(headers) - 2))]
    return table(rows, headers, tablefmt, align)


def score_data(dice: Sequence[int], rules: str) -> dict[str, Any]:
    """The JSON view of ``score``."""
    return {"dice": list(dice), "points": all_points(dice, rules)}


def render_score(dice: Sequence[int], rules: str, tablefmt: str) -> str:
    """The points of five dice in every category of a fresh sheet."""
    points = all_points(dice, rules)
    rows = [[str(c.row), c.label, str(points[c.id])] for c in CATEGORIES]
    return "\n\n".join(
        [
            dice_table(dice, tablefmt),
            table(rows, ["row", "category", "points"], tablefmt, ["right", "left", "right"]),
        ]
    )


def log_rows(game: KniffelGame) -> list[tuple[int, str, str, str]]:
    """One row per action: move number, player, action, result."""
    rows = []
    for number, entry in enumerate(game.history, 1):
        who = escape(game.players[entry["player"]])
        if entry["action"] == "roll":
            keep = entry["keep"]
            action = "roll" + (f" keeping {','.join(map(str, keep))}" if keep else "")
            result = " ".join(map(str, entry["dice"]))
        else:
            action = f"take {BY_ID[entry['category']].label}"
            result = f"{entry['points']} points"
        rows.append((number, who, action, result))
    return rows
