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

NOTES = {
    "curtain-call": """### Where the カーテンコール defaults come from

The defaults follow the public facts collected in the project's design notes
(from a public implementation of the game whose rulebook is the same text as
ours): card values A=1 … K=13 and Joker 0; a quota of 3 boos per player; the
penalty only when the game ends with one set card left (not on the Joker);
equal final points are a draw. The clap, unpaired-card and short-hand rulings
have no published answer. Their defaults are the readings that keep the cards
where the players physically left them: the presented pair stays on the
presenter's stage after a clap; an opened card nobody can pair stays face up
on the main stage; a Lumina who cannot present two cards ends the game
without a boo penalty (one other public implementation ends the game the same
way).
""",
    "crown-crest": """### Where the Crown Crest defaults come from

No card list, FAQ or errata beyond the rulebook has been published, so every
default is the plainest reading of the rulebook's own words. The battle
procedure says KP where the rest of the book says 戦力トークン, and nothing
else is ever called KP, so they are one supply. A tie has no winner: the
procedure only describes a winner and a loser. The 5-VP lead ends the game
「その時点で」, so it is checked after every fight. A crest's level counts the
cards charged, from 0. A command's discount counts cards (the rulebook says
カードの枚数). A front held by one player alone is still fought, and won when
that player's total is above 0.
""",
    "nozoku": """### Where the ノゾクダイス defaults come from

The rulebook lists no components, so the dice, cards, actions and side faces
come from the game set a log names ([nozoku-gamesets.md](nozoku-gamesets.md));
the defaults of the bundled set are rulings of their own in
`features/nozoku/09_rulings.feature`. The start-player tie reads
「前回のラウンドのスタートプレイヤーに手番順が最も近かったプレイヤー」: the previous
start player is the point the distance is measured from, and "the player who
was nearest to them" reads as another player, so by default the count starts
at their left neighbour and they come last among the tied (`next`). A group
that lets the previous start player keep the start on a tie plays `self`.
""",
}


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
        if g.name in NOTES:
            out.append(NOTES[g.name])
    Path(__file__).resolve().parent.parent.joinpath("docs/rulings.md").write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
