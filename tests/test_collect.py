"""The logs ``check`` finds in folders (referee/batch.py ``collect``): in the order of their names, a folder's own
logs before its subfolders', links to folders not followed, and a folder of more logs than are held in memory
read in sorted runs through temporary files, in the same order."""

from __future__ import annotations

import os
import random

import pytest

from referee import batch


def _tree(root, names):
    for n in names:
        p = root / n
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("game: nozoku\n", encoding="utf-8")


def _walked(root):
    """What os.walk gives, sorted as check promises: the reference order."""
    out = []
    for folder, dirs, names in os.walk(root):
        dirs.sort()
        out += [os.path.join(folder, n) for n in sorted(names) if n.endswith((".log", ".jsonl"))]
    return out


@pytest.mark.parametrize("in_memory, runs_open, block", [(3, 4, 5), (3, batch.RUNS_OPEN, 1), (7, 4, batch.RUN_BLOCK),
                                                         (batch.NAMES_IN_MEMORY, batch.RUNS_OPEN, batch.RUN_BLOCK)])
def test_logs_come_in_name_order_however_many_a_folder_holds(tmp_path, monkeypatch, in_memory, runs_open, block):
    """(``block``: the bytes of a run read at a time, and a quarter of those written at a time: a name is
    split between blocks)"""
    monkeypatch.setattr(batch, "NAMES_IN_MEMORY", in_memory)
    monkeypatch.setattr(batch, "RUNS_OPEN", runs_open)
    monkeypatch.setattr(batch, "RUN_BLOCK", block)
    rng = random.Random(5)
    names = [f"{rng.randrange(10**6):06d}-{i}.log" for i in range(40)] + ["b/z.jsonl", "b/a.log", "a/c/1.log",
                                                                            "a/0.log", "notes.txt", "ゲーム.log", "Z.log"]
    _tree(tmp_path, names)
    (tmp_path / "link").symlink_to(tmp_path / "a")  # a link to a folder: not followed
    (tmp_path / "gone.log").symlink_to(tmp_path / "nothing")
    found = list(batch.collect([str(tmp_path)]))
    assert [p for p, _v in found] == _walked(tmp_path)
    assert [p for p, v in found if v is not None] == [str(tmp_path / "gone.log")]
    assert not any("/link/" in p for p, _v in found)


def test_a_folder_that_cannot_be_read_is_one_finding_and_the_rest_is_checked(tmp_path, monkeypatch):
    _tree(tmp_path, ["a/1.log", "b/2.log"])
    real = os.scandir

    def scandir(path):
        if str(path).endswith("/a"):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(batch.os, "scandir", scandir)
    found = list(batch.collect([str(tmp_path)]))
    assert [(p, v["findings"][0]["clause"] if v else None) for p, v in found] == [
        (str(tmp_path / "a"), "LOG-UNREADABLE"), (str(tmp_path / "b" / "2.log"), None)]
