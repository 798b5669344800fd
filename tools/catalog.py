"""The message catalogs: extract the template, update the translations, compile them.

    python tools/catalog.py update    # po/spiel.pot from the sources, po/de.po merged, .mo built
    python tools/catalog.py compile   # only the package's spiel.mo files from po/LANG.po
    python tools/catalog.py check     # list untranslated, fuzzy and placeholder problems

Every string the sources pass to ``_``, ``N_``, ``ngettext`` or ``pgettext`` is
a message, and so is every ``--help`` text of the command tree (``help_texts``).
``update`` keeps every existing translation, adds new messages untranslated and
drops the ones no source uses any more; translators then edit ``po/de.po`` with
any PO editor and run ``compile``. Needs Babel (a test dependency); the installed
package only reads the compiled ``.mo`` through the standard library's gettext.
"""

from __future__ import annotations

import datetime
import io
import string
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "kniffel_cli"
TEMPLATE = ROOT / "po" / "spiel.pot"
LANGUAGES = ("de",)
# A fixed date: the files change only when their messages do.
DATE = datetime.datetime(2026, 11, 29, tzinfo=datetime.timezone.utc)


def translation_path(language: str) -> Path:
    """``po/LANG.po``, the file translators edit."""
    return ROOT / "po" / f"{language}.po"


def compiled_path(language: str) -> Path:
    """The compiled catalog inside the package."""
    return SOURCES / "locale" / language / "LC_MESSAGES" / "spiel.mo"


def extract() -> Catalog:
    """Every message of the sources, with the places that use it."""
    template = Catalog(
        project="spiel", domain="spiel", creation_date=DATE, charset="utf-8", fuzzy=False
    )
    keywords = {**DEFAULT_KEYWORDS, "Nn_": (1, 2)}  # a plural marked for another program
    for filename, line, message, comments, context in extract_from_dir(
        SOURCES, keywords=keywords, comment_tags=("Translators:",), strip_comment_tags=True
    ):
        where = (f"kniffel_cli/{Path(filename).as_posix()}", line)
        template.add(message, None, [where], auto_comments=comments, context=context)
    for text, source_file, _command in help_texts():
        template.add(text, None, [(source_file, 0)], auto_comments=["a --help text"])
    return template


def help_texts() -> list[tuple[str, str, str]]:
    """The ``--help`` texts of every command (read from the command tree, as click shows
    them): descriptions, option texts and placeholders, with the file defining each command."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from kniffel_cli.cli import spiel
    from kniffel_cli.common import localized

    return list(localized.help_texts(spiel))


def read(path: Path, language: str | None = None) -> Catalog:
    """A .po or .pot file."""
    with path.open("rb") as file:
        return read_po(file, locale=language)


def write(catalog: Catalog, path: Path) -> None:
    """A .po or .pot file, sorted by where each message is first used."""
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(
        buffer, catalog, width=100, sort_by_file=True, include_previous=False, include_lineno=False
    )
    path.write_bytes(buffer.getvalue())


def compiled(catalog: Catalog) -> bytes:
    """The .mo bytes of a catalog (untranslated and fuzzy messages left out)."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def update() -> None:
    """Write the template, merge it into each translation, compile each."""
    template = extract()
    write(template, TEMPLATE)
    for language in LANGUAGES:
        path = translation_path(language)
        if path.exists():
            catalog = read(path, language)
        else:
            catalog = Catalog(locale=language, domain="spiel", project="spiel", fuzzy=False)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        catalog.obsolete.clear()
        catalog.revision_date = DATE
        catalog.creation_date = DATE
        write(catalog, path)
        compile_language(language)


def compile_language(language: str) -> None:
    """``po/LANG.po`` into the package's ``spiel.mo``."""
    target = compiled_path(language)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(compiled(read(translation_path(language), language)))


def fields(text: str) -> list[str]:
    """The ``{placeholders}`` of a message, sorted."""
    try:
        return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)
    except ValueError:
        return ["<malformed braces>"]


def problems(catalog: Catalog) -> list[str]:
    """Every message that is untranslated, fuzzy, or has other placeholders than its source."""
    found: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        found.extend(f"{message.id!r}: {problem}" for problem in message_problems(message))
    return found


def message_problems(message: Message) -> list[str]:
    """What is wrong with one translated message, if anything."""
    sources = list(message.id) if isinstance(message.id, tuple) else [message.id]
    translations = list(message.string) if isinstance(message.string, tuple) else [message.string]
    if message.fuzzy:
        return ["fuzzy"]
    if not all(translations):
        return ["untranslated"]
    # Every form names the placeholders of its source form; a singular may also name the
    # plural's (German and English both have two forms: one, and everything else).
    for number, text in enumerate(translations):
        own = fields(sources[min(number, len(sources) - 1)])
        if fields(text) != own and (number > 0 or fields(text) != fields(sources[-1])):
            return [f"placeholders {fields(text)} instead of {own}"]
    return []


def main(arguments: list[str]) -> int:
    command = arguments[0] if arguments else "update"
    if command == "update":
        update()
    elif command == "compile":
        for language in LANGUAGES:
            compile_language(language)
    elif command == "check":
        found = [p for language in LANGUAGES for p in problems(read(translation_path(language)))]
        print("\n".join(found) or "every message is translated")
        return 1 if found else 0
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
