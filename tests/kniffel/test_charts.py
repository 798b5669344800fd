"""The charts of ``simulate`` (how the totals spread): below the table in every table format but
tsv, worded in the language chosen, in ASCII marks where the terminal's encoding has no
blocks, never in the JSON view (which holds their numbers). ``log --chances`` and ``review``
draw theirs the same way (transcript ``kniffel-review-chance.t``)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from kniffel_cli.cli import spiel
from kniffel_cli.common.charts import ASCII, BLOCKS
from tests.helpers import Invoke, json_view

SOLITAIRE = ("kniffel", "simulate", "--strategy", "greedy", "--rounds", "3", "--games", "50",
             "--seed", "chart")  # fmt: skip
CHART = [
    "The totals in bins of 10 points (█: the fullest bin):",
    "greedy  50 ▂▃▆▆█▁▁ 119",
]


def test_simulate_ends_with_the_distribution_of_totals(invoke: Invoke) -> None:
    result = invoke(*SOLITAIRE)
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[-3:] == ["", *CHART]
    counts = json_view(invoke, *SOLITAIRE)["distribution"]
    assert counts == {"low": 50, "width": 10, "counts": [3, 6, 11, 11, 16, 1, 2]}


def test_the_chart_is_worded_in_german(invoke: Invoke) -> None:
    result = invoke("--lang", "de", *SOLITAIRE)
    assert result.stdout.splitlines()[-2:] == [
        "Die Gesamtsummen in Klassen zu je 10 Punkten (█: die vollste Klasse):",
        "gierig  50 ▂▃▆▆█▁▁ 119",
    ]


@pytest.mark.parametrize("charset", ["latin-1", "cp1252"])
def test_an_encoding_without_blocks_gets_ascii_marks(invoke: Invoke, charset: str) -> None:
    shown = invoke(*SOLITAIRE).stdout
    result = CliRunner(charset=charset).invoke(spiel, list(SOLITAIRE), catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    ascii = shown.translate(str.maketrans(BLOCKS, ASCII))
    assert result.stdout_bytes == ascii.encode(charset)  # no '?' anywhere
    assert result.stdout_bytes.decode(charset).splitlines()[-1] == "greedy  50 :-**@.. 119"


def test_an_ascii_stream_gets_the_blocks_in_utf8_as_every_view_does(invoke: Invoke) -> None:
    shown = invoke(*SOLITAIRE).stdout
    result = CliRunner(charset="ascii").invoke(spiel, list(SOLITAIRE), catch_exceptions=False)
    assert result.stdout_bytes == shown.encode("utf-8")


@pytest.mark.parametrize("tablefmt", ["plain", "github", "grid", "fancy_grid", "html"])
def test_every_table_format_keeps_the_chart(invoke: Invoke, tablefmt: str) -> None:
    result = invoke(*SOLITAIRE, "--tablefmt", tablefmt)
    assert result.stdout.splitlines()[-2:] == CHART


def test_tsv_is_rows_alone_and_json_has_no_chart(invoke: Invoke) -> None:
    result = invoke(*SOLITAIRE, "--tablefmt", "tsv")
    assert result.stdout.splitlines()[-1] == "luck\t+3.64"
    assert not set(BLOCKS) & set(result.stdout)
    result = invoke(*SOLITAIRE, "--format", "json")
    assert not set(BLOCKS) & set(result.stdout) and "\n" not in result.stdout.rstrip("\n")


def test_head_to_head_draws_a_line_per_player_over_the_same_bins(invoke: Invoke) -> None:
    args = ("kniffel", "simulate", "--players", "cpu:win,cpu:optimal", "--games", "20",
            "--rounds", "3", "--seed", "duel")  # fmt: skip
    lines = invoke(*args).stdout.splitlines()
    assert lines[-3:] == [
        "The totals in bins of 10 points (█: the fullest bin):",
        "cpu:win      30 ▃▅▅▆▄▅▆    129",
        "cpu:optimal  30  ▁▃▆█▆▆▁ ▁ 129",
    ]
    players = json_view(invoke, *args)["players"]
    assert [p["distribution"]["counts"] for p in players] == [
        [3, 6, 6, 7, 5, 6, 7, 0, 0, 0],
        [0, 1, 3, 7, 11, 8, 8, 1, 0, 1],
    ]
