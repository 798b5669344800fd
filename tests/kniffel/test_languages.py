"""Kniffel in German and in English: the words change, nothing a program reads does.

The same seeded games are played with ``--lang de`` and ``--lang en``: the state
files, every JSON view, the exit codes and the lines on each stream must be the
same; only the words differ, and spot checks say they are the right ones.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import Result

from kniffel_cli.common.i18n import Language, speaking
from kniffel_cli.kniffel.rulebook import Variant, rules_text
from kniffel_cli.kniffel.rules import (
    BONUS_POINTS,
    BONUS_THRESHOLD,
    CATEGORY_IDS,
    EXTRA_KNIFFEL_POINTS,
    FULL_HOUSE_POINTS,
    KNIFFEL_POINTS,
    LARGE_STRAIGHT_POINTS,
    SMALL_STRAIGHT_POINTS,
    Points,
    parse_category,
    parse_points,
)
from kniffel_cli.kniffel.words import category_label
from tests.helpers import Invoke

LANGUAGES: tuple[Language, ...] = ("en", "de")


EPOCH = {"SOURCE_DATE_EPOCH": "1790000000"}


@dataclass
class Record:
    """What one language's run of a script left: per command, the facts that must not differ."""

    facts: list[tuple[object, ...]] = field(default_factory=list)
    texts: list[tuple[str, str]] = field(default_factory=list)  # (stdout, stderr) to look at

    def words(self) -> str:
        """Everything printed for people (the JSON views aside)."""
        return "\n".join(
            out + err
            for fact, (out, err) in zip(self.facts, self.texts, strict=True)
            if "json" not in fact[0]  # type: ignore[operator]
        )


@contextmanager
def inside(folder: Path) -> Iterator[None]:
    folder.mkdir(parents=True, exist_ok=True)
    before = Path.cwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


def _run(invoke: Invoke, language: Language, record: Record, *args: str) -> Result:
    """Run ``spiel --lang LANGUAGE kniffel ARGS`` and note what must be the same in both."""
    result = invoke("--lang", language, "kniffel", *args, env=EPOCH)
    state = Path("kniffel.json")
    record.facts.append(
        (
            args,
            result.exit_code,
            state.read_bytes() if state.exists() else None,
            _stdout_shape(args, result.stdout),
            [_kind(line) for line in result.stderr.splitlines()],
        )
    )
    record.texts.append((result.stdout, result.stderr))
    return result


def _stdout_shape(args: tuple[str, ...], stdout: str) -> object:
    """JSON as it is; a table's number of lines; of the rules' prose, whether it is there."""
    if "json" in args:
        return stdout
    if args[:1] == ("rules",):
        return bool(stdout)
    return len(stdout.splitlines())


def _kind(line: str) -> str:
    """An error line (``Error: ``, ``Fehler: ``), an empty one, or other text."""
    if line.startswith(("Error: ", "Fehler: ")):
        return "error"
    return "text" if line else "empty"


def _choice(invoke: Invoke) -> str:
    """The open category the current dice pay most in (from the JSON view, in English)."""
    options = json.loads(invoke("kniffel", "show", "--format", "json").stdout)["options"]
    return str(max(options, key=lambda c: (options[c], c)))


def _play(invoke: Invoke, language: Language, new: tuple[str, ...], *, hints: bool) -> Record:
    """A whole game: each turn roll, maybe hint, keep the first two, and take the best row
    (the first turn scratches the Kniffel row)."""
    record = Record()

    def run(*args: str) -> Result:
        return _run(invoke, language, record, *args)

    run("new", "--seed", "sprachen", *new)
    run("take", "chance")  # refused: no roll yet
    while True:
        run("roll")
        if hints:
            run("hint")
            run("hint", "--format", "json")
        run("roll", "--keep", "1,2")
        run("roll", "--keep", "9")  # refused: no such position
        run("take", "kein-name")  # refused: no such row
        run("show")
        run("show", "--format", "json")
        run("take", "kniffel" if len(record.facts) < 12 else _choice(invoke))
        if json.loads(invoke("kniffel", "show", "--format", "json").stdout)["finished"]:
            break
    run("take", "chance")  # refused: the game is over
    run("roll", "--keep", "1", "--reroll", "2")  # refused: both
    run("log")
    run("log", "--format", "json")
    run("show", "--format", "json")
    run("highscore", "add", "--highscore-file", "scores.json")
    run("highscore", "--highscore-file", "scores.json", "--all", "--format", "json")
    run("highscore", "--highscore-file", "scores.json", "--all")
    run("highscore", "add", "--highscore-file", "scores.json")  # refused: recorded once
    run("rules")
    run("show", "-f", "missing.json")  # refused: no such file
    return record


