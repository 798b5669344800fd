"""``spiel kniffel rules``: the rules of one variant in words, with its own numbers.

Written after the seeds' rules page, in our own words. Every number comes from
the rule constants and the variant's ``Points``, so the text cannot disagree
with the scoring.
"""

from __future__ import annotations

from dataclasses import dataclass

from kniffel_cli.common.i18n import _, ngettext
from kniffel_cli.common.rules_command import OptionValues, wrap
from kniffel_cli.kniffel.game import DiceMode, KniffelGame
from kniffel_cli.kniffel.rules import (
    CATEGORIES,
    DICE,
    EXTRA_KNIFFEL_POINTS,
    FACES,
    MAX_ROUNDS,
    STANDARD_POINTS,
    YAHTZEE,
    Points,
    rule_set,
)
from kniffel_cli.kniffel.view import points_text, variant_text
from kniffel_cli.kniffel.words import category_label, sum_label


@dataclass(frozen=True)
class Variant:
    """What the rules text depends on: the rules, the rolls per turn, the rounds, the points,
    the dice."""

    rules: str = "kniffel"
    rolls: int = 3
    rounds: int = MAX_ROUNDS
    points: Points = STANDARD_POINTS
    dice: DiceMode = "random"


def _row(category_id: str, rules: str, text: str) -> str:
    """One row of the list of rows, its explanation indented under its name."""
    return wrap(text, f"  {category_label(category_id, rules)}: ", "    ")


def _rows(variant: Variant) -> list[str]:
    rules, points = variant.rules, variant.points
    lines = []
    for category in CATEGORIES[:FACES]:
        text = _("the dice showing {face}, added up (three times {face} gives {example})")
        lines.append(
            _row(category.id, rules, text.format(face=category.row, example=3 * category.row))
        )
    lines += [
        _row("three_of_a_kind", rules, _("at least three equal dice; all five dice added up")),
        _row("four_of_a_kind", rules, _("at least four equal dice; all five dice added up")),
    ]
    if (DICE,) in rule_set(rules).full_house_shapes:
        full_house = _("three equal dice and the other two equal: {points} (five equal count too)")
    else:
        full_house = _("three equal dice and a pair of another number: {points}")
    lines += [
        _row("full_house", rules, full_house.format(points=points_text(points.full_house))),
        _row(
            "small_straight",
            rules,
            _("four numbers in a row (1-4, 2-5 or 3-6), the fifth die any: {points}").format(
                points=points_text(points.small_straight)
            ),
        ),
        _row(
            "large_straight",
            rules,
            _("five numbers in a row (1-5 or 2-6): {points}").format(
                points=points_text(points.large_straight)
            ),
        ),
        _row(
            "kniffel",
            rules,
            _("all five dice equal: {points}").format(points=points_text(points.kniffel)),
        ),
        _row("chance", rules, _("any dice; all five added up")),
    ]
    return lines


def _several_kniffels(variant: Variant) -> str:
    """What a further Kniffel is worth: more in the row (kniffel), or a bonus and a joker."""
    points = variant.points
    if not rule_set(variant.rules).jokers:
        return _(
            "Several Kniffels: the {kniffel} row is the only one that takes more than one "
            "entry. Once it holds a Kniffel, every further Kniffel may go into it for {extra} "
            "more; dice without a Kniffel cannot go there any more. A {kniffel} row "
            "scratched with 0 stays closed."
        ).format(kniffel=category_label("kniffel"), extra=points_text(EXTRA_KNIFFEL_POINTS))
    return _(
        "Yahtzee bonus and joker: once the {yahtzee} row is filled (with {first} or with 0), "
        "every further Yahtzee is a joker. When the row holds {first}, the joker adds "
        "{extra} as {bonus}. It must go into the upper row of its number if that is open; "
        "else into any open lower row, which scores in full ({full_house_row} {full_house}, "
        "{small_row} {small}, {large_row} {large}, the others the sum of the dice); else into "
        "an open upper row with 0."
    ).format(
        yahtzee=category_label("kniffel", YAHTZEE.name),
        first=points_text(points.kniffel),
        bonus=sum_label("yahtzee_bonus"),
        extra=points_text(EXTRA_KNIFFEL_POINTS),
        full_house_row=category_label("full_house"),
        small_row=category_label("small_straight"),
        large_row=category_label("large_straight"),
        full_house=points_text(points.full_house),
        small=points_text(points.small_straight),
        large=points_text(points.large_straight),
    )


