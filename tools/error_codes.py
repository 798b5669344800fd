"""The ERROR CODES section of man/spiel.1, made from the error classes.

    python tools/error_codes.py          # rewrite the section
    python tools/error_codes.py --check  # exit 1 when the page is not in step

Every code a program can meet under ``--format json`` (and in a batch
session's answers): each error class's code with its exit status and facts,
and the codes of the shared machinery and of click's usage errors.
tests/test_man.py fails while the page differs from what this writes.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import types
import typing
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "man" / "spiel.1"
TITLE = ".SH ERROR CODES\n"

INTRO = r""".SH ERROR CODES
Under
.B \-\-format json
a refused command prints one JSON line on standard error instead of the
.B Error:
line, and a batch session answers a refused request with the same object
(and
.BR "\(dqok\(dq: false" ):
.RS
.nf
{"schema_version": 1, "exit": 1,
 "error": {"code": "not_rolled", "message": "Anna has not rolled in
 round 1 yet; roll first", "player": "Anna", "round": 1}}
.fi
.RE
.PP
.B schema_version
comes first, as on every JSON line (see VIEW VERSIONS);
.B code
names the error and never changes;
.B message
is the sentence in the chosen language; the facts that follow are the same in
every language.
A fact that is itself an error holds that error's code, message and facts.
The codes, their exit status and their facts:
"""

# The codes that are no class's own: click's usage errors, Ctrl-C, and the shared machinery's
# errors made with a finished sentence (their facts are in the message alone).
OTHER_CODES = (
    (
        "usage",
        2,
        "option, argument or command, when one is named (an unknown option, a "
        "malformed value, a malformed batch request)",
    ),
    ("error", 1, "none (an error of click's that is no usage error)"),
    ("rule", 1, "none"),
    ("input", 2, "none"),
    (
        "state_file",
        3,
        "none (the state file is unreadable, too large, not a spiel state, of "
        "another game, or newer; the message says which)",
    ),
    ("write", 4, "none (the new state or the highscore could not be written)"),
    ("output", 4, "none (the view could not be printed; the message says what was saved)"),
    ("interrupted", 130, "none (Ctrl-C)"),
)


def error_classes() -> list[type]:
    """Every error class with a sentence of its own, in the order of their codes."""
    import kniffel_cli
    from kniffel_cli.common.errors import SpielError

    for module in pkgutil.walk_packages(kniffel_cli.__path__, "kniffel_cli."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    found: list[type[SpielError]] = []
    pending = list(SpielError.__subclasses__())
    while pending:
        kind = pending.pop()
        pending += kind.__subclasses__()
        if kind.template:
            found.append(kind)
    return sorted(found, key=lambda kind: kind.code)


def type_words(hint: object) -> str:
    """A fact's type as the page names it."""
    from kniffel_cli.common.errors import SpielError

    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        kinds = [type_words(arg) for arg in args if arg is not type(None)]
        return " or ".join(kinds) + (" or null" if type(None) in args else "")
    if origin is typing.Literal:
        return " or ".join(f'"{arg}"' for arg in args)
    if origin in (list, tuple):
        return "list"
    if isinstance(hint, type) and issubclass(hint, SpielError):
        return "error"
    names = {str: "text", int: "number", float: "number", bool: "true or false"}
    return names.get(hint, "text") if isinstance(hint, type) else "text"


def section() -> str:
    """The whole section, from its title to the next one."""
    lines = [INTRO]
    for kind in error_classes():
        hints = typing.get_type_hints(kind)
        facts = ", ".join(f"{name} ({type_words(hints[name])})" for name in kind.fact_names)
        lines.append(f'.TP\n.BR {kind.code} " (exit {kind.exit_code})"\n{facts or "none"}\n')
    lines.append(".PP\nAnd the codes that are no error class's own:\n")
    for code, status, facts in OTHER_CODES:
        lines.append(f'.TP\n.BR {code} " (exit {status})"\n{facts}\n')
    return "".join(lines)


def in_step(text: str) -> str:
    """The page ``text`` with its ERROR CODES section as ``section`` writes it."""
    start = text.index(TITLE)
    end = text.index("\n.SH ", start + len(TITLE) - 1) + 1  # an empty section ends at once
    return text[:start] + section() + text[end:]


def main(arguments: list[str]) -> int:
    text = PAGE.read_text(encoding="utf-8")
    wanted = in_step(text)
    if "--check" in arguments:
        return 0 if wanted == text else 1
    PAGE.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
