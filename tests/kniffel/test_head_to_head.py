"""``spiel kniffel simulate --players``: computers head to head, on each game's own dice
(the default) or on duplicate dice."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from kniffel_cli import kniffel
from kniffel_cli.kniffel.game import DiceMode
from kniffel_cli.kniffel.strategy import match
from tests.helpers import Invoke, json_view, refused

SMALL = ("--rounds", "3", "--seed", "h2h")


def view(invoke: Invoke, *args: str) -> dict[str, Any]:
    return json_view(invoke, "kniffel", "simulate", *args)


def test_every_deal_is_played_in_every_seating_and_the_shares_sum_to_one(invoke: Invoke) -> None:
    data = view(invoke, "--players", "cpu:win,cpu:optimal", "--games", "30", *SMALL)
    assert (data["rules"], data["dice"], data["games"], data["seatings"]) == (
        "kniffel",
        "random",
        30,
        2,
    )
    names = [p["name"] for p in data["players"]]
    assert names == ["cpu:win", "cpu:optimal"]
    assert abs(sum(p["win_share"] for p in data["players"]) - 1.0) < 1e-3
    assert all("chance_loss" not in p for p in data["players"])  # not asked for
    assert view(invoke, "--players", "cpu:win,cpu:optimal", "--games", "30", *SMALL) == data


def test_the_chance_lost_is_graded_when_asked(invoke: Invoke) -> None:
    """--chance-lost adds what each player's decisions gave away, and changes nothing else."""
    args = ("--players", "cpu:win,cpu:optimal", "--games", "30", *SMALL)
    graded = view(invoke, *args, "--chance-lost")
    assert graded["players"][0]["chance_loss"] == 0.0  # cpu:win's own choices are its best
    assert graded["players"][1]["chance_loss"] > 0.0
    for player in graded["players"]:
        del player["chance_loss"]
    assert graded == view(invoke, *args)
    table = invoke("kniffel", "simulate", *args, "--chance-lost").output
    assert "chance lost" in table and "the chance lost is" in table
    assert "chance lost" not in invoke("kniffel", "simulate", *args).output


def test_the_chance_lost_needs_players(invoke: Invoke) -> None:
    line = refused(invoke, 2, "kniffel", "simulate", "--games", "3", "--chance-lost")
    assert line == "Error: --chance-lost grades games head to head; give --players too"


