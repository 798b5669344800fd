"""The advice in words: every variant of matches in rows, in English and German, word for word."""

from __future__ import annotations

import itertools

import pytest

from kniffel_cli.common.i18n import speaking
from kniffel_cli.streichholz.explain import explain
from kniffel_cli.streichholz.explain_text import describe
from kniffel_cli.streichholz.nim import Rows, TakeRule, can_move

# The position, the rule, whether the last match wins; the words in English, then German.
CASES: list[tuple[Rows, TakeRule, bool, str, str]] = [
    (
        (1, 3, 5, 6),
        TakeRule(),
        True,
        "Take 1 from row 1: then the Nim sum is 0, and every answer makes it non-zero again.",
        (
            "1 aus Reihe 1 nehmen: Danach ist die Nim-Summe 0, und jede Antwort macht sie wieder "
            "ungleich 0."
        ),
    ),
    (
        (1, 3, 5, 7),
        TakeRule(),
        False,
        (
            "No take wins against perfect play: the Nim sum is already 0. Take 2 from row 2: that "
            "leaves your opponent just 1 winning answer; no other take leaves fewer."
        ),
        (
            "Gegen fehlerloses Spiel gewinnt kein Zug: Die Nim-Summe ist schon 0. 2 aus Reihe "
            "2 nehmen: Damit bleibt deinem Gegner nur 1 gewinnende Antwort; kein anderer Zug "
            "lässt ihm weniger übrig."
        ),
    ),
    (
        (1, 3, 5, 6),
        TakeRule(),
        False,
        (
            "Take 1 from row 1: then the Nim sum is 0, and every answer makes it non-zero again. "
            "With the last match losing, aim for Nim sum 0 until only single matches would be "
            "left; then leave an odd number of them."
        ),
        (
            "1 aus Reihe 1 nehmen: Danach ist die Nim-Summe 0, und jede Antwort macht sie wieder "
            "ungleich 0. Weil das letzte Holz verliert, spiele auf die Nim-Summe 0, bis nur noch "
            "einzelne Hölzer blieben; dann lasse eine ungerade Zahl davon übrig."
        ),
    ),
    (
        (1, 1, 0, 3),
        TakeRule(),
        False,
        (
            "Take 2 from row 4: then an odd number of single matches is left, and your opponent "
            "has to take the last one."
        ),
        (
            "2 aus Reihe 4 nehmen: Danach bleibt eine ungerade Zahl einzelner Hölzer, und dein "
            "Gegner muss das letzte nehmen."
        ),
    ),
    (
        (1, 1, 1),
        TakeRule(),
        False,
        (
            "No take wins against perfect play: an odd number of single matches is already left. "
            "Take 1 from row 1: that leaves your opponent 2 winning answers; no other take leaves "
            "fewer."
        ),
        (
            "Gegen fehlerloses Spiel gewinnt kein Zug: Es ist schon eine ungerade Zahl "
            "einzelner Hölzer übrig. 1 aus Reihe 1 nehmen: Damit bleiben deinem Gegner 2 "
            "gewinnende Antworten; kein anderer Zug lässt ihm weniger übrig."
        ),
    ),
    (
        (0, 4, 0),
        TakeRule(),
        False,
        "Take 3 from row 2: then one match is left, and your opponent has to take it.",
        "3 aus Reihe 2 nehmen: Danach bleibt ein Holz, und dein Gegner muss es nehmen.",
    ),
    (
        (7,),
        TakeRule(),
        True,
        "Take 7: then no match is left: you have taken the last one.",
        "7 nehmen: Danach bleibt kein Holz: Du hast das letzte genommen.",
    ),
    (
        (1,),
        TakeRule(),
        False,
        (
            "No take wins against perfect play: only one match is left. Take 1: every take ends "
            "the game, and the last move loses."
        ),
        (
            "Gegen fehlerloses Spiel gewinnt kein Zug: Es ist nur noch ein Holz übrig. 1 nehmen: "
            "Jeder Zug beendet das Spiel, und der letzte Zug verliert."
        ),
    ),
    (
        (23,),
        TakeRule(max_take=3),
        False,
        (
            "Take 2: then 21 matches are left, one more than a multiple of 4: whatever your "
            "opponent takes, you make it up to 4, until your opponent has to take the last match."
        ),
        (
            "2 nehmen: Danach bleiben 21 Hölzer, eins mehr als ein Vielfaches von 4: Was dein "
            "Gegner auch nimmt, du ergänzt es auf 4, bis er das letzte Holz nehmen muss."
        ),
    ),
    (
        (20,),
        TakeRule(max_take=3),
        True,
        (
            "No take wins against perfect play: 20 matches are a multiple of 4. Take 1: that "
            "leaves your opponent just 1 winning answer; no other take leaves fewer."
        ),
        (
            "Gegen fehlerloses Spiel gewinnt kein Zug: 20 Hölzer sind ein Vielfaches von 4. "
            "1 nehmen: Damit bleibt deinem Gegner nur 1 gewinnende Antwort; kein anderer Zug "
            "lässt ihm weniger übrig."
        ),
    ),
    (
        (3,),
        TakeRule(max_take=3),
        True,
        "Take 3: then no match is left: you have taken the last one.",
        "3 nehmen: Danach bleibt kein Holz: Du hast das letzte genommen.",
    ),
    (
        (4, 5, 6),
        TakeRule(max_take=3),
        False,
        (
            "Take 1 from row 1: then the Nim sum is 0, and every answer makes it non-zero "
            "again. With takes of 1 to 3 matches, a row is worth its matches modulo 4; here "
            "the rows are worth 0, 1 and 2. With the last move losing, aim for Nim sum 0 until "
            "only rows worth 0 or 1 would be left; then leave an odd number of rows worth 1."
        ),
        (
            "1 aus Reihe 1 nehmen: Danach ist die Nim-Summe 0, und jede Antwort macht sie wieder "
            "ungleich 0. Nimmt jeder Zug 1 bis 3 Hölzer, ist eine Reihe ihre Zahl an Hölzern "
            "modulo 4 wert; hier sind die Reihen 0, 1 und 2 wert. Weil der letzte Zug "
            "verliert, spiele auf die Nim-Summe 0, bis nur noch Reihen mit dem Wert 0 oder 1 "
            "blieben; dann lasse eine ungerade Zahl von Reihen mit dem Wert 1 übrig."
        ),
    ),
    (
        (4, 5, 9),
        TakeRule(max_take=1),
        False,
        (
            "Take 1 from row 1: then only rows worth 0 or 1 are left, an odd number of them worth "
            "1, and your opponent has to make the last move. With takes of 1 match each, a row is "
            "worth its matches modulo 2; here the rows are worth 0, 1 and 1."
        ),
        (
            "1 aus Reihe 1 nehmen: Danach bleiben nur Reihen mit dem Wert 0 oder 1, eine ungerade "
            "Zahl davon mit dem Wert 1, und dein Gegner muss den letzten Zug machen. Wenn jeder "
            "Zug genau 1 Holz nimmt, ist eine Reihe ihre Zahl an Hölzern modulo 2 wert; hier sind "
            "die Reihen 0, 1 und 1 wert."
        ),
    ),
    (
        (10, 11, 12),
        TakeRule(takes=(1, 3, 4)),
        True,
        (
            "No take wins against perfect play: the Nim sum is already 0. Take 1 from row 1: "
            "that leaves your opponent 2 winning answers; no other take leaves fewer. With "
            "takes of 1, 3 or 4 matches, a row's worth (its Grundy value) repeats every 7 "
            "matches; here the rows are worth 1, 2 and 3."
        ),
        (
            "Gegen fehlerloses Spiel gewinnt kein Zug: Die Nim-Summe ist schon 0. 1 aus Reihe "
            "1 nehmen: Damit bleiben deinem Gegner 2 gewinnende Antworten; kein anderer Zug "
            "lässt ihm weniger übrig. Nimmt jeder Zug 1, 3 oder 4 Hölzer, wiederholt sich der "
            "Wert einer Reihe (ihr Grundy-Wert) alle 7 Hölzer; hier sind die Reihen 1, 2 und 3 "
            "wert."
        ),
    ),
    (
        (10,),
        TakeRule(takes=(2, 5, 7)),
        False,
        (
            "Take 7: then the row is worth 1 and acts like a single match: your opponent has "
            "to make the last move. With takes of 2, 5 or 7 matches, a row's worth (its Grundy "
            "value) repeats every 22 matches; here the row is worth 0."
        ),
        (
            "7 nehmen: Danach ist die Reihe 1 wert und wirkt wie ein einzelnes Holz: Dein Gegner "
            "muss den letzten Zug machen. Nimmt jeder Zug 2, 5 oder 7 Hölzer, wiederholt sich "
            "der Wert einer Reihe (ihr Grundy-Wert) alle 22 Hölzer; hier ist die Reihe 0 wert."
        ),
    ),
    (
        (5,),
        TakeRule(takes=(2, 3)),
        True,
        (
            "No take wins against perfect play: the row is worth 0 already. Take 3: that "
            "leaves your opponent just 1 winning answer; no other take leaves fewer. With "
            "takes of 2 or 3 matches, a row's worth (its Grundy value) repeats every 5 "
            "matches; here the row is worth 0."
        ),
        (
            "Gegen fehlerloses Spiel gewinnt kein Zug: Die Reihe ist schon 0 wert. 3 nehmen: "
            "Damit bleibt deinem Gegner nur 1 gewinnende Antwort; kein anderer Zug lässt ihm "
            "weniger übrig. Nimmt jeder Zug 2 oder 3 Hölzer, wiederholt sich der Wert einer "
            "Reihe (ihr Grundy-Wert) alle 5 Hölzer; hier ist die Reihe 0 wert."
        ),
    ),
    (
        (0, 3, 1),
        TakeRule(takes=(2, 3)),
        True,
        (
            "Take 2 from row 2: then no take is possible any more: you have made the last "
            "move. With takes of 2 or 3 matches, a row's worth (its Grundy value) repeats "
            "every 5 matches; here the rows are worth 0, 1 and 0."
        ),
        (
            "2 aus Reihe 2 nehmen: Danach ist kein Zug mehr möglich: Du hast den letzten Zug "
            "gemacht. Nimmt jeder Zug 2 oder 3 Hölzer, wiederholt sich der Wert einer Reihe "
            "(ihr Grundy-Wert) alle 5 Hölzer; hier sind die Reihen 0, 1 und 0 wert."
        ),
    ),
    (
        (3, 3),
        TakeRule(takes=(2, 3)),
        False,
        (
            "Take 2 from row 1: then only rows worth 0 or 1 are left, an odd number of them "
            "worth 1, and your opponent has to make the last move. With takes of 2 or 3 "
            "matches, a row's worth (its Grundy value) repeats every 5 matches; here the rows "
            "are worth 1 and 1."
        ),
        (
            "2 aus Reihe 1 nehmen: Danach bleiben nur Reihen mit dem Wert 0 oder 1, eine "
            "ungerade Zahl davon mit dem Wert 1, und dein Gegner muss den letzten Zug machen. "
            "Nimmt jeder Zug 2 oder 3 Hölzer, wiederholt sich der Wert einer Reihe (ihr "
            "Grundy-Wert) alle 5 Hölzer; hier sind die Reihen 1 und 1 wert."
        ),
    ),
    (
        (1_000_000,) * 8,
        TakeRule(takes=(3, 5, 10, 12, 15)),
        True,
        (
            "No take wins against perfect play: the Nim sum is already 0. Take 10 from row 1: "
            "that leaves your opponent 9 winning answers; no other take leaves fewer. With "
            "takes of 3, 5, 10, 12 or 15 matches, a row's worth (its Grundy value) repeats "
            "every 110 matches from 146 on; here the rows are worth 2, 2, 2, 2, 2, 2, 2 and 2."
        ),
        (
            "Gegen fehlerloses Spiel gewinnt kein Zug: Die Nim-Summe ist schon 0. 10 aus Reihe "
            "1 nehmen: Damit bleiben deinem Gegner 9 gewinnende Antworten; kein anderer Zug "
            "lässt ihm weniger übrig. Nimmt jeder Zug 3, 5, 10, 12 oder 15 Hölzer, wiederholt "
            "sich der Wert einer Reihe (ihr Grundy-Wert) ab 146 Hölzern alle 110 Hölzer; hier "
            "sind die Reihen 2, 2, 2, 2, 2, 2, 2 und 2 wert."
        ),
    ),
    (  # one take only: no list of "takes" (it read "With the takes 2")
        (5, 5),
        TakeRule(takes=(2,)),
        False,
        (
            "Take 2 from row 1: then only rows worth 0 or 1 are left, an odd number of them "
            "worth 1, and your opponent has to make the last move. With takes of exactly 2 "
            "matches, a row's worth (its Grundy value) repeats every 4 matches; here the rows "
            "are worth 0 and 0."
        ),
        (
            "2 aus Reihe 1 nehmen: Danach bleiben nur Reihen mit dem Wert 0 oder 1, eine "
            "ungerade Zahl davon mit dem Wert 1, und dein Gegner muss den letzten Zug machen. "
            "Nimmt jeder Zug genau 2 Hölzer, wiederholt sich der Wert einer Reihe (ihr "
            "Grundy-Wert) alle 4 Hölzer; hier sind die Reihen 0 und 0 wert."
        ),
    ),
    (
        (1_000_000, 999_999, 12_345),
        TakeRule(),
        True,
        "Take 12,218 from row 3: then the Nim sum is 0, and every answer makes it non-zero again.",
        (
            "12.218 aus Reihe 3 nehmen: Danach ist die Nim-Summe 0, und jede Antwort macht sie "
            "wieder ungleich 0."
        ),
    ),
]