GAMES = {
    "two players": (("--players", "Anna,cpu:greedy", "--rounds", "4"), False),
    "yahtzee": (("--players", "Anna", "--rounds", "2", "--rules", "yahtzee"), True),
}


@pytest.fixture
def played(
    invoke: Invoke, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> dict[str, Record]:
    """The game named by the test's parameter, played in each language in a folder of its own."""
    new, hints = GAMES[request.param]
    records: dict[str, Record] = {}
    for language in LANGUAGES:
        monkeypatch.setenv("SPIEL_CACHE_DIR", str(tmp_path / language / "cache"))
        with inside(tmp_path / language):
            records[language] = _play(invoke, language, new, hints=hints)
    return records


@pytest.mark.slow
@pytest.mark.parametrize("played", list(GAMES), indirect=True)
def test_the_language_changes_no_state_json_exit_code_or_stream(
    played: dict[str, Record],
) -> None:
    english, german = played["en"], played["de"]
    assert len(english.facts) == len(german.facts) > 20
    for mine, theirs in zip(english.facts, german.facts, strict=True):
        assert mine == theirs
    codes = {fact[1] for fact in english.facts}
    assert codes == {0, 1, 2, 3}


@pytest.mark.slow
@pytest.mark.parametrize("played", ["two players"], indirect=True)
def test_german_words_on_the_sheet_and_in_errors(played: dict[str, Record]) -> None:
    everything = played["de"].words()
    for word in ("Summe 1", "Bonus", "Summe 2", "Gesamtsumme", "3er Pasch", "Chance"):
        assert word in everything, word
    assert "Kleine Straße" in everything and "Große Straße" in everything
    assert "Spiel vorbei" in everything
    assert "Fehler: Keine Zeile „kein-name“; trage eine dieser Zeilen ein: " in everything
    assert "Runde 1 von 4 – Anna ist dran" in everything
    # No English row name and no English frame words are left.
    for word in ("Three of a kind", "Upper sum", "Total ", "Round ", "Error: ", "Game over"):
        assert word not in everything, word
    assert "cpu:gierig: würfelt " in everything and "greedy" not in everything


@pytest.mark.slow
@pytest.mark.parametrize("played", ["two players"], indirect=True)
def test_a_scratched_row_shows_a_slash_in_german_and_0_in_english(
    played: dict[str, Record],
) -> None:
    facts = played["de"].facts
    last_show = max(i for i, fact in enumerate(facts) if fact[0] == ("show",))
    german = played["de"].texts[last_show][0]
    english = played["en"].texts[last_show][0]
    view = json.loads(played["de"].texts[last_show + 1][0])  # show --format json follows
    scratched = [c for c, p in view["players"][0]["scores"].items() if p == 0]
    assert scratched, "the seeded game scratches a row"
    for category in scratched:
        with speaking("de"):
            label = category_label(category)
        row = next(line for line in german.splitlines() if f" {label} " in line)
        assert "/" in row.split(), row
        with speaking("en"):
            label = category_label(category)
        row = next(line for line in english.splitlines() if f" {label} " in line)
        assert "0" in row.split() and "/" not in row, row


@pytest.mark.slow
@pytest.mark.parametrize("played", ["yahtzee"], indirect=True)
def test_english_rows_under_the_official_rules(played: dict[str, Record]) -> None:
    english = played["en"].words()
    assert re.search(r"^ +12 +Yahtzee\b", english, re.M)
    assert re.search(r"^ +7 +Three of a kind\b", english, re.M)
    assert "Yahtzee bonus" in english and not re.search(r"^ +12 +Kniffel", english, re.M)
    german = played["de"].words()
    assert re.search(r"^ +12 +Yahtzee\b", german, re.M) and "Yahtzee-Bonus" in german
    assert "erwartete Gesamtsumme am Ende" in german


# --- take reads both languages, whatever is shown ------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
def test_every_label_of_both_languages_names_its_row(language: Language, rules: str) -> None:
    for shown in LANGUAGES:
        for category in CATEGORY_IDS:
            with speaking(shown):
                label = category_label(category, rules)
            with speaking(language):
                assert parse_category(label).id == category


@pytest.mark.parametrize(
    ("name", "category"),
    [
        ("Small straight", "small_straight"),
        ("Kleine Straße", "small_straight"),
        ("Three of a kind", "three_of_a_kind"),
        ("Dreierpasch", "three_of_a_kind"),
        ("Einser", "ones"),
        ("yahtzee", "kniffel"),
        ("Sixes", "sixes"),
    ],
)
def test_take_accepts_either_language(invoke: Invoke, name: str, category: str) -> None:
    for language in LANGUAGES:
        invoke("kniffel", "new", "--seed", "x", "--force", "-q")
        invoke("kniffel", "roll", "-q")
        result = invoke("--lang", language, "kniffel", "take", name, "--format", "json")
        assert result.exit_code == 0, result.stderr
        assert json.loads(result.stdout)["players"][0]["scores"][category] is not None


def test_a_near_miss_is_suggested_in_the_language_shown(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "x", "-q")
    invoke("kniffel", "roll", "-q")
    german = invoke("--lang", "de", "kniffel", "take", "smal straight")
    assert german.stderr == "Fehler: Keine Zeile „smal straight“; meinst du „Kleine Straße“?\n"
    english = invoke("--lang", "en", "kniffel", "take", "kleine strase")
    assert english.stderr == "Error: no category 'kleine strase'; did you mean 'Small straight'?\n"
    assert german.exit_code == english.exit_code == 2


# --- a computer's strategy is typed in either language ----------------------------------------


@pytest.mark.parametrize("typed", ["cpu:gierig", "cpu:Gierig", "cpu:greedy", "CPU:GREEDY"])
def test_a_strategy_is_typed_in_either_language_and_stored_by_its_id(
    invoke: Invoke, typed: str
) -> None:
    result = invoke(
        "kniffel", "new", "--seed", "x", "--players", f"Anna,{typed}", "--format", "json"
    )
    assert result.exit_code == 0, result.stderr
    stored = json.loads(Path("kniffel.json").read_text())["players"]
    stored_kind = stored[1].split(":")[1]
    assert stored_kind.lower() == "greedy"
    assert json.loads(result.stdout)["players"][1]["name"] == stored[1]
    german = invoke("--lang", "de", "kniffel", "show").stdout.splitlines()
    english = invoke("--lang", "en", "kniffel", "show").stdout.splitlines()
    assert german[2].split()[-1].lower() == "cpu:gierig"
    assert english[2].split()[-1].lower() == "cpu:greedy"


def test_every_strategy_word_names_its_strategy_and_the_german_word_is_shown(
    invoke: Invoke,
) -> None:
    players = "cpu:optimal,cpu:gierig,cpu:zufällig,cpu:sieg:a,cpu:zufaellig:b"
    invoke("kniffel", "new", "--seed", "x", "--players", players, "--rounds", "1", "-q")
    stored = json.loads(Path("kniffel.json").read_text())["players"]
    assert stored == ["cpu:optimal", "cpu:greedy", "cpu:random", "cpu:win:a", "cpu:random:b"]
    header = invoke("--lang", "de", "kniffel", "log").stdout
    for shown in ("cpu:optimal", "cpu:gierig", "cpu:zufällig", "cpu:sieg:a", "cpu:zufällig:b"):
        assert shown in header, shown
    twice = invoke("kniffel", "new", "--players", "cpu:gierig,cpu:greedy", "--force")
    assert twice.exit_code == 2 and "'cpu:greedy' is given twice" in twice.stderr


@pytest.mark.parametrize("language", LANGUAGES)
def test_simulate_takes_a_strategy_in_either_language(invoke: Invoke, language: Language) -> None:
    args = ("kniffel", "simulate", "--games", "3", "--rounds", "1", "--seed", "s")
    german = invoke("--lang", language, *args, "--strategy", "gierig", "--format", "json")
    english = invoke("--lang", language, *args, "--strategy", "greedy", "--format", "json")
    assert german.exit_code == english.exit_code == 0, german.stderr
    assert json.loads(german.stdout)["strategy"] == "greedy"
    assert json.loads(german.stdout) | {"seconds": 0} == json.loads(english.stdout) | {"seconds": 0}
    refused = invoke("--lang", language, *args, "--strategy", "schlau")
    offered = {
        "de": "„schlau“ gibt es nicht; wähle „optimal“, „gierig“ oder „zufällig“",
        "en": "'schlau' is not one of 'optimal', 'greedy', 'random'",
    }
    assert refused.exit_code == 2 and offered[language] in refused.stderr


def test_the_german_log_tells_the_game_in_the_present(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "--players", "Anna,Bob", "--rounds", "1", "-q")
    invoke("kniffel", "roll", "-q")
    invoke("kniffel", "roll", "--keep", "1,3", "-q")
    invoke("kniffel", "take", "kniffel", "-q")
    invoke("kniffel", "undo", "-q")
    invoke("kniffel", "take", "kniffel", "-q")
    lines = invoke("--lang", "de", "kniffel", "log").stdout.splitlines()
    assert [line.split(None, 2)[2].rsplit("  ", 1)[0].strip() for line in lines[2:]] == [
        "würfelt",
        "behält Würfel 1 und 3 und würfelt",
        "trägt Kniffel ein",
        "nimmt Kniffel zurück",
        "trägt Kniffel ein",
    ]
    assert lines[0].split() == ["Nr.", "Wer", "Aktion", "Ergebnis"]
    assert lines[5].split()[-2:] == ["wieder", "offen"]  # the undo scored nothing
    english = invoke("kniffel", "log").stdout.splitlines()
    assert english[3].split()[2:7] == ["keeps", "dice", "1,3", "and", "rolls"]
    assert english[5].split()[2:] == ["takes", "back", "Kniffel", "open", "again"]


def test_winners_are_listed_as_german_lists_them(invoke: Invoke) -> None:
    invoke("kniffel", "new", "--seed", "1", "--players", "Anna,Bob,Cem", "--rounds", "1", "-q")
    for _ in range(3):
        invoke("kniffel", "roll", "-q")
        invoke("kniffel", "take", "kniffel", "-q")  # no Kniffel in these dice: all scratch it
    status = invoke("--lang", "de", "kniffel", "show").stdout.splitlines()[0]
    assert status == "Spiel vorbei nach 1 Runde – Sieger: Anna, Bob und Cem (0 Punkte)"
    english = invoke("kniffel", "show").stdout.splitlines()[0]
    assert english == "Game over after 1 round - winners: Anna, Bob and Cem (0 points)"


def test_the_german_rules_strike_only_the_row_chosen(invoke: Invoke) -> None:
    text = " ".join(invoke("--lang", "de", "kniffel", "rules").stdout.split())
    assert (
        "Die Würfel kommen in eine offene Zeile des Blocks, die du wählst („spiel kniffel take "
        "ZEILE“). Zeigen die Würfel das Muster dieser Zeile nicht, bekommt sie 0 Punkte: Sie "
        "wird gestrichen und ist für den Rest des Spiels geschlossen."
    ) in text
    assert "jedes weitere Kniffel" in text  # the house rule: das Kniffel


# --- rules: the text and the rule constants agree -----------------------------------------

STANDARD_NUMBERS = (
    FULL_HOUSE_POINTS,
    SMALL_STRAIGHT_POINTS,
    LARGE_STRAIGHT_POINTS,
    KNIFFEL_POINTS,
    BONUS_POINTS,
    BONUS_THRESHOLD,
    EXTRA_KNIFFEL_POINTS,
)


def _numbers(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"(?<![\d-])\d+(?![\d-])", text)}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("rules", ["kniffel", "yahtzee"])
def test_the_rules_say_the_standard_numbers(invoke: Invoke, language: Language, rules: str) -> None:
    result = invoke("--lang", language, "kniffel", "rules", "--rules", rules)
    assert result.exit_code == 0 and result.stderr == ""
    assert set(STANDARD_NUMBERS) <= _numbers(result.stdout)
    assert (25, 30, 40, 50, 35, 63, 100) == STANDARD_NUMBERS
    assert {13, 3, 5} <= _numbers(result.stdout)
    with speaking(language):
        assert result.stdout == rules_text(Variant(rules=rules)) + "\n"
        for category in CATEGORY_IDS:
            assert category_label(category, rules) in result.stdout


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_follow_the_points_given(invoke: Invoke, language: Language) -> None:
    given = "full_house=31,small_straight=32,large_straight=41,kniffel=51,bonus=36"
    result = invoke(
        "--lang", language, "kniffel", "rules", "--points", given + ",bonus_threshold=60"
    )
    numbers = _numbers(result.stdout)
    assert {31, 32, 41, 51, 36, 60, EXTRA_KNIFFEL_POINTS} <= numbers
    assert not {25, 40, 50, 35, 63} & numbers
    points = parse_points(given + ",bonus_threshold=60")
    with speaking(language):
        assert result.stdout == rules_text(Variant(points=points)) + "\n"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_follow_the_state_file_and_each_option_changes_its_own(
    invoke: Invoke, language: Language
) -> None:
    invoke("kniffel", "new", "--seed", "x", "-q", "--rules", "yahtzee", "--rounds", "5")
    invoke("kniffel", "new", "--seed", "x", "-q", "-o", "other.json", "--rolls", "1")
    with speaking(language):
        of_file = rules_text(Variant("yahtzee", 3, 5, Points()))
        of_other = rules_text(Variant("kniffel", 1, 13, Points()))
        of_options = rules_text(Variant("yahtzee", 3, 2, Points()))
        of_other_options = rules_text(Variant("yahtzee", 1, 13, Points()))
    lang = ("--lang", language, "kniffel", "rules")
    assert invoke(*lang).stdout == of_file + "\n"
    assert invoke(*lang, "-f", "other.json").stdout == of_other + "\n"
    assert invoke(*lang, "-f", "-", input=Path("other.json").read_text()).stdout == of_other + "\n"
    assert invoke(*lang, "--rounds", "2").stdout == of_options + "\n"  # the rest the file's
    assert invoke(*lang, "--rules", "yahtzee", "-f", "other.json").stdout == of_other_options + "\n"
    assert invoke(*lang, "--rounds", "2", "-f", "nowhere.json").exit_code == 3


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_without_a_file_and_with_a_missing_one(
    invoke: Invoke, language: Language
) -> None:
    with speaking(language):
        standard = rules_text(Variant()) + "\n"
    result = invoke("--lang", language, "kniffel", "rules")
    assert (result.exit_code, result.stdout, result.stderr) == (0, standard, "")
    from_env = invoke(
        "--lang", language, "kniffel", "rules", env={"SPIEL_KNIFFEL_FILE": "unset.json"}
    )
    assert (from_env.exit_code, from_env.stdout) == (0, standard)
    missing = invoke("--lang", language, "kniffel", "rules", "-f", "nowhere.json")
    assert missing.exit_code == 3 and missing.stdout == ""
    assert len(missing.stderr.splitlines()) == 1 and "nowhere.json" in missing.stderr
    Path("kniffel.json").write_text("{}")
    broken = invoke("--lang", language, "kniffel", "rules")
    assert broken.exit_code == 3 and broken.stdout == ""


