"""Write docs/rulings.md from the games' ruling objects (tests/test_rulings_doc.py keeps it true).

    .venv/bin/python scripts/rulings_doc.py
"""

from __future__ import annotations

from pathlib import Path

from referee.core.game import all_games

INTRO = """# Rulings

Where a rulebook is silent, ambiguous or contradicts itself, the referee does not guess.
It applies a *ruling*: a named interpretation with its own clause id, a default, and
documented alternatives. A log switches a ruling in its header, and `referee check` can
switch it for every log it checks:

```
option boo-quota: 2
```

```sh
referee check --option boo-quota=2 scenarios/
```

Each ruling is also a `Rule:` in the features (tagged `@ruling`), with its gap, its source,
the clauses it affects, and scenarios for its default and its alternatives.
`referee rules --rulings` lists them, and `referee rules CLAUSE-ID` shows one. A finding
whose outcome depends on a ruling names it. For example, a wrong claimed boo penalty
cites CC-CALL-BOO and names CC-RULING-BOO-QUOTA and CC-RULING-BOO-PENALTY.
"""

#: where each game's defaults come from: ``docs/rulings-notes/<game>.md``, after its rulings (a game without one has none)
NOTES = Path(__file__).resolve().parent.parent / "docs" / "rulings-notes"


def main() -> None:
    out = [INTRO]
    for g in all_games():
        if not g.rulings:
            continue
        out.append(f"## {g.title} (`{g.name}`)\n")
        for r in g.rulings:
            out.append(f"### {r.clause}: `option {r.name}`\n\n{r.summary}\n\n- **Default:** `{r.default}`")
            out += [f"- `{k}`: {v}" for k, v in r.alternatives.items()]
            out.append("")
        notes = NOTES / f"{g.name}.md"
        if notes.is_file():
            out.append(notes.read_text(encoding="utf-8"))
    Path(__file__).resolve().parent.parent.joinpath("docs/rulings.md").write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
