"""The text charts: sparklines of values in a range, histograms of counts in fixed bins."""

from __future__ import annotations

import pytest

from kniffel_cli.common.charts import (
    ASCII,
    BLOCKS,
    Bins,
    bin_width,
    binned,
    histogram,
    labelled,
    sparkline,
)


def test_a_sparkline_has_eight_equal_steps_over_its_range() -> None:
    values = [0.0, 0.124, 0.125, 0.5, 0.874, 0.875, 1.0]
    assert sparkline(values, 0.0, 1.0) == "▁▁▂▅▇██"
    assert sparkline(values, 0.0, 1.0, ascii=True) == "..:+#@@"


def test_a_sparkline_draws_values_outside_its_range_at_the_nearer_end() -> None:
    assert sparkline([-5.0, 5.0], 0.0, 1.0) == "▁█"
    assert sparkline([3.0, 3.0], 3.0, 3.0) == "▁▁"  # no span: the lowest mark
    assert sparkline([], 0.0, 1.0) == ""


def test_the_ascii_marks_are_ascii_and_as_many_as_the_blocks() -> None:
    assert ASCII.isascii() and len(ASCII) == len(BLOCKS) == len(set(ASCII)) == 8


def test_a_histogram_keeps_empty_bins_blank_and_the_least_count_visible() -> None:
    assert histogram([0, 1, 100, 50, 0, 13]) == " ▁█▄ ▂"
    assert histogram([0, 1, 100, 50, 0, 13], ascii=True) == " .@= :"
    assert histogram([2, 4], top=8) == "▂▄"  # against a fullest bin of another line
    assert histogram([]) == "" and histogram([0, 0]) == "  "


def test_the_bin_width_is_the_least_round_one_that_fits() -> None:
    assert bin_width(0, 39) == 1
    assert bin_width(0, 40) == 2
    assert bin_width(132, 459) == 10
    assert bin_width(5, 1575) == 50
    assert bin_width(7, 7) == 1


def test_binned_columns_share_their_bins() -> None:
    first, second = binned([[132, 139, 140, 459], [200]], most=40)
    assert (first.low, first.width, first.high) == (130, 10, 459)
    assert first.counts[:2] == [2, 1] and first.counts[-1] == 1 and sum(first.counts) == 4
    assert (second.low, second.width, len(second.counts)) == (130, 10, len(first.counts))
    assert second.counts[7] == 1 and sum(second.counts) == 1


def test_binned_without_numbers_is_empty() -> None:
    assert binned([[], []]) == [Bins(0, 1, []), Bins(0, 1, [])]


@pytest.mark.parametrize("most", [5, 40])
def test_binned_keeps_to_its_most_bins(most: int) -> None:
    (bins,) = binned([range(0, 1000, 7)], most)
    assert len(bins.counts) <= most and sum(bins.counts) == len(range(0, 1000, 7))


def test_labelled_lines_line_up_their_charts() -> None:
    assert labelled([("Ann", "▁█"), ("cpu:win", "██")]) == ["Ann      ▁█", "cpu:win  ██"]
    assert labelled([("Ann", "")]) == ["Ann"]


@pytest.mark.parametrize(("count", "width"), [(20, 50), (400, 20), (10_000, 10)])
def test_binned_spreads_few_numbers_over_few_bins(count: int, width: int) -> None:
    """As many bins as the square root of the count, 10 to 40: 0 to 399 in bins of 50 (8,
    not 10: the widths are round), 20 (20 bins) and 10 (40)."""
    (bins,) = binned([[value * 400 // count for value in range(count)]])
    assert bins.width == width and len(bins.counts) == 400 // width
