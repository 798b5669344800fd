"""The local highscore: the top 20 finished games' players, highest first.

It lives in one JSON file (``platformdirs.user_data_dir("spiel")``, or
``--highscore-file`` / ``$SPIEL_HIGHSCORE_FILE``), written and locked like a
state file. Each entry remembers a fingerprint of its game (options, seed and
moves, not the names), so a game is recorded once.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import os
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from typing import Any

from kniffel_cli.common import validate
from kniffel_cli.common.errors import InputError, StateFileError
from kniffel_cli.common.statefile import dump_state, locked, read_json_object, write_text
from kniffel_cli.common.text import check_name
from kniffel_cli.kniffel.errors import (
    AlreadyRecorded,
    BadSourceDate,
    EntryDateFormat,
    EntryDateNoDay,
    EntryFingerprint,
    EntryName,
    EntryRules,
    EntryTwice,
    HighscoreFolderFailed,
    HighscoreFolderIsFile,
    HighscoreFormat,
    HighscoreOutOfOrder,
    HighscoreTooLong,
    HighscoreTooNew,
    InvalidHighscore,
    NotFinished,
    RenameNeedsOnePlayer,
)
from kniffel_cli.kniffel.game import RULES, KniffelGame

FORMAT = "spiel-highscore"
VERSION = 1
SIZE = 20
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}\Z")
_FINGERPRINT = re.compile(r"[0-9a-f]{16}\Z")
_FIELDS = {"name", "score", "rules", "date", "game"}


@dataclass(frozen=True)
class Entry:
    """One line of the list; ``game`` is the fingerprint of the game it came from."""

    name: str
    score: int
    rules: str
    date: str
    game: str

    def public(self) -> dict[str, Any]:
        """The entry as the JSON view shows it (without the fingerprint)."""
        return {"name": self.name, "score": self.score, "rules": self.rules, "date": self.date}


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
            raise BadSourceDate(value=epoch) from None
    return datetime.date.today().isoformat()


def fingerprint(game: KniffelGame) -> str:
    """What identifies a game: its options, seed and every action, not the players' names.

    Renaming the players of a finished game must not let it be recorded twice.
    """
    options = [game.rules_name, len(game.players), game.rolls_per_turn, game.rounds]
    identity = [*options, game.seed, game.history]
    return hashlib.sha256(json.dumps(identity, sort_keys=True).encode()).hexdigest()[:16]


def _entry(raw: Any, number: int) -> Entry:
    where = f"entry {number}"  # for the shared field checks, which word their own errors
    validate.check_keys(raw, _FIELDS, where)
    try:
        name = check_name(validate.text(raw["name"], f"{where} name"))
    except InputError as error:
        raise EntryName(entry=number, problem=error) from None
    rules = validate.text(raw["rules"], f"{where} rules")
    if rules not in RULES:
        raise EntryRules(entry=number)
    date = validate.text(raw["date"], f"{where} date")
    if not _DATE.match(date):
        raise EntryDateFormat(entry=number)
    try:
        datetime.date.fromisoformat(date)
    except ValueError:
        raise EntryDateNoDay(entry=number, date=date) from None
    game = validate.text(raw["game"], f"{where} game")
    if not _FINGERPRINT.match(game):
        raise EntryFingerprint(entry=number)
    score = validate.integer(raw["score"], f"{where} score", 0, 100_000)
    return Entry(name=name, score=score, rules=rules, date=date, game=game)


def _check_unique(entries: Sequence[Entry]) -> None:
    """A game is recorded once: one entry per player, and its players' names differ."""
    seen: dict[tuple[str, str], int] = {}
    for number, entry in enumerate(entries, 1):
        key = (entry.game, entry.name.casefold())
        if key in seen:
            raise EntryTwice(entry=number, first=seen[key])
        seen[key] = number


def read(path: str) -> list[Entry]:
    """The entries in rank order; an absent file is an empty list."""
    if not os.path.lexists(path):
        return []
    data = read_json_object(path, what="highscore")
    try:
        if data.get("format") != FORMAT:
            raise HighscoreFormat()
        version = data.get("version")
        if type(version) is int and version > VERSION:
            raise HighscoreTooNew(version=version)
        validate.check_keys(data, {"format", "version", "entries"}, "the list")
        validate.integer(version, "version", 1, VERSION)
        raw = validate.array(data["entries"], "entries")
        if len(raw) > SIZE:
            raise HighscoreTooLong(size=SIZE)
        entries = [_entry(item, number) for number, item in enumerate(raw, 1)]
        _check_unique(entries)
        if entries != rank(entries):
            raise HighscoreOutOfOrder()
    except StateFileError as error:
        raise InvalidHighscore(path=path, problem=error) from None
    return entries


def write(path: str, entries: Sequence[Entry]) -> None:
    """Save the entries safely (under ``locked_list``, which made the folder)."""
    data = {"format": FORMAT, "version": VERSION, "entries": [asdict(e) for e in entries]}
    write_text(path, dump_state(data), what="highscore")


@contextmanager
def locked_list(path: str) -> Iterator[None]:
    """Create the highscore's folder if needed, and hold its lock."""
    folder = os.path.dirname(os.path.abspath(path))
    try:
        os.makedirs(folder, exist_ok=True)
    except FileExistsError:
        raise HighscoreFolderIsFile(path=path, folder=folder) from None
    except OSError as error:
        raise HighscoreFolderFailed(folder=folder, reason=error.strerror) from None
    with locked([path]):
        yield


def rank(entries: Sequence[Entry]) -> list[Entry]:
    """Highest score first; equal scores keep their order of entry."""
    return sorted(entries, key=lambda entry: -entry.score)


def add(entries: Sequence[Entry], new: Sequence[Entry]) -> tuple[list[Entry], list[int | None]]:
    """Insert ``new`` and keep the top 20; returns the list and each new entry's rank (or None)."""
    if any(entry.game == other.game for entry in new for other in entries):
        raise AlreadyRecorded()
    ranked = rank([*entries, *new])[:SIZE]
    places = [next((i for i, e in enumerate(ranked, 1) if e is entry), None) for entry in new]
    return ranked, places


def entries_for(game: KniffelGame, name: str | None, date: str) -> list[Entry]:
    """The entries a finished game gives: one per player; ``name`` renames a single player."""
    if not game.finished:
        raise NotFinished(round=game.round, rounds=game.rounds)
    names = list(game.players)
    if name is not None:
        if len(names) != 1:
            raise RenameNeedsOnePlayer(players=len(names))
        names = [check_name(name)]
    mark = fingerprint(game)
    return [
        Entry(name=n, score=sheet.total, rules=game.rules_name, date=date, game=mark)
        for n, sheet in zip(names, game.sheets, strict=True)
    ]
