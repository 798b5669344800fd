"""Why a take is advised, in words a pupil can follow, in the chosen language.

``describe`` renders an ``explain.Explanation``: the take and what it leaves
(Nim sum 0, an odd number of single matches, a multiple of K+1 in one row),
or for a lost position that no take wins and which take leaves the fewest
winning answers; where a row's value is not its number of matches, what the
rows are worth and how that repeats; in misère play beyond the endgame, how
the endgame changes the aim. Rows are counted from 1, top first.
"""

from __future__ import annotations

from kniffel_cli.common.i18n import _, either, grouped, listed, ngettext, span
from kniffel_cli.streichholz.explain import Explanation
from kniffel_cli.streichholz.nim import after, can_move


def _take(found: Explanation) -> str:
    count = grouped(found.move.count)
    if len(found.rows) == 1:
        return _("Take {count}").format(count=count)
    return _("Take {count} from row {row}").format(count=count, row=found.move.row + 1)


def _single_matches(found: Explanation) -> bool:
    """Whether the rows worth 0 or 1 are rows of 0 or 1 match: Nim (any take)."""
    return found.rule.takes is None and found.rule.max_take is None


def _one_row_of_max_take(found: Explanation) -> bool:
    return len(found.rows) == 1 and found.rule.max_take is not None


def _modulus(found: Explanation) -> str:
    """K+1 for takes of 1 to K: the period of the rows' values."""
    return grouped(found.period.length if found.period is not None else 0)


def _leaves(found: Explanation) -> str:
    """What the winning take leaves, and why every answer to it loses."""
    rows_left = after(found.rows, found.move)
    if not can_move(rows_left, found.rule):  # only a winning last move ends the game
        if not any(rows_left):
            return _("then no match is left: you have taken the last one.")
        return _("then no take is possible any more: you have made the last move.")
    if _one_row_of_max_take(found) and found.left > 1:
        modulus = _modulus(found)
        left = grouped(found.left)
        if found.last_wins:
            return _(
                "then {left} matches are left, a multiple of {modulus}: whatever your "
                "opponent takes, you make it up to {modulus}."
            ).format(left=left, modulus=modulus)
        return _(
            "then {left} matches are left, one more than a multiple of {modulus}: whatever "
            "your opponent takes, you make it up to {modulus}, until your opponent has to take "
            "the last match."
        ).format(left=left, modulus=modulus)
    if found.endgame:
        if _single_matches(found) or (_one_row_of_max_take(found) and found.left == 1):
            if sum(found.values_after) == 1:
                return _("then one match is left, and your opponent has to take it.")
            return _(
                "then an odd number of single matches is left, and your opponent has to "
                "take the last one."
            )
        if len(found.rows) == 1:
            return _(
                "then the row is worth 1 and acts like a single match: your opponent has to "
                "make the last move."
            )
        return _(
            "then only rows worth 0 or 1 are left, an odd number of them worth 1, and your "
            "opponent has to make the last move."
        )
    if len(found.rows) == 1:
        return _("then the row is worth 0, and every answer makes it worth more than 0.")
    return _("then the Nim sum is 0, and every answer makes it non-zero again.")


def _lost_because(found: Explanation) -> str:
    """Why no take wins: the position already is what the winner leaves."""
    if _one_row_of_max_take(found) and found.rows[0] > 1:
        modulus = _modulus(found)
        left = grouped(found.rows[0])
        if found.last_wins:
            return _("{left} matches are a multiple of {modulus}.").format(
                left=left, modulus=modulus
            )
        return _("{left} matches are one more than a multiple of {modulus}.").format(
            left=left, modulus=modulus
        )
    if found.endgame:
        if _single_matches(found) or (_one_row_of_max_take(found) and found.rows[0] == 1):
            if sum(found.values) == 1:
                return _("only one match is left.")
            return _("an odd number of single matches is already left.")
        if len(found.rows) == 1:
            return _("the row is worth 1 and acts like a single match.")
        return _("only rows worth 0 or 1 are left, an odd number of them worth 1.")
    if len(found.rows) == 1:
        return _("the row is worth 0 already.")
    return _("the Nim sum is already 0.")