@pytest.mark.parametrize("dice", ["random", "duplicate"])
def test_the_figures_are_those_of_the_games_new_plays(invoke: Invoke, dice: DiceMode) -> None:
    data = view(invoke, "--players", "cpu:greedy,cpu:optimal", "--games", "4", "--dice", dice,
                *SMALL)  # fmt: skip
    assert data["dice"] == dice
    totals: dict[str, list[int]] = {"cpu:greedy": [], "cpu:optimal": []}
    shares = {"cpu:greedy": 0.0, "cpu:optimal": 0.0}
    margins = {"cpu:greedy": 0.0, "cpu:optimal": 0.0}
    ties = 0
    for deal in range(4):
        for seating in (["cpu:greedy", "cpu:optimal"], ["cpu:optimal", "cpu:greedy"]):
            game = kniffel.new(seating, seed=f"h2h/{deal}", rounds=3, dice=dice)
            scores = [sheet.total for sheet in game.sheets]
            won = match._shares(np.array(scores)[:, None])[:, 0]
            ties += scores[0] == scores[1]
            for name, total, share in zip(seating, scores, won, strict=True):
                totals[name].append(total)
                shares[name] += float(share) / 8
                margins[name] += (total - sum(scores) + total) / 8  # less the other's total
    assert data["ties"] == round(ties / 8, 4)
    for player in data["players"]:
        assert player["mean"] == round(float(np.mean(totals[player["name"]])), 2)
        assert player["win_share"] == round(shares[player["name"]], 4)
        assert player["margin"] == round(margins[player["name"]], 2)
        spread = player["distribution"]  # the players' totals in the bins they share
        assert spread == data["players"][0]["distribution"] | {"counts": spread["counts"]}
        binned = [0] * len(spread["counts"])
        for total in totals[player["name"]]:
            binned[(total - spread["low"]) // spread["width"]] += 1
        assert spread["counts"] == binned


def test_three_players_sit_once_in_each_place(invoke: Invoke) -> None:
    players = "cpu:win,cpu:optimal:a,cpu:greedy"
    data = view(invoke, "--players", players, "--games", "5", *SMALL)
    assert data["seatings"] == 3
    assert abs(sum(p["win_share"] for p in data["players"]) - 1.0) < 1e-3


def test_the_table_names_each_player_and_the_deals(invoke: Invoke) -> None:
    result = invoke("kniffel", "simulate", "--players", "cpu:win,cpu:optimal", "--games", "3",
                    *SMALL)  # fmt: skip
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert (
        lines[0] == "3 games in each of 2 seatings, random dice, kniffel rules, 3 rolls, 3 rounds"
    )
    assert lines[2].split() == ["player", "wins", "±", "mean", "standard", "deviation", "margin",
                                "±"]  # fmt: skip
    assert lines[4].startswith("cpu:win ") and lines[5].startswith("cpu:optimal ")


def test_people_one_player_and_a_strategy_beside_players_are_refused(invoke: Invoke) -> None:
    assert "'Anna' is none" in refused(
        invoke, 2, "kniffel", "simulate", "--players", "Anna,cpu:optimal", *SMALL
    )
    assert "2 to 8 players, not 1" in refused(
        invoke, 2, "kniffel", "simulate", "--players", "cpu:win", *SMALL
    )
    assert "--strategy plays solitaire games" in refused(
        invoke, 2, "kniffel", "simulate", "--players", "cpu:win,cpu:optimal", "--strategy",
        "greedy", *SMALL,
    )  # fmt: skip
    assert "given twice" in refused(
        invoke, 2, "kniffel", "simulate", "--players", "cpu:win,cpu:win", *SMALL
    )
    assert "--strategy" in refused(invoke, 2, "kniffel", "simulate", "--strategy", "win")


def test_a_simulation_names_the_variant_it_played(invoke: Invoke) -> None:
    """As solve and review do: the rules, rolls, rounds, changed points and duplicate dice."""
    args = (
        "--games",
        "2",
        "--rounds",
        "2",
        "--rolls",
        "2",
        "--points",
        "full_house=30",
        "--seed",
        "v",
    )
    solitaire = invoke("kniffel", "simulate", "--strategy", "greedy", "--dice", "duplicate", *args)
    assert solitaire.stdout.splitlines()[0] == (
        "2 games, strategy greedy, kniffel rules, 2 rolls, 2 rounds, Full house 30, duplicate dice"
    )
    duel = invoke("kniffel", "simulate", "--players", "cpu:greedy,cpu:random", *args)
    assert duel.stdout.splitlines()[0] == (
        "2 games in each of 2 seatings, random dice, kniffel rules, 2 rolls, 2 rounds, "
        "Full house 30"
    )


@pytest.mark.slow
def test_two_optimal_players_tie_on_duplicate_dice_and_share_evenly_on_their_own(
    invoke: Invoke,
) -> None:
    """Two equal players on the same dice play the same game: every game a tie. On each
    player's own dice neither has the edge: each share within 3 standard errors of half.
    (It is exactly half: a deal's two seatings deal the same dice to the same seat, so each
    equal player wins one of them, or both are ties.)"""
    args = ("--players", "cpu:optimal,cpu:optimal:b", "--games", "400", "--seed", "even")
    same = view(invoke, *args, "--dice", "duplicate")
    assert same["ties"] == 1.0
    assert [p["win_share"] for p in same["players"]] == [0.5, 0.5]
    assert [p["margin"] for p in same["players"]] == [0.0, 0.0]
    own = view(invoke, *args)
    assert own["dice"] == "random" and 0 < own["ties"] < 0.05
    for player in own["players"]:
        assert abs(player["win_share"] - 0.5) <= 3 * player["win_share_stderr"]
        assert player["win_share"] == 0.5
        assert player["stdev"] > 30  # the games differ: no deal is a copy of another
    assert own["players"][0]["mean"] == own["players"][1]["mean"]


def test_a_sequential_test_stops_the_match_when_it_decides(invoke: Invoke) -> None:
    """Two equal players share every deal's pair of games: the test accepts "not better"
    after as many pairs as it takes, and the figures are those of the deals played."""
    args = ("--players", "cpu:greedy,cpu:greedy:b", "--games", "5000", "--seed", "sprt")
    data = view(invoke, *args, "--sprt", "0,10", "--jobs", "1")
    test = data["sprt"]
    assert (test["decision"], test["elo0"], test["elo1"], test["alpha"]) == ("H0", 0, 10, 0.05)
    assert data["games"] == test["pairs"] < 5000
    assert test["llr"] < test["lower"] == -2.9444
    assert test["elo"] == 0.0 and test["elo_low"] < 0 < test["elo_high"]
    assert [p["win_share"] for p in data["players"]] == [0.5, 0.5]
    # as many deals played without the test give the same figures
    plain = view(invoke, *args[:3], str(data["games"]), *args[4:], "--jobs", "2")
    del data["sprt"]
    assert plain == data
    table = invoke("kniffel", "simulate", *args, "--sprt", "0,10").output
    line = next(line for line in table.splitlines() if line.startswith("SPRT"))
    assert line.startswith(
        "SPRT [0, 10] Elo, alpha 0.050, beta 0.050: the first player is not better than 0 Elo "
        f"(H0), after {test['pairs']} pairs (each deal's two games); LLR "
    )


def test_a_sequential_test_that_does_not_decide_says_so(invoke: Invoke) -> None:
    data = view(invoke, "--players", "cpu:greedy,cpu:random", "--games", "2", "--sprt", "0,5",
                "--rounds", "2", "--seed", "few")  # fmt: skip
    assert data["sprt"]["decision"] is None and data["games"] == data["sprt"]["pairs"] == 2


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (("--sprt", "0,10"), "Error: --sprt goes with --players; give --players too"),
        (("--alpha", "0.1"), "Error: --alpha goes with --sprt; give --sprt too"),
        (("--players", "cpu:greedy,cpu:random", "--beta", "0.1"),
         "Error: --beta goes with --sprt; give --sprt too"),
        (("--players", "cpu:greedy,cpu:random,cpu:optimal", "--sprt", "0,10"),
         "Error: --sprt tests one player against another: give two players, not 3"),
        (("--players", "cpu:greedy,cpu:random", "--sprt", "10"),
         "Error: Invalid value for '--sprt': '10' is not two Elo differences ELO0,ELO1 (as 0,10)"),
        (("--players", "cpu:greedy,cpu:random", "--sprt", "x,1"),
         "Error: Invalid value for '--sprt': 'x,1' is not two Elo differences ELO0,ELO1 "
         "(as 0,10)"),
        (("--players", "cpu:greedy,cpu:random", "--sprt", "5,5"),
         "Error: Invalid value for '--sprt': ELO0 must be below ELO1, both within -1000 to "
         "1000, not '5,5'"),
        (("--players", "cpu:greedy,cpu:random", "--sprt", "0,nan"),
         "Error: Invalid value for '--sprt': '0,nan' is not two Elo differences ELO0,ELO1 "
         "(as 0,10)"),
        (("--players", "cpu:greedy,cpu:random", "--sprt", "0,5", "--alpha", "0.5"),
         "Error: Invalid value for '--alpha': 0.5 is not in the range 0<x<0.5"),
    ],
)  # fmt: skip
def test_a_sequential_test_refuses_what_it_cannot_test(
    invoke: Invoke, args: tuple[str, ...], line: str
) -> None:
    found = refused(invoke, 2, "kniffel", "simulate", "--games", "2", *args)
    assert found.split(" (see ")[0] == line


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (("--sprt", "0,5"), "Fehler: „--sprt“ gehört zu „--players“; gib auch „--players“ an"),
        (("--players", "cpu:gierig,cpu:zufällig,cpu:sieg", "--sprt", "0,5"),
         "Fehler: „--sprt“ testet einen Spieler gegen einen anderen: gib zwei Spieler an, "
         "nicht 3"),
        (("--players", "cpu:gierig,cpu:zufällig", "--sprt", "0,2000"),
         "Fehler: Ungültiger Wert für „--sprt“: ELO0 muss unter ELO1 liegen, beide zwischen "
         "−1.000 und 1.000, nicht „0,2000“"),
    ],
)  # fmt: skip
def test_a_refused_sequential_test_in_german_quotes_the_options_and_groups_the_numbers(
    invoke: Invoke, args: tuple[str, ...], line: str
) -> None:
    result = invoke("--lang", "de", "kniffel", "simulate", "--games", "5", *args)
    assert result.exit_code == 2 and result.stderr.split(" (siehe ")[0].rstrip("\n") == line


