"""German as a careful German reader reads it: the whole catalog and every German transcript.

``findings`` takes lines of German text and returns what such a reader stumbles over:

- an English word (the list below) outside what a user types: command and option names
  and their metavariables, ids and examples between German quotation marks „…“, file
  names, and Kniffel's own row names that German uses (Full House);
- an id where German wants a word (``full_house``, ``kniffel`` in lower case);
- an ASCII quotation mark, or a hyphen used as a dash or a minus;
- a number written the English way: a decimal point (a point between digits only groups
  thousands, three digits at a time), five digits or more without their groups;
- a banned synonym of ``po/GLOSSARY.md``, a verb in the simple past, a log in the
  infinitive, the phrases below that a reader found stiff, calqued or wrong, a list of
  winners without „und“, and „1 bis 2“ for two neighbours;
- an option named in a sentence without „…“ (the option column of ``--help`` aside);
- "lassen" for "leave" without "übrig";
- in the games against the computer (Streichholzspiel, Buchstabenpuzzle) the person as
  "Spieler": there the person is "du".

It reads the catalog (every msgstr of po/de.po, placeholders left out) and the output of
every German command of the transcripts (``--lang de``, ``SPIEL_LANG=de``). It takes any
lines, so German ``--help`` can be read the same way once it is translated.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tests.helpers import ROOT

CATALOG = ROOT / "po" / "de.po"
GLOSSARY = ROOT / "po" / "GLOSSARY.md"
TRANSCRIPTS = ROOT / "tests" / "transcripts"

# Common English words that are no German words (``die``, ``in``, ``an``, ``was``, ``will``,
# ``also``, ``so``, ``man``, ``null``, ``art``, ``bad``, ``rat`` and the like are left out,
# and the loanwords German uses: Bonus, Chance, Computer, Highscore, Joker, Median, Option,
# Standard, Start).
ENGLISH = frozenset(
    """
    a about above added after again against all already always and another any are
    at back be because been before being best both but by can cannot
    choice choices choose classic column command commands could default did directory
    does done down duplicate each either else empty end entries entry error every
    expected expecting extra false fewer file files first five folder for four from full
    game games gap get give given got greedy had has have help here hint how if into is
    it its just keep keeping kept kind large last least left less level like line lines
    log lose loses lost lower many match matches may mean message might mistake more most
    move moved moves much must new next no none nor not nothing now of on one only
    or other out over own perfect player players please point points random range rank
    read required right roll rolled rolling rolls round rounds row rows rule rules same
    save saved score scores see seed should show side since six slide slides small some
    solve solved solver spread state still straight such sum take taken takes
    than that the their them then there these they this those three tie ties tile tiles
    to too took total true turn turns two under undo undone unknown until up upper usage
    value values very was were what when where which while who why will win winner
    winners wins with without won would yes yet you your
    """.split()
)
# "was" and "will" are German words too ("was du willst"): not English on their own.
ENGLISH -= {"was", "will"}

# Phrases a careful reader found stiff, calqued or wrong, and what German says instead.
CALQUES = {
    r"\bAuf denselben Würfeln\b": "„Mit denselben Würfeln“",
    r"\bam besten zum Sieg\b": "„am besten für den Sieg“",
    r"\bzu gleichen Teilen\b": "„je zur Hälfte“ / „anteilig“",
    r"\bnimmt (keinen|\w+) Werte?\b": "„erwartet … Werte“",
    r"\bErwartet \d+ Werte\b|\bwurden? angegeben\b": "„Es sind … Werte nötig, …“",
    r"\bUnbekannte Würfel\b": "„Unbekannte Würfelart“",
    r"\bin 0\b": "„in keiner“",
    r"\. \(siehe\b": "no period before „(siehe …)“: spiel's own messages end without one",
    r"^\s*(Zug|Nr\.)\s+von\b": "„von“ as the heading of who moved: „Wer“",
    r"^\s*Zug\s{2,}\S+\s+Aktion\b": "„Nr.“: a line of a log is a roll, a take, or slides",
    r"\bzurück\w*\s+\d+ Punkte?\b": "an undo that reads as if it scored",
    r"\b[Mm]it den Zügen \d|\bals einzige[mn]? Zug\b": "„Nimmt jeder Zug …“: a take is no „Zug“",
    r"\bSieger: (?![^()]*\bund\b)[^()]*, ": "a German list ends in „und“",
    # a misreading: every row the dice do not fit seemed struck, not the one chosen
    r"\bPassen die Würfel nicht zu einer Zeile, wird sie\b": "only the row chosen is struck",
}

# The simple past of the game's verbs: German tells what happens in the present tense.
SIMPLE_PAST = re.compile(
    r"\b(würfelte|würfelten|behielt|behielten|trug|trugen|nahm|nahmen|schob|schoben|"
    r"erzielte|erzielten)\b"
)
# Infinitives a log row must not be worded in (present tense: „würfelt“, „nimmt“).
LOG_INFINITIVES = re.compile(r"\b(würfeln|behalten|eintragen|zurücknehmen|nehmen|schieben)\b")

GERMAN_QUOTED = re.compile(r"„[^“]*“")
OPTION = re.compile(r"(?<![\w-])--?[a-zA-Z][\w-]*(=\S*)?")
# The option column of ``--help``: ``-f, --file PATH``, ``--format [table|json]``.
_OPTION_NAME = r"-{1,2}[a-zA-Z][\w-]*( [A-Z][A-Z_,.=]*| \[[\w|-]+\])?"
HELP_OPTIONS = re.compile(rf"^\s*{_OPTION_NAME}(, {_OPTION_NAME})*")
# A default or an environment variable that ``--help`` names: ``[Standard: table]``.
HELP_VALUE = re.compile(r"\[[^\]:]+: \S+\]")
PATH_LIKE = re.compile(r"\S*(/\S*|\.[a-z]{1,5}\b)")
METAVAR = re.compile(r"\b[A-Z][A-Z0-9_]*(=[A-Z0-9_]+)?\b")
COMPUTER = re.compile(r"\bcpu:(\w+)(:\S+)?")
DATE = re.compile(r"\b\d{2}\.\d{2}\.\d{4}\b")
NUMBER = re.compile(r"(?<![\w.,])\d[\d.,]*\d(?![\w])|(?<![\w.,])\d(?![\w.,])")
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+")
ID = re.compile(r"\b[a-z]+(_[a-z]+)+\b|\b(kniffel|yahtzee)\b")
LASSEN = re.compile(r"\b(lass|lasse|lassen|lässt|ließe|ließen)\b")


def _banned() -> dict[str, str]:
    """The glossary's banned synonyms: each ``word`` of its table's last column (``*`` any
    ending), with the words to use instead."""
    banned: dict[str, str] = {}
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not line.startswith("|") or set(cells[0]) <= {"-", " "}:
            continue
        for word in re.findall(r"`([^`]+)`", cells[-1]):
            pattern = r"\b" + re.escape(word).replace(r"\*", r"\w*") + r"\b"
            banned[pattern] = cells[1]
    return banned


BANNED = _banned()


def _commands() -> frozenset[str]:
    """The names of spiel's games and commands, as a user types them."""
    import click

    from kniffel_cli.cli import spiel

    names: set[str] = set()

    def walk(group: click.Group) -> None:
        context = click.Context(group)
        for name in group.list_commands(context):
            names.add(name)
            command = group.get_command(context, name)
            if isinstance(command, click.Group):
                walk(command)

    walk(spiel)
    return frozenset(names)