def _duplicate_dice() -> str:
    return _(
        "Duplicate dice: each die is a function of the game's seed, the round, the roll of "
        "the turn and the die's position alone. Every player who rolls the die at the same "
        "position on the same roll of the same round sees the same number, and so does anyone "
        "who starts a game with the same seed: luck is the same for all, and the better "
        "decisions win. A kept die keeps its number."
    )


def rules_text(variant: Variant) -> str:
    """The whole rules of ``variant`` as plain text, paragraphs apart."""
    points = variant.points
    turn = ngettext(
        "A turn: roll all {dice} dice ('spiel kniffel roll'). In this game a turn has "
        "{count} roll only.",
        "A turn: roll all {dice} dice ('spiel kniffel roll'). Then you may roll again, up to "
        "{count} rolls in all, keeping any dice you like ('roll --keep 1,3') and rolling the "
        "others.",
        variant.rolls,
    ).format(dice=DICE, count=variant.rolls)
    upper = _(
        "{upper}: the rows 1 to 6 added up. When it reaches {threshold} or more, a bonus "
        "of {points} is added ({bonus}). {lower}: the rows 7 to 13 added up."
    ).format(
        upper=sum_label("upper"),
        threshold=points.bonus_threshold,
        bonus=sum_label("bonus"),
        points=points_text(points.bonus),
        lower=sum_label("lower"),
    )
    total = _("{total}: {upper}, {bonus} and {lower} together").format(
        total=sum_label("total"),
        upper=sum_label("upper"),
        bonus=sum_label("bonus"),
        lower=sum_label("lower"),
    )
    if rule_set(variant.rules).jokers:
        total = _("{total}, with the {yahtzee_bonus}").format(
            total=total, yahtzee_bonus=sum_label("yahtzee_bonus")
        )
    end = ngettext(
        "The end: the game is over after {count} round, when every player has had a turn "
        "in it; rows still open count nothing. {total}. The player with the highest total "
        "wins; players who tie for it all win.",
        "The end: the game is over after {count} rounds, when every player has had a turn "
        "in the last one; rows still open count nothing. {total}. The player with the "
        "highest total wins; players who tie for it all win.",
        variant.rounds,
    ).format(count=variant.rounds, total=total)
    paragraphs = [
        _("Kniffel: the rules ({variant})").format(
            variant=variant_text(
                variant.rules, variant.rolls, variant.rounds, variant.points, variant.dice
            )
        ),
        wrap(
            ngettext(
                "Kniffel is played with {dice} dice over {count} round. In each round every "
                "player plays one turn, in the order of the players.",
                "Kniffel is played with {dice} dice over {count} rounds. In each round every "
                "player plays one turn, in the order of the players.",
                variant.rounds,
            ).format(dice=DICE, count=variant.rounds)
        ),
        wrap(turn),
        *([wrap(_duplicate_dice())] if variant.dice == "duplicate" else []),
        wrap(
            _(
                "After any roll the player may stop, and after the last one must: the dice "
                "go into one open row of the sheet ('spiel kniffel take ROW'). A row whose "
                "pattern the dice do not show takes them for 0 points: it is scratched and "
                "closed for the rest of the game. A take can be taken back ('spiel kniffel "
                "undo') as long as no die has been rolled since; in a game with computers their "
                "rolls follow a take at once."
            )
        ),
        "\n".join([_("The rows:"), *_rows(variant)]),
        wrap(upper),
        wrap(_several_kniffels(variant)),
        wrap(end),
    ]
    return "\n\n".join(paragraphs)


def describe(game: KniffelGame | None, values: OptionValues) -> str:
    """The rules of the game's variant, or (no game) of the variant the options name."""
    if game is not None:
        return rules_text(
            Variant(game.rules_name, game.rolls_per_turn, game.rounds, game.points, game.dice_mode)
        )
    return rules_text(
        Variant(
            str(values["rules"]).lower(),
            values["rolls"],
            values["rounds"],
            values["points"],
            str(values["dice"]).lower(),  # type: ignore[arg-type]  # click's Choice checked it
        )
    )
