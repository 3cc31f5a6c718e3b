"""BlackPoker's clause ids, in the rulebook's order (features/blackpoker/ quotes each one).

Every check of the engine cites one of these; renaming a clause is a change here and in its feature.
"""

# -- 共通ルール: the game and its cards -------------------------------------------------------------
PLAYERS = "BP-PLAYERS"  # プレイ人数: 2人です。
CARDS = "BP-CARDS-KINDS"  # 使用できるトランプ: no two cards of one suit and number, Jokers up to 2
RANK = "BP-NUMBERS"  # トランプの数字: A=1 … K=13, Joker 0
ZONES = "BP-ZONES"  # 領域: where cards may be
LIFE = "BP-ZONE-LIFE"
OWN_DECK = "BP-OWN-DECK"
CARDS_COUNT = "BP-CARDS-COUNT"
ZONE_FRAME = "BP-ZONE-FRAME"  # ライフ: the deck face down; damage moves its top cards
GRAVE = "BP-ZONE-GRAVE"  # 墓地: face up
FIELD = "BP-ZONE-FIELD"  # 場: characters
HAND = "BP-ZONE-HAND"  # 手札
FOG = "BP-ZONE-FOG"  # フォグ: this turn only
WIN = "BP-WIN"  # 勝利条件: life 0
DAMAGE = "BP-DAMAGE"  # ダメージ: 1 point, 1 card from the top of life to the graveyard
CHARGE_DRIVE = "BP-CHARGE-DRIVE"
CHARACTERS = "BP-CHARACTERS"  # チャージとドライブ

# -- ゲームの始め方 ---------------------------------------------------------------------------------------
START_FRAME = "BP-START-FRAME"  # the frame's own start procedure
PRESET = "BP-START-PRESET"  # プリセット: bulwark, then soldier
FIRST = "BP-START-FIRST"  # 先攻決定: flip, higher number first, tie again, flipped cards to the graveyard
START = "BP-START-BEGIN"  # ゲーム開始: the first player draws 1 and has the turn and the chance

# -- アクション ----------------------------------------------------------------------------------------------
TIMING_MAIN = "BP-TIMING-MAIN"  # メイン: your turn and the stage empty
TIMING_QUICK = "BP-TIMING-QUICK"  # クイック: any time (with the chance)
KEYCARD = "BP-KEYCARD"  # キーカード: from the hand unless the action says otherwise
COST = "BP-COST"  # コスト: paid by the requester
COST_B = "BP-COST-B"
COST_L = "BP-COST-L"
COST_D = "BP-COST-D"
COST_S = "BP-COST-SK"
COST_K = "BP-COST-SK"
ITEMS_MISSING = "BP-ITEMS-MISSING"
ACTIONS = "BP-ACTIONS"
ACTION_ITEMS = "BP-ACTION-ITEMS"
ITEM_SPEED = "BP-ITEM-SPEED"
KEYCARD_HAND = "BP-KEYCARD-HAND"
TERMS = "BP-TERMS"
RESOLVE = "BP-RESOLVE"
NO_TOUCH = "BP-NO-TOUCH"
BULWARK_PLACE = "BP-BULWARK-PLACE"
FOG_PLACE = "BP-FOG-PLACE"
STAGE_PLACE = "BP-STAGE-PLACE"
REQUEST = "BP-REQUEST"  # アクションの起こし方
TARGET = "BP-TARGET-REQUIRED"  # 対象を指定しないでアクションを起こせるか
SELF_TARGET = "BP-TARGET-SELF"  # an action never targets itself
RESOLVE_TARGET = "BP-TARGET-CHECK"  # target gone or split: no effect
RESOLVE_EFFECT = "BP-EFFECT-PARTIAL"  # as much as possible
KEYCARD_GRAVE = "BP-KEYCARD-GRAVE"  # keycards to the graveyard, with the exceptions
WINCHECK = "BP-WINCHECK"  # after every resolution; both at 0: the turn player loses
TRIGGER = "BP-TRIGGER"
TRIGGER_PHASE = "BP-TRIGGER-PHASE"
TRIGGER_GENERATION = "BP-TRIGGER-GENERATION"  # 誘発
GENERATION = "BP-ACT-GENERATION"  # 世代交代