COMMANDS = _commands()
# A command as typed (``spiel kniffel new``), and a command at the start of a line of
# ``--help`` (``  new  Beginne ein neues Spiel.``).
COMMAND_PATH = re.compile(r"\bspiel(\s+(" + "|".join(sorted(COMMANDS)) + r")\b)*")
COMMAND_COLUMN = re.compile(r"^\s+(" + "|".join(sorted(COMMANDS)) + r")(?=\s{2,}|$)")


def _without_typed(line: str) -> str:
    """The prose of a line: what a user types, ids and examples between „…“, command and
    option names, metavariables, file names and computer players' labels taken out."""
    line = GERMAN_QUOTED.sub(" ", line)
    line = COMMAND_PATH.sub(" ", COMMAND_COLUMN.sub(" ", line))
    line = HELP_VALUE.sub(" ", HELP_OPTIONS.sub(" ", line))
    line = OPTION.sub(" ", line)
    line = COMPUTER.sub(lambda found: f" {found.group(1)} ", line)
    line = PATH_LIKE.sub(" ", line)
    return line.replace("Full House", " ")


def _numbers(line: str) -> Iterator[str]:
    """What is wrong with the numbers of ``line``: a decimal point, a missing group."""
    for number in NUMBER.findall(DATE.sub(" ", line)):
        whole = number.partition(",")[0]
        if "." in whole and not re.fullmatch(r"[1-9]\d{0,2}(\.\d{3})+", whole):
            yield f"a decimal point or a wrong group in {number}"
        elif "." not in whole and len(whole) >= 5:
            yield f"{number} without the points that group its thousands"


