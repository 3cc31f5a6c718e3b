"""Mutations the property tests of every game share: events moved about, tokens edited.

Hypothesis draws every choice through ``data`` (``st.data()``), so a failing case shrinks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

#: the event mutations that need nothing of the game
SHAPE_MUTATIONS = ("drop", "duplicate", "swap")


def mutate_events(events: Sequence[str], data: Any, kinds: Sequence[str]) -> tuple[str, list[str], int]:
    """Draw a mutation among ``kinds`` and an event. Shape mutations (``SHAPE_MUTATIONS``) are applied here;
    for any other kind the events come back unchanged, for the game's own code to mutate event ``i``."""
    kind = data.draw(st.sampled_from(kinds), label="mutation")
    i = data.draw(st.integers(0, len(events) - 1), label="event")
    out = list(events)
    if kind == "drop":
        del out[i]
    elif kind == "duplicate":
        out.insert(i, out[i])
    elif kind == "swap":
        i = min(i, len(events) - 2)
        out[i], out[i + 1] = out[i + 1], out[i]
    return kind, out, i


def mutate_tokens(
    lines: list[str],
    data: Any,
    vocab: Sequence[str],
    *,
    max_edits: int = 6,
    ops: Sequence[str] = ("replace", "insert"),
    max_word: int = 4,
) -> str:
    """Structure-aware fuzzing: real log lines with tokens replaced, inserted or deleted, or lines moved."""
    lines = list(lines)
    for _ in range(data.draw(st.integers(1, max_edits), label="edits")):
        i = data.draw(st.integers(0, len(lines) - 1), label="line")
        toks = lines[i].split()
        j = data.draw(st.integers(0, len(toks)), label="token")
        op = data.draw(st.sampled_from(tuple(ops)), label="op")
        word = data.draw(st.sampled_from(tuple(vocab)) | st.text(max_size=max_word), label="word")
        if op == "replace" and j < len(toks):
            toks[j] = word
        elif op == "insert" or op == "replace":
            toks.insert(j, word)
        elif op == "delete" and j < len(toks):
            del toks[j]
        elif op == "move-line":
            lines.insert(data.draw(st.integers(0, len(lines))), lines.pop(i))
            continue
        lines[i] = " ".join(toks)
    return "\n".join(lines) + "\n"
