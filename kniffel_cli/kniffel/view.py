"""What Kniffel looks like: every table, JSON view and line of text the commands show.

The sheet and the dice, the log, the computers' turns, the end of a game,
hints, the analysis commands' results and the highscore. Tables and lines are
worded in the language chosen (through the catalog, when they are made); the
JSON views hold ids and numbers only, the same in every language, each shaped by
its TypedDict in ``kniffel.schema``. The rows' names live in ``kniffel.words``,
the words of errors on their classes (``kniffel.errors``).
"""

from __future__ import annotations

import signal
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple, cast

from kniffel_cli.common import expect
from kniffel_cli.common.formatting import (
    MACHINE_FORMATS,
    compose,
    log_headers,
    log_table,
    table,
    with_chart,
)
from kniffel_cli.common.i18n import (
    N_,
    _,
    current,
    day,
    decimal,
    grouped,
    listed,
    ngettext,
    nothing,
    npgettext,
    percent,
    pgettext,
)
from kniffel_cli.common.text import escape, quoted
from kniffel_cli.kniffel.errors import ChancesError
from kniffel_cli.kniffel.game import DiceMode, KniffelGame, RollEntry, TakeEntry, computer_kind
from kniffel_cli.kniffel.rules import (
    CATEGORIES,
    STANDARD_POINTS,
    Points,
    all_points,
)
from kniffel_cli.kniffel.sheet import Sheet
from kniffel_cli.kniffel.words import (
    category_label,
    entered,
    player_name,
    points_words,
    rules_label,
    strategy_label,
    sum_label,
)

if TYPE_CHECKING:
    from kniffel_cli.common.charts import Bins
    from kniffel_cli.common.sprt import SprtResult
    from kniffel_cli.kniffel.highscore import Entry, Variant
    from kniffel_cli.kniffel.outside.protocol import Fault
    from kniffel_cli.kniffel.schema import (
        ChancesWithheld,
        DistributionView,
        Goal,
        HeadToHeadView,
        HighscoreView,
        HintView,
        KniffelView,
        LogView,
        PlayerView,
        RequestView,
        RollRecord,
        ScoreView,
        SolveView,
        TakeRecord,
        UndoRecord,
    )
    from kniffel_cli.kniffel.strategy.advisor import Advice, Hint
    from kniffel_cli.kniffel.strategy.match import HeadToHead, Standings
    from kniffel_cli.kniffel.strategy.simulation import Summary
    from kniffel_cli.kniffel.strategy.solver import Spec, Table


def data(game: KniffelGame, chances: Sequence[float | None] | None = None) -> KniffelView:
    """The JSON view of ``new``, ``roll``, ``take``, ``undo`` and ``show``; ``show`` gives
    each player's chance of winning (None where not computed), the others none."""
    expect.expect(game, KniffelGame, "game", "a KniffelGame")
    if chances is not None:
        _check_chances(chances, len(game.players))
    view = position_data(
        Position(
            game.rules_name,
            game.round,
            game.rounds,
            game.rolls_per_turn,
            game.dice_mode,
            game.rolls_left,
            tuple(game.dice),
            game.current,
            tuple(game.players),
            tuple(game.sheets),
            game.points,
        ),
        game.options(),
        [game.players[i] for i in game.winners()],
    )
    if chances is not None:
        for player, chance in zip(view["players"], chances, strict=True):
            player["chance"] = None if chance is None else round(chance, 4)
    return view


def players_data(position: Position) -> list[PlayerView]:
    """The players' part of a position's view: each one's sheet and sums."""
    return [
        _player_data(name, sheet)
        for name, sheet in zip(position.names, position.sheets, strict=True)
    ]


def _player_data(name: str, sheet: Sheet) -> PlayerView:
    """A player's part of the view: the sheet's rows and sums (each sum counted once)."""
    sums = sheet.sums()
    return {
        "name": name,
        "scores": dict(sheet.scores),
        "kniffels": sheet.kniffels,
        "upper": sums.upper,
        "bonus": sums.bonus,
        "lower": sums.lower,
        "yahtzee_bonus": sheet.yahtzee_bonus,
        "total": sums.total,
    }


class Position(NamedTuple):
    """What a Kniffel view shows, from wherever it is held: a game, or a game of a match
    (a tuple: a match makes one for each game at each turn of an outside player)."""

    rules: str
    round: int
    rounds: int
    rolls_per_turn: int
    dice_mode: DiceMode
    rolls_left: int
    dice: tuple[int, ...]
    current: int | None
    names: tuple[str, ...]
    sheets: tuple[Sheet, ...]
    points: Points


def position_data(
    position: Position,
    options: dict[str, int],
    winners: list[str],
    players: list[PlayerView] | None = None,
) -> KniffelView:
    """The JSON view of a position: ``options`` the current player's points for each
    category now, ``winners`` the names with the top total once it is over; ``players``
    the players' part when already made (``players_data``: no sheet changes in a turn)."""
    view: KniffelView = {
        "game": "kniffel",
        "rules": position.rules,
        "round": position.round,
        "rounds": position.rounds,
        "rolls_per_turn": position.rolls_per_turn,
        "dice_mode": position.dice_mode,
        "rolls_left": position.rolls_left,
        "dice": list(position.dice),
        "current_player": position.current,
        "players": players_data(position) if players is None else players,
        "options": options,
        "finished": position.current is None,
        "winners": winners,
    }
    changed = position.points.changed()
    if changed:
        view["point_values"] = changed
    return view


