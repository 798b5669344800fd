"""The language of everything printed during play: English (the source) or German (a catalog).

The words are looked up through the standard gettext catalog of the domain
``spiel`` (``locale/de/LC_MESSAGES/spiel.mo`` in the package). The command
line chooses the language once (``--lang``, else ``$SPIEL_LANG``, else the
locale) with ``use``; every ``_`` and ``ngettext`` after that answers in it.
Nothing a program reads (state files, JSON views, exit codes) depends on it.

click words its usage errors through the process-wide gettext functions;
``use`` binds them to the same catalog and language (``click_words`` lists
the ones translated), so "Invalid value for" is German too.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Literal, get_args

Language = Literal["en", "de"]
LANGUAGES: tuple[Language, ...] = get_args(Language)
DOMAIN = "spiel"
LOCALE_FOLDER = Path(__file__).resolve().parent.parent / "locale"
# The locale variables in the order gettext reads them (LANGUAGE aside: it names a list).
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language: Language = "en"


def language_of(value: str | None) -> Language:
    """German for a value that starts with ``de`` (``de``, ``de_DE.UTF-8``), else English."""
    return "de" if value and value.strip().lower().startswith("de") else "en"


def from_environment(environ: Mapping[str, str] | None = None) -> Language:
    """The language ``$SPIEL_LANG`` names, else the first locale variable that is set."""
    environ = os.environ if environ is None else environ
    for name in ("SPIEL_LANG", *LOCALE_VARIABLES):
        value = environ.get(name)
        if value:
            return language_of(value)
    return "en"


def use(language: Language) -> None:
    """Answer every following ``_`` and ``ngettext`` in ``language``.

    English is the language of the sources and needs no catalog. A German
    catalog that is missing or unreadable (a broken install) falls back to
    English rather than failing the command.
    """
    global _translations, _language
    _language = language
    _translations = gettext.NullTranslations()
    # click's own words: gettext.gettext reads $LANGUAGE first, in this process only.
    gettext.bindtextdomain(DOMAIN, str(LOCALE_FOLDER))
    gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = language
    if language == "en":
        return
    loaded = _catalog(language)
    if loaded is None:
        _language = "en"
    else:
        _translations = loaded


_CATALOGS: dict[str, gettext.GNUTranslations | None] = {}


def _catalog(language: Language) -> gettext.GNUTranslations | None:
    """The compiled catalog of ``language``, read once a process; None if it cannot be read."""
    if language not in _CATALOGS:
        path = LOCALE_FOLDER / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
        try:
            with path.open("rb") as file:
                _CATALOGS[language] = gettext.GNUTranslations(file)
        except (OSError, ValueError, UnicodeDecodeError):
            _CATALOGS[language] = None
    return _CATALOGS[language]


@contextmanager
def speaking(language: Language) -> Iterator[None]:
    """Answer in ``language`` inside the block, then in the language chosen before."""
    before = _language
    use(language)
    try:
        yield
    finally:
        use(before)


def current() -> Language:
    """The language chosen last (English until ``use`` is called)."""
    return _language


def _(message: str) -> str:
    """``message`` in the current language."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural form for ``count``, in the current language."""
    return _translations.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same words elsewhere."""
    return _translations.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalog where it is defined; translate it with ``_`` where used."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a plural for the catalog (one that another program looks up)."""
    return singular, plural
