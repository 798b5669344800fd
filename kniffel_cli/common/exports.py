"""A package's public names, imported when first used (PEP 562).

Every command imports its game's package, so the package itself imports
nothing: each name in its ``__all__`` is looked up in the module that defines
it the first time it is read, and kept. The game's commands pay nothing for
the library, and a program that reads ``kniffel.KniffelGame`` loads no
strategy, no numpy and no click.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping


def lazy_names(
    package: str, where: Mapping[str, str]
) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package``.

    ``where`` maps each public name to ``"module"`` (the same name there) or
    ``"module:name"``.
    """

    def find(name: str) -> object:
        target = where.get(name)
        if target is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, _, attribute = target.partition(":")
        value = getattr(importlib.import_module(module), attribute or name)
        setattr(sys.modules[package], name, value)  # found once; later reads skip this
        return value

    def names() -> list[str]:
        return sorted({*vars(sys.modules[package]), *where})

    return find, names
