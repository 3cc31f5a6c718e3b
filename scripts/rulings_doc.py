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
    "eitsuku": """### Where the えいつく defaults come from

The rules are version 5 of the rulebook (ver5_3, last revised 2010-01-05),
the text in `docs/rulebooks/eitsuku-v5.txt`. The authors later published a
version 6 manual (6.1, 2010-01-23), errata 6.2 (2010-02-13) and a card list
(4.1). The referee knows those only through the facts collected in the
project's design notes (`rules-facts.md`, えいつく). Where a later text adds to
version 5 without contradicting it, the addition is a clause of its own
(`ET-FACT-…`): the effects of six event cards from card list 4.1, which also
sends 新たなるチャンス, 広告代理店の努力, 地元の協力 and 電撃発表 to the discard
area at the end phase. Where a later text changes version 5, it is an
alternative and never the default: `edition: 6.2` (budget piles of 50, 40
and 30 cards, 3 to 6 copies of each event card, at most 5 budget cards a
turn) and `players: 3-6` (version 6's recommended count). The default
`players: 2-6` reads version 5, which sizes every pile per player and names
no player count.

Every other default is a reading of the version 5 text:

- **Stage.** 『舞台』 appears only in the base points. The role area is 主演,
  助演, 脚本家, 音楽家 and 演出家, and the release names 演出家 among its four
  slots, so 舞台 is the director's number.
- **Groups.** Each row of the base-points table describes the film once
  ("n of the roles' numbers are the same"), so a film scores by its largest
  group. Nothing answers two pairs; `groups: every` is the other reading.
- **Flip.** 『裏返し』 is never defined. The set phase counts the cards turned
  over toward its 5 budget cards and forbids them as payment, which only
  makes sense if they are still in the stock. The worked example's end phase
  brings two 予算・小 back to the stock from a 予算計上場 named nowhere else.
  So the cards stay face down and turn face up at the player's end phase: a
  gain costs the week's allowance of budget cards, not the cards.
  `flip: spend` is the reading in which they are paid away.
- **Support and slot kinds.** The release sentence names four slots, so
  助演 is optional. The slots bear the kinds' names, so a card goes into the
  slot of its kind (an actor into 主演 or 助演). Version 6 describes the film
  the same way (1 or 2 actors, one each of 脚本家, 音楽家 and 演出家).
  `slot-kind: any` reads the cast sentence literally.
- **Paying, empty piles, set-up budget.** The rulebook gives no change, so
  paying more is allowed and the rest is lost. The start phase replaces 小
  by 中 and stops there. The materials list no budget cards besides the
  piles, and the start phase expects the 小 pile to run out, so the set-up's
  5 小 and 2 中 come out of the piles.
- **Order within a week.** The rulebook says each player enters the start
  phase when the turn begins, and that the game can be played on a message
  board, where players post when they can: their lines may interleave.
- **Scout and set phases.** 「行うことができる」 and the worked example's blank
  scout phase: an action may be skipped. The set phase lists its actions
  without the scout phase's 「いずれか1つ」 and limits the budget cards, not
  the casts: one event card and any number of casts. Card list 4.1's
  電撃発表 ("two actions in the set phase") suggests one action was meant;
  that is `set-actions: one`.
- **A die of 6** says 任意 without saying who chooses: the player who rolled.
- **A film never released** counts as released in week 12, the last week in
  which it could have come out.
- **Events.** The rulebook scores タイアップキャンペーン and
  プロモーターの介入, and card list 4.1 gives six more effects. The other seven
  effects are published nowhere: a log records what the table did with an
  `effect` line, and the referee reports it as unverifiable.

How the notation reads a week (phases not written, the payment after `$`,
unseen cards, claims by part) is in [notation.md](notation.md#えいつく-eitsuku).
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
