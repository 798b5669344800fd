"""``spiel cache``: the solver tables in the cache folder, listed, cleared and built ahead.

``files`` knows spiel's cache files by their names (no click, no numpy);
``schema`` gives the shape of the JSON view, ``view`` its table, ``cli`` the commands.
"""
