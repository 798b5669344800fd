"""The local highscore: the top 20 finished games' players, highest first.

It lives in one JSON file (``platformdirs.user_data_dir("spiel")``, or
``--highscore-file`` / ``$SPIEL_HIGHSCORE_FILE``), written and locked like a
state file. It is the players' own: ``add`` records the people of a game, its
computer players (``cpu:...``) only when asked, and an entry is a computer's
when its name is one. Each entry remembers a fingerprint of its game (options, seed and
moves, not the names), so a game is recorded once, and the whole variant it was
played in (rules, rounds, rolls, points): a list ranks like with like, and the
top 20 are kept per variant. Entries of files written before the variant was
recorded read as the standard game (13 rounds, 3 rolls, standard points).
"""

from __future__ import annotations

import datetime
import hashlib
import json
import os
import re
from collections import Counter
from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from kniffel_cli.common import validate
from kniffel_cli.common.errors import InputError, StateFileError, os_reason
from kniffel_cli.common.i18n import N_, _
from kniffel_cli.common.statefile import dump_state, locked, read_json_object, write_text
from kniffel_cli.common.text import check_name
from kniffel_cli.kniffel.errors import (
    AlreadyRecordedError,
    BadSourceDateError,
    ComputerRenameError,
    EntryDateFormatError,
    EntryDateNoDayError,
    EntryFingerprintError,
    EntryNameError,
    EntryRulesError,
    EntryTwiceError,
    HighscoreFolderFailedError,
    HighscoreFolderIsFileError,
    HighscoreFormatError,
    HighscoreOutOfOrderError,
    HighscoreTooLongError,
    HighscoreTooNewError,
    InvalidHighscoreError,
    NotFinishedError,
    RenameNeedsOnePlayerError,
)
from kniffel_cli.kniffel.game import MAX_ROLLS, RULES, KniffelGame, computer_kind
from kniffel_cli.kniffel.rules import MAX_ROUNDS, Points

if TYPE_CHECKING:  # the JSON views' shapes, for type checkers
    from kniffel_cli.kniffel.schema import HighscoreEntryView

FORMAT = "spiel-highscore"
VERSION = 1
SIZE = 20
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}\Z")
_FINGERPRINT = re.compile(r"[0-9a-f]{16}\Z")
_FIELDS = {"name", "score", "rules", "date", "game"}
_VARIANT_FIELDS = {"rounds", "rolls", "points"}  # optional: absent in older files

STANDARD_ROUNDS = 13
STANDARD_ROLLS = 3
STANDARD_POINTS: dict[str, int] = asdict(Points())
MAX_POINTS = 100_000


class Variant(NamedTuple):
    """What makes scores comparable: the rules, rounds, rolls and fixed point values."""

    rules: str
    rounds: int = STANDARD_ROUNDS
    rolls: int = STANDARD_ROLLS
    points: tuple[tuple[str, int], ...] = tuple(STANDARD_POINTS.items())

    @property
    def standard_points(self) -> bool:
        return dict(self.points) == STANDARD_POINTS


