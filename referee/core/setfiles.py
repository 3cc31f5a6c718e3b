"""Game data files (card sets, game sets) named by a log: a bundled id or a TOML file next to the log.

A game keeps the format and its loader; this module finds the file, bounds its size and parses each
version of it once (path, size and modification time make the cache key; loaded sets are never changed).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any


class SetFileError(Exception):
    """A set file the referee cannot use: ``path:line:col`` of the place that says why (line 0: the whole file)."""

    def __init__(self, path: str, message: str, at: tuple[int, int] = (0, 0)) -> None:
        self.path = path
        self.message = message
        self.line, self.col = at
        super().__init__(f"{self.where}: {message}")

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}:{self.col}" if self.line else self.path

    def shown(self, log_path: str | None) -> str:
        """The message for a log's reader: the set file named as it is from the log's folder."""
        path = self.path
        if log_path and not log_path.startswith("<"):
            try:
                path = str(Path(path).resolve().relative_to(Path(log_path).resolve().parent))
            except (ValueError, OSError):
                pass
        return (f"{path}:{self.line}:{self.col}: " if self.line else f"{path}: ") + self.message


_HEADER = re.compile(r"\s*(\[\[?)\s*([A-Za-z0-9_.\-\" ]+?)\s*\]\]?\s*(#.*)?$")
_TOML_AT = re.compile(r"\(at line (\d+), column (\d+)\)")


class Locator:
    """Where things are in a set file's TOML text, for messages (``tomllib`` keeps no positions).

    ``at("dice", key="colours", value="red")`` is the line and column of ``"red"`` in ``colours = …``
    under ``[dice]``; ``at("card", 2, "main")`` the ``main`` key of the third ``[[card]]``. What cannot be
    found falls back to the table's header, then to line 1."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.sections: dict[str, list[int]] = {}  # table name -> the header line of each (array) table, 0-based
        for i, line in enumerate(self.lines):
            m = _HEADER.match(line)
            if m and not line.lstrip().startswith("#"):
                self.sections.setdefault(m.group(2).replace('"', "").replace(" ", ""), []).append(i)

    def _span(self, table: str, index: int) -> tuple[int, int]:
        if not table:
            first = min((v[0] for v in self.sections.values()), default=len(self.lines))
            return 0, first
        heads = self.sections.get(table)
        if not heads or index >= len(heads):
            return -1, -1
        start = heads[index]
        later = [h for v in self.sections.values() for h in v if h > start]
        return start, min(later, default=len(self.lines))

    def at(self, table: str = "", index: int = 0, key: str | None = None, value: Any = None) -> tuple[int, int]:
        start, end = self._span(table, index)
        if start < 0:
            dotted = table.rsplit(".", 1)
            if len(dotted) == 2:  # [dice.white] written as `white = {…}` under [dice]
                return self.at(dotted[0], index, dotted[1])
            return (1, 1)
        home = (start + 1, 1) if table else (1, 1)
        if key is None:
            return home
        pattern = re.compile(r"\s*\"?" + re.escape(str(key)) + r"\"?\s*=")
        for i in range(start, end):
            m = pattern.match(self.lines[i])
            if m is None:
                continue
            if value is None:
                return i + 1, len(self.lines[i]) - len(self.lines[i].lstrip()) + 1
            want = f'"{value}"' if isinstance(value, str) else str(value)
            for j in range(i, min(end, i + 50)):  # a value may be on the lines of a multi-line array
                col = self.lines[j].find(want, m.end() if j == i else 0)
                if col >= 0:
                    return j + 1, col + 1
            return i + 1, m.end() + 1
        return home


def toml_error(path: str, e: Exception, what: str) -> SetFileError:
    """A TOML syntax error as a set-file error at its line and column."""
    text = str(e)
    m = _TOML_AT.search(text)
    at = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
    return SetFileError(path, f"not valid TOML for a {what}: {_TOML_AT.sub('', text).strip()}", at)


def find(
    name: str,
    log_path: str | None,
    bundled: Path,
    load: Callable[[str, str], Any],
    *,
    what: str,
    max_bytes: int,
) -> Any:
    """The set ``name``: ``bundled/NAME.toml`` for a plain id, else a ``.toml`` path (next to the log first).

    ``load(text, path)`` parses it; it is called once per file version.
    """
    candidates = []
    if re.fullmatch(r"[A-Za-z0-9_-]+", name):
        candidates.append(bundled / f"{name}.toml")
    if name.endswith(".toml"):
        p = Path(name)
        if not p.is_absolute() and log_path and not log_path.startswith("<"):
            candidates.append(Path(log_path).resolve().parent / p)
        candidates.append(p)
    for c in candidates:
        if c.is_file():
            st = c.stat()
            if st.st_size > max_bytes:
                raise SetFileError(str(c), f"a {what} is limited to {max_bytes} bytes")
            return _parse(load, str(c.resolve()), st.st_size, st.st_mtime_ns)
    names = ", ".join(sorted(p.stem for p in bundled.glob("*.toml")))
    raise SetFileError(name, f"no such {what} (bundled: {names}; or a .toml file next to the log)")


@lru_cache(maxsize=64)
def _parse(load: Callable[[str, str], Any], path: str, size: int, mtime_ns: int) -> Any:
    return load(Path(path).read_text(encoding="utf-8"), path)
