"""The types of JSON data: what ``json.loads`` gives and ``json.dumps`` takes.

A state file, the highscore and a strategy table's description are read as
``JSONObject`` and checked field by field (``common.validate``) before the
rules see a value. What a command prints has a TypedDict of its own (each
game's ``schema``), whose values are JSON values too.
"""

from __future__ import annotations

JSONValue = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]
JSONObject = dict[str, JSONValue]
