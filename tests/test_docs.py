"""Every example in the docs runs, verbatim: the README's shell blocks and the man pages' EXAMPLES.

What runs:

- README.md: every fenced ``sh`` block, in order, all in one fresh folder, as a reader who
  follows the README from the top would type them. Blocks that install are not run as such: of
  a chain like ``python3 -m venv .venv && . .venv/bin/activate && pip install . && spiel kniffel
  new`` only the ``spiel`` commands run (the environment is this test's own); the quick start's
  test command is left with nothing and skipped. The blocks of the Development section are
  skipped: they run this test suite itself and the benchmarks (minutes each), which CI runs
  anyway.
- README.md: every fenced ``python`` block too, in its place among the shell blocks, run by
  this Python (``python -c``) in the same folder, so that a later shell block sees the files it
  wrote.
- man/*.1: the lines between ``.nf``/``.fi`` (or ``.EX``/``.EE``) in ``.SH EXAMPLES``, with
  roff's escapes undone (``\\-``, ``\\e``, ``\\(aq``, ``\\(dq``, ``\\&``); each page in its own
  fresh folder, its examples in order. Every line is indented as ``man`` shows it, so a quoted
  string broken over two lines fails here as it does when pasted from ``man``.

Each block runs in ``bash`` with ``set -eo pipefail``, with the ``spiel`` beside
``sys.executable`` first on ``PATH``, ``SPIEL_HIGHSCORE_FILE`` in the folder, the shared
solver tables as ``SPIEL_CACHE_DIR`` and a fixed ``SOURCE_DATE_EPOCH``; ``pinned-game.t`` is
saved in the folder, as the README asks its reader to. A non-zero exit fails the test.

Shown output: a comment ``# → TEXT`` after a command on a line of its own says that the first
line the command prints on standard output is ``TEXT``; the test checks it. In a ``python``
block the ``# → TEXT`` comments, in order, are the lines the block prints, all of them. Other
comments are prose and are not checked.

Transcripts: README.md and ``man spiel`` (TRANSCRIPTS) show ``tests/transcripts/pinned-game.t``
exactly, and pytest runs that file as one of the transcripts.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.helpers import ROOT

README = ROOT / "README.md"
MAN = ROOT / "man"
TRANSCRIPT = ROOT / "tests" / "transcripts" / "pinned-game.t"
SHOWN = re.compile(r"^(?P<command>\S.*?)\s+# → (?P<output>.*)$")
INSTALLS = ("python3 -m venv", ". .venv/bin/activate", "pip install")
SKIPPED_SECTIONS = {"## Development"}
# Pages whose examples build or read solver tables, or play a whole transcript.
SLOW_PAGES = {"spiel.1", "spiel-kniffel.1", "spiel-puzzle.1"}
ROFF_ESCAPES = {"\\-": "-", "\\e": "\\", "\\(aq": "'", "\\(dq": '"', "\\&": ""}
MAN_INDENT = " " * 7


@dataclass
class Example:
    """One shell (or Python) block and where it comes from."""

    where: str
    script: str
    language: str = "sh"


def readme_blocks() -> list[Example]:
    """The README's ``sh`` and ``python`` blocks as run here (see the module docstring)."""
    examples = []
    section = ""
    lines = iter(README.read_text(encoding="utf-8").splitlines())
    for number, line in enumerate(lines, 1):
        if line.startswith("## "):
            section = line
        language = line.strip().removeprefix("```")
        if not line.strip().startswith("```") or language not in ("sh", "python"):
            continue
        body = []
        for inner in lines:
            if inner.strip() == "```":
                break
            body.append(inner)
        if section in SKIPPED_SECTIONS:
            continue
        script = "\n".join(body) + "\n"
        if language == "python":
            examples.append(Example(f"README.md, block at line {number}", script, language))
            continue
        if any(install in script for install in INSTALLS):
            parts = [part.strip() for part in script.split("&&")]
            script = "".join(part + "\n" for part in parts if part.startswith("spiel "))
        if script:
            examples.append(Example(f"README.md, block at line {number}", script))
    return examples


def unroff(line: str) -> str:
    """A line of a ``.nf`` block as ``man`` shows it."""
    return re.sub(r"\\(?:\(aq|\(dq|-|e|&)", lambda m: ROFF_ESCAPES[m.group()], line)


def roff_blocks(page: Path, section: str) -> list[list[str]]:
    """The ``.nf``/``.fi`` and ``.EX``/``.EE`` blocks of one section, unescaped."""
    blocks: list[list[str]] = []
    inside_section = inside_block = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith(".SH "):
            inside_section = line[4:].strip().strip('"') == section
        elif inside_section and line in (".nf", ".EX"):
            inside_block = True
            blocks.append([])
        elif inside_section and line in (".fi", ".EE"):
            inside_block = False
        elif inside_block:
            blocks[-1].append(unroff(line))
    return blocks


def man_examples(page: Path) -> list[Example]:
    return [
        Example(f"{page.name}, EXAMPLES block {n}", "".join(MAN_INDENT + x + "\n" for x in block))
        for n, block in enumerate(roff_blocks(page, "EXAMPLES"), 1)
    ]


PRINTED = re.compile(r"#\s*→ (?P<output>.*)$")


def printed_lines(script: str) -> list[str]:
    """The lines a Python block's ``# → TEXT`` comments say it prints, in order."""
    return [match["output"] for line in script.splitlines() if (match := PRINTED.search(line))]


