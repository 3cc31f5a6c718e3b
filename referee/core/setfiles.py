"""Game data files (card sets, game sets) named by a log: a bundled id, or a TOML file in the log's folder.

Logs come from strangers, so the name a log gives is kept to a bundled id or a bare ``NAME.toml`` in the
log's own folder (or in a folder the user allows on the command line: :func:`set_extra_folders`); nothing
else is opened, and the refusal reads the same whether or not a file of that name exists. The text is
bounded before it is parsed (size, line length, dotted keys, nesting: :func:`check_bounds`), and messages
say where in the file a fault is without quoting the file.

A game keeps the format and its loader; this module finds the file, bounds it and parses each version of
it once (the open file's identity, size and modification time make the cache key; loaded sets are never
changed). A set file is opened once, relative to its folder, never through a link (:func:`_open_in`).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .messages import N_, _

#: the kinds of set file a game names (``what``), as a message says them (a kind not listed: as the game says it)
WHAT = {"card set": N_("card set"), "game set": N_("game set")}


def _what(what: str) -> str:
    return _(WHAT[what]) if what in WHAT else what


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
        path = self.path  # a name as the log wrote it, or the absolute path of a file
        if log_path and not log_path.startswith("<") and Path(path).is_absolute():
            try:
                path = str(Path(path).relative_to(Path(log_path).resolve().parent))
            except (ValueError, OSError, RuntimeError):
                pass
        return (f"{path}:{self.line}:{self.col}: " if self.line else f"{path}: ") + self.message


_HEADER = re.compile(r"\s*+(\[\[?+)\s*+([A-Za-z0-9_.\-\" ]++)\]\]?+\s*+(#.*)?$")  # possessive: linear on any line
_TOML_AT = re.compile(r"\(at line (\d+), column (\d+)\)")


class Locator:
    """Where things are in a set file's TOML text, for messages (``tomllib`` keeps no positions).

    ``at("dice", key="colours", value="red")`` is the line and column of ``"red"`` in ``colours = …``
    under ``[dice]``; ``at("card", 2, "main")`` the ``main`` key of the third ``[[card]]``. What cannot be
    found falls back to the table's header, then to line 1."""

    def __init__(self, text: str) -> None:
        self.lines = [line.rstrip("\r") for line in text.split("\n")]  # TOML's lines: not splitlines()'s
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


# -- bounds checked before the TOML parser runs ---------------------------------------------------------
# The bundled sets reach 110 characters a line, 2 parts a dotted key (none is dotted today) and 2 levels of
# brackets (``levels = { 2 = ["…"] }``); the limits leave room for hand-written files. ``tomllib`` is quadratic
# in the parts of a dotted key and recursive in nested arrays and inline tables: these limits keep a file of
# the maximum size to milliseconds and far from Python's recursion limit.
MAX_LINE = 1000  # characters in one line (also inside multi-line strings)
MAX_KEY_PARTS = 8  # parts of one dotted key or table header: a.b.c is 3
MAX_DEPTH = 8  # arrays and inline tables inside one another

_TOKEN = re.compile(r'"""|\'\'\'|["\'#\[\]{}=,.\n]')
_STRING_END = {  # from just after the opening quote(s) to just after the closing ones
    '"': re.compile(r'(?:[^"\\\n]|\\.)*+"'),
    "'": re.compile(r"[^'\n]*+'"),
    '"""': re.compile(r'(?:[^"\\]|\\.|"(?!""))*+"""(?:"{0,2})', re.S),
    "'''": re.compile(r"(?:[^']|'(?!''))*+'''(?:'{0,2})"),
}


def _at(text: str, pos: int) -> tuple[int, int]:
    return text.count("\n", 0, pos) + 1, pos - (text.rfind("\n", 0, pos) + 1) + 1


