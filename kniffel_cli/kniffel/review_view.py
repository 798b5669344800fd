"""What a Kniffel review looks like: the summary per player, the costliest decisions, the JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.formatting import compose, table, with_chart
from kniffel_cli.common.i18n import _, decimal, percent, pgettext
from kniffel_cli.kniffel.game import KniffelGame
from kniffel_cli.kniffel.same_dice import Pair, SameDice, Swap
from kniffel_cli.kniffel.strategy.review import Choice, Decision, PlayerReview, Review
from kniffel_cli.kniffel.view import (
    chance_chart,
    choice_text,
    points_text,
    rounds_text,
    variant_text,
    withheld_text,
)
from kniffel_cli.kniffel.words import player_name

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.kniffel.schema import ReviewView

COSTLIEST = 5  # decisions listed per player in the table view
SHOWN_LOSS = 0.005  # a loss that rounds to 0.00 is not listed
SHOWN_CHANCE_LOSS = 0.00005  # a chance given away that rounds to 0.00 % is not listed


def data(game: KniffelGame, found: Review) -> ReviewView:
    """The JSON view of ``review``: every player's figures and every decision."""
    view: ReviewView = {
        "game": "kniffel",
        "rules": game.rules_name,
        "rolls_per_turn": game.rolls_per_turn,
        "rounds": game.rounds,
        "finished": found.finished,
        "players": [player.data() for player in found.players],
    }
    if game.points.changed():
        view["point_values"] = game.points.changed()
    if found.same_dice is not None:
        view["same_dice"] = found.same_dice.data()
    if found.withheld is not None:
        view["chances_withheld"] = found.withheld
    return view


def _choice(choice: Choice, rules_name: str) -> str:
    if choice[0] == "take":
        return choice_text(None, choice[1], rules_name)
    return choice_text(choice[1], None, rules_name)


def _signed(value: float) -> str:
    return decimal(value, 2, sign=True)


def _summary(found: Review, tablefmt: str) -> str:
    headers = [_("player"), _("expected at start"), _("lost by choices"), _("luck"), _("total")]
    rows = [
        [
            player_name(player.name),
            decimal(player.expected_start, 2),
            decimal(player.loss, 2),
            _signed(player.luck),
            str(player.total),
        ]
        for player in found.players
    ]
    if not found.finished:
        headers.append(_("expected now"))
        for row, player in zip(rows, found.players, strict=True):
            row.append(decimal(player.expected_total, 2))
    if found.by_chance:
        headers.append(_("chance lost"))
        for row, player in zip(rows, found.players, strict=True):
            row.append(percent(player.chance_loss, 2))
        if not found.finished:
            headers.append(_("chance now"))
            for row, player in zip(rows, found.players, strict=True):
                row.append(percent(player.chance or 0.0, 1))
    return table(rows, headers, tablefmt, ["left", *["right"] * (len(headers) - 1)])


def curve(found: Review, tablefmt: str) -> str:
    """The chance of winning of every player at the start of each round's turn, and at the
    end (once over: 100 % for a sole winner) or now."""
    rounds = max(len(player.turn_chances) for player in found.players)
    rows = [
        [str(number + 1)]
        + [
            percent(player.turn_chances[number], 1) if number < len(player.turn_chances) else ""
            for player in found.players
        ]
        for number in range(rounds)
    ]
    rows.append(
        [_("end") if found.finished else _("now")]
        + [percent(player.chance or 0.0, 1) for player in found.players]
    )
    headers = [_("round"), *(player_name(player.name) for player in found.players)]
    return table(rows, headers, tablefmt, ["right"] * len(headers))


def identity(player: PlayerReview, finished: bool) -> str:
    """``Anna: 245.87 - 12.30 + 14.43 = 248.00, the total``: the review's own check."""
    text = (
        _("{player}: {start} - {loss} {luck} = {total}, the final total")
        if finished
        else _("{player}: {start} - {loss} {luck} = {total}, the expected final total now")
    )
    luck = decimal(player.luck, 2, sign=True)  # German writes the minus sign, not a hyphen
    return text.format(
        player=player_name(player.name),
        start=decimal(player.expected_start, 2),
        loss=decimal(player.loss, 2),
        luck=f"{luck[0]} {luck[1:]}",
        total=decimal(player.expected_total, 2),
    )