def show_data(
    game: KniffelGame,
    chances: Sequence[float | None] | None,
    withheld: ChancesWithheld | None = None,
) -> KniffelView:
    """The JSON view of ``show``: ``data`` with each player's chance of winning (None where
    not estimated), and ``chances_withheld`` where the chances asked for are withheld."""
    view = data(game, chances)
    if withheld is not None:
        view["chances_withheld"] = withheld
    return view


# Why a view shows no chance of winning, by the reason's id (``advisor.chances_withheld``).
_WITHHELD = {
    "duplicate_dice": N_(
        "No chances of winning on duplicate dice: the players share their dice, and the chance "
        "assumes each rolls their own."
    ),
}


def withheld_text(reason: ChancesWithheld) -> str:
    """The line of a view that shows no chance of winning where they are withheld: why."""
    return _(_WITHHELD[reason])


def _check_chances(chances: object, players: int) -> None:
    """One chance from 0 to 1, or None, per player: TypeError for what is no list of numbers,
    ChancesError for another count or a number outside 0..1 (NaN too)."""
    given = expect.numbers(chances, "chances", gaps=True)
    if len(given) != players or not all(chance is None or 0 <= chance <= 1 for chance in given):
        raise ChancesError(players=players)


def points_text(count: int) -> str:
    """``1 point``, ``17 points``."""
    return ngettext("{count} point", "{count} points", count).format(count=count)


def rounds_text(count: int) -> str:
    """``1 round``, ``13 rounds``."""
    return ngettext("{count} round", "{count} rounds", count).format(count=count)


def rolls_text(count: int) -> str:
    """``1 roll``, ``3 rolls``."""
    return ngettext("{count} roll", "{count} rolls", count).format(count=count)


def _status(game: KniffelGame) -> str:
    if game.finished:
        winners = game.winners()
        best = game.sheets[winners[0]].total
        names = listed(player_name(game.players[i]) for i in winners)
        text = ngettext(
            "Game over after {rounds} - winner: {names} ({points})",
            "Game over after {rounds} - winners: {names} ({points})",
            len(winners),
        )
        return text.format(rounds=rounds_text(game.rounds), names=names, points=points_text(best))
    turn = _("Round {round} of {rounds} - {player}'s turn").format(
        round=game.round, rounds=game.rounds, player=player_name(game.player_name)
    )
    if not game.dice:
        text = ngettext(
            "{turn} - no roll yet ({count} roll left)",
            "{turn} - no roll yet ({count} rolls left)",
            game.rolls_left,
        )
        return text.format(turn=turn, count=game.rolls_left)
    done = game.rolls_per_turn - game.rolls_left
    if game.rolls_left == 0:  # "(0 left)" says less than that the dice must go in now
        return _("{turn} - roll {done} of {rolls}, the last: take a row").format(
            turn=turn, done=done, rolls=game.rolls_per_turn
        )
    return _("{turn} - roll {done} of {rolls} ({left} left)").format(
        turn=turn, done=done, rolls=game.rolls_per_turn, left=game.rolls_left
    )


def dice_table(dice: Sequence[int], tablefmt: str) -> str:
    """The five dice under their positions."""
    headers = [_("position"), *(str(i) for i in range(1, len(dice) + 1))]
    align = ["left", *(["right"] * len(dice))]
    return table([[_("die"), *(str(d) for d in dice)]], headers, tablefmt, align)


def describe(entry: RollEntry | TakeEntry, rules_name: str) -> str:
    """One roll or take of a computer's turn in words, in the present tense as the log's."""
    if entry["action"] == "roll":
        shown = " ".join(map(str, entry["dice"]))
        if not entry["keep"]:
            return _("rolls {dice}").format(dice=shown)
        kept = positions_text(entry["keep"])
        text = ngettext(
            "keeps die {positions} and rolls {dice}",
            "keeps dice {positions} and rolls {dice}",
            len(entry["keep"]),
        )
        return text.format(positions=kept, dice=shown)
    label = category_label(entry["category"], rules_name)
    return _("takes {category} for {points}").format(category=label, points=entry["points"])


def computer_turns(game: KniffelGame) -> list[str]:
    """The turns computer players played since a person last acted, one line each."""
    trailing: list[RollEntry | TakeEntry] = []
    for entry in reversed(game.history):
        if entry["action"] == "undo" or computer_kind(game.players[entry["player"]]) is None:
            break
        trailing.insert(0, entry)
    lines: list[str] = []
    turn: list[str] = []
    for entry in trailing:
        turn.append(describe(entry, game.rules_name))
        if entry["action"] == "take":
            player = player_name(game.players[entry["player"]])
            lines.append(_("{player}: {moves}").format(player=player, moves=", ".join(turn)))
            turn = []
    return lines


