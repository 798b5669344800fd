"""How to play Kniffel well: the strategy tables and everything that uses them.

The rules (``kniffel_cli.kniffel``: rules, sheet, dice, game, state, errors)
know nothing of this package; it imports them, never the reverse.

- ``table_file``: what a table is without numpy (its spec, numbering, cache header);
- ``turn``, ``keeps``: the numpy kernels of one turn (entering a roll; keeping and rolling);
- ``solver``: the optimal table by backward induction, built once and cached;
- ``planning``: one turn planned for many games at once; ``choice``: a turn's actions;
- ``quick``: the hint without numpy, equal to ``planning`` to the last bit;
- ``advisor``: the hint for a game; ``players``: the computer players;
- ``simulation``: many solitaire games of one strategy; ``review``: every decision graded.
"""
