"""The types of JSON data: what ``json.loads`` gives and ``json.dumps`` takes.

``statefile.read_json_object`` gives a ``JSONObject``; an error's facts are
``JSONValue``s (``errors.SpielError.fields``). A loader takes any mapping
(``replay.Unchecked``: a program may hand it one it made) and checks each value
(``validate``) before the rules see it. What a command prints has a TypedDict
of its own (each game's ``schema``).
"""

from __future__ import annotations

JSONValue = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]
JSONObject = dict[str, JSONValue]