def test_the_rules_in_german_use_the_rules_page_words(invoke: Invoke) -> None:
    text = invoke("--lang", "de", "kniffel", "rules").stdout
    for word in ("1er", "6er", "3er Pasch", "Kleine Straße", "Große Straße", "Summe 1"):
        assert word in text, word
    assert "Mehrere Kniffel" in text and "gestrichen" in text
    yahtzee = invoke("--lang", "de", "kniffel", "rules", "--rules", "yahtzee").stdout
    assert "Yahtzee-Bonus und Joker" in yahtzee and "  Yahtzee: " in yahtzee


# --- the analysis commands: their JSON holds no words -------------------------------------


@pytest.mark.slow
def test_score_solve_and_simulate_json_do_not_change_with_the_language(
    invoke: Invoke, tmp_path: Path
) -> None:
    commands = [
        ("score", "3,3,3,5,5", "--rules", "yahtzee", "--format", "json"),
        ("solve", "--rounds", "1", "--rules", "yahtzee", "--format", "json"),
        ("simulate", "--rounds", "1", "--games", "20", "--seed", "s", "--format", "json"),
        ("simulate", "--strategy", "greedy", "--rounds", "1", "--games", "5", "--format", "json"),
    ]
    for command in commands:
        views = []
        for language in LANGUAGES:
            env = {"SPIEL_CACHE_DIR": str(tmp_path / language), "SPIEL_SEED": "s"}
            result = invoke("--lang", language, "kniffel", *command, env=env)
            assert result.exit_code == 0, result.stderr
            views.append(json.loads(result.stdout) | {"seconds": None})
        assert views[0] == views[1], command