def _hardest(found: Explanation) -> str:
    if found.replies == 0:  # only a take that ends the game is left
        return _("every take ends the game, and the last move loses.")
    return ngettext(
        "that leaves your opponent just {replies} winning answer; no other take leaves fewer.",
        "that leaves your opponent {replies} winning answers; no other take leaves fewer.",
        found.replies,
    ).format(replies=grouped(found.replies))


def _worth(found: Explanation) -> str | None:
    """What the rows are worth, where that is not their number of matches."""
    period, rule = found.period, found.rule
    if period is None or _one_row_of_max_take(found):
        return None
    values = listed(grouped(worth) for worth in found.values)
    rows = len(found.rows)
    if rule.max_take == 1 or rule.takes == (1,):
        return ngettext(
            "With takes of 1 match each, a row is worth its matches modulo 2; here the row is "
            "worth {values}.",
            "With takes of 1 match each, a row is worth its matches modulo 2; here the rows are "
            "worth {values}.",
            rows,
        ).format(values=values)
    if rule.max_take is not None:
        return ngettext(
            "With takes of {takes} matches, a row is worth its matches modulo {modulus}; here "
            "the row is worth {values}.",
            "With takes of {takes} matches, a row is worth its matches modulo {modulus}; here "
            "the rows are worth {values}.",
            rows,
        ).format(takes=span(1, rule.max_take), modulus=grouped(period.length), values=values)
    takes = either(grouped(take) for take in rule.takes or ())
    length = grouped(period.length)
    if rule.takes is not None and len(rule.takes) == 1 and period.start == 0:
        return ngettext(
            "With takes of exactly {take} matches, a row's worth (its Grundy value) repeats "
            "every {length} matches; here the row is worth {values}.",
            "With takes of exactly {take} matches, a row's worth (its Grundy value) repeats "
            "every {length} matches; here the rows are worth {values}.",
            rows,
        ).format(take=takes, length=length, values=values)
    if period.start == 0:
        return ngettext(
            "With takes of {takes} matches, a row's worth (its Grundy value) repeats every "
            "{length} matches; here the row is worth {values}.",
            "With takes of {takes} matches, a row's worth (its Grundy value) repeats every "
            "{length} matches; here the rows are worth {values}.",
            rows,
        ).format(takes=takes, length=length, values=values)
    return ngettext(
        "With takes of {takes} matches, a row's worth (its Grundy value) repeats every "
        "{length} matches from {start} on; here the row is worth {values}.",
        "With takes of {takes} matches, a row's worth (its Grundy value) repeats every "
        "{length} matches from {start} on; here the rows are worth {values}.",
        rows,
    ).format(takes=takes, length=length, start=grouped(period.start), values=values)


def _misere_aim(found: Explanation) -> str | None:
    """In misère play beyond the endgame: how the aim changes at the end."""
    if found.last_wins or found.endgame or not found.wins or len(found.rows) == 1:
        return None
    if _single_matches(found):
        return _(
            "With the last match losing, aim for Nim sum 0 until only single matches would be "
            "left; then leave an odd number of them."
        )
    return _(
        "With the last move losing, aim for Nim sum 0 until only rows worth 0 or 1 would be "
        "left; then leave an odd number of rows worth 1."
    )


def describe(found: Explanation) -> str:
    """The advice in one to three sentences: the take and why, then what the rows are worth."""
    if found.wins:
        sentences = [_("{take}: {leaves}").format(take=_take(found), leaves=_leaves(found))]
    else:
        sentences = [
            _("No take wins against perfect play: {reason}").format(reason=_lost_because(found)),
            _("{take}: {hardest}").format(take=_take(found), hardest=_hardest(found)),
        ]
    sentences += [extra for extra in (_worth(found), _misere_aim(found)) if extra is not None]
    return " ".join(sentences)