def check_bounds(text: str, path: str, what: str) -> None:
    """Refuse, before parsing, a line longer than MAX_LINE, a dotted key of more than MAX_KEY_PARTS parts and
    brackets nested deeper than MAX_DEPTH (counted outside strings and comments), at ``path:line:col``."""
    for i, line in enumerate(text.split("\n")):
        if len(line.rstrip("\r")) > MAX_LINE:
            raise SetFileError(path, _("a line of a {what} is at most {limit} characters long", what=_what(what), limit=MAX_LINE),
                               (i + 1, MAX_LINE + 1))
    stack: list[str] = []  # the open arrays and inline tables
    key = True  # reading a key: at the start of a statement, or after { or , in an inline table
    header = False  # inside a [table] or [[array]] header
    parts = 1
    pos = 0
    while (m := _TOKEN.search(text, pos)) is not None:
        t, pos = m.group(), m.end()
        if t in _STRING_END:
            end = _STRING_END[t].match(text, pos)
            if end is None:
                return  # an unterminated string: the parser says where
            pos = end.end()
        elif t == "#":
            pos = text.find("\n", pos)
            if pos < 0:
                return
        elif t == "\n":
            if not stack:
                key, header, parts = True, False, 1
        elif t == ".":
            if key or header:
                parts += 1
                if parts > MAX_KEY_PARTS:
                    raise SetFileError(path, _("a dotted key or table name in a {what} has at most {limit} parts",
                                               what=_what(what), limit=MAX_KEY_PARTS), _at(text, m.start()))
        elif t == "=":
            key = False
        elif t == ",":
            if stack and stack[-1] == "{":
                key, parts = True, 1
        elif t in "[{":
            if t == "[" and key and not stack and not header:
                header, key, parts = True, False, 1
                if text.startswith("[", pos):
                    pos += 1
            else:
                stack.append(t)
                key, parts = t == "{", 1
                if len(stack) > MAX_DEPTH:
                    raise SetFileError(path, _("arrays and inline tables in a {what} are nested at most {limit} deep",
                                               what=_what(what), limit=MAX_DEPTH), _at(text, m.start()))
        elif stack:  # ] or }
            stack.pop()
            key = False
        else:
            header = False


# tomllib's messages, said without the key or character they quote (a set file's content is never echoed)
_TOML_MESSAGES = (
    ("Cannot declare", N_("a table or key is declared twice")),
    ("Cannot overwrite", N_("a key is given a value twice")),
    ("Cannot mutate", N_("a table or array already written whole is added to")),
    ("Cannot redefine", N_("a key is defined again as a table")),
    ("Duplicate inline table key", N_("an inline table has a key twice")),
    ("Found invalid character", N_("a character that is not allowed here")),
    ("Illegal character", N_("a control character that is not allowed in a string")),
    ("Expected '='", N_("expected '=' after a key")),
    ("Expected ']]'", N_("expected ']]' at the end of an array-of-tables header")),
    ("Expected ']'", N_("expected ']' at the end of a table header")),
    ("Expected newline", N_("expected the end of the line after a statement")),
    ("Expected", N_("a character is missing here")),
)
_TOML_PLAIN = re.compile(r"[A-Za-z' \\]+")  # a message of the parser's own words only


def toml_error(path: str, e: Exception, what: str) -> SetFileError:
    """A TOML syntax error as a set-file error at its line and column."""
    text = str(e)
    m = _TOML_AT.search(text)
    at = (int(m.group(1)), int(m.group(2))) if m else (0, 0)
    said = _TOML_AT.sub("", text).replace("(at end of document)", "").strip()
    for prefix, plain in _TOML_MESSAGES:
        if said.startswith(prefix):
            said = _(plain)
            break
    else:
        if not _TOML_PLAIN.fullmatch(said):
            said = _("not readable here")
    return SetFileError(path, _("not valid TOML for a {what}: {detail}", what=_what(what), detail=said), at)


def parse(text: str, path: str, what: str, max_bytes: int) -> dict[str, Any]:
    """The TOML table of a set file, after its bounds are checked; any fault is a :class:`SetFileError`."""
    if len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise SetFileError(path, _("a {what} is limited to {limit} bytes", what=_what(what), limit=max_bytes))
    check_bounds(text, path, what)
    bundled = os.path.dirname(path) in _BUNDLED
    if bundled:
        table = _cached_table(path, text)
        if table is not None:
            return table
    import tomllib

    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise toml_error(path, e, what) from None
    except RecursionError:  # not reached within the bounds; kept so that no file can crash the referee
        raise SetFileError(path, _("a {what} is nested too deeply", what=_what(what))) from None
    if bundled:
        _keep_table(path, text, table)
    return table


# -- the bundled sets' tables, kept in the user's cache folder (referee/core/cache.py) ---------------------------
# A bundled set is one of the installation's own files, parsed at every start of a check that names it: its TOML
# table is kept as JSON, which reads faster than the TOML parser imports. The entry names the file and holds the
# length and checksum of the text it was parsed from; a set edited since is parsed again. A log's own set files
# are never kept (they come from strangers).

#: the folders of bundled sets (as :func:`find` is given them)
_BUNDLED: set[str] = set()
_TABLE_FORMAT = 1


def _table_entry(path: str) -> Path:
    from . import cache

    return cache.folder() / f"set-{zlib.crc32(path.encode('utf-8', 'surrogatepass')):08x}.json"


def _cached_table(path: str, text: str) -> dict[str, Any] | None:
    from . import cache

    data = cache.read_json(_table_entry(path))
    if (isinstance(data, dict) and data.get("format") == _TABLE_FORMAT and data.get("path") == path
            and data.get("length") == len(text) and data.get("crc") == zlib.crc32(text.encode("utf-8", "surrogatepass"))
            and isinstance(data.get("table"), dict)):
        table: dict[str, Any] = data["table"]  # a JSON object: its keys are strings
        return table
    return None


