"""えいつく's cards (rulebook 2−1 用意するもの, 2−3 コスト, 3 使用されるカードリスト): their names in the notation,
the piles they start in, and what a budget card pays.

Every card has one canonical name (ASCII, as the notation writes it) and the spellings a Japanese table types:
the card's own name from the card list (【予算・小】, 【役者/3】, 【タイアップキャンペーン】), shorter forms
(小, 役者3) and the romanised ones. A role card whose number the recorder did not see is its kind with ``?``
(``actor?``): its pile is known, because each kind has a pile of its own.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

# -- budget cards (予算カード): 2−3 コスト ----------------------------------------------------------------------

#: canonical name -> (value as payment, cost to gain it in the scout phase)   ET-COST-VALUES, ET-COST-GAIN
BUDGET: dict[str, tuple[int, int]] = {"small": (1, 0), "medium": (2, 3), "large": (3, 6)}
BUDGET_JA = {"small": "予算・小", "medium": "予算・中", "large": "予算・大"}
_BUDGET_SPELLINGS = {
    "small": ("小", "予算小", "予算・小", "【予算・小】", "s", "S"),
    "medium": ("中", "予算中", "予算・中", "【予算・中】", "m", "M"),
    "large": ("大", "予算大", "予算・大", "【予算・大】", "l", "L"),
}

# -- role cards (役割カード) ------------------------------------------------------------------------------------

#: the four kinds, each a closed pile of its own: numbers 1–3 three copies each, 4–6 two each (ET-MAT-ROLE-…)
KINDS = ("actor", "script", "music", "director")
KIND_JA = {"actor": "役者", "script": "脚本家", "music": "音楽家", "director": "演出家"}
COPIES = {1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 2}
#: the set-up die: 1–2 actor, 3 music, 4 director, 5 script, 6 any (ET-SETUP-ROLE-DIE)
DIE_KIND = {1: "actor", 2: "actor", 3: "music", 4: "director", 5: "script", 6: None}

#: the role area's five slots (『役割場』) and the kind each takes by default (ruling ET-RULING-SLOT-KIND)
SLOTS = ("lead", "support", "script", "music", "director")
SLOT_JA = {"lead": "主演", "support": "助演", "script": "脚本家", "music": "音楽家", "director": "演出家"}
SLOT_KIND = {"lead": "actor", "support": "actor", "script": "script", "music": "music", "director": "director"}
_SLOT_SPELLINGS = {
    "lead": ("主演",), "support": ("助演",), "script": ("脚本家", "脚本"), "music": ("音楽家", "音楽"),
    "director": ("演出家", "演出", "舞台"),  # 舞台: the score's name for it (ruling ET-RULING-STAGE)
}
#: the slots a release needs (ET-END-RELEASE); 助演 is not among them (ruling ET-RULING-SUPPORT)
RELEASE_SLOTS = ("lead", "script", "music", "director")

# -- event cards (イベントカード): 15 kinds × 4 ------------------------------------------------------------------

EVENTS: dict[str, str] = {
    "tieup": "タイアップキャンペーン",
    "rush": "巻きを入れる",
    "chance": "新たなるチャンス",
    "agency": "広告代理店の努力",
    "local": "地元の協力",
    "surprise": "電撃発表",
    "actor-award": "役者大賞",
    "script-award": "脚本家大賞",
    "music-award": "音楽家大賞",
    "director-award": "演出家大賞",
    "monopoly": "話題の独占",
    "network": "独自の情報網",
    "strike": "ストライキ",
    "promoter": "プロモーターの介入",
    "shift": "方針転換",
}
EVENT_COPIES = 4


@dataclass(frozen=True)
class Role:
    kind: str
    number: int | None  # None: not seen

    @property
    def name(self) -> str:
        return f"{self.kind}{self.number if self.number is not None else '?'}"

    def cost(self) -> int | None:
        """ET-SET-CAST: a role card costs its number + 2."""
        return None if self.number is None else self.number + 2


def _fold(word: str) -> str:
    return unicodedata.normalize("NFKC", word).strip().lower()


def _table() -> dict[str, str]:
    out: dict[str, str] = {}
    for name, spellings in _BUDGET_SPELLINGS.items():
        for s in (name, *spellings):
            out[s] = name
    for kind in KINDS:
        for n in (*range(1, 7), None):
            tail = "?" if n is None else str(n)
            canonical = f"{kind}{tail}"
            for s in (canonical, f"{kind}/{tail}", f"{KIND_JA[kind]}{tail}", f"{KIND_JA[kind]}/{tail}",
                      f"【{KIND_JA[kind]}/{tail}】"):
                out[s] = canonical
    for name, ja in EVENTS.items():
        for s in (name, ja, f"【{ja}】"):
            out[s] = name
    return out


#: every spelling of a card -> its canonical name
CARD_SPELLINGS = _table()
SLOT_SPELLINGS = {s: slot for slot, ss in _SLOT_SPELLINGS.items() for s in (slot, *ss)}


def card(word: str) -> str | None:
    """The canonical name of a card word (``None``: not a card). Full-width forms and case are folded."""
    return CARD_SPELLINGS.get(word) or CARD_SPELLINGS.get(_fold(word)) or CARD_SPELLINGS.get(unicodedata.normalize("NFKC", word))


#: every canonical role card name (``actor3``, ``actor?``) -> its :class:`Role`
ROLES = {f"{k}{'?' if n is None else n}": Role(k, n) for k in KINDS for n in (*range(1, 7), None)}


def role(name: str) -> Role | None:
    """A canonical role card name as a :class:`Role`, else ``None``."""
    return ROLES.get(name)


def slot(word: str) -> str | None:
    return SLOT_SPELLINGS.get(word) or SLOT_SPELLINGS.get(_fold(word))


def role_pile() -> dict[int, int]:
    """One kind's pile at the start: number -> copies (ET-MAT-ROLE-…)."""
    return dict(COPIES)


def budget_piles(players: int, edition: str = "5") -> dict[str, int]:
    """The three open budget piles at the start (ET-MAT-BUDGET-…): 6 per player each in version 5; 50 / 40 / 30
    with the errata of version 6.2 (ruling ET-RULING-EDITION)."""
    if edition == "6.2":
        return {"small": 50, "medium": 40, "large": 30}
    return {"small": 6 * players, "medium": 6 * players, "large": 6 * players}


def japanese(name: str) -> str:
    """A canonical card name as the card list writes it (for messages in Japanese)."""
    if name in BUDGET_JA:
        return f"【{BUDGET_JA[name]}】"
    if name in EVENTS:
        return f"【{EVENTS[name]}】"
    r = role(name)
    if r is not None:
        return f"【{KIND_JA[r.kind]}/{r.number if r.number is not None else '?'}】"
    return name


__all__ = ["BUDGET", "KINDS", "SLOTS", "EVENTS", "Role", "card", "role", "slot", "budget_piles", "role_pile", "japanese",
           "DIE_KIND", "SLOT_KIND", "RELEASE_SLOTS", "EVENT_COPIES"]