def line_findings(line: str, *, against_computer: bool = False, log: bool = False) -> list[str]:
    """What a careful German reader stumbles over in one line of German output or catalog.

    ``against_computer``: the line is of the Streichholzspiel or the Buchstabenpuzzle, where
    the person is „du“; ``log``: the line is a row of a log table.
    """
    found: list[str] = []
    prose = _without_typed(line)
    words = WORD.findall(METAVAR.sub(" ", prose))
    english = sorted({word for word in words if word.lower() in ENGLISH and len(word) > 1})
    found.extend(f"English word {word!r}" for word in english)
    found.extend(f"id {m.group(0)!r} where German wants a word" for m in ID.finditer(prose))
    if re.search(r"['\"]", GERMAN_QUOTED.sub(" ", line)):
        found.append("an ASCII quotation mark")
    if re.search(r"(?<!\S)-(?=\s|$)|(?<![\w-])-\d|\d-\d", prose):
        found.append("a hyphen as a dash or a minus (German: – and −)")
    found.extend(_numbers(GERMAN_QUOTED.sub(" ", line)))
    unquoted = OPTION.search(HELP_OPTIONS.sub(" ", GERMAN_QUOTED.sub(" ", line)))
    if unquoted and unquoted.group(0).startswith("--"):
        found.append(f"the option {unquoted.group(0)} without „…“")
    for pattern, instead in BANNED.items():
        if re.search(pattern, line):
            found.append(f"{pattern!r} is banned by po/GLOSSARY.md: {instead}")
    for pattern, instead in CALQUES.items():
        if re.search(pattern, line):
            found.append(f"{pattern!r}: {instead}")
    for low, high in re.findall(r"\b(\d+) bis (\d+)\b", prose):  # counts; a chance is 0 to 1
        if int(high) == int(low) + 1 and int(low) > 0:
            found.append(f"„{low} bis {high}“: two numbers are „{low} oder {high}“")
    if past := SIMPLE_PAST.search(line):
        found.append(f"the simple past {past.group(0)!r}: German tells a game in the present")
    if log and LOG_INFINITIVES.search(line):
        found.append("a log row in the infinitive (present tense: „würfelt“, „nimmt“)")
    if against_computer and re.search(r"\bSpieler\b", line):
        found.append("„Spieler“ where the person is „du“")
    return found


def lassen_findings(paragraph: str) -> list[str]:
    """„lassen“ for „leave“ (what stays on the table) wants „übrig“: „lässt weniger übrig“.
    Not its other senses: „lässt sich“, „liegen lassen“, „weglassen“, „sehen lassen“."""
    return [
        f"„lassen“ for „leave“ without „übrig“: {clause.strip()!r}"
        for clause in re.split(r"[.;:,(]", paragraph)
        if LASSEN.search(clause) and not re.search(r"übrig|sich|liegen|weg|sehen|spielen", clause)
    ]


def findings(lines: Iterable[str], *, against_computer: bool = False) -> list[str]:
    """Every finding of ``lines`` (German output, a catalog's messages, ``--help``), each as
    ``problem: line``. A quotation and a sentence may go on over a line break (a paragraph
    ends at an empty line); a table whose heading has „Aktion“ is a log, read as one."""
    lines = list(lines)
    found: list[str] = []
    paragraph: list[str] = []
    for line in [*lines, ""]:
        if line.strip():
            paragraph.append(line.strip())
        elif paragraph:
            found += lassen_findings(" ".join(paragraph))
            paragraph = []
    log = quoting = False
    for line in lines:
        log = (log and bool(line.strip())) or bool(re.search(r"\bAktion\b", line))
        text = ("„" if quoting else "") + line
        opened = text.count("„") - text.count("“")
        if opened < 0 or opened > 1 or (quoting and not line.strip()):
            found.append(f"„ and “ do not pair: {line.strip()}")
        quoting = opened == 1 and bool(line.strip())
        text += "“" if quoting else ""
        for problem in line_findings(text, against_computer=against_computer, log=log):
            found.append(f"{problem}: {line.strip()}")
    if quoting:
        found.append("„ without “ at the end")
    return found


# --- the catalog ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Message:
    """One msgstr of the catalog and where the sources use it."""

    text: str
    places: tuple[str, ...]

    @property
    def against_computer(self) -> bool:
        """Used only by the Streichholzspiel and the Buchstabenpuzzle."""
        return all(("/streichholz/" in p or "/puzzle/" in p) for p in self.places)


