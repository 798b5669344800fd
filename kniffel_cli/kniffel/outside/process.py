"""A bot's process: started once, asked many decisions at once, never trusted.

spiel starts the command without a shell, in the current folder, as the leader of a
process group of its own (so that it is killed with its children), and writes the
requests while it reads the answers, so that neither side can block the other. Whatever
goes wrong is the bot's fault and costs the games in flight, never the match: a line that
is not JSON, an answer to an id not asked, no answer within the move time, an exit. The
bot is then killed and started again for the next games (``RESTARTS`` starts in a row
that answer nothing, and it is not started again). Its standard error goes, line by line
and prefixed with its name, to a log file or nowhere.
"""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import IO

import click

from kniffel_cli.common.errors import WriteError, os_reason
from kniffel_cli.common.i18n import _, number
from kniffel_cli.common.text import cut, quoted
from kniffel_cli.kniffel.outside.protocol import FaultKind, Message

RESTARTS = 3  # starts in a row without one answer, after which the bot is not started again
MAX_LINE = 1 << 20  # an answer line longer than this (1 MiB) is no answer (a bot printing
# megabytes)
CHUNK = 1 << 16
EXIT_CHECK = 0.1  # seconds between looks at whether a bot that answers nothing has exited


@dataclass(frozen=True)
class Failed:
    """A request the bot did not answer: the kind of fault and why, in the chosen language."""

    kind: FaultKind
    reason: str


Answers = dict[int, "object | Failed"]


def _shown(text: str) -> str:
    return quoted(cut(text, 60))


class BotProcess:
    """The process of one outside player's command, in one worker of a match."""

    def __init__(
        self,
        name: str,
        argv: Sequence[str],
        greeting: Message,
        move_time: float,
        log: str | None = None,
    ) -> None:
        self.name = name
        self.argv = list(argv)
        self.greeting = greeting
        self.move_time = move_time
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None
        self.buffer = b""
        self.unanswered_starts = 0
        self.notices: list[Message] = []  # said with the next requests (a game's end)

    def ask(self, requests: dict[int, Message]) -> Answers:
        """The answer to each request (the JSON value the bot wrote), by id, or why none."""
        if not requests:
            return {}
        if self.unanswered_starts >= RESTARTS:
            reason = _("it was started {count} times in a row and answered nothing")
            return self._failed(requests, "exited", reason.format(count=RESTARTS))
        if self.process is None:
            started = self._start()
            if started is not None:
                return self._failed(requests, "exited", started)
        assert self.process is not None
        lines = [*self.notices, *requests.values()]
        self.notices = []
        return self._exchange(requests, b"".join(_line(message) for message in lines))

    def tell(self, message: Message) -> None:
        """Say ``message`` with the next requests (or at the end): no answer is awaited."""
        self.notices.append(message)

    def let_go(self, farewell: Message | None = None) -> None:
        """Say the notices and ``farewell`` and close the bot's input: it may exit now
        (``close`` kills it after its moment). Its input takes what it takes at once: a
        bot that stopped reading never holds spiel up."""
        process = self.process
        if process is None or process.stdin is None or process.stdin.closed:
            return
        said = b"".join(_line(m) for m in [*self.notices, *([farewell] if farewell else [])])
        self.notices = []
        try:
            if said:
                os.set_blocking(process.stdin.fileno(), False)
                os.write(process.stdin.fileno(), said[: 1 << 16])
        except (OSError, ValueError):
            pass
        _close(process.stdin)

    def close(self, until: float | None = None) -> None:
        """Let the bot go (``let_go``, if not yet), give it its moment to exit (up to the
        monotonic time ``until``, else a second at most), then kill it and every process of
        its group."""
        self.let_go()
        process, self.process = self.process, None
        if process is None:
            return
        if until is None:
            until = time.monotonic() + min(1.0, self.move_time)
        try:
            process.wait(timeout=max(0.0, until - time.monotonic()))
        except subprocess.TimeoutExpired:
            pass
        finally:  # Ctrl-C or SIGTERM while it is given its moment: killed all the same
            _kill(process)

    # --- the exchange -------------------------------------------------------------------

    def _start(self) -> str | None:
        """Start the command; why it could not be started, or None."""
        self.buffer = b""
        self.unanswered_starts += 1
        try:
            self.process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                start_new_session=True,  # its own process group, killed as one
            )
        except (OSError, ValueError) as error:
            reason = os_reason(error) if isinstance(error, OSError) else str(error)
            return _("it could not be started: {reason}").format(reason=reason)
        assert self.process.stderr is not None
        threading.Thread(
            target=_pass_on, args=(self.process.stderr, self.name, self.log), daemon=True
        ).start()
        self.notices.insert(0, self.greeting)
        return None

    def _exchange(self, requests: dict[int, Message], out: bytes) -> Answers:
        process = self.process
        assert process is not None and process.stdin is not None and process.stdout is not None
        answers: Answers = {}
        pending = set(requests)
        written = 0
        writer, reader = process.stdin.fileno(), process.stdout.fileno()
        os.set_blocking(writer, False)
        os.set_blocking(reader, False)
        with selectors.DefaultSelector() as selector:
            selector.register(writer, selectors.EVENT_WRITE)
            selector.register(reader, selectors.EVENT_READ)
            deadline = time.monotonic() + self.move_time
            while pending:
                left = deadline - time.monotonic()
                if left <= 0:
                    reason = _("no answer within {seconds} s").format(
                        seconds=number(self.move_time)
                    )
                    return self._broken(answers, pending, "timeout", reason)
                events = selector.select(min(left, EXIT_CHECK))
                if not events and process.poll() is not None:  # a child may hold its output
                    return self._broken(answers, pending, "exited", self._ended())
                for key, _mask in events:
                    if key.fd == writer:
                        try:
                            written += os.write(writer, out[written : written + CHUNK])
                        except BlockingIOError:
                            continue
                        except OSError:  # the bot closed its input: its output says more
                            written = len(out)
                        if written >= len(out):
                            selector.unregister(writer)
                        continue
                    try:
                        data = os.read(reader, CHUNK)
                    except BlockingIOError:
                        continue
                    except OSError:
                        data = b""
                    if not data:
                        return self._broken(answers, pending, "exited", self._ended())
                    self.buffer += data
                    waiting = len(pending)
                    found = self._read_lines(answers, pending)
                    if found is not None:
                        return found
                    if len(pending) < waiting:  # the move time counts from the last answer
                        deadline = time.monotonic() + self.move_time
        return answers

    def _read_lines(self, answers: Answers, pending: set[int]) -> Answers | None:
        """Take the whole lines read so far; the answers with the fault if one breaks the
        stream (then every request still pending fails with it)."""
        while b"\n" in self.buffer:
            line, self.buffer = self.buffer.split(b"\n", 1)
            if not line.strip():
                continue
            try:
                message = json.loads(line)
            except (ValueError, RecursionError):  # RecursionError: nested past Python's limit
                text = line.decode("utf-8", "replace")
                reason = _("a line that is not JSON: {line}").format(line=_shown(text))
                return self._broken(answers, pending, "not_json", reason)
            number = message.get("id") if isinstance(message, dict) else None
            if not isinstance(number, int) or isinstance(number, bool) or number not in pending:
                reason = _("an answer to an id that was not asked: {line}")
                text = line.decode("utf-8", "replace")
                return self._broken(answers, pending, "wrong_id", reason.format(line=_shown(text)))
            pending.discard(number)
            answers[number] = message
            self.unanswered_starts = 0
        if len(self.buffer) > MAX_LINE:
            reason = _("a line longer than {size} MiB").format(size=MAX_LINE >> 20)
            return self._broken(answers, pending, "not_json", reason)
        return None

    def _ended(self) -> str:
        """Why the bot's output ended: its exit status, if it exited."""
        assert self.process is not None
        try:
            status = self.process.wait(timeout=0.2)
        except subprocess.TimeoutExpired:
            return _("it closed its output")
        return _("it exited with status {status}").format(status=status)

    def _broken(self, answers: Answers, pending: set[int], kind: FaultKind, why: str) -> Answers:
        """Kill the bot (started again for the next games); the pending requests fail."""
        process, self.process = self.process, None
        if process is not None:
            _close(process.stdin)
            _kill(process)
        return {**answers, **{number: Failed(kind, why) for number in pending}}

    def _failed(self, requests: dict[int, Message], kind: FaultKind, why: str) -> Answers:
        return {number: Failed(kind, why) for number in requests}


