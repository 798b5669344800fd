"""A Kniffel bot in Python, played in spiel's own process: after the first roll it takes
the row that pays most. Run it in a match (from the repository's folder):

    spiel kniffel simulate --players py:examples.greedy:Greedy,cpu:optimal
"""


class Greedy:
    """Takes the best-paying row at once."""

    def decide(self, view: dict) -> dict:
        options = view["options"]
        return {"take": max(options, key=options.get)}