def catalog_messages() -> list[Message]:
    """Every translation of po/de.po, each form of a plural; placeholders as a neutral 7."""
    with CATALOG.open("rb") as file:
        catalog = read_po(file, locale="de")
    messages = []
    for message in catalog:
        if not message.id:
            continue
        string = message.string
        forms = [str(form) for form in (string if isinstance(string, tuple) else (string,))]
        places = tuple(place for place, _ in message.locations)
        for form in forms:
            text = re.sub(r"\{[^{}]*\}", "7", form)
            # a block click shows as it is (after "\b", to the paragraph's end) is commands
            text = re.sub(r"\x08\n(.+\n?)*", "", text)
            messages.append(Message(text, places))
    return messages


def test_the_catalog_reads_as_german() -> None:
    found = [
        problem
        for message in catalog_messages()
        for problem in findings(
            message.text.splitlines(), against_computer=message.against_computer
        )
    ]
    assert found == []


# --- the transcripts ------------------------------------------------------------------------


@dataclass
class Command:
    """A command of a transcript and the lines it printed."""

    line: str
    german: bool
    output: list[str]

    @property
    def against_computer(self) -> bool:
        return bool(re.search(r"\bspiel( --lang \w+)? (streichholz|puzzle)\b", self.line))


def transcript_commands(path: Path) -> list[Command]:
    """The commands of a prysk transcript with their output, each marked German when run with
    ``--lang de`` or under ``SPIEL_LANG=de`` (and without ``--lang en``)."""
    commands: list[Command] = []
    german = False
    current: Command | None = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw.startswith("  "):
            current = None
            continue
        text = raw[2:]
        if text.startswith(("$ ", "> ")):
            line = text[2:]
            if text.startswith("> ") and current is not None:
                current.line += "\n" + line
                continue
            exported = re.search(r"\bexport\b.*\bSPIEL_LANG=(\w+)", line)
            if exported:
                german = exported.group(1) == "de"
            inline = re.search(r"(?:^|\s)SPIEL_LANG=(\w+)\s", line)
            lang = re.search(r"--lang[ =](\w+)", line)
            says = lang.group(1) if lang else inline.group(1) if inline else None
            current = Command(line, german if says is None else says == "de", [])
            commands.append(current)
        elif current is not None:
            current.output.append(text)
    return commands


def german_output(command: Command) -> list[str]:
    """The lines of a German command that are German text: not JSON, not prysk's patterns,
    not the output of other programs (``cat`` of a state file)."""
    if not command.german or "spiel " not in command.line:
        return []
    if "--field" in command.line:  # values of the JSON view, as they are
        return [line for line in command.output if line.startswith("Fehler: ")]
    return [
        line
        for line in command.output
        if not line.lstrip().startswith(("{", "["))
        and not line.endswith((" (re)", " (glob)", " (esc)"))
        and not re.fullmatch(r"\[\d+\]", line)
    ]


GERMAN_TRANSCRIPTS = sorted(
    path
    for path in TRANSCRIPTS.glob("*.t")
    if any(german_output(command) for command in transcript_commands(path))
)


def test_the_transcripts_with_german_are_found() -> None:
    names = {path.name for path in GERMAN_TRANSCRIPTS}
    assert {path.name for path in TRANSCRIPTS.glob("*-de.t")} <= names
    assert {"kniffel-undo.t", "review.t", "kniffel-head-to-head.t"} <= names


@pytest.mark.parametrize("path", GERMAN_TRANSCRIPTS, ids=lambda path: path.name)
def test_the_german_transcripts_read_as_german(path: Path) -> None:
    found = [
        problem
        for command in transcript_commands(path)
        for problem in findings(german_output(command), against_computer=command.against_computer)
    ]
    assert found == []


