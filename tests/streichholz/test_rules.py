"""``spiel streichholz rules``: the text states what the game does, in both languages.

The numbers and the rule each variant's text must state are found by
playing the game's own engine (the most a turn may take, whether the last
match wins, which counts are lost), never read from the rules module.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from kniffel_cli.common import i18n
from kniffel_cli.streichholz import rules_text
from kniffel_cli.streichholz.errors import TooManyError
from kniffel_cli.streichholz.game import MAX_MATCHES, MIN_MATCHES, MatchGame
from kniffel_cli.streichholz.strategy import LEVELS, Level, winning_take
from tests.helpers import Invoke


def flat(text: str) -> str:
    """The text with its line breaks (the wrapping) undone."""
    return " ".join(text.split())


def most_per_turn(max_take: int, last_wins: bool) -> int:
    """The most the engine lets the player take at once in a long row."""
    for count in itertools.count(1):
        game = MatchGame(seed="m", start=MAX_MATCHES, max_take=max_take, last_wins=last_wins)
        try:
            game.player_move(count)
        except TooManyError:
            return count - 1
    raise AssertionError  # pragma: no cover


def last_match_wins(max_take: int, last_wins: bool) -> bool:
    """Whether the engine lets the side that takes the last match win (random games)."""
    chooser = random.Random(7)
    verdicts = set()
    for _ in range(20):
        game = MatchGame(seed="w", start=20, max_take=max_take, last_wins=last_wins, level="random")
        while not game.finished:
            game.take(chooser.randint(1, game.limit()))
        if game.matches == 0:
            verdicts.add(game.winner == game.moves[-1]["by"])
        else:  # the game ended with one match left: whoever would take it lost
            verdicts.add(False)
    assert len(verdicts) == 1
    return verdicts.pop()


def lost_counts(max_take: int, last_wins: bool) -> tuple[int, int]:
    """The period and residue of the counts from which every take loses."""
    lost = [n for n in range(2, 60) if winning_take(n, max_take, last_wins) is None]
    period = lost[1] - lost[0]
    assert all(b - a == period for a, b in itertools.pairwise(lost))
    return period, lost[0] % period


WORDS = {
    "de": {
        "take": "Jeder Zug nimmt 1 bis {most} Hölzer",
        "one": "genau 1 Holz",
        "wins": "Wer das letzte Holz nimmt, gewinnt",
        "loses": "Wer das letzte Holz nimmt, verliert",
        "repeat": "wiederholen sich alle {period} Hölzer",
        "lost": "ein Vielfaches von {period} plus {residue}",
        "multiple": "Liegt ein Vielfaches von {period}, verliert, wer am Zug ist",
        "row": "Reihe von {start} Hölzern",
        "drawn": "{low} bis {high}",
        "level": "(Stufe {label}, „--level {label}“)",
    },
    "en": {
        "take": "Each turn takes 1 to {most} matches",
        "one": "exactly 1 match",
        "wins": "Whoever takes the last match wins",
        "loses": "Whoever takes the last match loses",
        "repeat": "repeat every {period} matches",
        "lost": "{residue} more than a multiple of {period}",
        "multiple": "A multiple of {period} is lost",
        "row": "A row of {start} matches",
        "drawn": "{low} to {high}",
        "level": "(level {level})",
    },
}


def sentences(
    language: str, start: int | None, most: int, wins: bool, period: int, residue: int, level: str
) -> tuple[list[str], list[str]]:
    """What the text must say, and what it must not say, in ``language``."""
    words = WORDS[language]
    label = {"classic": "klassisch", "perfect": "perfekt", "random": "zufällig"}[level]
    facts = {"most": most, "period": period, "residue": residue, "start": start, "level": level}
    facts |= {"label": label}
    facts |= {"low": MIN_MATCHES, "high": MAX_MATCHES}
    keys = [
        "take" if most > 1 else "one",
        "wins" if wins else "loses",
        "repeat",
        "lost" if residue else "multiple",
        "row" if start else "drawn",
        "level",
    ]
    said = [words[key].format(**facts) for key in keys]
    return said, [words["loses" if wins else "wins"]]


VARIANTS = [
    (start, max_take, last_wins, level)
    for start, max_take, last_wins, level in itertools.product(
        (None, 23), (1, 3, 5), (False, True), LEVELS
    )
]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("start", "max_take", "last_wins", "level"), VARIANTS)
def test_the_text_says_what_the_engine_does(
    language: i18n.Language, start: int | None, max_take: int, last_wins: bool, level: Level
) -> None:
    options = {"matches": start, "max_take": max_take, "last_wins": last_wins, "level": level}
    with i18n.speaking(language):
        text = flat(rules_text.describe(None, options))
    most = most_per_turn(max_take, last_wins)
    period, residue = lost_counts(max_take, last_wins)
    said, unsaid = sentences(
        language, start, most, last_match_wins(max_take, last_wins), period, residue, level
    )
    for sentence in said:
        assert sentence in text, (sentence, text)
    for sentence in unsaid:
        assert sentence not in text
    if max_take != 3:
        assert (" to 3 " if language == "en" else " bis 3 ") not in text


def test_the_standard_game_without_a_file(invoke: Invoke) -> None:
    result = invoke("streichholz", "rules")
    assert result.exit_code == 0 and result.stderr == ""
    text = flat(result.stdout)
    assert text.startswith("Streichholzspiel: the rules")
    assert "1 to 3 matches" in text and "last match loses" in text and "(level classic)" in text
    assert not Path("streichholz.json").exists()


def test_the_file_s_variant_and_the_options_over_it(invoke: Invoke) -> None:
    invoke("streichholz", "new", "--seed", "s", "--matches", "20", "--max-take", "5", "-q")
    invoke("streichholz", "take", "2", "-q")
    before = Path("streichholz.json").read_bytes()
    text = flat(invoke("streichholz", "rules").stdout)
    assert "A row of 20 matches" in text and "1 to 5 matches" in text and "you began" in text
    text = flat(invoke("streichholz", "rules", "--last-wins").stdout)  # the rest the game's
    assert "A row of 20 matches" in text and "1 to 5 matches" in text
    assert "last match wins" in text
    german = flat(invoke("--lang", "de", "streichholz", "rules", "--level", "random").stdout)
    assert (
        german.startswith("Streichholzspiel: die Regeln")
        and "(Stufe zufällig, „--level zufällig“)" in german
    )
    piped = invoke("streichholz", "rules", "-f", "-", input=before)
    assert "A row of 20 matches" in flat(piped.stdout)
    assert Path("streichholz.json").read_bytes() == before


def test_a_missing_file_named_with_f_is_exit_3(invoke: Invoke) -> None:
    result = invoke("streichholz", "rules", "-f", "nope.json")
    assert result.exit_code == 3 and result.stdout == ""
    assert result.stderr.startswith("Error: 'nope.json' does not exist")
    assert invoke("streichholz", "rules", "--max-take", "99").exit_code == 2
    other = invoke("streichholz", "rules", env={"SPIEL_STREICHHOLZ_FILE": "nope.json"})
    assert other.exit_code == 0 and "1 to 3 matches" in flat(other.stdout)


def test_rules_refuse_a_variant_new_refuses(invoke: Invoke) -> None:
    result = invoke("streichholz", "rules", "--max-take", "10", "--matches", "7")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == "Error: --max-take 10 must be less than the 7 matches\n"
    text = invoke("streichholz", "rules", "--max-take", "10").stdout
    assert "A row of 11 to 50 matches" in text


def test_options_the_file_s_classic_level_cannot_play_are_described_at_new_s_level(
    invoke: Invoke,
) -> None:
    invoke("streichholz", "new", "--seed", "s", "--matches", "20", "--level", "classic", "-q")
    before = Path("streichholz.json").read_bytes()
    note = (
        "The game's level, classic, plays the original's game only; described here with level "
        "perfect (--level perfect), which 'new' chooses for these rules.\n"
    )
    for options, said in [
        (["--takes", "1,3,4"], "Each turn takes 1, 3 or 4 matches from the row"),
        (["--rows", "1,3,5"], "Rows of 1, 3 and 5 matches lie on the table"),
    ]:
        result = invoke("streichholz", "rules", *options)
        assert result.exit_code == 0, result.stderr
        assert result.stderr == note
        text = flat(result.stdout)
        assert said in text and "(level perfect)" in text and "(level classic)" not in text
        asked = invoke("streichholz", "rules", *options, "--level", "perfect")
        assert (asked.stdout, asked.stderr) == (result.stdout, "")
    german = invoke("--lang", "de", "streichholz", "rules", "--takes", "1,3,4")
    assert german.exit_code == 0 and "(Stufe perfekt, „--level perfekt“)" in flat(german.stdout)
    assert german.stderr == (
        "Die Stufe des Spiels, klassisch, spielt nur das Spiel des Originals; hier beschrieben mit "
        "der Stufe perfekt („--level perfekt“), die „new“ für diese Regeln wählt.\n"
    )
    # what the file's level can play needs no word; a level asked for is refused as new does
    plain = invoke("streichholz", "rules", "--last-wins")
    assert plain.exit_code == 0 and plain.stderr == "" and "(level classic)" in plain.stdout
    refusal = invoke("streichholz", "rules", "--takes", "1,3,4", "--level", "classic")
    assert refusal.exit_code == 2 and refusal.stdout == ""
    assert refusal.stderr.startswith("Error: the classic level plays the original's game only")
    answers = invoke(
        "streichholz", "batch", "--save", "never", input="rules --takes 1,3,4\n"
    ).stdout.splitlines()
    assert len(answers) == 1 and '"ok": true' in answers[0] and "(level perfect)" in answers[0]
    assert Path("streichholz.json").read_bytes() == before
