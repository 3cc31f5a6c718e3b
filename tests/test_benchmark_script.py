"""The measuring commands docs/performance.md shows are commands the scripts take (parsed as the scripts parse
them; the measurements themselves take minutes and are not a test: the figures are in the document), and the
benchmark's own figures come out of a small run in the shape the document gives them."""

from __future__ import annotations

import importlib.util
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "performance.md"


def _script(name: str):
    spec = importlib.util.spec_from_file_location(f"_{name}", ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _commands() -> list[tuple[str, list[str]]]:
    text = DOC.read_text(encoding="utf-8")
    out = []
    for block in re.findall(r"^```sh\n(.*?)^```", text, re.S | re.M):
        for line in block.splitlines():
            line = line.split("#", 1)[0].strip()
            m = re.match(r"\.venv/bin/python scripts/(benchmark|peers)\.py\b(.*)", line)
            if m:
                out.append((m.group(1), shlex.split(m.group(2))))
    return out


COMMANDS = _commands()


def test_the_document_shows_how_to_measure_every_figure():
    kinds = {(script, (args or ["engine"])[0] if script == "benchmark" else "peers") for script, args in COMMANDS}
    for what in ("engine", "start", "memory", "jobs"):
        assert ("benchmark", what) in kinds or (what == "engine" and ("benchmark", "--games") in kinds), what
    assert ("peers", "peers") in kinds


@pytest.mark.parametrize("script, args", COMMANDS, ids=[" ".join([s, *a]) for s, a in COMMANDS])
def test_each_command_is_one_the_script_takes(script, args):
    _script(script).parse(args)  # argparse exits (SystemExit) on a command it does not take


def test_a_small_engine_run_gives_every_figure_of_the_table(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "benchmark.py"), "engine", "--games", "3", "--repeat", "1",
                          "--game", "nozoku", "--game", "curtain-call", "--json"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    rows = {r["game"]: r for r in json.loads(out.stdout)["rows"]}
    assert set(rows) == {"nozoku", "curtain-call"}
    for r in rows.values():
        assert r["events"] > 0 and r["best"] >= r["median"] > 0 and r["bare_best"] > r["best"]
        assert r["ratio_best"] == pytest.approx(r["bare_best"] / r["best"], rel=1e-9)
