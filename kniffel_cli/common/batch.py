"""``spiel GAME batch``: one process answers a stream of requests, one JSON line each.

A request is a line of standard input: the words of one of the game's commands
as typed after ``spiel GAME`` (split as a POSIX shell splits them), or a JSON
request ``{"id": ..., "args": [...]}``. The game stays in memory between
requests: the session is click's context object of each request (``session.Held``),
so each command runs as it does alone but acts on the session's game, its view
kept instead of printed (``ViewOptions.shown``). The state is saved after every
change (``each``), at the end (``end``) or never.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import re
import shlex
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import IO, Any, Literal

import click

from kniffel_cli.common import failures
from kniffel_cli.common.errors import OutputError, SpielError, WriteError, os_reason
from kniffel_cli.common.failures import Failure
from kniffel_cli.common.formatting import Shown, json_text
from kniffel_cli.common.i18n import N_, _, current, grouped, use
from kniffel_cli.common.jsontypes import JSONObject, JSONValue
from kniffel_cli.common.session import Held, StateOptions, held_by_session, load
from kniffel_cli.common.statefile import (
    STDIO,
    dump_state,
    is_dangling_link,
    is_standard_input,
    locked,
    write_text,
)
from kniffel_cli.common.stopping import Stopped, stopped_by_signals
from kniffel_cli.common.text import quoted

Save = Literal["each", "end", "never"]
SAVES: tuple[Save, ...] = ("each", "end", "never")
MAX_LINE = 64 * 1024  # bytes of one request, its newline not counted
_QUOTING = re.compile(r"[\"'\\#]")
_BLANKS = re.compile(r"[ \t\r\n]+")  # what shlex splits at


@dataclass(frozen=True)
class Request:
    """One request: the command's words, or why the line is none; the JSON request's id."""

    words: list[str] | None
    refused: str | None = None
    id: JSONValue = None
    has_id: bool = False


def lines(stream: IO[bytes]) -> Iterator[bytes | None]:
    """The lines of ``stream`` without their newline; None for a line over MAX_LINE, whose
    bytes are read and dropped without being kept (a request that never ends costs no
    memory)."""
    while True:
        line = stream.readline(MAX_LINE + 2)  # the request, CR and LF
        if not line:
            return
        request = line.removesuffix(b"\n").removesuffix(b"\r")
        if len(request) <= MAX_LINE and (line.endswith(b"\n") or len(line) <= MAX_LINE):
            yield request  # the last line may end without a newline
            continue
        while line and not line.endswith(b"\n"):
            line = stream.readline(MAX_LINE)
        yield None


def parse(line: bytes | None) -> Request | None:
    """The request a line holds; None for a blank line or a ``#`` comment."""
    if line is None:
        return Request(
            None, _("the request is longer than {most} bytes").format(most=grouped(MAX_LINE))
        )
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return Request(None, _("the request is not UTF-8 text"))
    stripped = text.strip()
    if not stripped or stripped.startswith("#"):
        return None
    if stripped.startswith("{"):
        return _json_request(stripped)
    if not _QUOTING.search(stripped):  # most requests: the shell's split without shlex's cost
        return Request(_BLANKS.split(stripped))
    try:
        return Request(shlex.split(stripped, comments=True))
    except ValueError as error:  # an unclosed quotation, a backslash at the end
        reason = _("a backslash ends it") if "escaped" in str(error) else _("a quote is not closed")
        return Request(
            None, _("the request cannot be split into words: {reason}").format(reason=reason)
        )


def _json_request(text: str) -> Request:
    """``{"id": ..., "args": ["roll", "--keep", "1,3"]}``: the id is any JSON value."""
    try:  # NaN and Infinity are Python's, not JSON's: an id must come back as JSON
        data = json.loads(text, parse_constant=_not_json, parse_float=_finite)
    except (ValueError, RecursionError):
        return Request(None, _("the request is not valid JSON"))
    if not isinstance(data, dict):
        return Request(None, _("the request is not valid JSON"))
    has_id = "id" in data
    request_id = data.get("id")
    unknown = sorted(set(data) - {"id", "args"})
    args = data.get("args")
    if unknown:
        text = _("a JSON request has only id and args, not {names}")
        refused: str | None = text.format(names=", ".join(map(quoted, unknown)))
    elif not isinstance(args, list) or not all(isinstance(word, str) for word in args):
        refused = _('a JSON request needs "args", a list of words')
    else:
        return Request(list(args), id=request_id, has_id=has_id)
    return Request(None, refused, request_id, has_id)