def costliest(player: PlayerReview) -> list[Decision]:
    """The player's decisions that lost the most, largest first, at most ``COSTLIEST``:
    by the chance of winning, then by points, when the game has several players."""
    losing = [
        d
        for d in player.decisions
        if (d.loss >= SHOWN_LOSS or d.chance_loss >= SHOWN_CHANCE_LOSS) and not d.undone
    ]
    return sorted(losing, key=lambda d: (-d.chance_loss, -d.loss))[:COSTLIEST]


def _decisions(player: PlayerReview, rules_name: str, tablefmt: str) -> tuple[str, str]:
    """The heading and the table of a player's costliest decisions."""
    worst = costliest(player)
    if not player.decisions:
        return _("{player}: no decisions yet.").format(player=player_name(player.name)), ""
    if not worst:
        return _("{player}: every decision was optimal.").format(
            player=player_name(player.name)
        ), ""
    if any(d.win is not None for d in worst):
        return _chance_decisions(player, worst, rules_name, tablefmt)
    rows = [
        [
            str(decision.round),
            str(decision.roll),
            " ".join(map(str, decision.dice)),
            _choice(decision.choice, rules_name),
            _choice(decision.best, rules_name),
            decimal(decision.loss, 2),
        ]
        for decision in worst
    ]
    headers = [
        _("round"),
        pgettext("which roll", "roll"),
        _("dice"),
        _("done"),
        _("best"),
        _("lost"),
    ]
    align = ["right", "right", "left", "left", "left", "right"]
    heading = _("{player}: the costliest decisions").format(player=player_name(player.name))
    return heading, table(rows, headers, tablefmt, align)


def _chance_decisions(
    player: PlayerReview, worst: list[Decision], rules_name: str, tablefmt: str
) -> tuple[str, str]:
    """The costliest decisions of a game of several players: the best choice to win, the
    chance of winning given away, and the expected points given away."""
    rows = [
        [
            str(decision.round),
            str(decision.roll),
            " ".join(map(str, decision.dice)),
            _choice(decision.choice, rules_name),
            _choice(decision.win.best, rules_name) if decision.win else "",
            percent(decision.chance_loss, 2),
            decimal(decision.loss, 2),
        ]
        for decision in worst
    ]
    headers = [
        _("round"),
        pgettext("which roll", "roll"),
        _("dice"),
        _("done"),
        _("best to win"),
        _("chance lost"),
        _("points lost"),
    ]
    align = ["right", "right", "left", "left", "left", "right", "right"]
    heading = _("{player}: the costliest decisions").format(player=player_name(player.name))
    return heading, table(rows, headers, tablefmt, align)


def same_dice_table(compared: SameDice, tablefmt: str) -> str:
    """Each round's first roll, the same for every player, and the points each entered."""
    rows = [
        [
            str(r.round),
            " ".join(map(str, r.dice)),
            *("" if points is None else str(points) for points in r.entered),
        ]
        for r in compared.rounds
    ]
    headers = [_("round"), _("first roll"), *(player_name(name) for name in compared.players)]
    return table(rows, headers, tablefmt, ["right", "left", *["right"] * len(compared.players)])


def pair_text(compared: SameDice, pair: Pair) -> str:
    """``On the same dice, Ann scored 14 points more than Bob over 13 rounds (...)``."""
    names = {
        "player": player_name(compared.players[pair.player]),
        "other": player_name(compared.players[pair.other]),
        "rounds": rounds_text(pair.compared),
    }
    if pair.difference > 0:
        text = _(
            "On the same dice, {player} scored {points} more than {other} over {rounds} ({counts})"
        )
    elif pair.difference < 0:
        text = _(
            "On the same dice, {player} scored {points} fewer than {other} over {rounds} ({counts})"
        )
    else:
        text = _(
            "On the same dice, {player} scored as many points as {other} over {rounds} ({counts})"
        )
    counts = _("more in {more}, fewer in {fewer}").format(
        more=_rounds_in(pair.more), fewer=_rounds_in(pair.fewer)
    )
    return text.format(points=points_text(abs(pair.difference)), counts=counts, **names)


