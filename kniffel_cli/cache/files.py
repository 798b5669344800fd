"""spiel's files in the cache folder: what each one is, whether it is intact, removing them.

The folder may be shared with other programs (``$SPIEL_CACHE_DIR``): a file is
spiel's when its name is one spiel writes, a table of any format version
(``kniffel-table-v2-kniffel-rolls3-rounds13.bin``; an older version's name,
such as ``kniffel-spread-v2-...``, is listed as of an older format), or the
temporary file of a build (``.NAME.HEX.tmp``). Nothing else is listed or
removed. A table is intact when its checksum holds (``cache.read``: a 48 MB
file takes about 0.1 s) and, for a Kniffel table, when its description fits and
its values pass the check every reader runs (``quick.check``, over every level:
some 30 ms); its description line adds how long its build took.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass, fields
from typing import Literal

from kniffel_cli.common import cache
from kniffel_cli.common.errors import WriteError, os_reason
from kniffel_cli.common.i18n import N_
from kniffel_cli.kniffel.rules import Points
from kniffel_cli.kniffel.strategy import quick
from kniffel_cli.kniffel.strategy.table_file import FORMAT, META_LIMIT, SPREAD_FORMAT, Spec
from kniffel_cli.puzzle import exact3, pdb

Game = Literal["kniffel", "puzzle"]
Kind = Literal["table", "spread", "pattern_database", "lookup", "distances"]
Status = Literal["intact", "damaged", "older_format", "newer_format", "being_written", "leftover"]
Groups = tuple[tuple[int, ...], ...]
"""A puzzle table's variant: the tile groups of its pattern databases (none for 3x3)."""

_DISTANCES_VERSION = int(re.findall(r"-v(\d+)\.bin$", exact3.FILE)[0])
# Each kind of file: its name's start, its game and the format version spiel writes now.
STEMS: dict[str, tuple[Game, Kind, int]] = {
    "kniffel-table": ("kniffel", "table", FORMAT),
    "kniffel-spread": ("kniffel", "spread", SPREAD_FORMAT),
    "puzzle4-pdb": ("puzzle", "pattern_database", pdb.VERSION),
    "puzzle4-lookup": ("puzzle", "lookup", pdb.VERSION),
    "puzzle3-distances": ("puzzle", "distances", _DISTANCES_VERSION),
}
_NAME = re.compile(
    rf"(?P<stem>{'|'.join(STEMS)})-v(?P<version>[0-9]{{1,4}})"
    r"(?P<rest>(?:-[0-9A-Za-z_]+)*)\.(?:bin|npz|bin\.npz)"
)
_POINTS = "|".join(sorted((f.name for f in fields(Points)), key=len, reverse=True))
_KNIFFEL_VARIANT = re.compile(
    r"-(?P<rules>kniffel|yahtzee)-rolls(?P<rolls>[0-9]{1,2})-rounds(?P<rounds>[0-9]{1,2})"
    rf"(?P<points>(?:-(?:{_POINTS})[0-9]{{1,4}})*)"
)
_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[0-9a-f]{16}\.tmp")


@dataclass(frozen=True)
class CachedFile:
    """One of spiel's files in the cache folder.

    ``variant`` is the Kniffel variant (a Spec) or the puzzle's tile groups, None when
    the name of an older or newer format does not say; ``built`` the modification time;
    ``reason`` why it is damaged (in the current language); ``seconds`` how long the
    build of a Kniffel table took, as its description line records it.
    """

    name: str
    game: Game
    kind: Kind
    variant: Spec | Groups | None
    size: int
    built: float
    status: Status
    reason: str | None = None
    seconds: float | None = None

    @property
    def puzzle_size(self) -> int:
        """The board size a puzzle table serves."""
        return 3 if self.kind == "distances" else 4


@dataclass(frozen=True)
class Selection:
    """Which files ``clear`` removes: every one, or one game's, or one Kniffel variant's
    (each field given narrows it; a field left None matches anything)."""

    game: Game | None = None
    rules: str | None = None
    rolls: int | None = None
    rounds: int | None = None
    points: Points | None = None

    @property
    def narrows_variant(self) -> bool:
        return any(
            value is not None for value in (self.rules, self.rolls, self.rounds, self.points)
        )

    def covers(self, found: CachedFile) -> bool:
        if self.game is not None and found.game != self.game:
            return False
        if not self.narrows_variant:
            return True
        spec = found.variant
        if not isinstance(spec, Spec):
            return False
        wanted = {"rules": self.rules, "rolls": self.rolls, "rounds": self.rounds}
        return all(
            value is None or getattr(spec, key) == value for key, value in wanted.items()
        ) and (self.points is None or spec.points == self.points)


class CacheRemoveError(WriteError):
    """A cache file could not be removed (exit 4); the ones before it are gone."""

    name: str
    reason: str
    template = N_("{name} could not be removed from the cache folder: {reason}")


class CacheSaveError(WriteError):
    """A table was built but could not be saved in the cache folder (exit 4)."""

    name: str
    folder: str
    template = N_(
        "the table {name} was built but could not be saved in {folder}; "
        "check that the folder can be written (or set SPIEL_CACHE_DIR)"
    )


@dataclass(frozen=True)
class Name:
    """What a file name says: game, kind, its format version against the current one, and
    the variant (None when the name of another format does not say)."""

    game: Game
    kind: Kind
    version: int
    current: int
    variant: Spec | Groups | None


