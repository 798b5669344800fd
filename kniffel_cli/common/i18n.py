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
from collections.abc import Iterable, Iterator, Mapping
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
# ``use`` writes $LANGUAGE for click's own words: the value it wrote last, and the user's value
# from before, so that ``from_environment`` does not take spiel's writing for the user's choice.
_written: str | None = None
_users: str | None = None


def language_of(value: str | None) -> Language:
    """German for a value that starts with ``de`` (``de``, ``de_DE.UTF-8``), else English."""
    return "de" if value and value.strip().lower().startswith("de") else "en"


def from_environment(environ: Mapping[str, str] | None = None) -> Language:
    """The language ``$SPIEL_LANG`` names; else as gettext chooses: the first language of
    ``$LANGUAGE`` (a list, ``fr:de``) that spiel speaks, unless the locale is C or POSIX, where
    gettext ignores it; else the locale (the first of LC_ALL, LC_MESSAGES, LANG that is set)."""
    own = environ is None
    environ = os.environ if environ is None else environ
    chosen = environ.get("SPIEL_LANG")
    if chosen:
        return language_of(chosen)
    locale = next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), "C")
    listed = environ.get("LANGUAGE")
    if own and _written is not None and listed == _written:
        listed = _users
    if listed and locale not in ("C", "POSIX"):
        for part in listed.split(":"):
            if part.strip().lower().startswith(LANGUAGES):
                return language_of(part)
        return "en"  # none of the list has a catalog: gettext gives the source's words
    return language_of(locale)


def unspoken(environ: Mapping[str, str] | None = None) -> str | None:
    """``$SPIEL_LANG`` when it names a language spiel does not speak (``fr``): a choice made on
    purpose, so English, which it gives, is said (the command line says so once). None when
    it is unset or blank, German or English, or the C locale's ``C`` or ``POSIX``; the
    locale's own variables fall back quietly, as in every gettext program."""
    value = (os.environ if environ is None else environ).get("SPIEL_LANG", "").strip()
    if not value or value.lower().startswith(LANGUAGES):
        return None
    if value.split(".")[0].upper() in ("C", "POSIX"):
        return None
    return value


def use(language: Language) -> None:
    """Answer every following ``_`` and ``ngettext`` in ``language``.

    English is the language of the sources and needs no catalog. A German
    catalog that is missing or unreadable (a broken install) falls back to
    English rather than failing the command.
    """
    global _translations, _language, _written, _users
    _language = language
    _translations = gettext.NullTranslations()
    # click's own words: gettext.gettext reads $LANGUAGE first, in this process only.
    gettext.bindtextdomain(DOMAIN, str(LOCALE_FOLDER))
    gettext.textdomain(DOMAIN)
    if _written is None or os.environ.get("LANGUAGE") != _written:
        _users = os.environ.get("LANGUAGE")
    os.environ["LANGUAGE"] = _written = language
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


def label(labels: Mapping[str, str], key: str) -> str:
    """The words ``labels`` mark for ``key`` (an id), in the current language; an id without
    words is shown as it is."""
    return _(labels[key]) if key in labels else key


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same words elsewhere."""
    return _translations.pgettext(context, message)


def listed(items: Iterable[str]) -> str:
    """Items as a sentence lists them: ``1``, ``1 and 2``, ``1, 2 and 3`` (German ``und``)."""
    *first, last = [*items] or [""]
    if not first:
        return last
    return _("{items} and {last}").format(items=", ".join(first), last=last)


def either(items: Iterable[str]) -> str:
    """Items as a choice offers them: ``1``, ``1 or 2``, ``1, 2 or 3`` (German ``oder``)."""
    *first, last = [*items] or [""]
    if not first:
        return last
    return _("{items} or {last}").format(items=", ".join(first), last=last)


def span(low: int, high: int) -> str:
    """Whole numbers from ``low`` to ``high`` as a sentence names them: ``1 to 3``; two
    neighbours are ``1 or 2`` (German ``1 bis 3``, ``1 oder 2``); one is itself."""
    if high <= low:
        return grouped(low)
    if high == low + 1:
        return either([grouped(low), grouped(high)])
    return _("{low} to {high}").format(low=grouped(low), high=grouped(high))


def nothing() -> str:
    """The mark of a table's cell that holds nothing (no move yet, an empty row): ``-``,
    German the dash ``–``."""
    # Translators: an empty cell of a table; German sets the dash, not a hyphen: "–".
    return pgettext("nothing", "-")


def decimal(value: float, places: int, *, sign: bool = False) -> str:
    """``value`` with ``places`` decimals as the language writes it: 263.17, German 263,17
    (thousands grouped: 1,234.50, German 1.234,50; a loss -7.19, German −7,19); ``sign``
    writes a plus before a gain; what rounds to zero is 0.00, never -0.00."""
    value = round(value, places) + 0.0  # + 0.0 turns a negative zero into zero
    text = f"{value:+,.{places}f}" if sign else f"{value:,.{places}f}"
    if _language != "de":
        return text
    return _german_digits(text).replace("-", "\u2212")  # German sets a minus, not a hyphen


def grouped(count: int) -> str:
    """A whole number with its thousands grouped: 536,320, German 536.320 (a negative one
    with the minus sign, −5)."""
    text = f"{count:,}"
    return _german_digits(text).replace("-", "\u2212") if _language == "de" else text


def number(value: float) -> str:
    """A number as the language writes it, with the decimals it has: 86,400, 0.001, German
    86.400, 0,001 (what is not finite as Python writes it)."""
    if value != value or value in (float("inf"), float("-inf")):
        return str(value)
    if float(value).is_integer():
        return grouped(int(value))
    return decimal(value, len(f"{value:f}".rstrip("0").partition(".")[2]))


def percent(rate: float, places: int = 1) -> str:
    """A share as a percentage: 30.6%, German 30,6 % (a space before the sign); never -0.0%."""
    rate = round(rate, places + 2) + 0.0
    if _language == "de":
        return _german_digits(f"{rate * 100:,.{places}f}") + " %"
    return f"{rate:.{places}%}"


def day(iso: str) -> str:
    """A date (``2026-12-01``) as the language writes it: German ``01.12.2026``."""
    parts = iso.split("-")
    if _language != "de" or len(parts) != 3:
        return iso
    year, month, date = parts
    return f"{date}.{month}.{year}"


def _german_digits(text: str) -> str:
    """Swap the English marks: the decimal point becomes a comma, the group comma a point."""
    return text.translate(_GERMAN_MARKS)


_GERMAN_MARKS = str.maketrans({",": ".", ".": ","})


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """The singular or plural form for ``count``, told apart from the same words elsewhere
    (German declines: "19 Punkte", but "mit 19 Punkten")."""
    return _translations.npgettext(context, singular, plural, count)


def N_(message: str) -> str:
    """Mark ``message`` for the catalog where it is defined; translate it with ``_`` where used."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a plural for the catalog (one that another program looks up)."""
    return singular, plural
