"""Where a command gets the optimal-strategy tables: from the cache, or built once with a
progress bar on standard error (the command line's side of ``strategy.solver``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kniffel_cli.common.output import ProgressBars, message
from kniffel_cli.common.session import in_session
from kniffel_cli.kniffel import view as kniffel_view

if TYPE_CHECKING:
    from kniffel_cli.kniffel.strategy.quick import Values
    from kniffel_cli.kniffel.strategy.solver import Spec, Table
    from kniffel_cli.kniffel.strategy.winning import Model


# The tables a batch session has loaded: once per session, not once per request.
_SESSION_TABLES: dict[Spec, Table] = {}
_SESSION_MODELS: dict[Spec, Model] = {}


class TableSource:
    """Optimal-strategy tables, loaded or built (with a progress bar) once per command, and
    once per batch session."""

    def __init__(self, *, quiet: bool = False) -> None:
        self.loaded: dict[Spec, Table] = _SESSION_TABLES if in_session() else {}
        self.models: dict[Spec, Model] = _SESSION_MODELS if in_session() else {}
        self.cached = True
        self.quiet = quiet

    def __call__(self, spec: Spec) -> Table:
        from kniffel_cli.kniffel.strategy import solver

        if spec not in self.loaded:
            label = kniffel_view.table_progress()
            with ProgressBars(quiet=self.quiet) as bars:
                self.loaded[spec], cached = solver.load_or_build(
                    spec, progress=lambda done, total: bars(label, done, total), notify=message
                )
            self.cached = self.cached and cached
        return self.loaded[spec]

    def model(self, spec: Spec) -> Model:
        """The distributions of final totals (the table and its spread, loaded or built with
        a progress bar), for the chance of winning."""
        from kniffel_cli.kniffel.strategy import moments, solver
        from kniffel_cli.kniffel.strategy.winning import Model

        if spec not in self.models:
            table = self.loaded.get(spec) or solver.load_cached(spec, notify=message)
            # Without a table, both are built in one pass: the spread's pass plans every
            # turn as the table's does.
            label = (
                kniffel_view.tables_progress() if table is None else kniffel_view.spread_progress()
            )
            with ProgressBars(quiet=self.quiet) as bars:

                def progress(done: int, total: int) -> None:
                    bars(label, done, total)

                if table is None:
                    spread = moments.build_and_save_with_table(spec, progress=progress)
                    cached = False
                else:
                    spread, cached = moments.load_or_build(table, progress=progress, notify=message)
            self.loaded[spec] = spread.table
            self.cached = self.cached and cached
            self.models[spec] = Model(spread.table, spread)
        return self.models[spec]

    def cached_level(self, spec: Spec, turns_left: int) -> Values | None:
        """One level of the cached table, read without numpy (``quick``); None when the table
        is not cached intact or is loaded already, and in a batch session, which loads the
        whole table once rather than a level per request."""
        if in_session():
            return None
        from kniffel_cli.common.cache import cache_folder
        from kniffel_cli.kniffel.strategy import quick

        return None if spec in self.loaded else quick.read_level(spec, turns_left, cache_folder())