def render(
    game: KniffelGame,
    tablefmt: str,
    chances: Sequence[float] | None = None,
    withheld: ChancesWithheld | None = None,
) -> str:
    """The table view: computer turns just played, status, dice, and the sheet (with each
    player's chance of winning under it when given; the line saying why not when the chances
    asked for are ``withheld``)."""
    played = computer_turns(game)
    prose = ["\n".join(played)] if played else []
    prose.append(_status(game))
    if game.points.changed():
        changed = game.points.changed().items()
        prose.append(_("Points: {points}").format(points=points_words(changed, game.rules_name)))
    if game.dice_mode == "duplicate":
        prose.append(duplicate_dice_text())
    if withheld is not None:
        prose.append(withheld_text(withheld))
    tables = [dice_table(game.dice, tablefmt)] if game.dice else []
    tables.append(sheet_table(game, tablefmt, chances))
    return compose(tablefmt, prose, tables)


def sheet_table(game: KniffelGame, tablefmt: str, chances: Sequence[float] | None = None) -> str:
    """One row per category plus the sums, one column per player, and the ``take`` column;
    the players' chances of winning last, when given."""
    offered = game.options()
    show_take = bool(offered)

    def cell(value: int | None) -> str:
        return "" if value is None else entered(value)

    def option(value: int | None) -> str:
        return "" if value is None else str(value)

    def line(row: str, label: str, values: list[str], take: str = "") -> list[str]:
        return [row, label, *values] + ([take] if show_take else [])

    def sums(attribute: str) -> list[str]:
        values = [str(getattr(sheet, attribute)) for sheet in game.sheets]
        return line("", sum_label(attribute), values)

    rows = []
    for category in CATEGORIES:
        values = [cell(sheet.scores[category.id]) for sheet in game.sheets]
        label = category_label(category.id, game.rules_name)
        rows.append(line(str(category.row), label, values, option(offered.get(category.id))))
        if category.row == 6:
            rows += [sums("upper"), sums("bonus")]
    rows.append(sums("lower"))
    if game.rule_set.jokers:
        rows.append(sums("yahtzee_bonus"))
    rows.append(sums("total"))
    if chances is not None:
        rows.append(line("", chance_label(), [percent(chance) for chance in chances]))
    players = [player_name(name) for name in game.players]
    headers = line(_("row"), _("category"), players, pgettext("sheet column", "take"))
    align = ["right", "left", *(["right"] * (len(headers) - 2))]
    return table(rows, headers, tablefmt, align)


def chance_label() -> str:
    """The name of the sheet's last row, and of the hint's column: the chance of winning."""
    return _("Chance of winning")


def score_data(dice: Sequence[int], rules: str, values: Points = STANDARD_POINTS) -> ScoreView:
    """The JSON view of ``score``."""
    return {"dice": list(dice), "options": all_points(dice, rules, values)}


def render_score(
    dice: Sequence[int], rules: str, tablefmt: str, values: Points = STANDARD_POINTS
) -> str:
    """The points of five dice in every category of a fresh sheet."""
    points = all_points(dice, rules, values)
    rows = [[str(c.row), category_label(c.id, rules), str(points[c.id])] for c in CATEGORIES]
    headers = [_("row"), _("category"), _("points")]
    return "\n\n".join(
        [
            dice_table(dice, tablefmt),
            table(rows, headers, tablefmt, ["right", "left", "right"]),
        ]
    )


def log_rows(game: KniffelGame) -> list[tuple[int, str, str, str]]:
    """One row per action, in the present tense (``rolls``, ``keeps 1,3 and rolls``,
    ``takes Chance``): number, player, action, result (the dice, the points entered; an
    undo's row is open again)."""
    rows = []
    for number, entry in enumerate(game.history, 1):
        who = player_name(game.players[entry["player"]])
        if entry["action"] == "roll":
            kept = entry["keep"]
            text = ngettext(
                "keeps die {positions} and rolls", "keeps dice {positions} and rolls", len(kept)
            )
            action = text.format(positions=positions_text(kept)) if kept else _("rolls")
            result = " ".join(map(str, entry["dice"]))
        else:
            label = category_label(entry["category"], game.rules_name)
            if entry["action"] == "take":
                action = _("takes {category}").format(category=label)
                result = points_text(entry["points"])
            else:
                action = _("takes back {category}").format(category=label)
                result = _("open again")
        rows.append((number, who, action, result))
    return rows


def log_chances_table(
    game: KniffelGame, chances: Mapping[int, list[float]], tablefmt: str, ascii: bool = False
) -> str:
    """``log --chances``: the log's rows, and after each take every player's chance of
    winning as the game then stood, a column per player; below, with several players, the
    same as a chart (``ascii``: in ASCII marks)."""
    shown = _log_chances_rows(game, chances, tablefmt)
    if len(game.players) < 2 or not chances:
        return shown
    taken = [chances[number] for number in sorted(chances)]
    series = [[after[p] for after in taken] for p in range(len(game.players))]
    heading = _(
        "Each player's chance of winning after each take, from {low} {none} to {high} {all}:"
    )
    return with_chart(tablefmt, shown, chance_chart(heading, game.players, series, ascii))


