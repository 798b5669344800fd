"""What Kniffel looks like: every table, JSON view and line of text the commands show.

The sheet and the dice, the log, the computers' turns, the end of a game,
hints, the analysis commands' results and the highscore. The words of errors
live in ``kniffel.messages``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from kniffel_cli.common.formatting import MACHINE_FORMATS, compose, counted, table
from kniffel_cli.common.text import escape
from kniffel_cli.kniffel.game import HistoryEntry, KniffelGame, computer_kind
from kniffel_cli.kniffel.rules import (
    BY_ID,
    CATEGORIES,
    STANDARD_POINTS,
    YAHTZEE_RULES,
    Points,
    all_points,
)

if TYPE_CHECKING:
    from kniffel_cli.kniffel.advisor import Advice
    from kniffel_cli.kniffel.highscore import Entry, Variant
    from kniffel_cli.kniffel.simulation import Summary
    from kniffel_cli.kniffel.solver import Spec, Table


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
    } | ({"points": game.points.changed()} if game.points.changed() else {})


def _status(game: KniffelGame) -> str:
    if game.finished:
        winners = game.winners()
        best = game.sheets[winners[0]].total
        names = ", ".join(escape(game.players[i]) for i in winners)
        label = "winner" if len(winners) == 1 else "winners"
        after = counted(game.rounds, "round")
        return f"Game over after {after} - {label}: {names} ({counted(best, 'point')})"
    turn = f"Round {game.round} of {game.rounds} - {escape(game.player_name)}'s turn"
    if not game.dice:
        return f"{turn} - no roll yet ({counted(game.rolls_left, 'roll')} left)"
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
    prose = ["\n".join(played)] if played else []
    prose.append(_status(game))
    if game.points.changed():
        prose.append(f"Points: {game.points.text}")
    tables = [dice_table(game.dice, tablefmt)] if game.dice else []
    tables.append(sheet_table(game, tablefmt))
    return compose(tablefmt, prose, tables)


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


def score_data(dice: Sequence[int], rules: str, values: Points = STANDARD_POINTS) -> dict[str, Any]:
    """The JSON view of ``score``."""
    return {"dice": list(dice), "points": all_points(dice, rules, values)}


def render_score(
    dice: Sequence[int], rules: str, tablefmt: str, values: Points = STANDARD_POINTS
) -> str:
    """The points of five dice in every category of a fresh sheet."""
    points = all_points(dice, rules, values)
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
            result = counted(entry["points"], "point")
        rows.append((number, who, action, result))
    return rows


def end_of_game(game: KniffelGame) -> str | None:
    """The line that announces the winners once the game is over, else None."""
    if not game.finished:
        return None
    winners = game.winners()
    best = game.sheets[winners[0]].total
    names = " and ".join(escape(game.players[i]) for i in winners)
    if len(game.players) == 1:
        return f"Game over: {names} scores {counted(best, 'point')}"
    verb = "wins" if len(winners) == 1 else "win"
    return f"Game over: {names} {verb} with {counted(best, 'point')}"


# --- hint -------------------------------------------------------------------------------


def describe_advice(game: KniffelGame, advice: Advice) -> str:
    """One piece of advice in words: roll, keep some dice and roll, or take a category."""
    if advice.action == "take":
        assert advice.category is not None
        return f"take {BY_ID[advice.category].label}"
    if not game.dice:
        return "roll"
    kept = ",".join(map(str, advice.keep or ()))
    return f"keep {kept} and roll" if kept else "roll all five"


def render_hint(game: KniffelGame, advice: Sequence[Advice], tablefmt: str) -> str:
    """The best move with its expected final total, then the alternatives as a table."""
    best, *others = advice
    head = (
        f"{escape(game.player_name)}: {describe_advice(game, best)} "
        f"(expected final total {best.expected_total:.2f})"
    )
    if not others:
        return head
    rows = [[describe_advice(game, a), f"{a.expected_total:.2f}"] for a in others]
    return compose(
        tablefmt, [head], [table(rows, ["or", "expected total"], tablefmt, ["left", "right"])]
    )


def hint_data(advice: Sequence[Advice]) -> dict[str, Any]:
    """The JSON view of ``hint``: the best move and its alternatives."""
    best, *others = advice
    return {**best.data(), "alternatives": [a.data() for a in others]}


# --- score, solve, simulate -------------------------------------------------------------

TABLE_PROGRESS = "Building the optimal-strategy table"


def simulation_progress(games: int) -> str:
    """The label of simulate's progress bar."""
    return f"Playing {counted(games, 'game')}"