# --- the reader itself ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "cpu:greedy: würfelt 3 5 6 3 5",
        "Fehler: Ungültiger Wert für „--max-seconds“: 0.0 liegt nicht im Bereich 0,1 bis 86.400",
        "Simulation: 10000 Spiele",
        "Punkte full_house=30",
        "        1  Anna           0  kniffel   21.09.2026",
        "Runde 1 von 3 - Anna ist dran",
        "Glück    -7,19",
        "Fehler: --file DIR ist ein Ordner; nenne eine Datei",
        "Gleiche Würfel: Die Züge jeder Runde begannen mit demselben Wurf",
        "Auf denselben Würfeln erzielte Anna in 2 Runden so viele Punkte wie Bob",
        "Würde dein Zug nur noch Reihen aus einzelnen Hölzern lassen, lasse stattdessen",
        "Damit bleibt deinem Gegner nur 1 gewinnende Antwort; kein anderer Zug lässt weniger.",
        "Zug    von    Aktion                Ergebnis",
        "Die erste Seite könnte kein Holz nehmen",
        "Fehler: Die Option „--force“ nimmt keinen Wert.",
        "Sieg 1 'a'",
        "Mit 10.5 Punkten",
        "Jeder Zug nimmt 1 bis 2 Hölzer aus der Reihe",
        "Mit den Zügen 1, 3 und 4 wiederholt sich der Wert einer Reihe",
        "3      Anna   Kniffel zurücknehmen  30 Punkte",
        "Zug    Wer    Aktion                Ergebnis",
        "Spiel vorbei nach 1 Runde – Sieger: Anna, Bob (0 Punkte)",
        "  --players NAMEN  Die Spieler; cpu:win spielt auf Sieg.",
        "  --lang      Die Sprache der Ausgabe (siehe --help).",
    ],
)
def test_the_reader_stumbles_over(line: str) -> None:
    assert findings([line]) != [], line


@pytest.mark.parametrize(
    "line",
    [
        "Runde 1 von 3 – Anna ist dran – Wurf 1 von 3 (noch 2)",
        "Fehler: Ungültiger Wert für „--max-seconds“: 0,0 liegt nicht im Bereich 0,1 bis 86.400",
        "Simulation: 10.000 Spiele",
        "        1  Anna           0  Kniffel-Regeln   21.09.2026",
        "Das Geheimnis (Sprague 1935, Grundy 1939): Eine Summe 0 ist verloren",
        "Full House: drei gleiche Würfel und die anderen zwei gleich: 25 Punkte",
        "Fehler: broken.json ist kein JSON (Trennzeichen „:“ erwartet: Zeile 1, Spalte 6)",
        "  -f, --file PATH  Spielstand, der gelesen wird; „-“ liest die Standardeingabe.",
        "Ein ganzer Zug lässt sich zurücknehmen, solange du beliebige Würfel liegen lässt",
        "Glück    −7,19    +3,25    1.234,50    536.320",
        "Runde  erster Wurf      Anna    Bob",
        "Damit bleibt deinem Gegner nur 1 gewinnende Antwort; kein anderer Zug lässt ihm "
        "weniger übrig.",
        # German --help, as it will be read: usage, the option and the command columns.
        "Aufruf: spiel kniffel new [OPTIONEN]",
        "  --format [table|json]  Die Ansicht: eine Tabelle oder JSON.  [Standard: table]",
        "  new       Beginnt ein neues Spiel.",
        "  -q, --quiet           Nichts ausgeben außer Fehlern.",
    ],
)
def test_the_reader_passes(line: str) -> None:
    assert findings([line]) == [], line


def test_the_glossary_bans_what_the_reader_found() -> None:
    words = {pattern.replace("\\", "") for pattern in BANNED}
    for word in ("bSeitew*b", "bGesamtb", "bGleiche Würfelb", "bhergebw*b", "bZugmengew*b"):
        assert word in words, word
    # and what a second reader found: one word for the list, the review, the sheet, a move
    for word in ("bHighscorew*b", "bAnalyseb", "bBlattb", "bAusgangsstellungb", "brutschw*b"):
        assert word in words, word
    assert findings(["Die Highscore-Liste ist leer."]) != []
    assert findings(["Analyse: 9 Hölzer, du hast angefangen"]) != []
    assert findings(["Die Bestenliste ist leer."]) == []
    assert findings(["Die erste Seite könnte kein Holz nehmen"]) != []
    assert findings(["drei gleiche Würfel und die anderen zwei gleich"]) == []  # a Pasch


def test_a_log_row_in_the_infinitive_is_found() -> None:
    log = ["Nr.  Wer   Aktion     Ergebnis", "1    Anna  würfeln    4 6 5 5 3", ""]
    assert findings(log) == [
        "a log row in the infinitive (present tense: „würfelt“, „nimmt“): "
        "1    Anna  würfeln    4 6 5 5 3"
    ]
    assert findings(["1    Anna  würfelt    4 6 5 5 3"]) == []


def test_the_person_against_the_computer_is_du() -> None:
    line = "Spieler: 2 Züge, 1 Fehler (der erste in Zug 1)"
    assert line_findings(line, against_computer=True) != []
    assert line_findings(line) == []  # Kniffel's players are people of their own