def chance_chart(
    heading: str, names: Sequence[str], series: Sequence[Sequence[float]], ascii: bool
) -> list[str]:
    """A chart of chances of winning: ``heading`` (given the marks of 0 % and 100 % as
    ``low`` and ``high``), then one line per player, its chances through the game from 0 %
    to 100 %, and the last of them written out."""
    from kniffel_cli.common.charts import labelled, levels, sparkline  # views with charts only

    marks = levels(ascii)
    longest = max(map(len, series), default=0)
    rows = [
        (
            player_name(name),
            f"{sparkline(values, 0.0, 1.0, ascii).ljust(longest)}  {percent(values[-1], 1)}"
            if values
            else "",
        )
        for name, values in zip(names, series, strict=True)
    ]
    none, every = percent(0.0, 0), percent(1.0, 0)
    head = heading.format(low=marks[0], none=none, high=marks[-1], all=every)
    return [head, *labelled(rows)]


def totals_chart(rows: Sequence[tuple[str, Bins]], ascii: bool) -> list[str]:
    """A chart of how totals spread: a line per player (or strategy), its histogram over the
    bins they share, the range's ends written at either side."""
    from kniffel_cli.common.charts import histogram, labelled, levels  # views with charts only

    if not rows or not rows[0][1].counts:
        return []
    first = rows[0][1]
    top = max(max(bins.counts) for _, bins in rows)
    heading = ngettext(
        "The totals in bins of {count} point ({mark}: the fullest bin):",
        "The totals in bins of {count} points ({mark}: the fullest bin):",
        first.width,
    ).format(count=first.width, mark=levels(ascii)[-1])
    lines = labelled(
        [
            (player_name(label), f"{bins.low} {histogram(bins.counts, top, ascii)} {bins.high}")
            for label, bins in rows
        ]
    )
    return [heading, *lines]


def log_withheld_table(game: KniffelGame, withheld: ChancesWithheld, tablefmt: str) -> str:
    """``log --chances`` where the chances are withheld: the line saying why, then the log as
    without ``--chances``."""
    return compose(tablefmt, [withheld_text(withheld)], [log_table(log_rows(game), tablefmt)])


def _log_chances_rows(game: KniffelGame, chances: Mapping[int, list[float]], tablefmt: str) -> str:
    """The table of ``log --chances``."""
    names = [player_name(name) for name in game.players]
    rows: list[list[str | int]] = [
        [*row, *(percent(c, 1) for c in chances.get(row[0], []))] for row in log_rows(game)
    ]
    if not rows and tablefmt not in MACHINE_FORMATS:
        return _("no moves yet")
    headers = log_headers() + [_("{player} wins").format(player=name) for name in names]
    align = ["left"] * 4 + ["right"] * len(names)
    return table(rows, headers, tablefmt, align)


def log_data(
    game: KniffelGame,
    chances: Mapping[int, list[float]] | None = None,
    withheld: ChancesWithheld | None = None,
) -> LogView:
    """The JSON view of ``log``: one record of facts per roll, take and undo; with
    ``chances`` (``log --chances``) each take's record has every player's chance after it;
    ``withheld``, why ``log --chances`` has none (``chances_withheld``)."""
    moves: list[RollRecord | TakeRecord | UndoRecord] = []
    for number, entry in enumerate(game.history, 1):
        player = game.players[entry["player"]]
        if entry["action"] == "roll":
            kept = list(entry["keep"])
            moves.append(
                {
                    "move": number,
                    "player": player,
                    "action": "roll",
                    "kept": kept,
                    "dice": list(entry["dice"]),
                }
            )
        elif entry["action"] == "take":
            category, points = entry["category"], entry["points"]
            take: TakeRecord = {
                "move": number,
                "player": player,
                "action": "take",
                "category": category,
                "points": points,
            }
            if chances is not None:
                take["chances"] = [round(c, 6) for c in chances[number]]
            moves.append(take)
        else:
            category, points = entry["category"], entry["points"]
            moves.append(
                {
                    "move": number,
                    "player": player,
                    "action": "undo",
                    "category": category,
                    "points": points,
                }
            )
    view: LogView = {"game": "kniffel", "moves": moves}
    if withheld is not None:
        view["chances_withheld"] = withheld
    return view


def end_of_game(game: KniffelGame) -> str | None:
    """The line that announces the winners once the game is over, else None."""
    if not game.finished:
        return None
    winners = game.winners()
    best = game.sheets[winners[0]].total
    names = listed(player_name(game.players[i]) for i in winners)
    if len(game.players) == 1:
        return _("Game over: {name} scores {points}").format(name=names, points=points_text(best))
    text = ngettext(
        "Game over: {names} wins with {points}",
        "Game over: {names} win with {points}",
        len(winners),
    )
    # Translators: the points after "with" (German: "mit 19 Punkten")
    points = npgettext("with", "{count} point", "{count} points", best).format(count=best)
    return text.format(names=names, points=points)


# --- hint -------------------------------------------------------------------------------


def choice_text(keep: Sequence[int] | None, category: str | None, rules_name: str) -> str:
    """A decision after a roll in words: take a category, or keep positions and roll."""
    if category is not None:
        return _("take {category}").format(category=category_label(category, rules_name))
    if keep:
        text = ngettext(
            "keep die {positions} and roll", "keep dice {positions} and roll", len(keep)
        )
        return text.format(positions=positions_text(keep))
    return _("roll all five")