def test_the_points_lost_are_graded_as_review_grades_them_when_asked(invoke: Invoke) -> None:
    """--points-lost: each player's mean expected points given away against the optimal
    strategy, by keeps and by takes; the optimal player gives nothing away, and a
    solitaire simulation of the same strategy finds the same loss."""
    args = ("--players", "cpu:greedy,cpu:optimal", "--games", "30", *SMALL, "--jobs", "1")
    graded = view(invoke, *args, "--points-lost")
    greedy, optimal = graded["players"]
    assert (optimal["points_loss"], optimal["points_loss_keeps"]) == (0.0, 0.0)
    assert greedy["points_loss"] > 0
    assert greedy["points_loss"] == pytest.approx(
        greedy["points_loss_keeps"] + greedy["points_loss_takes"], abs=0.011
    )
    for player in graded["players"]:
        for key in ("points_loss", "points_loss_keeps", "points_loss_takes"):
            del player[key]
    assert graded == view(invoke, *args)
    table = invoke("kniffel", "simulate", *args, "--points-lost").output
    assert "points lost" in table and "in keeps" in table and "in takes" in table
    both = refused(invoke, 2, "kniffel", "simulate", *args, "--points-lost", "--chance-lost")
    assert both == "Error: give --points-lost or --chance-lost, not both"
    alone = refused(invoke, 2, "kniffel", "simulate", "--games", "2", "--points-lost")
    assert alone == "Error: --points-lost goes with --players; give --players too"