def _rounds_in(count: int) -> str:
    """How many rounds, after "in": ``2 rounds``, ``none`` (German ``keiner``)."""
    return rounds_text(count) if count else pgettext("rounds", "none")


def swap_text(swap: Swap) -> str:
    """``On Ann's sheet, Bob's choices would have changed the expected final total by +3.20
    over 12 rounds``: the other's lines played on the player's own sheet."""
    text = _(
        "On {player}'s sheet, {other}'s choices would have changed the expected final total "
        "by {change} over {rounds}"
    )
    return text.format(
        player=player_name(swap.player),
        other=player_name(swap.other),
        change=decimal(-swap.gain, 2, sign=True),
        rounds=rounds_text(swap.compared),
    )


def undone_takes(player: PlayerReview, rules_name: str) -> list[str]:
    """One line per take the player undid: which row, in which round (not counted)."""
    return [
        _("{player}: {choice} in round {round} was undone and does not count").format(
            player=player_name(player.name), choice=_choice(d.choice, rules_name), round=d.round
        )
        for d in player.decisions
        if d.undone
    ]


def curve_chart(found: Review, ascii: bool) -> list[str]:
    """The chances of ``curve`` as a chart, a line per player: at the start of each turn,
    then at the end or now."""
    if found.finished:
        heading = _(
            "The same as a chart, from {low} {none} to {high} {all}, the last point the end:"
        )
    else:
        heading = _("The same as a chart, from {low} {none} to {high} {all}, the last point now:")
    series = [[*p.turn_chances, p.chance or 0.0] for p in found.players]
    return chance_chart(heading, [p.name for p in found.players], series, ascii)


def render(game: KniffelGame, found: Review, tablefmt: str, ascii: bool = False) -> str:
    """The table view: how the review grades, the summary, the check, the chances through
    the game (a table and a chart, ``ascii``: in ASCII marks), the costliest decisions."""
    head = [
        _("Review, graded by the optimal strategy for {variant}").format(
            variant=variant_text(game.rules_name, game.rolls_per_turn, game.rounds, game.points)
        )
    ]
    if found.by_chance:
        head.append(_("and by the chance of winning each decision gave away"))
    if found.withheld is not None:
        head.append(withheld_text(found.withheld))
    parts = [
        compose(tablefmt, ["\n".join(head)], [_summary(found, tablefmt)]),
        compose(tablefmt, ["\n".join(identity(p, found.finished) for p in found.players)], []),
    ]
    if found.by_chance:
        heading = _("Each player's chance of winning at the start of their turn, round by round")
        shown = compose(tablefmt, [heading], [curve(found, tablefmt)])
        parts.append(with_chart(tablefmt, shown, curve_chart(found, ascii)))
    for player in found.players:
        heading, decisions = _decisions(player, game.rules_name, tablefmt)
        parts.append(compose(tablefmt, [heading], [decisions]))
        if undone := undone_takes(player, game.rules_name):
            parts.append(compose(tablefmt, ["\n".join(undone)], []))
    if found.same_dice is not None and found.same_dice.rounds:
        heading = _("Duplicate dice: each round's turns began from the same roll; points entered")
        parts.append(compose(tablefmt, [heading], [same_dice_table(found.same_dice, tablefmt)]))
        lines = [pair_text(found.same_dice, pair) for pair in found.same_dice.pairs]
        lines += [swap_text(swap) for swap in found.same_dice.swaps if swap.compared]
        parts.append(compose(tablefmt, ["\n".join(lines)], []))
    return "\n\n".join(part for part in parts if part)
