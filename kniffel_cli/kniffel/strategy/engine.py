"""The Kniffel engine: one variant's optimal-strategy table, its spread and the win model.

Every user of the tables gets them here: the commands, a batch session, the
Python API, the computer players, ``review`` and ``simulate``. An ``Engine``
reads each from the cache (``common/cache``: verified on every read) or builds
it once and saves it; whatever it has read or built is kept for the process
(one memo, ``_MEMO``) for as long as its cache file stays the same one.

How a build shows its progress, and where a damaged file is reported, is the
caller's: ``Engines`` is handed both as callbacks, so the engine imports no
click and prints nothing.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

if TYPE_CHECKING:  # the cache and the tables load when a table is first asked for
    from kniffel_cli.common.cache import Notify
    from kniffel_cli.kniffel.strategy import quick
    from kniffel_cli.kniffel.strategy.moments import Spread
    from kniffel_cli.kniffel.strategy.solver import Table
    from kniffel_cli.kniffel.strategy.table_file import Spec
    from kniffel_cli.kniffel.strategy.variance import Squares
    from kniffel_cli.kniffel.strategy.winning import Model

# What is built: the table alone, the spread of a table there is, or both in one pass;
# the second moments alone (``solve``'s standard deviation) of a table there is, or
# with the table in one pass.
Build = Literal["table", "spread", "both", "variance", "table_variance"]
Progress = Callable[[int, int], None]  # (done, total)
ShowProgress = Callable[[Build], AbstractContextManager[Progress]]

T = TypeVar("T")

# Everything read or built in this process, by cache file: the file's identity when it
# was read (a replaced or damaged file is read afresh) and the object.
_MEMO: dict[str, tuple[tuple[int, ...], object]] = {}


def file_identity(path: str) -> tuple[int, ...]:
    """What tells one version of a file from another: inode, size, change times."""
    try:
        status = os.stat(path)
    except OSError:
        return ()
    return (status.st_ino, status.st_size, status.st_mtime_ns, status.st_ctime_ns)


def _silent(what: Build) -> AbstractContextManager[Progress]:
    return nullcontext(lambda done, total: None)


class Engines:
    """The engines of one caller, one per variant (``engines(spec)``).

    ``progress`` opens the display of a build (the command line's bar); ``notify``
    hears one line when a cached file is damaged and built again. ``build=False``
    builds nothing: what is not cached intact raises LookupError (the check of a
    computer's recorded moves). ``quick_levels`` lets a hint read one level of a
    cached table without numpy (a batch session loads the whole table once instead).
    A build uses ``jobs`` processes (default: one per core), with the same result.
    """

    def __init__(
        self,
        *,
        progress: ShowProgress | None = None,
        notify: Notify | None = None,
        build: bool = True,
        quick_levels: bool = True,
        folder: str | None = None,
        jobs: int | None = None,
    ) -> None:
        self.progress = progress or _silent
        self.notify = notify
        self.build = build
        self.quick_levels = quick_levels
        self.folder = folder
        self.jobs = jobs  # processes a build uses; None: one per core
        self.cached = True  # nothing built so far by these engines

    def __call__(self, spec: Spec) -> Engine:
        return Engine(spec, self)

    def build_jobs(self) -> int:
        """The processes a build uses."""
        from kniffel_cli.kniffel.strategy.parallel import cores

        return cores() if self.jobs is None else self.jobs

    def where(self) -> str:
        """The cache folder: the one given, else ``$SPIEL_CACHE_DIR`` or the user's."""
        from kniffel_cli.common.cache import cache_folder

        return cache_folder() if self.folder is None else self.folder


class Engine:
    """One variant's strategy: its table, spread and win model, each read or built once."""

    def __init__(self, spec: Spec, engines: Engines) -> None:
        self.spec = spec
        self.engines = engines

    def _path(self, name: str) -> str:
        return os.path.join(self.engines.where(), name)

    def _remembered(self, name: str, fits: Callable[[Any], bool] = lambda found: True) -> Any:
        """What the memo holds for the file ``name`` while it is the same file, else None."""
        path = self._path(name)
        kept = _MEMO.get(path)
        if kept is not None and kept[0] == file_identity(path) and fits(kept[1]):
            return kept[1]
        return None

    def _remember(self, name: str, found: T) -> T:
        path = self._path(name)
        _MEMO[path] = (file_identity(path), found)
        return found

    def _read(self, name: str, decode: Callable[[bytes], T]) -> T | None:
        """The cached file ``name``, verified and decoded, or None (a damaged one reported)."""
        notify = self.engines.notify if self.engines.build else None
        from kniffel_cli.common.cache import load

        found = load(self.engines.where(), name, decode, notify)
        return None if found is None else self._remember(name, found)

    def _refuse_build(self, name: str) -> None:
        if not self.engines.build:
            raise LookupError(f"{name} is not cached")
        self.engines.cached = False

    def _save(self, name: str, chunks: list[bytes | memoryview]) -> None:
        from kniffel_cli.common.cache import write

        write(self._path(name), chunks)

    # --- the table -------------------------------------------------------------------

    def cached_table(self) -> Table | None:
        """The table if it is cached intact (or was built in this process), else None."""
        from kniffel_cli.kniffel.strategy import solver

        name = self.spec.name
        found = self._remembered(name)
        if found is not None:
            return cast("Table", found)
        return self._read(name, lambda payload: solver.decode(self.spec, payload))

    def table(self) -> Table:
        """The expected-total table: from the cache, or built (with progress) and saved."""
        from kniffel_cli.kniffel.strategy import solver

        found = self.cached_table()
        if found is not None:
            return found
        self._refuse_build(self.spec.name)
        with self.engines.progress("table") as progress:
            table = solver.build(self.spec, progress, self.engines.build_jobs())
        self._save(self.spec.name, solver.encode(table))
        return self._remember(self.spec.name, table)

    def level(self, turns_left: int) -> quick.Values | None:
        """One level of the cached table read without numpy, for a quick hint; None when
        the table is loaded already, not cached intact, or quick levels are off."""
        if not self.engines.quick_levels or self._remembered(self.spec.name) is not None:
            return None
        from kniffel_cli.kniffel.strategy import quick

        return quick.read_level(self.spec, turns_left, self.engines.where())

    # --- the spread and the win model ------------------------------------------------

    def _spread_name(self) -> str:
        return self.spec.spread_name

    def cached_spread(self, table: Table) -> Spread | None:
        """The spread of ``table`` if it is cached intact (or built here), else None."""
        from kniffel_cli.kniffel.strategy import moments

        name = self._spread_name()
        found = self._remembered(name, lambda spread: spread.table is table)
        if found is not None:
            return cast("Spread", found)
        return self._read(name, lambda payload: moments.decode(table, payload))

    def spread(self) -> Spread:
        """The spread of the table's policy (what the chance of winning needs): from the
        cache, or built and saved; without a cached table, both are built in one pass."""
        from kniffel_cli.kniffel.strategy import moments, solver

        table = self.cached_table()
        if table is not None:
            found = self.cached_spread(table)
            if found is not None:
                return found
        name = self._spread_name()
        self._refuse_build(name)
        if table is None:
            with self.engines.progress("both") as progress:
                spread = moments.build_with_table(self.spec, progress, self.engines.build_jobs())
            self._save(self.spec.name, solver.encode(spread.table))
            self._remember(self.spec.name, spread.table)
        else:
            with self.engines.progress("spread") as progress:
                spread = moments.build(table, progress, self.engines.build_jobs())
        self._save(name, moments.encode(spread))
        return self._remember(name, spread)

    def standard_deviation(self) -> float:
        """The standard deviation of the final total of an optimal game: from the spread if
        it is cached intact (or was built here), else from the second moments alone
        (``variance``), computed from the table (both in one pass without a cached table)
        and kept for the process only."""
        from kniffel_cli.kniffel.strategy import solver, variance

        table = self.cached_table()
        if table is not None:
            spread = self.cached_spread(table)
            if spread is not None:
                return spread.standard_deviation()
        key = self._path(self.spec.name) + "\x00squares"
        kept = _MEMO.get(key)
        if table is not None and kept is not None and cast("Squares", kept[1]).table is table:
            return cast("Squares", kept[1]).standard_deviation()
        if table is None:
            self._refuse_build(self.spec.name)
            with self.engines.progress("table_variance") as progress:
                squares = variance.build(self.spec, None, progress, self.engines.build_jobs())
            self._save(self.spec.name, solver.encode(squares.table))
            self._remember(self.spec.name, squares.table)
        else:
            self._refuse_build(self._spread_name())
            with self.engines.progress("variance") as progress:
                squares = variance.build(self.spec, table, progress, self.engines.build_jobs())
        _MEMO[key] = ((), squares)
        return squares.standard_deviation()

    def model(self) -> Model:
        """The distributions of final totals (the table with its spread): the win model."""
        from kniffel_cli.kniffel.strategy.winning import Model

        spread = self.spread()
        key = self._path(self._spread_name()) + "\x00model"
        kept = _MEMO.get(key)
        if kept is not None and cast("Model", kept[1]).spread is spread:
            return cast("Model", kept[1])
        model = Model(spread.table, spread)
        _MEMO[key] = ((), model)
        return model


def forget() -> None:
    """Let go of every table, spread, model and second moments this process has read or
    built (a program that wants the memory back); the next use reads them from the cache
    again (or computes the second moments again)."""
    _MEMO.clear()
