"""Output that strangers' logs cannot abuse, and writes that cannot lose a user's file.

- :func:`printable` shows control characters as escapes (``\\x1b``, ``\\u202e``): names, comments and
  set-file words from a log never move the cursor, recolour or retitle a terminal, or reorder a line.
- :class:`SafeConsole` is a rich console that passes every piece of text it prints through
  :func:`printable` (rich's own styles and cursor controls are kept).
- :func:`json_safe` does the same for JSON text (JSON already escapes C0 controls; C1 and bidirectional
  controls are escaped too).
- :func:`atomic_write` writes a whole file or nothing: a temporary file in the same folder, flushed,
  then renamed over the target; the target's permissions are kept, a symbolic link is followed. The
  temporary file has one name per target (:func:`temp_name`), so that a write killed before its rename
  (SIGKILL, a power cut) leaves at most one, which the next write of that file removes; SIGINT and SIGTERM
  wait until the temporary file is renamed or removed.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .i18n import _

#: C0 controls but newline, DEL, C1 controls, and the characters that reorder or hide text
_UNSAFE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]")
_UNSAFE_JSON = re.compile("[\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]")


def _escape(m: re.Match[str]) -> str:
    c = ord(m.group())
    if c == 9:
        return " "  # a tab is a space, as the reader reads it
    return f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"


def printable(text: str) -> str:
    """``text`` with every control character shown as an escape (newlines are kept)."""
    if text.isprintable() or not _UNSAFE.search(text):
        return text
    return _UNSAFE.sub(_escape, text)


def json_safe(text: str) -> str:
    """JSON text with C1 and bidirectional controls escaped as ``\\uXXXX`` (they can only be inside strings)."""
    return _UNSAFE_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


_SAFE_CONSOLE: Any = None


def _safe_console_class() -> Any:
    """:class:`SafeConsole`, made the first time it is asked for (rich is imported only by what draws with it)."""
    global _SAFE_CONSOLE
    if _SAFE_CONSOLE is None:
        from collections.abc import Iterable

        from rich.console import Console
        from rich.segment import Segment

        class SafeConsole(Console):
            """A rich console whose printed text cannot carry escape sequences from its input."""

            def _render_buffer(self, buffer: Iterable[Segment]) -> str:
                return super()._render_buffer(
                    seg if seg.control else Segment(printable(seg.text), seg.style, seg.control) for seg in buffer
                )

        SafeConsole.__module__ = __name__
        _SAFE_CONSOLE = SafeConsole
    return _SAFE_CONSOLE


def __getattr__(name: str) -> Any:
    if name == "SafeConsole":
        return _safe_console_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: the end of the name of the temporary file a write goes through (see :func:`temp_name`)
TEMP_SUFFIX = ".referee-tmp"
#: the most seconds a write waits for another write of the same file, in this process or another, to end
WRITE_WAIT = 30.0


def temp_name(name: str) -> str:
    """The temporary file's name for a target named ``name``: ``.NAME.referee-tmp`` beside it (a name too long
    for the file system is shortened to a digest of it). One name per target: two writes of one file take
    turns, and a write killed before its rename leaves this file, never another."""
    tmp = f".{name}{TEMP_SUFFIX}"
    if len(os.fsencode(tmp)) > 255:
        import hashlib

        tmp = f".{hashlib.sha256(os.fsencode(name)).hexdigest()[:32]}{TEMP_SUFFIX}"
    return tmp


def atomic_write(path: str | Path, text: str | bytes) -> None:
    """Write ``text`` (UTF-8; bytes as they are) to ``path`` whole or not at all; raises OSError and leaves ``path`` as it was.

    The text goes to :func:`temp_name` beside the target (created anew, never through a link), is flushed to
    the disk and renamed over the target. A temporary file of that name that no live write holds (one killed
    by SIGKILL) is removed first; one that a live write holds (another ``fmt --write`` of the same file) is
    waited for, at most :data:`WRITE_WAIT` seconds. The writer holds an advisory lock (``flock``) on its
    temporary file until it is renamed or removed, and takes a lock on the folder while it looks at or creates
    the temporary file, so that one whose writer is alive is never taken for a stale one. SIGINT and SIGTERM
    that come during the write take effect once the temporary file is renamed or removed."""
    data = text.encode("utf-8") if isinstance(text, str) else bytes(text)  # one that cannot be fails before anything is created
    target = Path(os.path.realpath(path))
    mode = None
    try:
        mode = target.stat().st_mode & 0o7777
    except FileNotFoundError:
        pass
    if mode is None:
        mode = 0o666 & ~_umask()
    tmp = str(target.parent / temp_name(target.name))
    with _signals_held() as stopped:
        fd = _create(tmp, str(target.parent), stopped)
        try:
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
                os.fsync(fd)
                os.fchmod(fd, mode)
                os.replace(tmp, target)
            except BaseException:
                _unlink_own(tmp, fd)
                raise
        finally:
            os.close(fd)  # releases the lock on the temporary file


def _umask() -> int:
    """The process's umask, read without changing it where the system says it (``/proc``): setting it to read it
    would change it for a moment for every thread."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    umask = os.umask(0o077)
    os.umask(umask)
    return umask


