"""The clause titles a report prints come from a table built at first use (referee/core/clauses.py): the same
titles as the features give, kept in the cache folder, rebuilt when it is damaged or a feature changes, and
not needed at all where no cache can be written."""

from __future__ import annotations

import json
import os

import pytest

from referee.core import clauses


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("REFEREE_CACHE", str(folder))
    clauses.titles.cache_clear()
    yield folder
    clauses.titles.cache_clear()


def test_the_table_gives_the_features_titles(cache):
    table = clauses.titles()
    idx = clauses.index()
    assert set(table) == set(idx.by_id)
    for c in idx.clauses:
        assert clauses.title_of(c.id, "en") == c.title_in("en")
        assert clauses.title_of(c.id, "ja") == c.title_in("ja")
    assert clauses.title_of("CC-NO-SUCH-CLAUSE", "en") == ""


def test_the_table_is_read_back_without_parsing_the_features(cache, monkeypatch):
    first = clauses.titles()
    written = list(cache.glob("clause-titles-*.json"))
    assert len(written) == 1
    clauses.titles.cache_clear()
    monkeypatch.setattr(clauses, "index", lambda: pytest.fail("the features were parsed again"))
    assert clauses.titles() == first


def test_a_damaged_table_is_built_again(cache):
    clauses.titles()
    (path,) = cache.glob("clause-titles-*.json")
    for damage in ("{not json", json.dumps({"CC-X": "a title"}), json.dumps(["list"])):
        path.write_text(damage, encoding="utf-8")
        clauses.titles.cache_clear()
        assert clauses.title_of("CC-SPOT-JOKER", "en") == clauses.index().get("CC-SPOT-JOKER").title
        assert json.loads(path.read_text(encoding="utf-8"))["CC-SPOT-JOKER"][0]


def test_a_changed_feature_gives_a_new_table_and_the_old_one_goes(cache, tmp_path, monkeypatch):
    root = tmp_path / "features"
    (root / "g").mkdir(parents=True)
    feature = root / "g" / "a.feature"
    feature.write_text("@game:curtain-call\nFeature: A\n\n  @clause:CC-ONE\n  Rule: CC-ONE One\n    見出し: ひとつ\n",
                       encoding="utf-8")
    monkeypatch.setattr(clauses, "features_root", lambda: root)
    monkeypatch.setattr(clauses, "index", lambda: clauses.ClauseIndex.load(root))
    assert clauses.titles() == {"CC-ONE": ("One", "ひとつ")}
    feature.write_text(feature.read_text(encoding="utf-8").replace("One", "Uno"), encoding="utf-8")
    os.utime(feature, ns=(1, 2))
    clauses.titles.cache_clear()
    assert clauses.titles() == {"CC-ONE": ("Uno", "ひとつ")}
    assert len(list(cache.glob("clause-titles-*.json"))) == 1


def test_no_cache_to_write_to_still_gives_titles(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("REFEREE_CACHE", str(blocked / "cache"))
    clauses.titles.cache_clear()
    try:
        assert clauses.title_of("CC-SPOT-JOKER", "en") == clauses.index().get("CC-SPOT-JOKER").title
    finally:
        clauses.titles.cache_clear()