def positions_text(positions: Sequence[int]) -> str:
    """Dice positions as ``--keep`` takes them, ``1,4``; German lists them, ``1 und 4``, where
    ``1,4`` would read as a decimal number. The words around them say they are positions
    ("keeps dice 1,4", „behält Würfel 1 und 4“), not the numbers the dice show."""
    if current() != "de":
        return ",".join(map(str, positions))
    return listed(map(str, positions))


def describe_advice(game: KniffelGame, advice: Advice) -> str:
    """One piece of advice in words: roll, keep some dice and roll, or take a category."""
    if advice.action == "roll" and not game.dice:
        return _("roll")
    return choice_text(advice.keep, advice.category, game.rules_name)


def render_hint(game: KniffelGame, hint: Hint, tablefmt: str) -> str:
    """The best move with its expected final total (and chance of winning, with several
    players), the best move for the other goal when it is another, the line saying why there
    is no chance of winning where it is withheld, then the alternatives as a table."""
    best, *others = hint
    goal = None if best.chance is None else hint.goal
    prose = [
        _("{player}: {advice} ({figures})").format(
            player=player_name(game.player_name),
            advice=describe_advice(game, best),
            figures=_figures(best, goal),
        )
    ]
    if hint.other is not None:
        other_goal: Goal
        if hint.goal == "win":
            text, other_goal = _("For the most points: {advice} ({figures})"), "points"
        else:
            text, other_goal = _("For the best chance of winning: {advice} ({figures})"), "win"
        figures = _figures(hint.other, other_goal)
        prose.append(text.format(advice=describe_advice(game, hint.other), figures=figures))
    if hint.withheld is not None:
        prose.append(withheld_text(hint.withheld))
    return _with_others(game, "\n".join(prose), others, tablefmt, goal)


def _figures(advice: Advice, goal: Goal | None) -> str:
    """A move's expected final total, and with a ``goal`` (several players) its chance of
    winning, the goal's first."""
    total = _("expected final total {total}").format(total=decimal(advice.expected_total, 2))
    if goal is None:
        return total
    chance = _("chance of winning {chance}").format(chance=percent(_chance(advice)))
    return f"{chance}, {total}" if goal == "win" else f"{total}, {chance}"


def _chance(advice: Advice) -> float:
    assert advice.chance is not None
    return advice.chance


def _with_others(
    game: KniffelGame, head: str, others: Sequence[Advice], tablefmt: str, goal: Goal | None
) -> str:
    """The head (a line or two), then the other moves as a table: their expected totals, and with a
    ``goal`` (several players) their chances of winning too, the goal's column first."""
    if not others:
        return head
    headers = [_("expected total")]
    rows = [[decimal(advice.expected_total, 2)] for advice in others]
    if goal is not None:
        headers.append(_("chance of winning"))
        for row, advice in zip(rows, others, strict=True):
            row.append(percent(_chance(advice)))
    if goal == "win":
        headers.reverse()
        for row in rows:
            row.reverse()
    moves = [describe_advice(game, advice) for advice in others]
    rows = [[move, *row] for move, row in zip(moves, rows, strict=True)]
    align = ["left", *["right"] * len(headers)]
    return compose(tablefmt, [head], [table(rows, [_("or"), *headers], tablefmt, align)])


def hint_data(hint: Hint) -> HintView:
    """The JSON view of ``hint``: the best move and its alternatives, by the goal, the best
    move for the other goal when it is another, and why there is no chance of winning where
    it is withheld."""
    best, *others = hint
    first = best.data()
    view: HintView = {
        "action": first["action"],
        "keep": first["keep"],
        "category": first["category"],
        "expected_total": first["expected_total"],
        "chance": first["chance"],
        "goal": hint.goal,
        "alternatives": [a.data() for a in others],
        "other_goal": None if hint.other is None else hint.other.data(),
    }
    if hint.withheld is not None:
        view["chances_withheld"] = hint.withheld
    return view


# --- score, solve, simulate -------------------------------------------------------------


def spread_progress() -> str:
    """The label of the progress bar while the spread of the optimal totals is computed."""
    return _("Computing the spread of the optimal totals")


def tables_progress() -> str:
    """The label of the progress bar while a table and its spread are built together."""
    return _("Building the optimal-strategy table and its spread")


def variance_progress() -> str:
    """The label of the progress bar while the standard deviation of the optimal totals is
    computed from a table."""
    return _("Computing the standard deviation of the optimal totals")


def table_variance_progress() -> str:
    """The label of the progress bar while a table and its standard deviation are computed
    together."""
    return _("Building the optimal-strategy table and its standard deviation")


def table_progress() -> str:
    """The label of the progress bar while an optimal-strategy table is built."""
    return _("Building the optimal-strategy table")


def games_text(count: int) -> str:
    """``1 game``, ``1,000 games``."""
    return ngettext("{count} game", "{count} games", count).format(count=grouped(count))


def simulation_progress(games: int) -> str:
    """The label of simulate's progress bar."""
    return _("Playing {games}").format(games=games_text(games))