def _line(message: Message) -> bytes:
    return json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n"


def _close(stream: IO[bytes] | None) -> None:
    if stream is not None:
        try:
            stream.close()
        except OSError:
            pass


def _kill(process: subprocess.Popen[bytes]) -> None:
    """Kill the process and every process of its group, and wait for it."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass
    _close(process.stdout)
    # Its standard error is left to the thread that reads it, which ends with it: a process
    # that left the group may hold it open, and closing it here would wait for that.


def check_log(path: str) -> None:
    """Refuse a ``--bot-log`` that cannot be appended to (none, ``-``, a folder, no
    permission): checked before the match, not found out by each bot's first line."""
    from kniffel_cli.common.statefile import STDIO, check_path

    # spiel's own output holds the report (/dev/stdout too); a folder, a NUL, a lock file
    if not path or check_path(path, "--bot-log", reading=False) == STDIO:
        raise click.BadParameter(_("name a file"), param_hint=quoted("--bot-log"))
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    except OSError as error:
        text = _("cannot write {path}: {reason}")
        raise WriteError(text.format(path=path, reason=os_reason(error))) from None
    os.close(descriptor)


def _pass_on(stream: IO[bytes], name: str, log: str | None) -> None:
    """Each line the bot writes on its standard error, prefixed with its name, to the log
    file (appended), or nowhere; until the bot closes it."""
    descriptor = None
    if log is not None:
        try:
            descriptor = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        except OSError:
            descriptor = None
    try:
        fresh = True  # the next piece read starts a line
        while piece := stream.readline(1000):  # a line a thousand bytes at most at a time
            if descriptor is not None and fresh:
                text = piece.decode("utf-8", "replace").rstrip("\n")
                try:
                    os.write(descriptor, f"{name}: {text}\n".encode())
                except OSError:
                    pass
            fresh = piece.endswith(b"\n")  # the rest of a longer line is dropped
    except (OSError, ValueError):
        pass
    finally:
        if descriptor is not None:
            os.close(descriptor)
