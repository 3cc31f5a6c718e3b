"""えいつく's clause ids (features/eitsuku/*.feature) and its rulings (features/eitsuku/08_rulings.feature).

One constant a clause, named as the rulebook's part: the materials (2−1), the set-up (2−2), the costs (2−3),
the week's five phases, the end (2−3 えいつくの終了) and the score (2−4), the card list (3), the terms, the
facts from the authors' later texts (rules-facts.md) and the rulings where the rulebook is silent.
"""

from __future__ import annotations

from ...core.rulings import Ruling
from .messages import N_

GOAL = "ET-GOAL"  # 映画を完成させその興行成績を競う: the highest score wins
# 2−1 用意するもの
MAT_BUDGET = {"small": "ET-MAT-BUDGET-S", "medium": "ET-MAT-BUDGET-M", "large": "ET-MAT-BUDGET-L"}
MAT_ROLE = {"actor": "ET-MAT-ROLE-ACTOR", "script": "ET-MAT-ROLE-SCRIPT", "music": "ET-MAT-ROLE-MUSIC",
            "director": "ET-MAT-ROLE-DIRECTOR"}
MAT_EVENT = "ET-MAT-EVENT"
MAT_DISCARD = "ET-MAT-DISCARD"
MAT_AREAS = "ET-MAT-AREAS"
# 2−2 ゲームの開始
SETUP_BUDGET = "ET-SETUP-BUDGET"
SETUP_ROLE = "ET-SETUP-ROLE"
SETUP_ROLE_DIE = "ET-SETUP-ROLE-DIE"
SETUP_EVENT = "ET-SETUP-EVENT"
# 2−3 コスト
COST_VALUES = "ET-COST-VALUES"
COST_GAIN = "ET-COST-GAIN"
# ターンの進行
WEEK_START = "ET-WEEK-START"
START_BUDGET = "ET-START-BUDGET"
START_NEXT = "ET-START-NEXT"
ACTION_PLACE = "ET-ACTION-PLACE"
ACTION_EFFECT = "ET-ACTION-EFFECT"
ACTION_NEXT = "ET-ACTION-NEXT"
SCOUT_ONE = "ET-SCOUT-ONE"
SCOUT_EVENT_FIRST = "ET-SCOUT-EVENT-FIRST"
SCOUT_DRAW = "ET-SCOUT-DRAW"
SCOUT_GAIN = {"small": "ET-SCOUT-GAIN-S", "medium": "ET-SCOUT-GAIN-M", "large": "ET-SCOUT-GAIN-L"}
SCOUT_NEXT = "ET-SCOUT-NEXT"
SET_DRAW = "ET-SET-DRAW"
SET_CAST = "ET-SET-CAST"
SET_LIMIT = "ET-SET-LIMIT"
SET_FLIPPED = "ET-SET-FLIPPED"
SET_NEXT = "ET-SET-NEXT"
END_RELEASE = "ET-END-RELEASE"
END_WAIT = "ET-END-WAIT"
END_WEEK = "ET-END-WEEK"
TURN_END = "ET-TURN-END"
# 2−3 えいつくの終了
GAMEEND_ALL = "ET-GAMEEND-ALL"
GAMEEND_12 = "ET-GAMEEND-12"
# 2−4 成績発表
SCORE = "ET-SCORE"
SCORE_BASE = "ET-SCORE-BASE"
SCORE_BASE_OF = {5: "ET-SCORE-BASE-5", 4: "ET-SCORE-BASE-4", 3: "ET-SCORE-BASE-3", 2: "ET-SCORE-BASE-2",
                 1: "ET-SCORE-BASE-NONE", 0: "ET-SCORE-BASE-NONE"}
