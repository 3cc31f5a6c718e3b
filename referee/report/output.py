"""Writing the site: only inside ``--out``, each file whole or not at all, never over a user's data.

Each file is written whole or not at all, as :func:`referee.safeio.atomic_write` writes one: into a temporary
file beside it (``.NAME.referee-tmp``), synced to the disk, then renamed over it. A few threads write at once: a
site is thousands of files, and one sync at a time makes each wait for the disk where several at once are
committed together (see docs/performance.md). A run that fails or is interrupted finishes the files begun and
begins no other; the temporary files a killed run leaves (at most one per thread) are removed by the next run.

The folder given must be new, empty, or one ``referee report`` wrote before: it then holds the marker file
(:data:`MARKER`), which lists the files the last run wrote. A folder that exists, is not empty and holds no
marker is refused, so a mistyped ``--out`` never overwrites anything. Files the last run wrote and this run
does not are removed (a log that is gone loses its page); nothing else in the folder is touched.
"""

from __future__ import annotations

import errno
import json
import os
import posixpath
import stat
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from .. import __version__
from ..safeio import atomic_write
from .messages import _

MARKER = ".referee-report.json"
TOOL = "referee report"
#: files written at once (each synced to the disk before it is renamed into place)
WRITERS = 8
#: files handed to the writers and not written yet, at most (their text waits in memory)
QUEUED = 64
#: the end of a temporary file's name (``.NAME.referee-tmp`` beside the file NAME)
TEMP_SUFFIX = ".referee-tmp"


class Refused(Exception):
    """The folder cannot be written (exit status 2); the message says why."""


class Site:
    def __init__(self, out: str | Path) -> None:
        self.out = Path(out)
        self.root: Path | None = None
        self.previous: list[str] = []
        self.written: list[str] = []
        self.mode = 0o644  # of a new file: as the umask leaves it (read in open())
        self.pool: ThreadPoolExecutor | None = None
        self.queue: deque[Future[None]] = deque()
        #: the site's folders opened once (by their parts inside it; () is the site): files are written relative to
        #: them, so a folder swapped for a link during the run is never followed, and a file costs no walk
        self.folders: dict[tuple[str, ...], int] = {}

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
        self.folders[()] = os.open(self.root, _FOLDER)
        _sweep(self.root)
        self._marker(self.previous)
        umask = os.umask(0)  # before any writer runs: the umask is the process's, and read only by setting it
        os.umask(umask)
        self.mode = 0o666 & ~umask
        self.pool = ThreadPoolExecutor(WRITERS, thread_name_prefix="referee-report")

    def _marker(self, files: list[str]) -> None:
        assert self.root is not None
        text = json.dumps({"tool": TOOL, "version": __version__, "files": sorted(set(files))}, ensure_ascii=False, indent=1)
        atomic_write(self.root / MARKER, text + "\n")

    def path(self, rel: str, make: bool = True) -> Path:
        """The file ``rel`` (a relative path with ``/``) inside the folder, its folders made when ``make``;
        anything that would lead outside it (an absolute path, ``..``, a link) is refused."""
        assert self.root is not None
        parts = _parts(rel)
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

    def folder(self, parts: tuple[str, ...], rel: str) -> int:
        """The site's folder ``parts`` (made when missing), opened once; a link or a file in its place is refused
        (``rel``: the file that needs it, for the message)."""
        fd = self.folders.get(parts)
        if fd is not None:
            return fd
        parent = self.folder(parts[:-1], rel)
        name = parts[-1]
        try:
            os.mkdir(name, dir_fd=parent)
        except FileExistsError:
            pass
        try:
            fd = os.open(name, _FOLDER, dir_fd=parent)
        except OSError as e:
            if e.errno in (errno.ELOOP, errno.ENOTDIR):
                raise Refused(_("{path}: something else than a folder is in the way inside the site (nothing was written there)",
                                path=rel)) from None
            raise
        self.folders[parts] = fd
        return fd

    def write(self, rel: str, text: str) -> None:
        """Write ``text`` to the file ``rel`` (by a writer thread: a failure is raised here by a later call, or by
        :meth:`close`). The file is written in its folder as opened once (:meth:`folder`); a link in its place is
        refused; a file there keeps its permissions."""
        assert self.pool is not None
        parts = _parts(rel)
        fd = self.folder(tuple(parts[:-1]), rel)
        name = parts[-1]
        mode = self.mode
        try:
            st = os.stat(name, dir_fd=fd, follow_symlinks=False)
        except FileNotFoundError:
            pass
        else:
            if stat.S_ISLNK(st.st_mode):
                raise Refused(_("{path}: a link is in the way inside the site (nothing was written there)", path=rel))
            mode = st.st_mode & 0o7777
        self.queue.append(self.pool.submit(_write_whole, fd, name, text.encode("utf-8"), mode))
        self.written.append("/".join(parts))
        while len(self.queue) > QUEUED or (self.queue and self.queue[0].done()):
            self.queue.popleft().result()

    def flush(self) -> None:
        """Wait until every file handed to the writers is written (raises the first failure)."""
        while self.queue:
            self.queue.popleft().result()

    def stop(self) -> None:
        """After a failure or an interruption: the files not begun are not written, those begun are finished (no
        temporary file is left behind)."""
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool = None
        self.queue.clear()
        for fd in self.folders.values():
            os.close(fd)
        self.folders.clear()

    def close(self) -> None:
        """Wait for the writers, remove the files the last run wrote that this one did not, and list this run's in
        the marker."""
        assert self.root is not None
        self.flush()
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


#: how a folder of the site is opened: a folder, never through a link
_FOLDER = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def _parts(rel: str) -> list[str]:
    """The names along ``rel`` (a relative path with ``/``) inside the site; anything that would lead outside it
    (an absolute path, ``..``) is refused."""
    norm = posixpath.normpath(rel)
    if norm.startswith(("/", "../")) or norm in ("..", ".", "") or "\\" in norm or "\0" in norm:
        raise Refused(_("{path}: not a file inside the site", path=rel))
    return norm.split("/")


def _write_whole(folder: int, name: str, data: bytes, mode: int) -> None:
    """``data`` into the file ``name`` of the open ``folder``, whole or not at all, through its temporary file
    (created anew, never through a link), with permissions ``mode`` (the umask is not read here: only setting it
    reads it, for the whole process, which a thread must not do)."""
    tmp = f".{name}{TEMP_SUFFIX}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(tmp, flags, 0o600, dir_fd=folder)
    except FileExistsError:  # the stale ones went when the site was opened: another run is writing this file
        raise OSError(errno.EEXIST, _("another run is writing this file"), tmp) from None
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
            os.fchmod(fd, mode)
        finally:
            os.close(fd)
        os.replace(tmp, name, src_dir_fd=folder, dst_dir_fd=folder)
    except BaseException:
        try:
            os.unlink(tmp, dir_fd=folder)
        except OSError:
            pass
        raise


def _sweep(root: Path) -> None:
    """Remove the temporary files a run killed while it wrote left in the site (none is in use: a site is written
    by one run at a time)."""
    for folder, dirs, names in os.walk(root):  # links to folders are not followed
        for name in names:
            if name.startswith(".") and name.endswith(TEMP_SUFFIX):
                p = os.path.join(folder, name)
                if os.path.isfile(p) and not os.path.islink(p):
                    try:
                        os.unlink(p)
                    except OSError:
                        pass


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