def solve_data(spec: Spec, solved: Table, seconds: float, stdev: float) -> SolveView:
    """The JSON view of ``solve``."""
    view: SolveView = {
        "rules": spec.rules,
        "expected_total": round(solved.expected_total, 4),
        "stdev": round(stdev, 4),
        "states": solved.states,
        "seconds": round(seconds, 3),
    }
    if spec.points.changed():
        view["point_values"] = spec.points.changed()
    return view


def variant_text(
    rules: str, rolls: int, rounds: int, points: Points, dice_mode: DiceMode = "random"
) -> str:
    """``kniffel rules, 3 rolls, 13 rounds``, the point values that differ, and duplicate
    dice when on."""
    text = _("{rules}, {rolls}, {rounds}").format(
        rules=rules_label(rules), rolls=rolls_text(rolls), rounds=rounds_text(rounds)
    )
    if points.changed():
        changed = points_words(points.changed().items(), rules)
        text = _("{variant}, {points}").format(variant=text, points=changed)
    if dice_mode == "duplicate":
        text = _("{variant}, duplicate dice").format(variant=text)
    return text


def duplicate_dice_text() -> str:
    """The line of the table view of a game on duplicate dice."""
    return _("Duplicate dice: every player rolls the same dice at the same point of the game")


def render_solve(spec: Spec, solved: Table, seconds: float, cached: bool, stdev: float) -> str:
    """The optimal expected total, its standard deviation, and how many states it took."""
    variant = variant_text(spec.rules, spec.rolls, spec.rounds, spec.points)
    states = ngettext("{count} state", "{count} states", solved.states).format(
        count=grouped(solved.states)
    )
    if cached:
        done = _("{states}, from the cache in {seconds} s")
    else:
        done = _("{states}, built in {seconds} s")
    head = _("Optimal expected total ({variant}): {total}").format(
        variant=variant, total=decimal(solved.expected_total, 4)
    )
    spread = _("Standard deviation of the total: {stdev}").format(stdev=decimal(stdev, 2))
    return "\n".join([head, spread, done.format(states=states, seconds=decimal(seconds, 1))])


def render_simulation(spec: Spec, result: Summary, tablefmt: str, ascii: bool = False) -> str:
    """The statistics of a simulation's totals, and below them how the totals spread as a
    chart (``ascii``: in ASCII marks); the heading names the variant as ``solve`` does."""
    a_kniffel = _("a {kniffel}").format(kniffel=category_label("kniffel", result.rules))
    rows = [
        [_("mean"), decimal(result.mean, 2)],
        [_("standard deviation"), decimal(result.stdev, 2)],
        [_("median"), decimal(result.median, 1 if result.median % 1 else 0)],
        [_("min"), str(result.min)],
        [_("max"), str(result.max)],
        [_("upper bonus"), percent(result.bonus_rate)],
        [a_kniffel, percent(result.kniffel_rate)],
        [_("expected at start"), decimal(result.expected_start, 2)],
        [_("lost by choices"), decimal(result.loss, 2)],
        [_("luck"), decimal(result.luck, 2, sign=True)],
    ]
    head = _("{games}, strategy {strategy}, {rules}").format(
        games=games_text(result.games),
        strategy=strategy_label(result.strategy),
        rules=variant_text(spec.rules, spec.rolls, spec.rounds, spec.points, result.dice),
    )
    headers = ["", pgettext("simulation", "total")]
    shown = compose(tablefmt, [head], [table(rows, headers, tablefmt, ["left", "right"])])
    chart = totals_chart([(strategy_label(result.strategy), result.distribution)], ascii)
    return with_chart(tablefmt, shown, chart)


def distribution_data(bins: Bins) -> DistributionView:
    """The numbers behind a chart of totals: the bins' start and width, and their counts."""
    return {"low": bins.low, "width": bins.width, "counts": list(bins.counts)}


def head_to_head_data(
    spec: Spec, games: int, found: HeadToHead, timed: bool = False
) -> HeadToHeadView:
    """The JSON view of ``simulate --players``; ``timed`` (a match with bots): with each
    player's time per decision and faults, and the first faults."""
    view: HeadToHeadView = {
        "rules": spec.rules,
        "dice": found.dice,
        "games": games,
        "seatings": len(found.players),
        "ties": round(found.ties, 4),
        "players": [
            {
                "name": s.name,
                "win_share": round(s.win_share, 4),
                "win_share_stderr": round(s.win_share_stderr, 4),
                "mean": round(s.mean, 2),
                "stdev": round(s.stdev, 2),
                "margin": round(s.margin, 2),
                "margin_stderr": round(s.margin_stderr, 2),
                "distribution": distribution_data(s.distribution),
            }
            for s in found.players
        ],
    }
    for s, shown in zip(found.players, view["players"], strict=True):
        if s.chance_loss is not None:
            shown["chance_loss"] = round(s.chance_loss, 4)
        if s.points_loss is not None:
            keeps, takes = s.points_loss
            shown["points_loss"] = round(keeps + takes, 2)
            shown["points_loss_keeps"] = round(keeps, 2)
            shown["points_loss_takes"] = round(takes, 2)
        if timed:
            shown["decision_ms"] = round(s.decision_ms, 3)
            shown["faults"] = dict(s.faults)
    if spec.points.changed():
        view["point_values"] = spec.points.changed()
    if found.interrupted:
        view["interrupted"] = True
    if found.sprt is not None and found.test is not None:
        test, (elo0, elo1, alpha, beta) = found.sprt, found.test
        view["sprt"] = {
            "elo0": elo0,
            "elo1": elo1,
            "alpha": alpha,
            "beta": beta,
            "decision": test.decision,
            "llr": round(test.llr, 4),
            "lower": round(test.lower, 4),
            "upper": round(test.upper, 4),
            "pairs": test.pairs,
            "elo": round(test.elo, 2) + 0.0,  # + 0.0: never -0.0
            "elo_low": round(test.elo_low, 2) + 0.0,
            "elo_high": round(test.elo_high, 2) + 0.0,
        }
    if timed:
        view["faults"] = [
            {
                "player": f.player,
                "game": f.game,
                "kind": f.kind,
                "reason": f.reason,
                "request": cast("RequestView", f.request),
            }
            for f in found.faults
        ]
    return view