def solve_data(spec: Spec, solved: Table, seconds: float) -> dict[str, Any]:
    """The JSON view of ``solve``."""
    return {
        "rules": spec.rules,
        "expected_total": round(solved.expected_total, 4),
        "states": solved.states,
        "seconds": round(seconds, 3),
    } | ({"points": spec.points.changed()} if spec.points.changed() else {})


def render_solve(spec: Spec, solved: Table, seconds: float, cached: bool) -> str:
    """The optimal expected total, and how many states it took to know it."""
    source = "from the cache" if cached else "built"
    variant = f"{spec.rules} rules, {counted(spec.rolls, 'roll')}, {counted(spec.rounds, 'round')}"
    if spec.points.changed():
        variant += f", points {spec.points.text}"
    states = counted(solved.states, "state", shown=f"{solved.states:,}")
    return (
        f"Optimal expected total ({variant}): "
        f"{solved.expected_total:.4f}\n{states}, {source} in {seconds:.1f} s"
    )


def render_simulation(result: Summary, tablefmt: str) -> str:
    """The statistics of a simulation's totals."""
    rows = [
        ["mean", f"{result.mean:.2f}"],
        ["standard deviation", f"{result.stdev:.2f}"],
        ["median", f"{result.median:g}"],
        ["min", str(result.min)],
        ["max", str(result.max)],
        ["upper bonus", f"{result.bonus_rate:.1%}"],
        ["a Kniffel", f"{result.kniffel_rate:.1%}"],
    ]
    head = f"{counted(result.games, 'game')}, strategy {result.strategy}, {result.rules} rules"
    return compose(tablefmt, [head], [table(rows, ["", "total"], tablefmt, ["left", "right"])])


# --- highscore --------------------------------------------------------------------------


def describe_variant(variant: Variant) -> str:
    """``13 rounds, 3 rolls``, and the point values that differ from the standard ones."""
    from kniffel_cli.kniffel.highscore import STANDARD_POINTS

    words = f"{counted(variant.rounds, 'round')}, {counted(variant.rolls, 'roll')}"
    changed = [f"{row}={n}" for row, n in variant.points if STANDARD_POINTS[row] != n]
    return f"{words}, {','.join(changed)}" if changed else words


def render_highscore(
    entries: Sequence[Entry],
    tablefmt: str,
    *,
    variants: bool = False,
    empty: str = "The highscore list is empty.",
) -> str:
    """The list in rank order; ``variants`` adds a column naming each entry's variant."""
    if not entries and tablefmt not in MACHINE_FORMATS:
        return empty
    rows = [
        [str(i), escape(e.name), str(e.score), e.rules, e.date] for i, e in enumerate(entries, 1)
    ]
    headers = ["rank", "name", "score", "rules", "date"]
    align = ["right", "left", "right", "left", "left"]
    if variants:
        for row, entry in zip(rows, entries, strict=True):
            row.append(describe_variant(entry.variant))
        headers.append("variant")
        align.append("left")
    return table(rows, headers, tablefmt, align)


def highscore_data(entries: Sequence[Entry]) -> dict[str, Any]:
    """The JSON view of the highscore."""
    return {"entries": [entry.public() for entry in entries]}


def recorded(entry: Entry, place: int | None, size: int) -> str:
    """The line for an entry just added: its rank, or that it missed the top ``size``."""
    where = f"rank {place}" if place else f"not in the top {size}"
    return f"Recorded {escape(entry.name)}: {counted(entry.score, 'point')}, {where}"
