"""The message catalogs: every message extracted, translated, with its placeholders, compiled."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.helpers import ROOT


def _catalog_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("catalog", ROOT / "tools" / "catalog.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["catalog"] = module
    spec.loader.exec_module(module)
    return module


catalog = _catalog_tool()


def _keys(messages: object) -> set[tuple[object, str | None]]:
    return {(m.id, m.context) for m in messages if m.id}  # type: ignore[attr-defined]


def test_the_template_holds_every_message_of_the_sources() -> None:
    extracted = _keys(catalog.extract())
    stored = _keys(catalog.read(catalog.TEMPLATE))
    assert extracted - stored == set(), "run 'python tools/catalog.py update'"
    assert stored - extracted == set(), "run 'python tools/catalog.py update'"


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_every_message_is_translated_with_the_same_placeholders(language: str) -> None:
    translations = catalog.read(catalog.translation_path(language), language)
    assert _keys(translations) == _keys(catalog.read(catalog.TEMPLATE))
    assert catalog.problems(translations) == []


@pytest.mark.parametrize("language", catalog.LANGUAGES)
def test_the_compiled_catalog_is_the_translations_compiled(language: str) -> None:
    translations = catalog.read(catalog.translation_path(language), language)
    assert catalog.compiled_path(language).read_bytes() == catalog.compiled(translations), (
        "run 'python tools/catalog.py compile'"
    )


def test_a_dropped_placeholder_is_found() -> None:
    from babel.messages.catalog import Message

    assert catalog.message_problems(Message("{n} moves", "Züge")) != []
    assert catalog.message_problems(Message("{n} moves", "{n} Züge")) == []
    assert catalog.message_problems(Message("{n} moves", "{n} Züge {extra}")) != []
    plural = Message(("{n} move", "{n} moves"), ("ein Zug", "{n} Züge"))
    assert catalog.message_problems(plural) != []
    assert catalog.message_problems(Message("moves", "")) == ["untranslated"]
    assert catalog.message_problems(Message("moves", "Züge", flags=["fuzzy"])) == ["fuzzy"]


def test_the_package_ships_the_compiled_catalogs() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"locale/*/LC_MESSAGES/*.mo"' in text
    for language in catalog.LANGUAGES:
        assert catalog.compiled_path(language).is_relative_to(ROOT / "kniffel_cli")


def test_the_catalog_path_is_where_the_package_reads() -> None:
    from kniffel_cli.common import i18n

    path = Path(i18n.LOCALE_FOLDER) / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    assert path == catalog.compiled_path("de")


def test_the_click_words_translated_are_the_ones_click_looks_up() -> None:
    import click
    from babel.messages.extract import extract_from_dir

    from kniffel_cli.common import click_words

    in_click = {message for *_, message, _, _ in extract_from_dir(Path(click.__file__).parent)}
    assert set(click_words.MESSAGES) - in_click == set()
    assert set(click_words.PLURAL_MESSAGES) - in_click == set()
