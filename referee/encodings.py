"""Logs saved in another encoding than UTF-8: Shift_JIS (CP932), as Windows Notepad and many Japanese
tools save text.

A log is UTF-8 unless told otherwise (``--encoding``). One that is not UTF-8 but reads as CP932 (its
bytes make no UTF-8 character and all of them make CP932 ones) is read as CP932 all the same and reported
once, at its first byte that is not UTF-8, with the command that converts it; ``--encoding cp932`` reads it
so without a word, ``--encoding auto`` takes UTF-8 when the bytes are UTF-8 and CP932 when they are that.
A log that is neither is left to the reader, which reports each line it cannot read.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path

from .i18n import _

ENCODINGS = ("utf-8", "cp932", "auto")
BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True, slots=True)
class Note:
    """Why the bytes were read differently from what was asked, and where that shows first."""

    code: str
    message: str
    line: int
    col: int
    expected: str | None = None


def _position(data: bytes, offset: int) -> tuple[int, int]:
    line = data.count(b"\n", 0, offset) + 1
    start = data.rfind(b"\n", 0, offset) + 1
    col = len(data[start:offset].decode("utf-8", errors="replace")) + 1
    return line, col


def shift_jis(data: bytes) -> bool:
    """The bytes read as CP932, and fewer of them read as UTF-8 characters beyond ASCII than fail to (a few
    Shift_JIS pairs happen to be UTF-8 too; a UTF-8 file with one bad byte is not taken for Shift_JIS)."""
    try:
        data.decode("cp932")
    except UnicodeDecodeError:
        return False
    text = data.decode("utf-8", errors="replace")
    bad = text.count("\ufffd")
    return bad > 0 and sum(1 for ch in text if not ch.isascii()) - bad <= bad


def conversion_command(path: str) -> str:
    p = Path(path)
    target = p.with_name(p.stem + ".utf8" + (p.suffix or ".log"))
    return f"referee convert --encoding cp932 {shlex.quote(path)} {shlex.quote(str(target))}"


def decode(data: bytes, path: str, encoding: str = "utf-8") -> tuple[bytes, Note | None]:
    """The log's bytes as UTF-8, and the note that says they were read otherwise than asked (or None)."""
    body = data[len(BOM):] if data.startswith(BOM) else data
    try:
        body.decode("utf-8")
        utf8 = True
    except UnicodeDecodeError as e:
        utf8, bad = False, e.start
    if encoding == "utf-8" or (encoding == "auto" and utf8):
        if utf8 or not shift_jis(body):
            return data, None  # UTF-8, or bytes the reader reports line by line
        line, col = _position(body, bad)
        command = conversion_command(path) if path != "<stdin>" else "referee convert --encoding cp932 - OUT.log"
        return body.decode("cp932").encode("utf-8"), Note(
            "LOG-ENCODING",
            _("the log is saved in Shift_JIS (CP932), not UTF-8: it was read as Shift_JIS. Convert it with: {command} "
              "(or check it as it is with --encoding cp932)", command=command),
            line, col,
        )
    try:
        return body.decode("cp932").encode("utf-8"), None
    except UnicodeDecodeError as e:
        if encoding == "auto":
            return data, None  # neither: the reader says which lines it cannot read
        line, col = _position(body, e.start)
        return data, Note("LOG-ENCODING", _("byte 0x{byte:02x} is not Shift_JIS (CP932) either: is the log UTF-8? "
                                            "(--encoding utf-8 or auto)", byte=body[e.start]), line, col, _("Shift_JIS (CP932)"))
