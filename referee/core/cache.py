"""The user's cache folder: tables the referee builds at first use so that a check starts quickly.

What is kept here is derived from files of the installation (the features' clause titles, the bundled card and
game sets), never from a log: each table says what it was built from and is built again when that changed.
The folder is ``$REFEREE_CACHE``, else ``$XDG_CACHE_HOME/referee``, else ``~/.cache/referee``. A table is
written whole or not at all (a reader never sees half of one), and where nothing can be written the referee
works the same, only without the table.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any


def folder() -> Path:
    given = os.environ.get("REFEREE_CACHE")
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "referee"


def read_json(path: Path) -> Any:
    """The JSON data at ``path`` (None when there is none or it cannot be read)."""
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def write_json(path: Path, data: Any) -> bool:
    """Write ``data`` as JSON to ``path``, whole or not at all; False where it cannot be written."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "x", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False)
        os.replace(tmp, path)
        return True
    except (OSError, TypeError, ValueError):  # no folder to write to, or data JSON cannot hold
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return False


__all__ = ["folder", "read_json", "write_json"]