def _not_json(word: str) -> object:
    raise ValueError(word)


def _finite(word: str) -> float:
    """A JSON number; one too large for a float (``1e400``) is refused, not made infinite."""
    number = float(word)
    if not math.isfinite(number):
        raise ValueError(word)
    return number


class Session(Held):
    """The game in memory, where it is saved, and what was saved last."""

    def __init__(
        self,
        group: click.Group,
        state: StateOptions,
        to_dict: Callable[[Any], Mapping[str, object]],
        save: Save,
    ) -> None:
        super().__init__(state.file, state.target)
        self.group = group
        self.state = state
        self.to_dict = to_dict
        self.save = save
        self.unsaved = False
        self.requests = 0
        self.saved_after: int | None = None  # the request whose state was written last
        self.context = click.Context(group, info_name=f"spiel {state.game}", obj=self)

    def changed(self, game: Any) -> None:
        """An action changed the game: keep it, and save it with ``--save each``."""
        self.game = game
        self.unsaved = True
        if self.save == "each":
            self.write()

    def write(self) -> None:
        """Write the game to the target, atomically (the session holds the lock)."""
        if not self.unsaved or self.save == "never":
            return
        try:
            write_text(self.state.target, dump_state(self.to_dict(self.game)))
        except WriteError as error:
            raise SessionWriteError(problem=error, saved_after=self.saved_after) from None
        self.unsaved = False
        self.saved_after = self.requests

    def answer(self, request: Request) -> JSONObject:
        """Run one request; its answer."""
        self.requests += 1
        if request.words is None:
            assert request.refused is not None
            return self.refusal(request, failures.malformed(request.refused))
        failure, view = self.run(request.words)
        if failure is not None:
            return self.refusal(request, failure)
        return self._with_id(request, {"ok": True, "view": view})

    def refusal(self, request: Request, failure: Failure) -> JSONObject:
        """The answer to a refused request."""
        data: JSONObject = {"ok": False, "exit": failure.exit, "error": failure.record()}
        return self._with_id(request, data)

    @staticmethod
    def _with_id(request: Request, answer: JSONObject) -> JSONObject:
        return {"id": request.id, **answer} if request.has_id else answer

    def invoke(self, words: list[str]) -> None:
        """Run the command ``spiel GAME WORDS`` as click runs it, under the session's context
        of the game's group (made once: a request parses its own command's options only)."""
        if not words or words[0].startswith("-"):  # the group's own options (--help)
            with self.group.make_context(self.context.info_name, words, obj=self) as ctx:
                self.group.invoke(ctx)
            return
        name, command, rest = self.group.resolve_command(self.context, words)
        assert name is not None and command is not None
        with command.make_context(name, rest, parent=self.context) as ctx:
            command.invoke(ctx)

    def run(self, words: list[str]) -> tuple[Failure | None, JSONValue]:
        """One command of the game, its view kept; the failure when it was refused.

        A WriteError of the session's own save and Ctrl-C are not answers: they
        end the session, and go on to the caller.
        """
        printed = io.StringIO()
        language = current()
        self.shown = shown = Shown()
        try:
            with contextlib.redirect_stdout(printed):
                self.invoke(words)
        except click.exceptions.Exit:  # --help
            pass
        except click.exceptions.Abort:
            raise KeyboardInterrupt from None
        except click.ClickException as error:
            return failures.of_click(error), None
        except SessionWriteError:
            raise
        except SpielError as error:
            return failures.of_error(error), None
        finally:
            if current() != language:  # a request's --lang is for that request alone
                use(language)
        view = shown.view if shown.view is not None else printed.getvalue()
        return None, view  # type: ignore[return-value]  # a view is JSON data


