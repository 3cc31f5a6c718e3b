"""Output that strangers' logs cannot abuse, and writes that cannot lose a user's file.

- :func:`printable` shows control characters as escapes (``\\x1b``, ``\\u202e``): names, comments and
  set-file words from a log never move the cursor, recolour or retitle a terminal, or reorder a line.
- :class:`SafeConsole` is a rich console that passes every piece of text it prints through
  :func:`printable` (rich's own styles and cursor controls are kept).
- :func:`json_safe` does the same for JSON text (JSON already escapes C0 controls; C1 and bidirectional
  controls are escaped too).
- :func:`atomic_write` writes a whole file or nothing: a temporary file in the same folder, flushed,
  then renamed over the target; the target's permissions are kept, a symbolic link is followed.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

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


def atomic_write(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all; raises OSError and leaves ``path`` as it was."""
    target = Path(os.path.realpath(path))
    mode = None
    try:
        mode = target.stat().st_mode & 0o7777
    except FileNotFoundError:
        pass
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


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
