"""Writing the site: only inside ``--out``, each file whole or not at all, never over a user's data.

The folder given must be new, empty, or one ``referee report`` wrote before: it then holds the marker file
(:data:`MARKER`), which lists the files the last run wrote. A folder that exists, is not empty and holds no
marker is refused, so a mistyped ``--out`` never overwrites anything. Files the last run wrote and this run
does not are removed (a log that is gone loses its page); nothing else in the folder is touched.
"""

from __future__ import annotations

import json
import os
import posixpath
from pathlib import Path

from .. import __version__
from ..safeio import atomic_write
from .messages import _

MARKER = ".referee-report.json"
TOOL = "referee report"


class Refused(Exception):
    """The folder cannot be written (exit status 2); the message says why."""


class Site:
    def __init__(self, out: str | Path) -> None:
        self.out = Path(out)
        self.root: Path | None = None
        self.previous: list[str] = []
        self.written: list[str] = []

    def open(self) -> None:
        """Check the folder and claim it (the marker is written first, so that a run stopped half way leaves a
        folder the next run may write again)."""
        out = self.out
        if os.path.lexists(out) and not out.is_dir():
            raise Refused(_("--out {folder}: not a folder", folder=str(out)))
        if out.is_dir():
            names = os.listdir(out)
            if names:
                marker = out / MARKER
                listed = _listed(marker) if marker.is_file() and not marker.is_symlink() else None
                if listed is None:
                    raise Refused(_("--out {folder}: the folder is not empty and was not written by referee report; "
                                    "give a new or empty folder (nothing was written)", folder=str(out)))
                self.previous = listed
        else:
            try:
                out.mkdir(parents=True)
            except OSError as e:
                raise Refused(_("--out {folder}: cannot make the folder ({why})", folder=str(out), why=e.strerror or e)) from None
        self.root = Path(os.path.realpath(out))
        self._marker(self.previous)

    def _marker(self, files: list[str]) -> None:
        assert self.root is not None
        text = json.dumps({"tool": TOOL, "version": __version__, "files": sorted(set(files))}, ensure_ascii=False, indent=1)
        atomic_write(self.root / MARKER, text + "\n")

    def path(self, rel: str, make: bool = True) -> Path:
        """The file ``rel`` (a relative path with ``/``) inside the folder, its folders made when ``make``;
        anything that would lead outside it (an absolute path, ``..``, a link) is refused."""
        assert self.root is not None
        norm = posixpath.normpath(rel)
        if norm.startswith(("/", "../")) or norm in ("..", ".", "") or "\\" in norm or "\0" in norm:
            raise Refused(_("{path}: not a file inside the site", path=rel))
        parts = norm.split("/")
        here = self.root
        for part in parts[:-1]:
            here = here / part
            if os.path.islink(here) or (os.path.lexists(here) and not here.is_dir()):
                raise Refused(_("{path}: something else than a folder is in the way inside the site (nothing was written there)",
                                path=rel))
            if make and not here.exists():
                here.mkdir()
        target = here / parts[-1]
        if os.path.islink(target):
            raise Refused(_("{path}: a link is in the way inside the site (nothing was written there)", path=rel))
        return target

    def write(self, rel: str, text: str) -> None:
        atomic_write(self.path(rel), text)
        self.written.append(posixpath.normpath(rel))

    def close(self) -> None:
        """Remove the files the last run wrote that this one did not, and list this run's in the marker."""
        assert self.root is not None
        keep = set(self.written)
        for rel in self.previous:
            if rel in keep:
                continue
            try:
                target = self.path(rel, make=False)
            except Refused:
                continue
            if target.is_file() and not target.is_symlink():
                try:
                    target.unlink()
                except OSError:
                    pass
        self._marker(self.written)


def _listed(marker: Path) -> list[str] | None:
    """The files a marker lists; None when it is no marker of this tool."""
    try:
        data = json.loads(marker.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("tool") != TOOL:
        return None
    files = data.get("files")
    return [f for f in files if isinstance(f, str)] if isinstance(files, list) else []
