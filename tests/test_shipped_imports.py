"""What is shipped (every module of ``referee`` but the test harness) imports no test-only package."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = r"""
import importlib, pkgutil, sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"pytest", "pytest_bdd", "behave", "hypothesis", "parse", "coverage", "pexpect"}:
            raise ImportError(f"shipped code imports the test-only package {name}")
        return None
sys.meta_path.insert(0, Block())
import referee
seen = []
for m in pkgutil.walk_packages(referee.__path__, "referee."):
    if m.name.startswith("referee.harness") or m.name == "referee.__main__":
        continue
    importlib.import_module(m.name)
    seen.append(m.name)
# every game's random play runs without the test-only packages too
import random
from referee.core.game import all_games
for g in all_games():
    try:
        text = g.random_log(random.Random(0))
    except NotImplementedError:
        continue
    assert text.startswith("game: "), g.name
print(len(seen))
"""


def test_shipped_modules_import_no_test_only_package():
    proc = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert int(proc.stdout.strip()) > 20  # every module was imported, not none