SCORE_WEEK = "ET-SCORE-WEEK"
SCORE_EVENT = "ET-SCORE-EVENT"
SCORE_TIEUP = "ET-SCORE-TIEUP"
SCORE_PROMOTER = "ET-SCORE-PROMOTER"
# 3 使用されるカードリスト
CARDS_BUDGET = "ET-CARDS-BUDGET"
CARDS_ROLES = "ET-CARDS-ROLES"
CARDS_EVENTS = "ET-CARDS-EVENTS"
# 用語説明
TERM_AREA = "ET-TERM-AREA"
TERM_ROLE_AREA = "ET-TERM-ROLE-AREA"
TERM_EVENT_AREA = "ET-TERM-EVENT-AREA"
TERM_STOCK = "ET-TERM-STOCK"
TERM_COST = "ET-TERM-COST"
TERM_BUDGET = "ET-TERM-BUDGET"
TERM_ROLE = "ET-TERM-ROLE"
TERM_EVENT = "ET-TERM-EVENT"
# facts from card list 4.1 and errata 6.2 (rules-facts.md)
FACT_RUSH = "ET-FACT-RUSH"
FACT_CHANCE = "ET-FACT-CHANCE"
FACT_AGENCY = "ET-FACT-AGENCY"
FACT_LOCAL = "ET-FACT-LOCAL"
FACT_SURPRISE = "ET-FACT-SURPRISE"
FACT_ACTOR_AWARD = "ET-FACT-ACTOR-AWARD"
FACT_ERRATA = "ET-FACT-ERRATA"

# -- rulings: where the rulebook is silent ------------------------------------------------------------------------


def _only(name: str, clause: str, value: str, summary: str, meaning: str) -> Ruling:
    """A ruling with one value: a reading the referee always applies, documented and cited."""
    return Ruling(name, clause, value, (value,), summary, alternatives={value: meaning})


R_STAGE = _only("stage", "ET-RULING-STAGE", "director", N_("『舞台』 in the base points."), N_("舞台 is the 演出家 slot"))
R_GROUPS = Ruling("groups", "ET-RULING-GROUPS", "largest", ("largest", "every"),
                  N_("Two pairs, or three and two of the same numbers, in the base points."),
                  alternatives={"largest": N_("the largest group of the same number counts once: two pairs +10, three and two +30"),
                                "every": N_("each group of the same number counts: two pairs +20, three and two alike +40")})
R_FLIP = Ruling("flip", "ET-RULING-FLIP", "stay", ("stay", "spend"), N_("What turning a budget card over (裏返し) does."),
                alternatives={"stay": N_("the card stays in the stock face down: it cannot pay, counts toward the week's 5 "
                                         "budget cards, and turns face up at its player's end phase"),
                              "spend": N_("the cards turned over go to the discard area, as a payment does")})
R_SUPPORT = _only("support", "ET-RULING-SUPPORT", "optional", N_("Whether 助演 is needed."),
                  N_("the support is not needed; an empty slot adds nothing and makes no group"))
R_SLOT_KIND = Ruling("slot-kind", "ET-RULING-SLOT-KIND", "match", ("match", "any"), N_("A role card in a slot of another kind."),
                     alternatives={"match": N_("役者 → 主演 or 助演, 脚本家 → 脚本家, 音楽家 → 音楽家, 演出家 → 演出家"),
                                               "any": N_("a role card may go into any slot (the sentence read literally)")})
R_PLAYERS = Ruling("players", "ET-RULING-PLAYERS", "2-6", ("2-6", "3-6"), N_("The player count."),
                   alternatives={"2-6": N_("two to six players (the rulebook counts its piles per player)"),
                                           "3-6": N_("version 6's recommended 3 to 6 players")})
R_EDITION = Ruling("edition", "ET-RULING-EDITION", "5", ("5", "6.2"), N_("Deck sizes and the budget limit."),
                   alternatives={"5": N_("version 5: budget piles of 6 per player each, an event pile of 15 kinds × 4; at "
                                         "most 5 budget cards in the set phase"),
                                 "6.2": N_("errata 6.2: budget piles of 50, 40 and 30 cards, an event pile of 60 with 3 to 6 "
                                           "of each kind, at most 5 budget cards a turn")})
R_EVENTS = _only("events", "ET-RULING-EVENTS", "published", N_("The event cards whose effects are not published."),
                 N_("the known effects are computed; the others are recorded with effect lines and reported unverifiable"))
R_PAY = Ruling("pay", "ET-RULING-PAY", "over", ("over", "exact"), N_("Paying more than the cost."),
               alternatives={"over": N_("allowed; no change is given back"),
                                        "exact": N_("a payment, or the cards turned over, must come to the cost exactly")})
