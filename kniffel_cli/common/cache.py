"""The cache of solver tables: where it lives, and tables read back or built and kept.

A table that cannot be saved still serves the run that built it; it is
simply built again next time.
"""

from __future__ import annotations

import os
from collections.abc import Callable


def cache_folder() -> str:
    """``$SPIEL_CACHE_DIR``, else the user cache folder of spiel."""
    folder = os.environ.get("SPIEL_CACHE_DIR")
    if folder:
        return folder
    from platformdirs import user_cache_dir

    return user_cache_dir("spiel")


def save(path: str, write: Callable[[str], None]) -> None:
    """Write a cache file through a temporary file and a rename; failures are ignored."""
    try:
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        temporary = f"{path}.{os.getpid()}.tmp"
        write(temporary)
        os.replace(temporary, path)
    except OSError:
        pass


def cached_bytes(folder: str, name: str, size: int, build: Callable[[], bytes]) -> bytes:
    """The ``size`` bytes cached as ``name``, or ``build()`` them and keep them."""
    path = os.path.join(folder, name)
    try:
        with open(path, "rb") as handle:
            data = handle.read()
        if len(data) == size:
            return data
    except OSError:
        pass
    data = build()

    def write(temporary: str) -> None:
        with open(temporary, "wb") as handle:
            handle.write(data)

    save(path, write)
    return data
