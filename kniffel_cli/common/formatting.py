"""The text of a view: a tabulate table or one JSON object. Pure: nothing here prints.

The game view modules build their tables with ``table``; ``output`` prints
what is made here.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from kniffel_cli.common.i18n import _, pgettext, span
from kniffel_cli.common.text import escape, offered, quoted

Format = Literal["table", "json"]
FORMATS: tuple[Format, ...] = get_args(Format)
DEFAULT_TABLEFMT = "simple"

# One row of the log's table: the move number, who, the action, the result, worded.
# The JSON log is each game's records of facts (``log_data`` in its view module).
LogRow = tuple[int, str, str, str]


class Shown:
    """What one request of a batch session showed: its JSON view, or its text where the
    command has none (``rules``, ``--help``); kept instead of printed."""

    def __init__(self) -> None:
        self.view: object = None


@dataclass(frozen=True)
class ViewOptions:
    """How the user asked to see the result: ``--format``, ``--tablefmt``, ``-q``; in a
    batch session, where the view is kept instead (``shown``)."""

    format: Format = "table"
    tablefmt: str = DEFAULT_TABLEFMT
    quiet: bool = False
    shown: Shown | None = None


# Markdown tables must open with a header row: a table without headers gets column numbers.
MARKDOWN_FORMATS = frozenset({"github", "pipe"})
# Formats for programs: the view is its tables alone, no title or status line between them.
MACHINE_FORMATS = frozenset({"tsv"})


def table(
    rows: Iterable[Sequence[str | int]],
    headers: Sequence[str],
    tablefmt: str,
    align: Sequence[str] | None = None,
) -> str:
    """One table; cells are shown as they are (no number parsing, no rounding).

    ``align`` gives each column's alignment (``left``, ``right``, ``center``).
    A table without ``headers`` (the puzzle board) is numbered ``1, 2, ...``
    in the Markdown formats, which need a header row, and is shown without
    the frame of dashes ``simple`` draws around a headerless table.
    """
    # Imported here: commands that print no table (a hint, JSON) skip its 30-40 ms.
    from tabulate import tabulate  # type: ignore[import-untyped]

    rows = [list(row) for row in rows]
    if not headers:
        if tablefmt in MARKDOWN_FORMATS:
            headers = [str(column) for column in range(1, max(map(len, rows), default=0) + 1)]
        elif tablefmt == "simple":
            tablefmt = "plain"
    text: str = tabulate(
        rows,
        headers=list(headers),
        tablefmt=tablefmt,
        disable_numparse=True,
        colalign=tuple(align) if align else None,
    )
    if tablefmt == "tsv":
        # tabulate pads the cells and drops a line's empty last cells; a program wants the
        # cells as they are, and as many on every line.
        width = max([len(headers), *map(len, rows)])
        lines = []
        for line in text.splitlines():
            cells = [cell.strip() for cell in line.split("\t")]
            lines.append("\t".join(cells + [""] * (width - len(cells))))
        text = "\n".join(lines)
    return text


def compose(tablefmt: str, prose: Sequence[str], tables: Sequence[str]) -> str:
    """A view: its lines of prose (title, status), then its tables, a blank line apart.

    In a machine format (``tsv``) the view is its tables alone, so a program
    reads nothing but rows.
    """
    parts = list(tables) if tablefmt in MACHINE_FORMATS else [*prose, *tables]
    return "\n\n".join(part for part in parts if part)


def with_chart(tablefmt: str, view: str, chart: Sequence[str]) -> str:
    """A view with a chart's lines below it, a blank line apart. A chart is prose: in a
    machine format (``tsv``) the view is its rows alone."""
    if tablefmt in MACHINE_FORMATS or not chart:
        return view
    return "\n\n".join(part for part in (view, "\n".join(chart)) if part)


def take_range(limit: int) -> str:
    """``take 1 to 3``, ``take 1 or 2``; ``take 1`` when one is all that may be taken."""
    return _("take 1") if limit == 1 else _("take {takes}").format(takes=span(1, limit))


# The version of every JSON object spiel prints (the views, the errors under ``--format
# json``, the answers of ``batch``), their first key ``schema_version``. One number for all of
# them and all games. Within a version no key is renamed or removed and no value changes its
# type; new keys may come. A rename, a removal or a changed type bumps it (``man spiel``, VIEW
# VERSIONS, says so and names the current one).
SCHEMA_VERSION = 1


def json_text(data: Mapping[str, object]) -> str:
    """One JSON object on one line of UTF-8 text that shows as written, as spiel prints it:
    ``{"schema_version": SCHEMA_VERSION, ...data}`` (every view, error and batch answer is
    printed through here, so each carries the version; an object inside one does not).

    Letters stay letters (``ä``, not ``\\u00e4``); a character that is not printable
    (a control, a line separator, a lone surrogate from bytes that were not UTF-8) is
    written as a ``\\u`` escape, so the line is valid UTF-8, one line to any reader, and
    passes through ``escape`` unchanged.
    """
    text = json.dumps({"schema_version": SCHEMA_VERSION, **data}, ensure_ascii=False)
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else _json_escape(char) for char in text)


def _json_escape(char: str) -> str:
    """``\\uXXXX`` for a character (a surrogate pair beyond the Basic Multilingual Plane)."""
    code = ord(char)
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def field_text(value: object) -> str:
    """One value of the JSON view as plain text for a shell script (``show --field``).

    Text as it is (``Anna``, control characters escaped); ``true``, ``17``,
    ``null`` as in JSON; lists and objects as compact JSON on one line.
    """
    if isinstance(value, str):
        return escape(value)
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class FieldPathError(ValueError):
    """A ``show --field`` path that leads nowhere in the view; the message names what exists."""


def field_at(view: Mapping[str, object], path: str, game: str) -> object:
    """The value at a dotted ``path`` into the JSON view: ``players.0.total``, ``board.2``.

    Objects are entered by field name, lists by index from 0. A step that
    leads nowhere raises FieldPathError naming the fields (or the indexes) that
    exist where it stopped.
    """
    value: object = view
    walked: list[str] = []
    for step in path.split("."):
        where = quoted(".".join(walked))
        if isinstance(value, Mapping):
            if step not in value:
                known = offered(value)
                if not walked:
                    text = _("no field {name} in the {game} view; choose {known}")
                    raise FieldPathError(text.format(name=quoted(step), game=game, known=known))
                if not value:
                    text = _("no field {name} in {path}: it is empty")
                    raise FieldPathError(text.format(name=quoted(step), path=where))
                text = _("no field {name} in {path}; choose {known}")
                raise FieldPathError(text.format(name=quoted(step), path=where, known=known))
            value = value[step]
        elif isinstance(value, list):
            # more digits than any list has items: no index (int() of thousands would fail)
            index = int(step) if step.isascii() and step.isdigit() and len(step) < 19 else None
            if index is None or index >= len(value):
                if not value:
                    text = _("no item {index} in {path}: it is empty")
                    raise FieldPathError(text.format(index=quoted(step), path=where))
                text = _("no item {index} in {path}; choose an index from 0 to {last}")
                raise FieldPathError(
                    text.format(index=quoted(step), path=where, last=len(value) - 1)
                )
            value = value[index]
        else:
            text = _("no field {name} in {path}: it is {value}, not an object or a list")
            raise FieldPathError(
                text.format(name=quoted(step), path=where, value=field_text(value))
            )
        walked.append(step)
    return value


def log_table(rows: Sequence[LogRow], tablefmt: str) -> str:
    """The move history as a table (move number, who, action, result)."""
    if not rows and tablefmt not in MACHINE_FORMATS:
        return _("no moves yet")
    return table(rows, log_headers(), tablefmt)


def log_headers() -> list[str]:
    """The headings of a log's table: its line's number (a roll, a take, slides: not always
    a move), who acted, the action, the result."""
    return [pgettext("log", "move"), pgettext("log", "by"), _("action"), _("result")]
