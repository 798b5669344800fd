"""The names of the rule variants, shared by the rules, the rows' words and the errors."""

from __future__ import annotations

KNIFFEL_RULES = "kniffel"
YAHTZEE_RULES = "yahtzee"
RULES = (KNIFFEL_RULES, YAHTZEE_RULES)
