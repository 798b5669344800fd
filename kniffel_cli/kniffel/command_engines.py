"""The engines a Kniffel command uses: the library's ``Engines``, with the command line's
progress bars on standard error and its one-line notice of a damaged cached table."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial

from kniffel_cli.common.formatting import ViewOptions
from kniffel_cli.common.output import message, progress_bars
from kniffel_cli.kniffel import view as kniffel_view
from kniffel_cli.kniffel.strategy.engine import Build, Engines, Progress

LABELS = {
    "table": kniffel_view.table_progress,
    "spread": kniffel_view.spread_progress,
    "both": kniffel_view.tables_progress,
    "variance": kniffel_view.variance_progress,
    "table_variance": kniffel_view.table_variance_progress,
}


@contextmanager
def _bars(view: ViewOptions, what: Build) -> Iterator[Progress]:
    """A progress bar on standard error for one build."""
    label = LABELS[what]()
    with progress_bars(view) as bars:
        yield lambda done, total: bars(label, done, total)


def command_engines(view: ViewOptions) -> Engines:
    """The engines of a command: builds show a bar (none with ``-q``); in a batch session a
    hint reads the whole table once (loaded for the session) rather than a level per request."""
    return Engines(
        progress=None if view.quiet else partial(_bars, view),
        notify=message,
        quick_levels=view.shown is None,
    )