def render_head_to_head(
    spec: Spec,
    games: int,
    found: HeadToHead,
    tablefmt: str,
    ascii: bool = False,
    timed: bool = False,
) -> str:
    """Each player's share of the wins (with its standard error), totals, its margin over
    the others (with its standard error) and chance lost; ``timed`` (a match with bots):
    its time per decision and the games it lost by faults, and the first faults below; the
    dice and the share of ties; below, how each player's totals spread as a chart
    (``ascii``: in ASCII marks)."""
    graded = any(s.chance_loss is not None for s in found.players)
    pointed = any(s.points_loss is not None for s in found.players)
    rows = [
        [
            player_name(s.name),
            percent(s.win_share, 2),
            percent(s.win_share_stderr, 2),
            decimal(s.mean, 2),
            decimal(s.stdev, 2),
            decimal(s.margin, 2, sign=True),
            decimal(s.margin_stderr, 2),
        ]
        + _loss_cells(s, graded, pointed)
        + ([decimal(s.decision_ms, 3), grouped(sum(s.faults.values()))] if timed else [])
        for s in found.players
    ]
    if found.dice == "duplicate":
        text = _("{games} in each of {seatings} seatings, duplicate dice, {rules}")
    else:
        text = _("{games} in each of {seatings} seatings, random dice, {rules}")
    head = text.format(
        games=games_text(games),
        seatings=len(found.players),
        rules=variant_text(spec.rules, spec.rolls, spec.rounds, spec.points),
    )
    headers = [
        _("player"),
        _("wins"),
        "±",
        _("mean"),
        _("standard deviation"),
        _("margin"),
        "±",
    ] + ([_("chance lost")] if graded else [])
    if pointed:
        headers += [_("points lost"), _("in keeps"), _("in takes")]
    headers += [_("ms per decision"), _("faults")] if timed else []
    if graded:
        text = _(
            "Ties: {ties} of the games; the tied players share the win (two a half each). The "
            "margin is a player's total less the mean of the others' totals; the chance lost "
            "is the chance of winning a game's decisions gave away, as {win} values them, "
            "summed over the decisions (over 100% for a player who gives much away)."
        )
    else:
        text = _(
            "Ties: {ties} of the games; the tied players share the win (two a half each). The "
            "margin is a player's total less the mean of the others' totals."
        )
    note = text.format(ties=percent(found.ties, 2), win=quoted(f"cpu:{strategy_label('win')}"))
    aligns = ["left"] + ["right"] * (len(headers) - 1)
    parts = [table(rows, headers, tablefmt, aligns), note]
    if found.interrupted == signal.SIGINT:
        parts.append(_("Interrupted (Ctrl-C): the figures are those of the deals played."))
    elif found.interrupted:
        text = _("Stopped by {signal}: the figures are those of the deals played.")
        parts.append(text.format(signal=signal.Signals(found.interrupted).name))
    if found.sprt is not None and found.test is not None:
        parts.append(sprt_line(found.sprt, found.test))
    if found.faults:
        parts.append("\n".join(fault_line(fault) for fault in found.faults[:SHOWN_FAULTS]))
    shown = compose(tablefmt, [head], parts)
    chart = totals_chart([(s.name, s.distribution) for s in found.players], ascii)
    return with_chart(tablefmt, shown, chart)


def _loss_cells(standings: Standings, graded: bool, pointed: bool) -> list[str]:
    """A player's cells of the columns of what it gave away: chance lost (``graded``), and
    points lost in all, in keeps and in takes (``pointed``); empty for a player put out of
    every game by faults (no decision of it graded)."""
    cells = []
    if graded:
        chance = standings.chance_loss
        cells.append(nothing() if chance is None else percent(chance, 2))
    if pointed:
        points = standings.points_loss
        cells += (
            [nothing()] * 3 if points is None else [decimal(v, 2) for v in _points_lost(points)]
        )
    return cells


def _points_lost(keeps_and_takes: tuple[float, float]) -> tuple[float, float, float]:
    keeps, takes = keeps_and_takes
    return keeps + takes, keeps, takes