def _keep_table(path: str, text: str, table: dict[str, Any]) -> None:
    from . import cache

    cache.write_json(_table_entry(path), {"format": _TABLE_FORMAT, "path": path, "length": len(text),
                                          "crc": zlib.crc32(text.encode("utf-8", "surrogatepass")), "table": table})


_ORDINALS = {"st": N_("{n}st"), "nd": N_("{n}nd"), "rd": N_("{n}rd"), "th": N_("{n}th")}


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … for messages that name an entry by its place, in the language of the moment."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return _(_ORDINALS[suffix], n=n)


# -- where a log's set file may be ------------------------------------------------------------------------
_ID = re.compile(r"[A-Za-z0-9_-]+")
_extra: tuple[Path, ...] = ()


def set_extra_folders(folders: list[str]) -> None:
    """Folders (``referee check --sets DIR``) whose ``.toml`` files any log may name, after the log's own folder."""
    global _extra
    _extra = tuple(Path(f).expanduser().resolve() for f in folders)


def extra_folders() -> tuple[Path, ...]:
    return _extra


def _bare_file_name(name: str) -> bool:
    """``club.toml``: a .toml file name without a folder part, a parent (..) or a drive."""
    return (
        name.endswith(".toml") and len(name) > len(".toml") and len(name) <= 255
        and not any(c in name for c in "/\\:") and ".." not in name
        and all(c >= " " and c != "\x7f" for c in name) and name == name.strip()
    )


def find(
    name: str,
    log_path: str | None,
    bundled: Path,
    load: Callable[[str, str], Any],
    *,
    what: str,
    max_bytes: int,
) -> Any:
    """The set ``name``: ``bundled/NAME.toml`` for a plain id, else a ``.toml`` file named without a folder, in
    the log's folder (not for a log read from standard input) or else in a folder of :func:`set_extra_folders`.

    A name that is neither is refused with one message, whether or not a file of that name exists; so is a
    link, wherever it leads. ``load(text, path)`` parses the file; it is called once per file version. Every set
    file, bundled or not, is opened by :func:`_open_in` only: once, relative to its folder, never through a link.
    """
    kind = _what(what)
    if _ID.fullmatch(name):  # the usual case: a bundled id (the parsed set kept per file version)
        _BUNDLED.add(str(bundled))
        try:
            found = _open_in(bundled, f"{name}.toml", load, what, max_bytes, links=True)
        except SetFileError:
            if (bundled / f"{name}.toml").is_file():
                raise
            found = _MISSING
        if found is not _MISSING:
            return found
        raise SetFileError(name, _("no bundled {what} of that id (bundled: {ids}); a {what} file is named NAME.toml", what=kind,
                                   ids=_bundled_ids(bundled)))
    from_stdin = not log_path or log_path.startswith("<")
    # the log's folder, resolved once here: from now on it is only opened (by _open_in), never looked up again
    folders: list[Path] = [] if from_stdin or log_path is None else [Path(log_path).resolve().parent]
    folders += [f for f in _extra if f not in folders]
    if from_stdin:
        refused = _("a {what} is a bundled id ({ids}) or a .toml file named without a folder (club.toml) in a folder given "
                    "with --sets; a log read from standard input has no folder of its own", what=kind, ids=_bundled_ids(bundled))
    else:
        refused = _("a {what} is a bundled id ({ids}) or a .toml file named without a folder (club.toml) in the log's own "
                    "folder or in a folder given with --sets", what=kind, ids=_bundled_ids(bundled))
    if not _bare_file_name(name) or not folders:
        raise SetFileError(name, refused)
    for folder in folders:
        try:
            found = _open_in(folder, name, load, what, max_bytes)
        except _Link:
            raise SetFileError(name, _("a link, and links are not followed: {refused}", refused=refused)) from None
        if found is not _MISSING:
            return found
    if from_stdin:
        raise SetFileError(name, _("no such file in the folders given with --sets"))
    if _extra:
        raise SetFileError(name, _("no such file in the log's folder or the folders given with --sets"))
    raise SetFileError(name, _("no such file in the log's folder"))


def _bundled_ids(bundled: Path) -> str:
    """The ids of the bundled sets, as a message lists them."""
    return ", ".join(sorted(p.stem for p in bundled.glob("*.toml")))