R_EMPTY = Ruling("start", "ET-RULING-EMPTY", "medium", ("medium", "large"), N_("A pile runs out."),
                 alternatives={"medium": N_("a card from an empty pile is a violation; the start phase gives 中 when 小 is "
                                            "out, nothing when both are"),
                               "large": N_("when the small and the medium piles are both empty, the start phase gives a large card")})
R_ORDER = Ruling("order", "ET-RULING-ORDER", "free", ("free", "seats"), N_("The order of the players within a week."),
                 alternatives={"free": N_("each player's own phases in order, the players' lines interleaved"),
                                          "seats": N_("each player plays the whole week in seat order, the next player after the "
                                                      "previous one's end phase")})
R_SCOUT_NONE = _only("scout", "ET-RULING-SCOUT-NONE", "at-most-one", N_("Whether the scout phase may pass without an action."),
                     N_("none or one action (more only by an event card)"))
R_DIE_ANY = _only("die-six", "ET-RULING-DIE-ANY", "choose", N_("A set-up die of 6 (任意)."),
                  N_("the player chooses the kind of the card for a 6"))
R_SET_ACTIONS = Ruling("set-actions", "ET-RULING-SET-ACTIONS", "many", ("many", "one"),
                       N_("How many actions the set phase allows."),
                       alternatives={"many": N_("one event card drawn, and any number of role cards cast within the week's "
                                                "5 budget cards (電撃発表: a second event card)"),
                                     "one": N_("one action: the draw or one cast (電撃発表: two)")})
R_UNRELEASED = Ruling("unreleased", "ET-RULING-UNRELEASED", "week12", ("week12", "week13", "none"),
                      N_("The release-week correction of a film never released."),
                      alternatives={"week12": N_("counted as released in week 12: −5 per week from the first release to week 12"),
                                                 "week13": N_("one week more: −5 per week from the first release to week 13"),
                                                              "none": N_("no release-week correction for a film never released")})
R_SETUP_BUDGET = _only("setup-budget", "ET-RULING-SETUP-BUDGET", "piles", N_("Where the set-up's budget cards come from."),
                       N_("the set-up's budget cards leave the budget piles"))

R_CANNOT_PAY = _only("cannot-pay", "ET-RULING-CANNOT-PAY", "wait", N_("A player who cannot pay a role card's cost."),
                     N_("the role card waits in the stock until its cost can be paid; a cast paid short is a violation, "
                        "and the card stays in the slot where the table put it, its cards discarded"))

R_TIE = Ruling("game-tie", "ET-RULING-TIE", "shared", ("shared", "table"), N_("Players tied for the best score."),
               alternatives={"shared": N_("the tied players share the win, unless the table breaks the tie (table tiebreak "
                                          "PLAYER)"),
                             "table": N_("the table breaks every tie: a log whose best players are tied names the winner "
                                         "with table tiebreak PLAYER")})
R_DISCARD = Ruling("discard", "ET-RULING-DISCARD", "allowed", ("allowed", "refused"),
                   N_("An event card discarded from the stock by its player."),
                   alternatives={"allowed": N_("a player may discard an event card of their stock in their own week (no "
                                               "rule forbids it); it goes to the discard area"),
                                 "refused": N_("no rule lets a card leave the stock so: the discard is reported, and the card "
                                               "goes where the table put it")})
R_PROMOTER = _only("promoter", "ET-RULING-PROMOTER", "aimed", N_("Whose final score プロモーターの介入 lowers."),
                   N_("the score of the player it is aimed at (place promoter N -> PLAYER), else of the player whose event "
                      "area holds it"))

RULINGS = (R_STAGE, R_GROUPS, R_FLIP, R_SUPPORT, R_SLOT_KIND, R_PLAYERS, R_EDITION, R_EVENTS, R_PAY, R_CANNOT_PAY, R_EMPTY,
           R_ORDER, R_SCOUT_NONE, R_DIE_ANY, R_SET_ACTIONS, R_UNRELEASED, R_SETUP_BUDGET, R_TIE, R_DISCARD, R_PROMOTER)