def sprt_line(result: SprtResult, test: tuple[float, float, float, float]) -> str:
    """What the test decided, after how many pairs, and the Elo estimate."""
    elo0, elo1, alpha, beta = test
    if result.decision == "H1":
        said = _("the first player is better, by {elo1} Elo or more (H1)")
    elif result.decision == "H0":
        said = _("the first player is not better than {elo0} Elo (H0)")
    else:
        said = _("not decided within the deals played")
    text = _(
        "SPRT [{elo0}, {elo1}] Elo, alpha {alpha}, beta {beta}: {said}, after {pairs} (each "
        "deal's two games); LLR {llr} (bounds {lower} and {upper}); Elo {elo} "
        "(95% interval {low} to {high})."
    )
    said = said.format(elo0=_signed(elo0), elo1=_signed(elo1))
    pairs = ngettext("{count} pair", "{count} pairs", result.pairs).format(
        count=grouped(result.pairs)
    )
    return text.format(
        elo0=_signed(elo0),
        elo1=_signed(elo1),
        alpha=decimal(alpha, 3),
        beta=decimal(beta, 3),
        said=said,
        pairs=pairs,
        llr=decimal(result.llr, 2, sign=True),
        lower=decimal(result.lower, 2, sign=True),
        upper=decimal(result.upper, 2, sign=True),
        elo=decimal(result.elo, 1, sign=True),
        low=decimal(result.elo_low, 1, sign=True),
        high=decimal(result.elo_high, 1, sign=True),
    )


def _signed(number: float) -> str:
    places = 0 if float(number).is_integer() else 2
    return decimal(number, places)


SHOWN_FAULTS = 5  # the faults a table shows (the JSON view holds more)
_FAULT_KINDS = {
    "not_json": N_("not JSON"),
    "wrong_id": N_("wrong id"),
    "illegal": N_("illegal move"),
    "timeout": N_("timeout"),
    "exited": N_("exited"),
    "error": N_("error"),
}


def fault_line(fault: Fault) -> str:
    """``bot:x lost game s/3#1 (timeout): no answer within 10 s; request 17``."""
    text = _("{player} lost game {game} ({kind}): {reason}; request {id}")
    return text.format(
        player=fault.player,
        game=fault.game,
        kind=_(_FAULT_KINDS[fault.kind]),
        reason=escape(fault.reason),
        id=fault.request.get("id"),
    )


# --- highscore --------------------------------------------------------------------------


def describe_variant(variant: Variant) -> str:
    """``13 rounds, 3 rolls``, and the point values that differ from the standard ones."""
    from kniffel_cli.kniffel.highscore import STANDARD_POINTS

    words = f"{rounds_text(variant.rounds)}, {rolls_text(variant.rolls)}"
    changed = [(row, n) for row, n in variant.points if STANDARD_POINTS[row] != n]
    return f"{words}, {points_words(changed, variant.rules)}" if changed else words


def render_highscore(
    entries: Sequence[Entry],
    tablefmt: str,
    *,
    variants: bool = False,
    empty: str | None = None,
) -> str:
    """The list in rank order; ``variants`` adds a column naming each entry's variant."""
    if not entries and tablefmt not in MACHINE_FORMATS:
        return empty if empty is not None else _("The highscore list is empty.")
    rows = [
        [str(i), _name_cell(e), str(e.score), rules_label(e.rules), day(e.date)]
        for i, e in enumerate(entries, 1)
    ]
    headers = [_("rank"), _("name"), _("score"), _("rules"), _("date")]
    align = ["right", "left", "right", "left", "left"]
    if variants:
        for row, entry in zip(rows, entries, strict=True):
            row.append(describe_variant(entry.variant))
        headers.append(_("variant"))
        align.append("left")
    return table(rows, headers, tablefmt, align)


def _name_cell(entry: Entry) -> str:
    """The name, marked when it is a computer player's."""
    if entry.computer:
        return _("{name} (computer)").format(name=player_name(entry.name))
    return player_name(entry.name)


def highscore_data(entries: Sequence[Entry]) -> HighscoreView:
    """The JSON view of the highscore."""
    return {"entries": [entry.public() for entry in entries]}


def recorded_already(entry: Entry, place: int) -> str:
    """The line for an entry that was in the highscore already, exactly so."""
    text = _("{name}: {points} is in the highscore already, rank {place}; nothing added")
    return text.format(name=player_name(entry.name), points=points_text(entry.score), place=place)


def computer_left_out(entry: Entry) -> str:
    """The line for a computer player that ``highscore add`` did not record."""
    text = _("Not recorded: {name} is a computer player (--computers records it too)")
    return text.format(name=player_name(entry.name))


def recorded(entry: Entry, place: int | None, size: int) -> str:
    """The line for an entry just added: its rank, or that it missed the top ``size`` and so
    was not kept."""
    name, points = player_name(entry.name), points_text(entry.score)
    if place:
        return _("Recorded {name}: {points}, rank {place}").format(
            name=name, points=points, place=place
        )
    text = _("Not recorded: {name} scores {points}, not enough for the top {size}")
    return text.format(name=name, points=points, size=size)