# -- その他のルール ------------------------------------------------------------------------------------------
INFO = "BP-INFO-LEVELS"
INFO_LIFE = "BP-INFO-LIFE"
GRAVE_TOP = "BP-INFO-GRAVE"  # one of the cards moved is shown on top

# -- the core flow (rules-facts.md) ---------------------------------------------------------------------------
CHANCE = "BP-FLOW-CHANCE"  # the chance holder requests or passes
PASS = "BP-FLOW-CHANCE"  # both passed in a row: the top request resolves
IMMEDIATE = "BP-FLOW-CHANCE"  # an immediate request resolves at once
STAGE = "BP-FLOW-CHANCE"  # last in, first out
TRIGGER_ORDER = "BP-FLOW-TRIGGER-ORDER"  # the buffer: immediate first; a メイン triggered request only on an empty stage
PHASES = "BP-FLOW-PHASES"  # エンド → チャージ → ドロー

# -- the actions (rules-facts.md, the action catalogue) --------------------------------------------------------
FORMAT = "BP-FORMAT"  # an action not in the log's format
ACT_END = "BP-ACT-END"
ACT_CHARGE = "BP-ACT-CHARGE"
ACT_DRAW = "BP-ACT-DRAW"
ACT_ATTACK = "BP-ACT-ATTACK"
ACT_BLOCK = "BP-ACT-BLOCK"
ACT_JUDGE = "BP-ACT-DAMAGE"
ACT_BULWARK = "BP-ACT-BULWARK"
ACT_SOLDIER = "BP-ACT-SOLDIER"
ACT_HERO = "BP-ACT-HERO"
ACT_ACE = "BP-ACT-ACE"
ACT_MAGICIAN = "BP-ACT-MAGICIAN"
ACT_EQUIP = "BP-ACT-EQUIP"
ACT_UP = "BP-ACT-UP"
ACT_DOWN = "BP-ACT-DOWN"
ACT_TWIST = "BP-ACT-TWIST"
ACT_COUNTER = "BP-ACT-COUNTER"
ACT_BREAK = "BP-ACT-BREAK"
ACT_THROW = "BP-ACT-THROW"
ACT_SEARCH = "BP-ACT-SEARCH"
ACT_SPEAR = "BP-ACT-SPEAR"
ACT_REFILL = "BP-ACT-REFILL"
ACT_REANIMATE = "BP-ACT-REANIMATE"
ACT_HANDES = "BP-ACT-HANDES"
ACT_RETURN = "BP-ACT-RETURN"
ACT_QUICK = "BP-ACT-QUICK-SUMMON"
ACT_KILL = "BP-ACT-KILL"
ACT_REUNION = "BP-ACT-REUNION"
ACT_TRUCE = "BP-ACT-TRUCE"
ACT_RETARGET = "BP-ACT-RETARGET"
ACT_REVERSE = "BP-ACT-REVERSE"
ACT_RAIN = "BP-ACT-RAIN"
ACT_FORCE = "BP-ACT-FORCE"
ACT_RECRUIT = "BP-ACT-RECRUIT"
ACT_AMBUSH = "BP-ACT-AMBUSH"
ACT_BJ = "BP-ACT-BJ"
ACT_RSF = "BP-ACT-RSF"
SPEED = "BP-ACT-ATTACK"  # 速攻: a character that entered this turn attacks only with 速攻

# -- frames (rules-facts.md) ------------------------------------------------------------------------------------
ENTRY16 = "BP-FRAME-ENTRY16-START"
ENTRY16_DECK = "BP-FRAME-ENTRY16-DECK"
FREE = "BP-FRAME-FREE"  # the fixed 16-card deck, draw 7, preset, first player, first draw
PACK = "BP-FRAME-PACK"

# -- rulings ---------------------------------------------------------------------------------------------------
R_PRESET_FACE = "BP-RULING-PRESET-FACE"
R_VERSION = "BP-RULING-VERSION"
R_COUNTER = "BP-RULING-COUNTER"
R_CONCEDE = "BP-RULING-CONCEDE"