def checked(script: str) -> tuple[str, list[str]]:
    """The script with each ``# → TEXT`` command's stdout sent to a numbered file; the TEXTs."""
    lines: list[str] = []
    expected: list[str] = []
    for line in script.splitlines():
        match = SHOWN.match(line.strip())
        if match:
            file = f'"$SPIEL_DOCS_SHOWN/{len(expected)}"'
            line = f"{{ {match['command']}\n}} > {file}"
            expected.append(match["output"])
        lines.append(line)
    return "\n".join(lines) + "\n", expected


def run_in_order(examples: list[Example], folder: Path, cache: Path, home: Path) -> None:
    """Run the examples one after the other in ``folder``; fail on the first that fails.

    ``home`` is the reader's home folder (examples may write below ~: completion) and holds
    the highscore, so that a second reading of the same examples meets the first one's.
    """
    shutil.copy(TRANSCRIPT, folder / TRANSCRIPT.name)
    shown = folder.parent / f"{folder.name}-shown"
    shown.mkdir()
    bin_folder = str(Path(sys.executable).parent)
    home.mkdir(exist_ok=True)
    env = {
        **os.environ,
        "HOME": str(home),
        "PATH": os.pathsep.join([bin_folder, os.environ.get("PATH", "")]),
        "SPIEL_HIGHSCORE_FILE": str(home / "highscore.json"),
        "SPIEL_CACHE_DIR": str(cache),
        "SOURCE_DATE_EPOCH": "1790000000",
        "SPIEL_DOCS_SHOWN": str(shown),
    }
    for example in examples:
        if example.language == "python":
            command = [sys.executable, "-c", example.script]
            expected = printed_lines(example.script)
        else:
            script, expected = checked(example.script)
            command = ["bash", "-c", "set -eo pipefail\n" + script]
        result = subprocess.run(
            command, cwd=folder, env=env, capture_output=True, text=True, timeout=600
        )
        output = f"stdout:\n{result.stdout}\nstderr:\n{result.stderr}"
        assert result.returncode == 0, f"{example.where}:\n{example.script}\n{output}"
        if example.language == "python":
            assert result.stdout.splitlines() == expected, f"{example.where}:\n{output}"
            continue
        for number, text in enumerate(expected):
            printed = (shown / str(number)).read_text(encoding="utf-8").splitlines()
            assert printed[:1] == [text], f"{example.where}: '# → {text}', printed {printed[:3]}"


def test_the_readme_is_read_as_documented() -> None:
    examples = readme_blocks()
    shell = [example for example in examples if example.language == "sh"]
    scripts = "".join(example.script for example in shell)
    assert scripts.startswith("spiel kniffel new\nspiel kniffel new --players Anna,Bob")
    assert not any(install in scripts for install in INSTALLS)
    assert "python -m pytest" not in scripts and "benchmarks/" not in scripts
    assert sum(len(checked(e.script)[1]) for e in shell) == 24
    python = [example for example in examples if example.language == "python"]
    assert len(python) == 1 and "from kniffel_cli import kniffel" in python[0].script
    assert printed_lines(python[0].script) == ["113"]


def test_every_page_has_examples_and_no_roff_left() -> None:
    pages = sorted(MAN.glob("*.1"))
    assert len(pages) == 4
    for page in pages:
        examples = man_examples(page)
        assert examples, page.name
        for example in examples:
            assert "\\" not in example.script.replace(" \\\n", "\n"), example.script


def test_the_shown_output_convention() -> None:
    script, expected = checked("spiel x\nspiel puzzle hint   # → Slide I: 3 moves\n")
    assert expected == ["Slide I: 3 moves"]
    assert script == 'spiel x\n{ spiel puzzle hint\n} > "$SPIEL_DOCS_SHOWN/0"\n'
    assert printed_lines("x = 1  # one\nprint(x)   # → 1\nprint(2)  # → 2\n") == ["1", "2"]


def test_readme_examples_run_twice_in_a_row(tmp_path: Path, table_folder: Path) -> None:
    """The tour as a reader follows it, and again in a second folder with the same home and
    highscore (the same seeds give the same games: recording one again is no failure)."""
    for reading in ("first", "second"):
        folder = tmp_path / reading
        folder.mkdir()
        run_in_order(readme_blocks(), folder, table_folder, tmp_path / "home")


@pytest.mark.parametrize(
    "page",
    [
        pytest.param(page.name, marks=[pytest.mark.slow] if page.name in SLOW_PAGES else [])
        for page in sorted(MAN.glob("*.1"))
    ],
)
def test_man_examples_run(page: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    folder = tmp_path / "reader"
    folder.mkdir()
    cache = request.getfixturevalue("table_folder") if page in SLOW_PAGES else tmp_path / "cache"
    run_in_order(man_examples(MAN / page), folder, cache, tmp_path / "home")


def test_the_docs_show_the_transcript_as_it_is() -> None:
    transcript = TRANSCRIPT.read_text(encoding="utf-8")
    readme = README.read_text(encoding="utf-8")
    assert f"```text\n{transcript}```\n" in readme
    assert "```sh\nprysk pinned-game.t\n```" in readme
    shown = roff_blocks(MAN / "spiel.1", "TRANSCRIPTS")
    assert shown and "".join(line + "\n" for line in shown[0]) == transcript
