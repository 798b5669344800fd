"""click's own words that the catalog translates.

click words its usage errors ("Invalid value for '--rolls': ...") through the
process-wide gettext functions, which ``i18n.use`` binds to our catalog. These
are the messages of click that a player meets; marking them here puts them in
``po/spiel.pot`` for translators, and so are the words click puts around the
help texts (the texts themselves are found by ``localized.help_texts``). A test
holds each one to click's installed sources.
"""

from __future__ import annotations

from kniffel_cli.common.i18n import N_, Nn_

MESSAGES = (
    N_("Error: {message}"),
    N_("Invalid value: {message}"),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Missing argument"),
    N_("Missing option"),
    N_("Missing parameter"),
    N_("Missing {param_type}"),
    N_("Missing parameter: {param_name}"),
    N_("Missing command."),
    N_("No such option {name!r}."),
    N_("No such command {name!r}."),
    N_("Option {name!r} does not take a value."),
    N_("Argument {name!r} takes {nargs} values."),
    N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."),
    N_("{value!r} is not a valid boolean. Recognized values: {states}"),
    # --help
    N_("Usage:"),
    N_("Options"),
    N_("Commands"),
    N_("Positional arguments"),
    N_("env var: {var}"),
    N_("default: {default}"),
    N_("Show this message and exit."),
    N_("Show the version and exit."),
)
PLURAL_MESSAGES = (
    Nn_("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    Nn_("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"),
    Nn_("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    Nn_("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
    Nn_("Takes {nargs} values but 1 was given.", "Takes {nargs} values but {len} were given."),
)