@pytest.mark.parametrize(("rows", "rule", "last_wins", "english", "german"), CASES)
def test_the_words_of_every_variant(
    rows: Rows, rule: TakeRule, last_wins: bool, english: str, german: str
) -> None:
    found = explain(rows, rule, last_wins)
    with speaking("en"):
        assert describe(found) == english
    with speaking("de"):
        assert describe(found) == german


RULES = (
    TakeRule(),
    TakeRule(max_take=1),
    TakeRule(max_take=3),
    TakeRule(takes=(1, 3, 4)),
    TakeRule(takes=(2, 3)),
    TakeRule(takes=(2, 5, 7)),
)


@pytest.mark.parametrize("rule", RULES, ids=repr)
def test_every_position_is_said_in_both_languages(rule: TakeRule) -> None:
    """No placeholder left, German throughout, and the advised take named."""
    for count in (1, 2, 3):
        for rows in itertools.combinations_with_replacement(range(8), count):
            for last_wins in (True, False):
                if not can_move(rows, rule):
                    continue
                found = explain(rows, rule, last_wins)
                take = str(found.move.count)
                with speaking("en"):
                    english = describe(found)
                with speaking("de"):
                    german = describe(found)
                for words in (english, german):
                    assert "{" not in words and "}" not in words
                assert english.startswith(("Take " + take, "No take wins"))
                assert german.startswith((take + " ", "Gegen fehlerloses Spiel"))  # 2 nehmen
                assert not any(word in german for word in ("then", "Take", "row", "worth"))
                if count > 1:
                    assert f"row {found.move.row + 1}:" in english
                    assert f"Reihe {found.move.row + 1} nehmen:" in german
