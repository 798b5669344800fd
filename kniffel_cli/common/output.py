"""Printing: the view to stdout or stderr, notices, progress bars.

What is printed is made in ``formatting`` (and the game view modules); this
module only writes it, line by line through ``streams`` (which turns a failed
write into an OutputError, exit 4, except a closed pipe, which ends the command
quietly); in a batch session the view is kept instead (``ViewOptions.shown``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from typing import IO, TYPE_CHECKING

import click

from kniffel_cli.common.formatting import (
    MACHINE_FORMATS,
    LogRow,
    ViewOptions,
    field_text,
    json_text,
    log_table,
)
from kniffel_cli.common.i18n import _
from kniffel_cli.common.streams import carried, forgive_encoding, message, shows, write_line
from kniffel_cli.common.text import escape

__all__ = ["forgive_encoding", "message"]  # the command line's, kept where it looks for them

if TYPE_CHECKING:  # what click.progressbar returns
    from click._termui_impl import ProgressBar


def present(
    options: ViewOptions,
    *,
    render_table: Callable[[str], str],
    render_data: Callable[[], Mapping[str, object]],
    to_stderr: bool = False,
) -> None:
    """Print the view the options ask for (nothing with ``-q``).

    ``to_stderr`` is set when the new state itself goes to standard output,
    so that state can be piped on while the board is still shown.
    """
    if options.shown is not None:
        options.shown.view = render_data()
        return
    if options.quiet:
        return
    if options.format == "json":
        write_line(_("the view"), json_text(render_data()), err=to_stderr, data=True)
    else:
        write_line(_("the view"), render_table(options.tablefmt), err=to_stderr)


def ascii_charts(to_stderr: bool = False) -> bool:
    """Whether a view's charts are drawn in ASCII marks: where the stream it goes to cannot
    show the blocks (a Latin-1 terminal), which would otherwise come out as '?'."""
    from kniffel_cli.common.charts import BLOCKS  # only for a view with a chart

    return not shows(BLOCKS, err=to_stderr)


def output(options: ViewOptions, what: str, text: str) -> None:
    """Text that is the command's result but no game's view (a shell script): standard output."""
    if options.shown is not None:
        options.shown.view = text
        return
    write_line(what, text, err=False)


def present_field(options: ViewOptions, values: Sequence[object]) -> None:
    """Print fields of the view (``show --field``) on standard output, one line each, as
    ``field_text`` writes them (nothing with ``-q``). A batch session answers with the value
    itself, or the list of the values when several were asked for."""
    if options.shown is not None:
        options.shown.view = values[0] if len(values) == 1 else list(values)
    elif not options.quiet:
        stream = sys.stdout
        lines = [
            field_text(value) if isinstance(value, str) else carried(field_text(value), stream)
            for value in values
        ]
        write_line(_("the view"), "\n".join(lines), err=False)


def notice(options: ViewOptions, text: str) -> None:
    """A line that is not the view and not an error ("game over", "solved", "recorded").

    Every such line of a command goes through here: on standard error, and not
    at all with ``-q`` (only errors are printed then; the exit status and the
    JSON view still say everything); a batch session's answers are the views alone.
    """
    if not options.quiet and options.shown is None:
        message(text)


def end_notice(options: ViewOptions, text: str) -> None:
    """The line that says a game has ended, where the view does not say it already: after a
    JSON view or a table in a machine format (a table's status line says it; twice would be
    once too many)."""
    if options.format == "json" or options.tablefmt in MACHINE_FORMATS:
        notice(options, text)


def log_view(
    options: ViewOptions,
    rows: Callable[[], Sequence[LogRow]],
    records: Callable[[], Mapping[str, object]],
) -> None:
    """The move history: the table's worded ``rows``, or the game's ``records`` of facts.

    The records are ``{"game": ..., "moves": [...]}``, the same in every language.
    """
    present(options, render_table=lambda tablefmt: log_table(rows(), tablefmt), render_data=records)


class ProgressBars:
    """Progress on standard error, one report per label, opened on its first report.

    Call it as ``bars(label, done, total)``; use it as a context manager so that
    bars left unfinished (a search that stopped early) are closed. ``quiet``
    (``-q``) shows none; nothing ever goes to standard output.

    On a terminal, click's bar with the percentage done and the time left. Anywhere
    else (a log, a CI job), where a bar would print its label and then nothing until
    the end, plain lines: the label when the work starts, ``LABEL: 23% (10 s)`` at
    most every ``INTERVAL`` seconds, and ``LABEL: done in 23.4 s`` at the end of work
    that took a second or more (work that ends sooner stays one line). ``clock``
    (``time.monotonic``) and ``terminal`` (whether standard error is one) are there
    for tests. ``plain=False`` (``--format json``, whose errors are JSON lines on standard
    error) shows the bar on a terminal and nothing elsewhere.
    """

    INTERVAL = 10.0  # seconds between two lines of plain progress
    SHORT = 1.0  # work done within this many seconds gets no closing line

    def __init__(
        self,
        *,
        quiet: bool = False,
        plain: bool = True,
        clock: Callable[[], float] | None = None,
        terminal: bool | None = None,
    ) -> None:
        import time

        self.bars: dict[str, ProgressBar[int]] = {}
        self.lines: dict[str, _PlainProgress] = {}
        self.quiet = quiet
        self.plain = plain
        self.clock = clock or time.monotonic
        self.terminal = _is_terminal(sys.stderr) if terminal is None else terminal

    def __call__(self, label: str, done: int, total: int) -> None:
        if self.quiet:
            return
        if not self.terminal:
            if self.plain:
                self._line(label, done, total)
            return
        bar = self.bars.get(label)
        if bar is None:
            bar = click.progressbar(
                length=total, label=label, file=sys.stderr, show_percent=True, show_eta=True
            )
            bar.__enter__()
            self.bars[label] = bar
        bar.update(done - bar.pos)
        if done >= total:  # finished: the next bar starts on a line of its own
            bar.__exit__(None, None, None)
            del self.bars[label]

    def _line(self, label: str, done: int, total: int) -> None:
        """Plain progress: the label at the start, a line each INTERVAL, one at the end."""
        from kniffel_cli.common.i18n import decimal, percent

        now = self.clock()
        progress = self.lines.get(label)
        if progress is None:
            progress = self.lines[label] = _PlainProgress(now, now)
            _progress_line(label)
        if done >= total:
            del self.lines[label]
            seconds = now - progress.started
            if seconds >= self.SHORT:
                text = _("{label}: done in {seconds} s")
                _progress_line(text.format(label=label, seconds=decimal(seconds, 1)))
        elif now - progress.said >= self.INTERVAL:
            progress.said = now
            text = _("{label}: {percent} ({seconds} s)")
            share = percent(done / total if total else 0.0, 0)
            _progress_line(
                text.format(label=label, percent=share, seconds=round(now - progress.started))
            )

    def __enter__(self) -> ProgressBars:
        return self

    def __exit__(self, *exc: object) -> None:
        for bar in self.bars.values():
            bar.__exit__(None, None, None)
        self.bars.clear()
        self.lines.clear()  # stopped early: no closing line, the command's own says why


class _PlainProgress:
    """When a piece of work began and when its last line of plain progress was printed."""

    def __init__(self, started: float, said: float) -> None:
        self.started = started
        self.said = said


def _is_terminal(stream: IO[str] | None) -> bool:
    """Whether ``stream`` is a terminal (a closed or missing stream is not)."""
    try:
        return stream is not None and stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def _progress_line(text: str) -> None:
    """One line of plain progress on standard error; one that cannot be written is dropped
    (progress is no result: the command goes on)."""
    with suppress(OSError):
        click.echo(escape(text), err=True)


def progress_bars(view: ViewOptions) -> ProgressBars:
    """The progress display of a command: none with ``-q``; under ``--format json`` a bar on
    a terminal only, so that standard error elsewhere holds nothing but JSON."""
    return ProgressBars(quiet=view.quiet, plain=view.format != "json")
