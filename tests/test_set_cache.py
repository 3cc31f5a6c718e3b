"""A bundled card or game set's TOML table is kept in the cache folder at first use (referee/core/setfiles.py), so
that a check does not import the TOML parser at every start: the table read back is the one the TOML gives, a
set edited since is parsed again, a log's own set file is never kept, and where no cache can be written the
sets are parsed as before."""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest

from referee.core import setfiles

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = ROOT / "referee" / "games" / "nozoku" / "sets" / "default.toml"
LIMIT = 1 << 20


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("REFEREE_CACHE", str(folder))
    monkeypatch.setattr(setfiles, "_BUNDLED", {str(BUNDLED.parent)})
    return folder


def _parse(path: Path, text: str | None = None) -> dict:
    return setfiles.parse(path.read_text(encoding="utf-8") if text is None else text, str(path), "game set", LIMIT)


def test_a_bundled_set_is_kept_and_read_back_as_the_toml_gives_it(cache, monkeypatch):
    want = tomllib.loads(BUNDLED.read_text(encoding="utf-8"))
    assert _parse(BUNDLED) == want
    kept = list(cache.glob("set-*.json"))
    assert len(kept) == 1
    entry = json.loads(kept[0].read_text(encoding="utf-8"))
    assert entry["path"] == str(BUNDLED) and entry["table"] == want

    def no_toml(*args, **kw):  # the second start reads the kept table: the TOML parser is not asked
        raise AssertionError("parsed again")

    monkeypatch.setattr(tomllib, "loads", no_toml)
    assert _parse(BUNDLED) == want


def test_a_set_edited_since_is_parsed_again(cache):
    text = BUNDLED.read_text(encoding="utf-8")
    first = _parse(BUNDLED, text)
    edited = text + "\n# a comment added\n"
    assert _parse(BUNDLED, edited) == first  # the same table: a comment changes nothing, but the text did change
    entry = json.loads(next(cache.glob("set-*.json")).read_text(encoding="utf-8"))
    assert entry["length"] == len(edited)
    changed = 'x-added = "yes"\n' + text  # a key at the top: a different table
    assert _parse(BUNDLED, changed)["x-added"] == "yes"


def test_a_damaged_entry_is_built_again(cache):
    want = _parse(BUNDLED)
    entry = next(cache.glob("set-*.json"))
    entry.write_text('{"format": 1, "path": "elsewhere"', encoding="utf-8")
    assert _parse(BUNDLED) == want
    assert json.loads(entry.read_text(encoding="utf-8"))["path"] == str(BUNDLED)


def test_a_logs_own_set_file_is_never_kept(cache, tmp_path):
    own = tmp_path / "club" / "club.toml"
    own.parent.mkdir()
    shutil.copy(BUNDLED, own)
    assert _parse(own) == tomllib.loads(BUNDLED.read_text(encoding="utf-8"))
    assert not list(cache.glob("set-*.json"))


def test_without_a_cache_folder_the_sets_are_parsed_as_before(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("REFEREE_CACHE", str(blocked / "cache"))
    monkeypatch.setattr(setfiles, "_BUNDLED", {str(BUNDLED.parent)})
    assert _parse(BUNDLED) == tomllib.loads(BUNDLED.read_text(encoding="utf-8"))
    assert blocked.read_text(encoding="utf-8") == "not a folder"