class SessionWriteError(WriteError):
    """A batch session could not save its game (exit 4): the session ends."""

    problem: WriteError
    saved_after: int | None  # the request after which the state was saved last; None: none
    template = N_("{problem}; the session ends: {last}")

    def words(self) -> dict[str, object]:
        if self.saved_after is None:
            last = _("nothing was saved in this session")
        else:
            last = _("the state after request {number} was saved last").format(
                number=self.saved_after
            )
        return {"problem": self.problem.message, "last": last}


def run_session(
    group: click.Group,
    state: StateOptions,
    from_dict: Callable[[Any], Any],
    to_dict: Callable[[Any], Mapping[str, object]],
    save: Save,
) -> int:
    """Answer every request of standard input; the exit status (0 at the end of input)."""
    if held_by_session() is not None:
        raise click.UsageError(_("a batch session cannot start another one"))
    _check_streams(state, save)
    session = Session(group, state, to_dict, save)
    # --save never writes nothing, so it locks nothing (a read-only folder is no obstacle);
    # its start reads the file as ``show`` does, whole, as writes are atomic
    with locked([] if save == "never" else [state.file, state.target]):
        session.game = _start(state, from_dict)
        answers = sys.stdout
        try:
            with stopped_by_signals():
                for line in lines(_requests()):
                    request = parse(line)
                    if request is None:
                        continue
                    try:
                        answer = session.answer(request)
                    except SessionWriteError as error:
                        _send(answers, session.refusal(request, failures.of_error(error)))
                        raise
                    _send(answers, answer)
        except KeyboardInterrupt:
            session.write()
            raise click.Abort from None
        except (BrokenPipeError, OutputError):  # the answers cannot be written any more
            session.write()
            raise
        except Stopped as stop:  # kill, timeout, a closed terminal: saved as for Ctrl-C
            session.write()
            return stop.status
        session.write()
    return 0


def _check_streams(state: StateOptions, save: Save) -> None:
    """Standard input carries the requests and standard output the answers: the state is
    read from neither, and saved to neither (a device or FIFO as ``--file`` would send the
    new state to standard output)."""
    if is_standard_input(state.file):
        text = _("{path} is standard input, which carries the requests")
        raise click.BadParameter(text.format(path=quoted(state.file)), param_hint=quoted("--file"))
    if save == "never" or state.target != STDIO:
        return
    if state.output is not None:
        text = _("{path} is standard output, which carries the answers")
        raise click.BadParameter(
            text.format(path=quoted(state.output)), param_hint=quoted("--output")
        )
    text = _(
        "{path} is no file to save to (the new state would go to standard output, which "
        "carries the answers); give --output FILE, or --save never"
    )
    raise click.BadParameter(text.format(path=quoted(state.file)), param_hint=quoted("--file"))


def _requests() -> IO[bytes]:
    """Standard input as bytes (no input at all when it is closed)."""
    return io.BytesIO() if sys.stdin is None else sys.stdin.buffer


def _start(state: StateOptions, from_dict: Callable[[Any], Any]) -> Any:
    """The game in ``--file`` when there is one (checked as every command checks it); a
    symbolic link to nothing is as missing as the file it names (``new`` makes that file)."""
    there = os.path.lexists(state.file) and not is_dangling_link(state.file)
    return load(state, from_dict) if there else None


def _send(answers: IO[str] | None, answer: JSONObject) -> None:
    """Write one answer as a line of UTF-8, whatever the locale's encoding (the answers are
    for programs), and flush it; a closed pipe ends the session quietly (the caller)."""
    reason = _("it is closed")
    if answers is not None:
        line = (json_text(answer) + "\n").encode("utf-8")
        try:
            answers.flush()
            answers.buffer.write(line)  # type: ignore[attr-defined]  # a text stream's bytes
            answers.buffer.flush()  # type: ignore[attr-defined]
            return
        except BrokenPipeError:
            raise
        except OSError as error:
            reason = os_reason(error)
    raise OutputError(_("an answer"), _("standard output"), reason)
