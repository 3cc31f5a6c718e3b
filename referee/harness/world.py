"""One scenario's world: the log built so far and the referee's verdict on it."""

from __future__ import annotations

from typing import Any

from pathlib import Path

from ..core import setfiles
from ..core.findings import Verdict
from ..core.referee import check_text, start, step
from ..notation.model import Event
from ..notation.reader import LogReader




def feature_sets() -> list[str]:
    """The folders of the set files the feature scenarios name (``gameset: two-cards.toml``), as ``--sets`` gives
    them: the features folder of each game that has set files (:class:`referee.registry.GameInfo`)."""
    from ..registry import infos

    features = Path(__file__).resolve().parents[2] / "features"
    return [str(features / g.features) for g in infos() if g.set_folders]


class World:
    PATH = "scenario.log"

    def __init__(self) -> None:
        self.header: list[str] = []
        self.events: list[str] = []
        self._verdict: Verdict | None = None
        self.strict = False
        self.partial = True  # a scenario's log is a fragment unless it says it is the whole game

    # building the log
    def add_header(self, line: str) -> None:
        self.header.append(line)
        self._verdict = None

    def add_events(self, text: str) -> None:
        self.events.extend(text.splitlines())
        self._verdict = None

    @property
    def text(self) -> str:
        return "\n".join(self.header + self.events) + "\n"

    def line_of(self, source: str) -> list[int]:
        """Line numbers (1-based, in the composed log) whose content is ``source``."""
        lines = self.text.splitlines()
        want = " ".join(source.split())
        return [i + 1 for i, ln in enumerate(lines) if " ".join(ln.split("#")[0].split()) == want]

    # judging it
    @property
    def verdict(self) -> Verdict:
        if self._verdict is None:
            setfiles.set_extra_folders(feature_sets())
            self._verdict = check_text(self.text, self.PATH, strict=self.strict, partial=self.partial)
        return self._verdict

    def state(self) -> Any:
        """The state after the last event (findings are ignored here)."""
        reader = LogReader.from_text(self.text, self.PATH)
        setfiles.set_extra_folders(feature_sets())
        judge, state, _ = start(reader)
        assert state is not None, "the log's header does not start a game: " + "; ".join(map(str, judge.findings))
        for item in reader:
            if type(item) is Event:
                step(state, item, judge)
        state.flush(judge)
        return state

    def describe(self) -> str:
        return "\n".join(str(f) for f in self.verdict.sorted()) or "(no findings)"