def points_key(points: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    """The point values in the standard order, missing ones standard."""
    return tuple((row, int(points.get(row, value))) for row, value in STANDARD_POINTS.items())


def variant_of(game: KniffelGame) -> Variant:
    """The variant a game is played in: its rules, rounds, rolls and point values."""
    return Variant(
        game.rules_name, game.rounds, game.rolls_per_turn, points_key(asdict(game.points))
    )


def _standard_points() -> dict[str, int]:
    return dict(STANDARD_POINTS)


@dataclass(frozen=True)
class Entry:
    """One line of the list; ``game`` is the fingerprint of the game it came from."""

    name: str
    score: int
    rules: str
    date: str
    game: str
    rounds: int = STANDARD_ROUNDS
    rolls: int = STANDARD_ROLLS
    points: dict[str, int] = field(default_factory=_standard_points)

    @property
    def variant(self) -> Variant:
        return Variant(self.rules, self.rounds, self.rolls, points_key(self.points))

    @property
    def computer(self) -> bool:
        """A computer player's entry (``cpu:greedy``): ``add --name`` gives no person's
        name to a computer, nor a computer's to a person, so the name tells."""
        return computer_kind(self.name) is not None

    def same_as(self, other: Entry) -> bool:
        """The same player of the same game with the same total in the same variant (the
        date may differ): recording it again adds nothing."""
        key = (self.game, self.name, self.score, self.variant)
        return key == (other.game, other.name, other.score, other.variant)

    def public(self) -> HighscoreEntryView:
        """The entry as the JSON view shows it (without the fingerprint)."""
        return {
            "name": self.name,
            "computer": self.computer,
            "total": self.score,
            "rules": self.rules,
            "date": self.date,
            "rounds": self.rounds,
            "rolls_per_turn": self.rolls,
            "point_values": dict(self.points),
        }


def default_path() -> str:
    """``highscore.json`` in the user data folder of spiel."""
    from platformdirs import user_data_dir

    return os.path.join(user_data_dir("spiel"), "highscore.json")


def today() -> str:
    """Today's date, or the one ``$SOURCE_DATE_EPOCH`` names (for reproducible runs)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        try:
            return (
                datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc)
                .date()
                .isoformat()
            )
        except (ValueError, OverflowError, OSError):
            raise BadSourceDateError(value=epoch) from None
    return datetime.date.today().isoformat()


def fingerprint(game: KniffelGame, history: Sequence[object] | None = None) -> str:
    """What identifies a game: its options, seed and every action, not the players' names
    (``history``: the game as it stood after those actions).

    Renaming the players of a finished game must not let it be recorded twice.
    """
    options: list[object] = [game.rules_name, len(game.players), game.rolls_per_turn, game.rounds]
    variant = variant_of(game)
    if not variant.standard_points:  # standard games keep the fingerprints they always had
        options.append(dict(variant.points))
    if game.dice_mode != "random":  # likewise
        options.append({"dice_mode": game.dice_mode})
    identity = [*options, game.seed, game.history if history is None else list(history)]
    return hashlib.sha256(json.dumps(identity, sort_keys=True).encode()).hexdigest()[:16]


def earlier_fingerprints(game: KniffelGame) -> set[str]:
    """The fingerprints the game had just before each of its undos.

    A game recorded when it ended, its last take then undone and taken again, is the same
    game: it may not be recorded a second time with another total.
    """
    history = game.history
    return {
        fingerprint(game, history[:index])
        for index, entry in enumerate(history)
        if entry.get("action") == "undo"
    }


def _entry(item: object, number: int) -> Entry:
    # For the shared field checks, which word their own errors.
    where = _("entry {number}").format(number=number)
    given = item.keys() & _VARIANT_FIELDS if isinstance(item, dict) else set()
    raw = validate.check_keys(item, _FIELDS | given, where)
    try:
        name = check_name(validate.text(raw["name"], f"{where} name"))
    except InputError as error:
        raise EntryNameError(entry=number, problem=error) from None
    rules = validate.text(raw["rules"], f"{where} rules")
    if rules not in RULES:
        raise EntryRulesError(entry=number)
    date = validate.text(raw["date"], f"{where} date")
    if not _DATE.match(date):
        raise EntryDateFormatError(entry=number)
    try:
        datetime.date.fromisoformat(date)
    except ValueError:
        raise EntryDateNoDayError(entry=number, date=date) from None
    game = validate.text(raw["game"], f"{where} game")
    if not _FINGERPRINT.match(game):
        raise EntryFingerprintError(entry=number)
    score = validate.integer(raw["score"], f"{where} score", 0, 100_000)
    rounds = validate.integer(raw.get("rounds", STANDARD_ROUNDS), f"{where} rounds", 1, MAX_ROUNDS)
    rolls = validate.integer(raw.get("rolls", STANDARD_ROLLS), f"{where} rolls", 1, MAX_ROLLS)
    points = dict(STANDARD_POINTS)
    if "points" in raw:
        given_points = validate.check_keys(raw["points"], set(STANDARD_POINTS), f"{where} points")
        for row in STANDARD_POINTS:
            points[row] = validate.integer(given_points[row], f"{where} {row}", 0, MAX_POINTS)
    return Entry(
        name=name,
        score=score,
        rules=rules,
        date=date,
        game=game,
        rounds=rounds,
        rolls=rolls,
        points=points,
    )


def _check_unique(entries: Sequence[Entry]) -> None:
    """A game is recorded once: one entry per player, and its players' names differ."""
    seen: dict[tuple[str, str], int] = {}
    for number, entry in enumerate(entries, 1):
        key = (entry.game, entry.name.casefold())
        if key in seen:
            raise EntryTwiceError(entry=number, first=seen[key])
        seen[key] = number


def read(path: str) -> list[Entry]:
    """The entries in rank order; an absent file is an empty list."""
    if not os.path.lexists(path):
        return []
    data = read_json_object(path, what=N_("highscore"))
    try:
        if data.get("format") != FORMAT:
            raise HighscoreFormatError()
        version = data.get("version")
        if type(version) is int and version > VERSION:
            raise HighscoreTooNewError(version=version)
        validate.check_keys(data, {"format", "version", "entries"}, _("the list"))
        validate.integer(version, "version", 1, VERSION)
        raw = validate.array(data["entries"], "entries")
        entries = [_entry(item, number) for number, item in enumerate(raw, 1)]
        if entries and max(Counter(e.variant for e in entries).values()) > SIZE:
            raise HighscoreTooLongError(size=SIZE)
        _check_unique(entries)
        if entries != rank(entries):
            raise HighscoreOutOfOrderError()
    except StateFileError as error:
        raise InvalidHighscoreError(path=path, problem=error) from None
    return entries


def write(path: str, entries: Sequence[Entry]) -> None:
    """Save the entries safely (under ``locked_list``, which made the folder)."""
    data = {"format": FORMAT, "version": VERSION, "entries": [asdict(e) for e in entries]}
    write_text(path, dump_state(data), what=N_("highscore"))


@contextmanager
def locked_list(path: str) -> Iterator[None]:
    """Create the highscore's folder if needed, and hold its lock."""
    folder = os.path.dirname(os.path.abspath(path))
    try:
        os.makedirs(folder, exist_ok=True)
    except FileExistsError:
        raise HighscoreFolderIsFileError(path=path, folder=folder) from None
    except OSError as error:
        raise HighscoreFolderFailedError(folder=folder, reason=os_reason(error)) from None
    with locked([path]):
        yield


def rank(entries: Sequence[Entry]) -> list[Entry]:
    """Highest score first; equal scores keep their order of entry."""
    return sorted(entries, key=lambda entry: -entry.score)


def of_variant(entries: Sequence[Entry], variant: Variant) -> list[Entry]:
    """The entries of one variant, in rank order."""
    return [entry for entry in entries if entry.variant == variant]


def add(
    entries: Sequence[Entry],
    new: Sequence[Entry],
    game: Sequence[Entry] | None = None,
    earlier: Collection[str] = (),
) -> tuple[list[Entry], list[int | None], list[bool]]:
    """Insert the entries of ``new`` not in the list yet and keep the top 20 of each variant.

    ``game`` is every entry the game gives (``new`` may leave its computers out): an entry
    of that game in the list that is none of them is a renamed or changed copy, refused;
    so is an entry of the game as it was before an undo (``earlier``, its fingerprints).
    Returns the list, each new entry's rank in its variant's list (None: not kept), and
    whether it was added now (False: it was there already, exactly so). Adding to one
    variant never pushes out another's entries.
    """
    whole = list(new if game is None else game)
    marks = {entry.game for entry in whole}
    if any(old.game in marks and not any(old.same_as(entry) for entry in whole) for old in entries):
        raise AlreadyRecordedError()
    if any(old.game in earlier for old in entries):
        raise AlreadyRecordedError()
    fresh = [not any(entry.same_as(old) for old in entries) for entry in new]
    kept: list[Entry] = []
    counts: Counter[Variant] = Counter()
    added = [entry for entry, is_fresh in zip(new, fresh, strict=True) if is_fresh]
    for entry in rank([*entries, *added]):
        if counts[entry.variant] < SIZE:
            counts[entry.variant] += 1
            kept.append(entry)
    places = [
        next((i for i, e in enumerate(of_variant(kept, n.variant), 1) if e.same_as(n)), None)
        for n in new
    ]
    return kept, places, fresh


def as_listed(entries: Sequence[Entry], whole: Sequence[Entry]) -> list[Entry]:
    """The entries of a game added without ``--name`` (``whole``), as the list holds them: a
    single person recorded under another name (``add --name``) is that entry, since no other
    name was asked for (adding it again adds nothing); any other entry as it is."""
    if len(whole) != 1:
        return list(whole)
    entry = whole[0]
    listed = (
        old
        for old in entries
        if (old.game, old.score, old.variant, old.computer)
        == (entry.game, entry.score, entry.variant, entry.computer)
    )
    return [next(listed, entry)]


def clear(path: str) -> None:
    """Empty the list; where there is no highscore file, write none (nor make its folder)."""
    if not os.path.lexists(path):
        return
    with locked_list(path):
        write(path, [])


def entries_for(game: KniffelGame, name: str | None, date: str) -> list[Entry]:
    """The entries a finished game gives: one per player; ``name`` renames a single player."""
    if not game.finished:
        raise NotFinishedError(round=game.round, rounds=game.rounds)
    names = list(game.players)
    if name is not None:
        if len(names) != 1:
            raise RenameNeedsOnePlayerError(players=len(names))
        for either in (names[0], name):
            if computer_kind(either.strip()) is not None or either.lower().startswith("cpu:"):
                raise ComputerRenameError(name=either.strip())
        names = [check_name(name)]
    mark = fingerprint(game)
    variant = variant_of(game)
    return [
        Entry(
            name=n,
            score=sheet.total,
            rules=variant.rules,
            date=date,
            game=mark,
            rounds=variant.rounds,
            rolls=variant.rolls,
            points=dict(variant.points),
        )
        for n, sheet in zip(names, game.sheets, strict=True)
    ]
