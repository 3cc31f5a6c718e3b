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
    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


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