# -- opening a set file: once, relative to its folder, never through a link -------------------------------------
# A name checked, then opened by its path, can be swapped in between (a file replaced by a link to one outside
# the folder, or the folder by a link to another). So the folder is opened first (a link in its place is
# refused), the file is opened relative to that open folder with O_NOFOLLOW (a link in its place is refused),
# O_NONBLOCK (a FIFO does not wait for a writer) and O_NOCTTY, and what is checked (a regular file, its size)
# is checked on the open file, which is the one read: there is no second look-up of the name.

_MISSING = object()  # no file of that name in the folder (or no such folder): the next folder is searched


class _Link(Exception):
    """The name is a link (O_NOFOLLOW refused it): never followed, wherever it leads."""


# O_NOFOLLOW is added to both, but for the bundled sets. O_PATH (Linux): a folder that may be searched but not listed opens.
_FOLDER_FLAGS = getattr(os, "O_PATH", os.O_RDONLY) | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0)
_FILE_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
#: O_NOFOLLOW's refusal of a link: ELOOP (Linux, macOS), EMLINK (FreeBSD)
_LINK_ERRORS = (errno.ELOOP, errno.EMLINK)


def _open_in(folder: Path, name: str, load: Callable[[str, str], Any], what: str, max_bytes: int, *,
             links: bool = False) -> Any:
    """The set ``name`` in ``folder``, loaded (or its version loaded before); :data:`_MISSING` when there is no
    such file there; :class:`_Link` for a link; any other fault a :class:`SetFileError`. ``links``: follow them,
    for the bundled sets only (the installation's own files, which a package may install as links)."""
    path = str(folder / name)
    nofollow = 0 if links else getattr(os, "O_NOFOLLOW", 0)

    def unreadable(e: OSError) -> SetFileError:
        return SetFileError(path, _("the {what} file cannot be read ({error})", what=_what(what),
                                    error=e.strerror or _("error")))

    try:
        dir_fd = os.open(folder, _FOLDER_FLAGS | nofollow)
    except OSError as e:
        if e.errno == errno.ENOENT:  # a --sets folder that is not there (any more)
            return _MISSING
        raise unreadable(e) from None  # ELOOP, ENOTDIR (O_PATH): the folder was swapped for a link since it was resolved
    try:
        try:
            fd = os.open(name, _FILE_FLAGS | nofollow, dir_fd=dir_fd)
        except OSError as e:
            if e.errno == errno.ENOENT:
                return _MISSING
            if e.errno in _LINK_ERRORS:
                raise _Link from None
            if e.errno == errno.ENXIO:  # a socket
                raise SetFileError(path, _("not a file: a {what} is a .toml file", what=_what(what))) from None
            raise unreadable(e) from None
        except ValueError:  # a name the system refuses (kept out by _bare_file_name)
            raise SetFileError(path, _("the {what} file cannot be read", what=_what(what))) from None
    finally:
        os.close(dir_fd)
    try:
        return _load_open(fd, path, load, what, max_bytes, unreadable)
    finally:
        os.close(fd)


#: the sets loaded, per file version: (load, path, device, inode, size, modification time, what, limit) -> set
_loaded: OrderedDict[tuple[Any, ...], Any] = OrderedDict()
_loaded_lock = threading.Lock()
_LOADED_MAX = 64


def _load_open(fd: int, path: str, load: Callable[[str, str], Any], what: str, max_bytes: int,
               unreadable: Callable[[OSError], SetFileError]) -> Any:
    """The set in the open file ``fd``: a regular file within ``max_bytes``, read from ``fd`` and loaded, unless
    this version of it (the open file's identity, size and time) was loaded before."""
    try:
        st = os.fstat(fd)
    except OSError as e:
        raise unreadable(e) from None
    if not stat.S_ISREG(st.st_mode):  # a folder, a FIFO, a device: never read
        raise SetFileError(path, _("not a file: a {what} is a .toml file", what=_what(what)))
    if st.st_size > max_bytes:
        raise SetFileError(path, _("a {what} is limited to {limit} bytes", what=_what(what), limit=max_bytes))
    key = (load, path, st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, what, max_bytes)
    with _loaded_lock:
        if key in _loaded:
            _loaded.move_to_end(key)
            return _loaded[key]
    try:
        with open(fd, "rb", closefd=False) as f:
            data = f.read(max_bytes + 1)
    except OSError as e:
        raise unreadable(e) from None
    if len(data) > max_bytes:  # grown since fstat
        raise SetFileError(path, _("a {what} is limited to {limit} bytes", what=_what(what), limit=max_bytes))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        good = data[: e.start].decode("utf-8")
        raise SetFileError(path, _("a {what} is UTF-8 text; this byte is not", what=_what(what)), _at(good, len(good))) from None
    loaded = load(text, path)
    with _loaded_lock:
        _loaded[key] = loaded
        while len(_loaded) > _LOADED_MAX:
            _loaded.popitem(last=False)
    return loaded