def identify(name: str) -> Name | None:
    """What a file name says; None when it is no name spiel writes (another program's file)."""
    found = _NAME.fullmatch(name)
    if found is None:
        return None
    game, kind, current = STEMS[found["stem"]]
    version = int(found["version"])
    variant = _variant(kind, found["rest"])
    if variant is None and version == current:
        return None  # the current format names every variant
    return Name(game, kind, version, current, variant)


def _variant(kind: Kind, rest: str) -> Spec | Groups | None:
    if kind in ("table", "spread"):
        found = _KNIFFEL_VARIANT.fullmatch(rest)
        if found is None:
            return None
        changed = re.findall(rf"-({_POINTS})([0-9]+)", found["points"])
        points = Points(**{row: int(value) for row, value in changed})
        return Spec(found["rules"], int(found["rolls"]), int(found["rounds"]), points)
    if kind == "distances":
        return () if rest == "" else None
    groups = rest[1:].split("_") if rest.startswith("-") else []
    if not groups or not all(re.fullmatch(r"[0-9]{1,2}(?:-[0-9]{1,2})*", g) for g in groups):
        return None
    if kind == "pattern_database" and len(groups) != 1:
        return None
    return tuple(tuple(int(tile) for tile in group.split("-")) for group in groups)


def scan(folder: str) -> list[CachedFile]:
    """spiel's files in ``folder``, each checked (``_order`` gives their order); none when the
    folder does not exist."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    found = [item for name in names if (item := examine(folder, name)) is not None]
    return sorted(found, key=_order)


_KINDS = [kind for _game, kind, _version in STEMS.values()]


def _order(found: CachedFile) -> tuple[object, ...]:
    """Kniffel's files first, a variant's table beside its spread; temporary files last."""
    spec = found.variant
    variant: tuple[object, ...] = ("~",)  # a name that does not say: last
    if isinstance(spec, Spec):
        variant = (spec.rules, -spec.rounds, spec.rolls, spec.points.text)
    elif spec is not None:
        variant = (_KINDS.index(found.kind), spec)
    temporary = found.status in ("being_written", "leftover")
    return (found.game != "kniffel", temporary, variant, _KINDS.index(found.kind), found.name)


def examine(folder: str, name: str) -> CachedFile | None:
    """The file ``name`` in ``folder`` if it is one of spiel's regular files, checked."""
    temporary = _TEMPORARY.fullmatch(name)
    known = identify(temporary["name"] if temporary else name)
    if known is None:
        return None
    path = os.path.join(folder, name)
    try:
        status = os.lstat(path)
    except OSError:
        return None  # removed meanwhile
    if not stat.S_ISREG(status.st_mode):
        return None
    seconds = None
    reason = None
    state: Status
    if temporary:
        state = "being_written" if _held(path) else "leftover"
    elif known.version != known.current:
        state = "older_format" if known.version < known.current else "newer_format"
    else:
        try:
            payload = cache.read(path)
        except FileNotFoundError:
            return None
        except cache.Damaged as damage:
            state, reason = "damaged", damage.reason
        else:
            state = "intact"
            seconds = _build_seconds(payload) if known.game == "kniffel" else None
            if known.kind == "table" and isinstance(known.variant, Spec):
                reason = _table_damage(known.variant, name, payload)
                if reason is not None:
                    state, seconds = "damaged", None
    return CachedFile(
        name,
        known.game,
        known.kind,
        known.variant,
        status.st_size,
        status.st_mtime,
        state,
        reason,
        seconds,
    )


def _table_damage(spec: Spec, name: str, payload: bytes) -> str | None:
    """Why a Kniffel table that passed its checksum is damaged all the same, as its readers
    find it (``quick.check`` over every level), or None. A file under a name no reader
    asks for (one that spells a standard point value) is not theirs to judge."""
    if name != spec.name or not quick.PLAIN:
        return None
    try:
        quick.check(spec, quick.payload_levels(spec, payload), range(1, spec.rounds + 1))
    except cache.Damaged as damage:
        return damage.reason
    return None


def _held(path: str) -> bool:
    """Whether a build holds the temporary file ``path`` locked (it is writing it)."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        fcntl.flock(descriptor, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(descriptor)  # lets go of the lock taken
    return False


def _build_seconds(payload: bytes) -> float | None:
    """The build time a Kniffel table's description line records, if it is a number."""
    end = payload.find(b"\n", 0, META_LIMIT)
    try:
        seconds = json.loads(payload[:end]).get("seconds") if end >= 0 else None
    except (ValueError, AttributeError):
        return None
    return float(seconds) if type(seconds) is float else None


def remove(folder: str, files: Iterable[CachedFile], selection: Selection) -> list[CachedFile]:
    """Remove the ``files`` (scanned from ``folder``) that ``selection`` covers, and the
    temporary files of killed builds, whatever it covers (a file a build is writing stays).
    Returns what was removed; CacheRemoveError when one cannot be removed."""
    removed, leftovers = [], []
    for found in files:
        if found.status in ("being_written", "leftover"):
            leftovers.append(found)
            continue
        if not selection.covers(found):
            continue
        try:
            os.unlink(os.path.join(folder, found.name))
        except FileNotFoundError:
            continue
        except OSError as error:
            raise CacheRemoveError(name=found.name, reason=os_reason(error)) from None
        removed.append(found)
    gone = set(cache.remove_leftovers(folder))
    return removed + [found for found in leftovers if found.name in gone]
