"""The README's ten-line Kniffel bot, as a Python class: it keeps the dice of its most common
face and rolls the others, and takes a row that pays 25 or more at once (else the best row
when no roll is left). In a match, from the repository's folder:

    spiel kniffel simulate --players py:examples.keeper:Keeper,cpu:optimal
"""

from collections import Counter


class Keeper:
    def decide(self, view):
        options, dice = view["options"], view["dice"]
        best = max(options, key=options.get)
        face, count = Counter(dice).most_common(1)[0]
        if view["rolls_left"] and count < 5 and options[best] < 25:
            return {"keep": [p for p, d in enumerate(dice, 1) if d == face]}
        return {"take": best}