def _flock(fd: int, blocking: bool = False) -> bool | None:
    """Lock ``fd`` (exclusive): True when locked, False when another holds it, None when the file system or
    the platform has no such locks."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not a POSIX system
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        return True
    except BlockingIOError:
        return False
    except OSError:
        return None


@contextmanager
def _folder_locked(folder: str, deadline: float) -> Iterator[bool]:
    """Hold the lock on ``folder`` (briefly: while a temporary file there is looked at or created); yields
    whether it is held (False where the folder cannot be locked)."""
    try:
        dfd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError:  # a folder that can be written but not read
        yield False
        return
    try:
        while True:
            locked = _flock(dfd)
            if locked is not False:
                break
            if time.monotonic() > deadline:
                raise OSError(errno.EBUSY, _("another program holds the lock on the folder for too long"), folder)
            time.sleep(0.005)
        yield bool(locked)
    finally:
        os.close(dfd)  # releases the lock


def _create(tmp: str, folder: str, stopped: list[int]) -> int:
    """The temporary file ``tmp``, created anew and locked: its descriptor. A stale one is removed first; a
    live one is waited for (until :data:`WRITE_WAIT` or a signal in ``stopped``)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    deadline = time.monotonic() + WRITE_WAIT
    while True:
        with _folder_locked(folder, deadline) as locked:
            try:
                fd = os.open(tmp, flags, 0o600)
            except FileExistsError:
                if not locked:
                    raise OSError(errno.EEXIST, _("a temporary file of an earlier write is in the way (remove it if no "
                                                  "other write of this file is running)"), tmp) from None
                removed = _remove_stale(tmp)
            else:
                if locked:  # under the folder's lock: no other write looks at it before it is locked
                    _flock(fd)
                return fd
        if stopped:
            raise InterruptedError(errno.EINTR, os.strerror(errno.EINTR), tmp)
        if time.monotonic() > deadline:
            raise OSError(errno.EBUSY, _("another write of this file has not ended"), tmp)
        if not removed:
            time.sleep(0.02)


def _remove_stale(tmp: str) -> bool:
    """Under the folder's lock: remove ``tmp`` if its writer is gone (no one holds its lock); False if a live
    write holds it. Only a regular file of that name is removed; anything else there is refused."""
    try:
        st = os.lstat(tmp)
    except FileNotFoundError:  # renamed over its target in between
        return True
    if not stat.S_ISREG(st.st_mode):
        raise OSError(errno.EEXIST, _("something that is not a temporary file of the referee is in the way"), tmp)
    try:
        fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return True
    try:
        held = os.fstat(fd)
        if (held.st_dev, held.st_ino) != (st.st_dev, st.st_ino):
            return True  # replaced in between: look again
        if _flock(fd) is not True:
            return False  # its writer is alive (or the lock cannot tell: then it is never taken for stale)
        try:
            now = os.lstat(tmp)
        except FileNotFoundError:
            return True
        if (now.st_dev, now.st_ino) == (st.st_dev, st.st_ino):
            os.unlink(tmp)
        return True
    finally:
        os.close(fd)


def _unlink_own(tmp: str, fd: int) -> None:
    """Remove ``tmp`` if it is still the file open as ``fd`` (a write that failed or was interrupted)."""
    try:
        mine, there = os.fstat(fd), os.lstat(tmp)
        if (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino):
            os.unlink(tmp)
    except OSError:
        pass


@contextmanager
def _signals_held() -> Iterator[list[int]]:
    """SIGINT and SIGTERM, while a temporary file exists, are noted (in the list yielded) and take effect (as
    they would have) when it is gone. Only the main thread can hold them; a signal that is ignored stays
    ignored."""
    import signal
    import threading

    caught: list[int] = []
    saved: dict[int, Any] = {}
    if threading.current_thread() is threading.main_thread():
        for sig in (signal.SIGINT, signal.SIGTERM):
            handler = signal.getsignal(sig)
            if handler not in (signal.SIG_IGN, None):
                saved[sig] = signal.signal(sig, lambda signum, frame: caught.append(signum))
    try:
        yield caught
    finally:
        for sig, handler in saved.items():
            signal.signal(sig, handler)
        if caught:
            signal.raise_signal(caught[0])


def same_file(a: str | Path, b: str | Path) -> bool:
    """Whether two paths name one file (the second need not exist)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


class QuietPipe:
    """Standard output for a command whose reader may go away (``referee check … | head``): after a broken
    pipe, the rest is dropped and the command still ends with its own exit status."""

    def __init__(self, stream) -> None:  # type: ignore[no-untyped-def]
        self._stream = stream
        self.broken = False

    def write(self, s: str) -> int:
        if not self.broken:
            try:
                return self._stream.write(s)
            except BrokenPipeError:
                self._broke()
        return len(s)

    def flush(self) -> None:
        if not self.broken:
            try:
                self._stream.flush()
            except BrokenPipeError:
                self._broke()

    def _broke(self) -> None:
        self.broken = True
        try:  # nothing more reaches the closed pipe, and the interpreter's final flush stays quiet
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, self._stream.fileno())
            os.close(devnull)
        except (OSError, ValueError, AttributeError):
            pass

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        return getattr(self._stream, name)


def stdout() -> QuietPipe:
    if not isinstance(sys.stdout, QuietPipe):
        sys.stdout = QuietPipe(sys.stdout)  # type: ignore[assignment]
    return sys.stdout  # type: ignore[return-value]
