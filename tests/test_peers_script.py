"""scripts/peers.py, the benchmark beside python-chess and PokerKit: it explains itself, and without the peers
(which are not dependencies of the project) it says how to install them and exits 2. Nothing here needs the
peers, and nothing heavy runs: the peers are hidden from the script whether or not they are installed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "peers.py"

#: runs the script with ``import chess`` and ``import pokerkit`` failing, as they do where they are not installed
WITHOUT_PEERS = """
import runpy, sys
for name in ("chess", "chess.pgn", "pokerkit", "pokerkit.notation"):
    sys.modules[name] = None  # an import of a name mapped to None raises ModuleNotFoundError
sys.argv = [sys.argv[1], *sys.argv[2:]]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def run(*args: str, peers: bool = True) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, str(SCRIPT), *args] if peers else [sys.executable, "-c", WITHOUT_PEERS, str(SCRIPT), *args]
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env=dict(os.environ), timeout=300,
                          stdin=subprocess.DEVNULL)


def test_help_names_the_options_and_the_peers():
    r = run("--help")
    assert r.returncode == 0, r.stderr
    for word in ("--games", "--seed", "--repeat", "--only", "--json", "python-chess", "PokerKit", "pokerkit"):
        assert word in r.stdout, word


def test_help_needs_no_peer():
    r = run("--help", peers=False)
    assert r.returncode == 0, r.stderr
    assert "--only" in r.stdout


def test_without_the_peers_it_says_how_to_install_them_and_exits_2():
    r = run("--games", "1", "--repeat", "1", peers=False)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "pip install chess pokerkit" in r.stderr
    assert "not dependencies of the project" in r.stderr
    assert r.stdout == ""


def test_a_missing_peer_is_needed_only_when_it_is_measured():
    r = run("--only", "pokerkit", "--games", "1", peers=False)
    assert r.returncode == 2 and "pip install pokerkit" in r.stderr and "pokerkit not installed" in r.stderr, r.stderr
    r = run("--only", "nozoku", "--games", "3", "--repeat", "1", "--json", peers=False)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert [row["system"] for row in out["rows"]] == ["nozoku"]
    assert out["rows"][0]["events"] > 0 and out["rows"][0]["ratio_best"] > 0
