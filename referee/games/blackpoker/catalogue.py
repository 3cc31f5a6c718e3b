"""BlackPoker's action catalogue (9.x), as data: ``@trigger-speed-timing``, keycards, cost, formats.

rules-facts.md, "Action catalogue"; the effects are computed in referee/games/blackpoker/actions.py.
Formats: L ライト (19 actions), S スタンダード (25), P プロ (31), M マスター (37).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import clauses as K
from .messages import N_

DIRECT, TRIGGERED = "直接", "誘発"
IMMEDIATE, NORMAL = "即時", "通常"
MAIN, QUICK = "メイン", "クイック"

FORMATS = {"light": "L", "standard": "S", "pro": "P", "master": "M"}
FORMAT_WORDS = {"light": "light", "ライト": "light", "standard": "standard", "スタンダード": "standard",
                "pro": "pro", "プロ": "pro", "master": "master", "マスター": "master"}
FORMAT_TITLES = {"light": "ライト", "standard": "スタンダード", "pro": "プロ", "master": "マスター"}


@dataclass(frozen=True)
class Action:
    verb: str  # the notation's verb
    name: str  # the catalogue's name
    trigger: str
    speed: str
    timing: str
    keys: str  # which keycards: see KEYS
    cost: str  # cost letters, e.g. "BL"
    formats: str  # e.g. "LSPM"
    clause: str
    target: str = ""  # "", "unit", "own-unit", "soldier", "bulwark", "player", "request"
    computed: bool = True  # False: the effect is not computed (the request is followed, its effect unverifiable)

    @property
    def at(self) -> str:
        return f"@{self.trigger}-{self.speed}-{self.timing}"

    def __deepcopy__(self, memo: dict[int, object]) -> "Action":
        return self  # a catalogue entry: a copy of the position shares it


#: keycard patterns: (how many, what each may be), described for messages (translated where said: ``_(KEYS[k])``)
KEYS = {
    "": N_("no keycard"),
    "any": N_("any card"),
    "2-10": N_("a card from 2 to 10"),
    "JQK": N_("a J, Q or K"),
    "A": N_("an A"),
    "JK": N_("the Joker"),
    "A-K": N_("a card from A to K"),
    "HA-10": N_("a ♡ from A to 10"),
    "SA-10": N_("a ♠ from A to 10"),
    "DA-10": N_("a ♢ from A to 10"),
    "CA-10": N_("a ♣ from A to 10"),
    "H+D": N_("a ♡ and a ♢"),
    "S+C": N_("a ♠ and a ♣"),
    "S+D": N_("a ♠ and a ♢"),
    "H+C": N_("a ♡ and a ♣"),
    "S+H": N_("a ♠ and a ♡"),
    "D+C": N_("a ♢ and a ♣"),
    "pair-suit": N_("two cards of one suit"),
    "SS": N_("two ♠ from A to 10"),
    "HH": N_("two ♡ from A to 10"),
    "DD": N_("two ♢ from A to 10"),
    "CC": N_("two ♣ from A to 10"),
    "pair-number": N_("two cards of one number"),
    "A+J": N_("an A and a J"),
    "RSF": N_("A, 10, J, Q and K of one suit"),
}

CATALOGUE: tuple[Action, ...] = (
    Action("end", "エンド", DIRECT, NORMAL, MAIN, "", "", "LSPM", K.ACT_END),
    Action("charge", "チャージ", TRIGGERED, IMMEDIATE, MAIN, "", "", "LSPM", K.ACT_CHARGE),
    Action("drawing", "ドロー", TRIGGERED, NORMAL, MAIN, "", "", "LSPM", K.ACT_DRAW),
    Action("attack", "アタック", DIRECT, NORMAL, MAIN, "", "", "LSPM", K.ACT_ATTACK),
    Action("blocking", "ブロック", TRIGGERED, NORMAL, MAIN, "", "", "LSPM", K.ACT_BLOCK),
    Action("judge", "ダメージ判定", TRIGGERED, NORMAL, MAIN, "", "", "LSPM", K.ACT_JUDGE),
    Action("generation", "世代交代", TRIGGERED, IMMEDIATE, QUICK, "", "", "LSPM", K.GENERATION),
    Action("bulwark", "防壁設置", DIRECT, IMMEDIATE, MAIN, "any", "L", "LSPM", K.ACT_BULWARK),
    Action("soldier", "兵士召喚", DIRECT, NORMAL, MAIN, "2-10", "BL", "LSPM", K.ACT_SOLDIER),
    Action("hero", "英雄召喚", DIRECT, NORMAL, MAIN, "JQK", "BBL", "LSPM", K.ACT_HERO),
    Action("ace", "エース召喚", DIRECT, NORMAL, MAIN, "A", "L", "LSPM", K.ACT_ACE),
    Action("magician", "魔術士召喚", DIRECT, NORMAL, MAIN, "JK", "BD", "SPM", K.ACT_MAGICIAN),
    Action("equip", "装備", DIRECT, NORMAL, MAIN, "A-K", "BL", "LSPM", K.ACT_EQUIP, "own-soldier"),
    Action("up", "アップ", DIRECT, NORMAL, QUICK, "HA-10", "D", "LSPM", K.ACT_UP, "soldier"),
    Action("down", "ダウン", DIRECT, NORMAL, QUICK, "SA-10", "D", "LSPM", K.ACT_DOWN, "soldier"),
    Action("twist", "ツイスト", DIRECT, NORMAL, QUICK, "DA-10", "D", "LSPM", K.ACT_TWIST, "unit"),
    Action("counter", "カウンター", DIRECT, NORMAL, QUICK, "CA-10", "D", "LSPM", K.ACT_COUNTER, "request"),
    Action("break", "防壁破壊", DIRECT, NORMAL, MAIN, "H+D", "", "LSPM", K.ACT_BREAK, "bulwark"),
    Action("throw", "投擲", DIRECT, NORMAL, MAIN, "S+C", "", "LSPM", K.ACT_THROW, "player"),
    Action("search", "サーチ", DIRECT, IMMEDIATE, QUICK, "JK", "", "LSPM", K.ACT_SEARCH),
    Action("spear", "死の槍", DIRECT, NORMAL, MAIN, "S+D", "", "SPM", K.ACT_SPEAR, "soldier"),
    Action("refill", "防壁補充", DIRECT, NORMAL, MAIN, "H+C", "", "SPM", K.ACT_REFILL),
    Action("reanimate", "リアニメイト", DIRECT, NORMAL, MAIN, "S+H", "", "SPM", K.ACT_REANIMATE, "own-unit"),
    Action("handes", "ハンデス", DIRECT, NORMAL, MAIN, "D+C", "", "SPM", K.ACT_HANDES, "player"),
    Action("return", "帰還", DIRECT, NORMAL, QUICK, "pair-suit", "B", "SPM", K.ACT_RETURN, "own-unit"),
    # プロ
    Action("quick", "クイック召喚", DIRECT, NORMAL, QUICK, "A", "D", "PM", K.ACT_QUICK),
    Action("kill", "キル", DIRECT, NORMAL, QUICK, "SS", "", "PM", K.ACT_KILL, "soldier"),
    Action("reunion", "再会", DIRECT, NORMAL, QUICK, "HH", "", "PM", K.ACT_REUNION),
    Action("truce", "停戦", DIRECT, NORMAL, QUICK, "DD", "", "PM", K.ACT_TRUCE, "request"),
    Action("retarget", "対象変更", DIRECT, NORMAL, QUICK, "CC", "", "PM", K.ACT_RETARGET, "request"),
    Action("reverse", "リバース", DIRECT, NORMAL, QUICK, "pair-number", "", "PM", K.ACT_REVERSE, "unit"),
    # マスター
    Action("rain", "剣の雨", DIRECT, NORMAL, MAIN, "SS", "BB", "M", K.ACT_RAIN),
    Action("force", "フォース", DIRECT, NORMAL, MAIN, "HH", "BB", "M", K.ACT_FORCE),
    Action("recruit", "徴募", DIRECT, NORMAL, MAIN, "DD", "BB", "M", K.ACT_RECRUIT),
    Action("ambush", "奇襲", DIRECT, NORMAL, MAIN, "CC", "BB", "M", K.ACT_AMBUSH),
    Action("bj", "B・J", DIRECT, NORMAL, QUICK, "A+J", "", "M", K.ACT_BJ),
    Action("rsf", "R・S・F", DIRECT, NORMAL, QUICK, "RSF", "BB", "M", K.ACT_RSF, "player"),
)

#: actions カウンター cannot target (※ カウンターの対象にならない)
UNCOUNTERABLE = frozenset({"rain", "force", "recruit", "ambush"})

#: actions a frame adds (rules-facts.md, Frames): パック's パック開封
FRAME_ACTIONS: tuple[Action, ...] = (
    Action("open", "パック開封", DIRECT, IMMEDIATE, QUICK, "", "", "LSPM", K.PACK),
)

BY_VERB = {a.verb: a for a in CATALOGUE + FRAME_ACTIONS}
BY_NAME = {a.name: a for a in CATALOGUE}


def in_format(action: Action, fmt: str) -> bool:
    return FORMATS[fmt] in action.formats


def format_size(fmt: str) -> int:
    return sum(in_format(a, fmt) for a in CATALOGUE)
