"""``spiel cache``'s views: the files as a table in the chosen language, or as JSON data."""

from __future__ import annotations

import datetime
import time
from collections.abc import Sequence
from dataclasses import asdict

from kniffel_cli.cache.files import CachedFile, Kind
from kniffel_cli.cache.schema import (
    CachedFileView,
    CacheView,
    KniffelVariantView,
    PuzzleVariantView,
)
from kniffel_cli.common.formatting import MACHINE_FORMATS, table
from kniffel_cli.common.i18n import N_, _, current, decimal, label, ngettext
from kniffel_cli.common.text import escape
from kniffel_cli.kniffel.strategy.table_file import Spec
from kniffel_cli.kniffel.view import rolls_text, rounds_text
from kniffel_cli.kniffel.words import points_words, rules_label

_KINDS: dict[str, str] = {
    "table": N_("table"),
    "spread": N_("spread"),
    "pattern_database": N_("pattern database"),
    "lookup": N_("lookup table"),
    "distances": N_("distance table"),
}
_STATUSES: dict[str, str] = {
    "intact": N_("intact"),
    "damaged": N_("damaged"),
    "older_format": N_("older format"),
    "newer_format": N_("newer format"),
    "being_written": N_("being built"),
    "leftover": N_("left by a stopped build"),
}


def size_text(size: int) -> str:
    """A size as people read it: ``16.1 MB``, ``363 kB``, German ``16,1 MB``."""
    for unit, scale in (("GB", 10**9), ("MB", 10**6), ("kB", 10**3)):
        if size >= scale:
            return f"{decimal(size / scale, 1 if size < 100 * scale else 0)} {unit}"
    return ngettext("{count} byte", "{count} bytes", size).format(count=size)


def built_text(mtime: float) -> str:
    """When a file was built, in local time: ``2026-05-01 14:03``, German ``01.05.2026 14:03``."""
    shape = "%d.%m.%Y %H:%M" if current() == "de" else "%Y-%m-%d %H:%M"
    return time.strftime(shape, time.localtime(mtime))


def variant_text(found: CachedFile) -> str:
    """The variant in words: ``kniffel rules, 13 rounds, 3 rolls``, ``4x4, tiles A B E F I J``."""
    variant = found.variant
    if isinstance(variant, Spec):
        words = [rules_label(variant.rules), rounds_text(variant.rounds), rolls_text(variant.rolls)]
        if variant.points.changed():  # in words, as the game's views name them: Full House 30
            words.append(points_words(variant.points.changed().items(), variant.rules))
        return ", ".join(words)
    if variant is None:
        return _("not named in the file name")
    if found.kind == "distances":
        return _("3x3, every arrangement")
    if found.kind == "lookup":
        return _("4x4, the pattern databases as the search reads them")
    tiles = " ".join(chr(ord("A") + tile - 1) for tile in variant[0])
    return _("4x4, tiles {tiles}").format(tiles=tiles)


def kind_text(kind: Kind) -> str:
    return label(_KINDS, kind)


def status_text(found: CachedFile) -> str:
    """``intact``, ``damaged (its checksum does not match)``, ``older format``, ..."""
    words = label(_STATUSES, found.status)
    if found.reason:
        return _("{status} ({reason})").format(status=words, reason=found.reason)
    return words


def render(files: Sequence[CachedFile], tablefmt: str, *, empty: str) -> str:
    """The files as a table (game, kind, variant, size, built, status); ``empty`` when none."""
    if not files and tablefmt not in MACHINE_FORMATS:
        return empty
    rows = [
        [
            found.game,
            kind_text(found.kind),
            variant_text(found),
            size_text(found.size),
            built_text(found.built),
            status_text(found),
        ]
        for found in files
    ]
    headers = [_("game"), _("kind"), _("variant"), _("size"), _("built"), _("status")]
    align = ["left", "left", "left", "right", "left", "left"]
    return table(rows, headers, tablefmt, align)


def summary(folder: str, files: Sequence[CachedFile]) -> str:
    """``2 files, 64.3 MB in FOLDER``."""
    text = ngettext(
        "{count} file, {size} in {folder}", "{count} files, {size} in {folder}", len(files)
    )
    return text.format(
        count=len(files), size=size_text(sum(f.size for f in files)), folder=escape(folder)
    )


def data(folder: str, files: Sequence[CachedFile]) -> CacheView:
    """The JSON view: the folder, each file's facts, their bytes in all."""
    return {
        "folder": folder,
        "files": [file_data(found) for found in files],
        "bytes": sum(found.size for found in files),
    }


def file_data(found: CachedFile) -> CachedFileView:
    built = datetime.datetime.fromtimestamp(found.built, datetime.timezone.utc)
    return {
        "file": found.name,
        "game": found.game,
        "kind": found.kind,
        "variant": _variant_data(found),
        "bytes": found.size,
        "built": built.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "status": found.status,
        "build_seconds": None if found.seconds is None else round(found.seconds, 3),
    }


def _variant_data(found: CachedFile) -> KniffelVariantView | PuzzleVariantView | None:
    variant = found.variant
    if variant is None:
        return None
    if isinstance(variant, Spec):
        return {
            "rules": variant.rules,
            "rounds": variant.rounds,
            "rolls_per_turn": variant.rolls,
            "point_values": asdict(variant.points),
        }
    return {"size": found.puzzle_size, "groups": [list(group) for group in variant]}
