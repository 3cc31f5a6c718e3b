@game:blackpoker
Feature: BlackPoker — 共通ルール: アクション (actions: items, costs, requests, targets)
  Everything a player does is an action, requested of the rule system and carried out when the
  opponent lets it (passes). The logs are entry16 games; after the Background Aki (life 5, hand
  2S 3S 4H 7H JH 5D AC KS, soldier 9C, one face-down bulwark B1) holds the turn and the chance;
  Ben has life 6, 7 cards, the soldier 10D and a face-down bulwark.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      frame: entry16
      Aki draw 2S 3S 4H 7H JH 5D AC
      Ben draw ??*7
      Aki preset ?? 9C
      Ben preset ?? 10D
      Aki flip QD
      Ben flip 8D
      Aki draw KS
      """

  @clause:BP-ACTIONS @definition
  Rule: BP-ACTIONS Every move is an action, requested and carried out with the opponent's leave; the opponent may cut in
    見出し: アクション（割込み可能なターン制）
    検索語: 割り込み、わりこみ、割込、対応、レスポンス、チェーン、許可、何ができる、interrupt、respond、response、cut in、in response、chain、permission
    原文: BlackPokerは割込み可能なターン制ゲームです。
    原文: 例えば次の状況をイメージしてください。
    原文: **Aくん**：「この兵士アップします。」
    原文: **Bさん**：「その前にこの兵士ダウンします。」
    原文: **Aくん**：「じゃあそのダウンをカウンターします。」
    原文: **Bさん**：「それをさらにカウンターします。」
    原文: **Aくん**：「・・・（泣）」
    原文: **Bさん**：「（どやっ！）」
    原文: このやり取りの中で「アップします」や「ダウンします」などの1行1行がアクションになります。
    原文: 割込み可能なターン制ゲームは、見方を変えると“許可制のゲーム”とも表現できます。
    原文: このアクションを実行したいとルールシステムに要求(リクエスト)し、相手に許可を得てリクエストが実行されます。もちろん相手はリクエストに対して割り込んでリクエストすることもできます。
    原文: アクションには、プレイヤーのすべての行動を定義しており、従来のTCGでいう「魔法」や「ターン制御」が含まれています。
    English: BlackPoker is a turn-based game that allows interruptions. Picture this: A: "I up this soldier."
      B: "Before that, I down it." A: "Then I counter that down." B: "And I counter that." A: "…(sob)"
      B: "(smug)". Each line of this exchange is an action. Seen differently, it is a game of permission:
      a player requests of the rule system to carry out an action, and the request is carried out with the
      opponent's permission; the opponent may of course cut in with a request of their own. Actions define
      everything a player does, including what other card games call magic and turn control.
    # The referee cites this clause when a player moves cards with no action behind it.

    Scenario: the exchange of the rulebook, A and B being Aki and Ben
      When the log continues:
        """
        Aki up 4H -> 9C $D D:2S
        Ben down AS -> Aki 9C $D D:KS
        Aki counter AC -> AS $D D:3S
        Ben counter AC -> Aki AC $D D:QH
        Ben pass
        Aki pass
        Aki pass
        Ben pass
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | stage           | -     |
        | fog Aki         | 4H    |
        | fog Ben         | AS    |
        | grave-top Aki   | AC    |
        | grave-count Aki | 4     |
        | grave-top Ben   | AC    |

    Scenario: a discard with no action behind it is caught
      When the log says "Aki discard 2S"
      Then the referee reports BP-ACTIONS at "Aki discard 2S"

  @clause:BP-ACTION-ITEMS @definition
  Rule: BP-ACTION-ITEMS An action has a name, a type, notes, conditions, targets and an effect
    見出し: アクションが持つ項目
    検索語: 項目、書き方、表記、読み方、アクションの見方、@の意味、※の意味、記号、action text、how to read、notation、symbols、what does @ mean、fields、card text、action list notation、reading the action list
    原文: アクション名
    原文: アクションの名称を示します。
    原文: タイプ
    原文: アクションの種類を表します。アクション名の後に括弧書きで記載します。
    原文: 特記事項
    原文: 特記事項は※を使って表記し、その他の項目では書き表せない条件を示します。
    原文: 起動条件
    原文: 起動するための条件を示します。
    原文: 対象
    原文: 効果の対象を示します。
    原文: 効果
    原文: 効果の内容を示します。
    原文: トリガー,スピード,タイミングは@を使って次のように表記されます。
    原文: @[トリガー]-[スピード]-[タイミング]
    原文: 例えば次のようになります。
    原文: @誘発-即時-クイック
    English: Action name: the action's name. Type: the kind of action, written in brackets after the name.
      Notes (特記事項, marked ※): conditions the other items cannot express. Activation condition (起動条件):
      what must hold to request it. Target (対象): what the effect acts on. Effect: what it does. Trigger,
      speed and timing are written with @ as @[trigger]-[speed]-[timing], e.g. @誘発-即時-クイック.
    # In a log the verb names the action; "-> TARGET" is written only for an action with a 対象 item. The
    # referee cites this clause for a target given to an action that has none.

    Scenario: an up names its target soldier
      When the log says "Aki up 4H -> 9C $D D:2S"
      Then the referee accepts the log
      And the table shows:
        | fact  | value |
        | stage | up:4H |

    Scenario: a target given to a summon is caught
      When the log says "Aki soldier 7H -> Ben $BL L:8D"
      Then the referee reports BP-ACTION-ITEMS at "Aki soldier 7H -> Ben $BL L:8D"

  @clause:BP-TRIGGER
  Rule: BP-TRIGGER Some actions a player requests directly, others are triggered: requested by the rules themselves
    見出し: トリガー（直接と誘発）
    検索語: 自動、自動的、勝手に起こる、強制、誘発アクション、ゆうはつ、任意、宣言しない、triggered、automatic、auto、happens by itself、forced、trigger condition、mandatory
    原文: トリガー
    原文: アクションには自分で起こせるアクションと誘発するアクションがあります。
    原文: トリガー項目では「直接」か「誘発」が設定されています。
    原文: 誘発条件
    原文: 誘発する条件を示します。
    原文: アクションが解決された際に、アクションの誘発条件に該当するとアクションが誘発されることがあります。
    原文: 誘発とは、自動的にアクションがリクエストされることです。
    原文: BlackPokerの基本的なルールでは、次の2つの誘発パターンがほとんどです。
    English: Some actions a player can request, others are triggered; the trigger item says 直接 (direct) or
      誘発 (triggered), and the trigger condition item says when. When an action resolves and an action's
      trigger condition is met, that action is triggered: it is requested automatically. In the basic rules
      nearly all triggers follow two patterns (BP-TRIGGER-PHASE, BP-TRIGGER-GENERATION).
    # ドロー, ブロック, ダメージ判定 and 世代交代 are triggered: a log records their resolution (draw,
    # block, reveal/top, generation), never a request. The referee cites this clause for the record of a
    # ドロー that nothing triggered.

    Scenario: Aki's エンド triggers Ben's ドロー
      When the log continues:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | turn           | Ben   |
        | hand-count Ben | 9     |

    Scenario: a ドロー in the middle of Aki's turn is caught
      When the log says "Ben draw ?? ??"
      Then the referee reports BP-TRIGGER at "Ben draw ?? ??"

  @clause:BP-ITEM-SPEED
  Rule: BP-ITEM-SPEED An immediate action resolves at once; a normal one waits on the stage
    見出し: スピード（即時と通常）
    検索語: すぐ解決、即解決、待つ、ステージに乗らない、スタックに乗らない、対応できない、割り込めない、速さ、immediate、instant、resolves at once、can't respond、doesn't use the stack、speed、normal speed
    原文: スピード
    原文: アクションはすぐに効果が解決されるものとそうでないものがあります。
    原文: スピード項目では「即時」か「通常」が設定されています。
    English: Some actions resolve their effect at once, others do not: the speed item says 即時 (immediate) or
      通常 (normal). Per the core flow (rules-facts.md, BlackPoker core flow), an immediate request resolves
      at once and never stands on the stage; a normal one goes on the stage; the requester keeps the chance.
    # The referee cites this clause for a request that answers (targets) an immediate request.

    Scenario: a bulwark is set at once and pays the next summon
      When the log continues:
        """
        Aki bulwark 2S $L L:8D
        Aki hero JH $BBL L:10D
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value   |
        | stage  | hero:JH |
        | chance | Aki     |

    Scenario: countering a bulwark set at once is caught
      When the log continues:
        """
        Aki bulwark 2S $L L:8D
        Ben counter AC -> 2S $D D:??
        """
      Then the referee reports BP-ITEM-SPEED at "Ben counter AC -> 2S $D D:??"

  @clause:BP-TIMING-MAIN
  Rule: BP-TIMING-MAIN メイン: on your own turn with an empty stage; クイック: at any time
    見出し: タイミング（メインとクイック）
    検索語: 相手のターン、相手の番、自分の番、自分のターンだけ、インスタント、ソーサリー、いつ使える、使えるタイミング、ステージが空、opponent's turn、my turn only、instant speed、sorcery speed、when can I use、empty stack
    原文: タイミング
    原文: アクションは起こせるタイミングが2種類あります。「メイン」は自分のターンかつステージが空のときに起こせます。
    原文: 「クイック」はいつでも起こすことができます。
    English: Actions have two timings. A メイン action can be requested on your own turn while the stage is
      empty. A クイック action can be requested at any time (holding the chance: BP-FLOW-CHANCE).

    Scenario: Ben answers on Aki's turn with a quick action, on a full stage
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Ben up 4H -> 10D $D D:??
        """
      Then the referee accepts the log
      And the table shows:
        | fact  | value             |
        | stage | soldier:7H up:4H |

    Scenario: a main action on the opponent's turn is caught
      When the log says "Ben soldier 7H $BL L:??"
      Then the referee reports BP-TIMING-MAIN at "Ben soldier 7H $BL L:??"

    Scenario: a main action on a full stage is caught
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Aki ace AC $L L:10D
        """
      Then the referee reports BP-TIMING-MAIN at "Aki ace AC $L L:10D"

  @clause:BP-KEYCARD-HAND
  Rule: BP-KEYCARD-HAND Keycards come from the hand unless the action says otherwise
    見出し: キーカード（特に指定がなければ手札から）
    検索語: 手札から出す、どこから出す、使うカード、場のカードを使う、星マーク、★の意味、key card、star mark、play from hand、which card do I play、from the field、main card、キーカードとは、what is a keycard
    原文: キーカード
    原文: アクションの核となるカードを示します。
    原文: キーカードは★で表記します。
    原文: 特に指定がない場合は、手札から選びます。
    原文: 兵士など場のカードを指定する場合は、その指定に従って選択してください。
    English: Keycard: the card at the heart of the action, marked ★. Unless the action says otherwise it is
      chosen from the hand; where the action names cards of the field, such as a soldier, choose as it says.
    # The referee cites this clause for a keycard that is not in the player's hand (here: on the field).

    Scenario: a soldier summoned from the hand
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | field Aki      | 9C 7H |
        | hand-count Aki | 7     |

    Scenario: the soldier on the field as a keycard is caught
      When the log says "Aki soldier 9C $BL L:8D"
      Then the referee reports BP-KEYCARD-HAND at "Aki soldier 9C $BL L:8D"

  @clause:BP-COST
  Rule: BP-COST The requester pays the action's cost, written with $
    見出し: コスト
    検索語: 支払い、払う、払い方、誰が払う、＄の意味、ドルマーク、マナ、コスト表記、cost、pay、mana、who pays、how to pay、dollar sign、$ symbol
    原文: コスト
    原文: アクションを起こすのに必要な対価です。
    原文: コストは＄を使って表記し、コストの支払いはアクションを起こすプレイヤーが行います。コストの種類は :numref:`cost` で説明します。
    原文: アクションによって支払うコストが異なります。
    原文: コストには次の種類があり、それぞれ支払い方が異なります。(:numref:`table-cost`)
    原文: コストの種類
    原文: | 表記(名称) | 対価 |
    原文: たとえばコストが **「$BL」** の場合、自分の場にいるチャージ状態の防壁を1体ドライブし、1点ダメージを受けることでコストが支払われたことになります。
    English: Cost: the price of requesting an action, written with $ and paid by the player who requests it.
      Costs differ by action; there are these kinds, each paid its own way (table "コストの種類": notation
      (name) and price). E.g. for $BL the player drives one charged bulwark of their own field and takes 1
      damage.
    # A cost not written is a cost not paid: the referee cites this clause.

    Scenario: $BL drives the bulwark and costs one life card
      When the log says "Aki soldier 7H $BL L:8D"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | bulwarks Aki   | ??(D) |
        | life-count Aki | 4     |
        | grave-top Aki  | 8D    |

    Scenario: a summon without its B is caught
      When the log says "Aki soldier 7H $L L:8D"
      Then the referee reports BP-COST at "Aki soldier 7H $L L:8D"

  @clause:BP-COST-B
  Rule: BP-COST-B B: drive a charged bulwark of your own
    見出し: コストの種類：B（防壁をドライブする）
    検索語: 防壁を寝かせる、防壁をタップ、防壁を横にする、防壁を使う、B コスト、B の意味、bulwark cost、tap a bulwark、use a bulwark、B cost、what does B mean、pay B
    原文: | B (Bulwark)   | 防壁をドライブする          |
    English: B (Bulwark): drive a bulwark (one of your own, charged: BP-COST).

    Scenario: two summons drive two bulwarks
      When the log continues:
        """
        Aki bulwark 2S $L L:8D
        Aki soldier 7H $BL B:1 L:10D
        Aki pass
        Ben pass
        Aki soldier 5D $BL L:6C
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | life-count Aki | 2     |

    Scenario: a B with no charged bulwark left is caught
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Aki pass
        Ben pass
        Aki soldier 5D $BL L:10D
        """
      Then the referee reports BP-COST-B at "Aki soldier 5D $BL L:10D"

  @clause:BP-COST-L
  Rule: BP-COST-L L: take one point of damage
    見出し: コストの種類：L（1点ダメージを受ける）
    検索語: ライフを払う、ライフコスト、1 点ダメージ、自傷、山札を 1 枚墓地、L コスト、L の意味、life cost、pay life、L cost、what does L mean、self damage、lose one life
    原文: | L (Life)      | 1点ダメージを受ける         |
    English: L (Life): take 1 point of damage (the top card of the life goes to the graveyard: BP-DAMAGE).

    Scenario: an ace costs one life card
      When the log says "Aki ace AC $L L:8D"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | life-count Aki | 4     |

    Scenario: a card from the hand shown as the damage is caught
      When the log says "Aki ace AC $L L:2S"
      Then the referee reports BP-COST-L at "Aki ace AC $L L:2S"

  @clause:BP-COST-D
  Rule: BP-COST-D D: discard one card from the hand
    見出し: コストの種類：D（手札を1枚捨てる）
    検索語: 手札を捨てる、すてる、ディスカード、捨て札コスト、D コスト、D の意味、discard cost、D cost、throw away a card、what does D mean、pay with a card from hand
    原文: | D (Discard)   | 手札を1枚捨てる             |
    English: D (Discard): discard one card from the hand.

    Scenario: an up discards a card from the hand
      When the log says "Aki up 4H -> 9C $D D:2S"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 6     |
        | grave-top Aki  | 2S    |

    Scenario: discarding the soldier on the field is caught
      When the log says "Aki up 4H -> 9C $D D:9C"
      Then the referee reports BP-COST-D at "Aki up 4H -> 9C $D D:9C"

  @clause:BP-COST-SK
  Rule: BP-COST-SK S: a character to the graveyard; K: drive the keycard
    見出し: コストの種類：S（キャラクターを墓地に移す）とK（キーカードをドライブする）
    検索語: 生贄、生け贄、いけにえ、サクリファイス、サクる、犠牲、キードライブ、S コスト、K コスト、sacrifice、key drive、S cost、K cost、what does S mean、what does K mean
    原文: | S (Sacrifice) | キャラクター1体を墓地に移す |
    原文: | K (KeyDrive)  | キーカードをドライブする    |
    English: S (Sacrifice): move one character to the graveyard. K (KeyDrive): drive the keycard.
    # No action of the light or standard format asks for S or K. The referee cites this clause when a log
    # pays S or K for an action whose cost has neither.

    Scenario: the costs of the light format are B, L and D
      When the log says "Aki up 4H -> 9C $D D:2S"
      Then the referee accepts the log

    Scenario: a K paid for an up is caught
      When the log says "Aki up 4H -> 9C $K"
      Then the referee reports BP-COST-SK at "Aki up 4H -> 9C $K"

  @clause:BP-ITEMS-MISSING
  Rule: BP-ITEMS-MISSING An item an action lacks does not apply: no cost item, no cost
    見出し: 記載されていないアクションの項目
    検索語: コストなし、無料、タダ、書いてない、記載なし、項目がない、払わなくていい、省略、no cost、free、missing item、not listed、omitted、ignore、nothing written、コストが書かれていない、コストの記載がない、コストの書いていないアクション、no need to pay
    原文: アクションによっては記載されていない項目もあります。
    原文: 記載されていない項目は無視して構いません。
    原文: たとえばコスト項目がなければコストを支払う必要はありません。
    English: Some actions lack some items; an item not given may be ignored. E.g. an action with no cost item
      needs no cost.
    # The referee cites this clause when a cost is paid for an action that has no cost item.

    Scenario: a bulwark break costs nothing
      When the log continues:
        """
        Aki break 4H 5D -> Ben B1
        Aki pass
        Ben top 7H
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | bulwarks Ben   | -     |
        | life-count Aki | 5     |

    Scenario: a cost paid for a break is caught
      When the log says "Aki break 4H 5D -> Ben B1 $L L:8D"
      Then the referee reports BP-ITEMS-MISSING at "Aki break 4H 5D -> Ben B1 $L L:8D"

  @clause:BP-REQUEST
  Rule: BP-REQUEST A request: announce the action, pay, put out the keycards, name the targets
    見出し: アクションの起こし方（リクエスト）
    検索語: 起こし方、使い方、宣言、出し方、発動、手順、払う順番、先に払う、how to play an action、announce、declare、cast、activate、steps、what to say、order of steps、when to pay
    原文: BlackPokerは実行したいアクションを要求(リクエスト)し、進める形式のゲームです。
    原文: アクションを要求することを「アクションを起こす」または「アクションをリクエストする」といいます。
    原文: 次の手順でアクションをリクエストすることができます。
    原文: 起こすアクションを対戦相手に伝える。
    原文: アクションに応じたコストを支払う。
    原文: 必要なら手札からキーカードを出す。
    原文: 対象の指定が必要な場合、対象を指定する。
    English: BlackPoker proceeds by requesting the actions one wants carried out; requesting an action is
      also called "raising" it. To request: 1. tell the opponent the action; 2. pay its cost; 3. if needed,
      put out the keycards from the hand; 4. if it needs targets, name them.
    # One log line is one request: ACTOR VERB KEYCARDS -> TARGET $COSTS. The referee cites this clause for
    # a request that lacks the keycards its action needs.

    Scenario: a soldier summon with its keycard
      When the log says "Aki soldier 7H $BL L:8D"
      Then the referee accepts the log
      And the table shows:
        | fact  | value      |
        | stage | soldier:7H |

    Scenario: a summon without a keycard is caught
      When the log says "Aki soldier $BL L:8D"
      Then the referee reports BP-REQUEST at "Aki soldier $BL L:8D"

  @clause:BP-TARGET-REQUIRED
  Rule: BP-TARGET-REQUIRED No valid target, no request
    見出し: 対象を指定しないでアクションを起こせるか
    検索語: 対象がない、対象がいない、対象なし、対象不在、狙えない、撃てない、使えない、空撃ち、相手に兵士がいない、no target、no valid target、play with no target、nothing to target、empty board、no soldiers to target
    原文: 「対象」項目がある場合、記載された条件を満たした対象を指定できなければ、そのアクションを起こすことはできません。
    English: If the action has a target item and no target meeting its conditions can be named, the action
      cannot be requested.

    Scenario: an up on the opponent's soldier
      When the log says "Aki up 4H -> Ben 10D $D D:2S"
      Then the referee accepts the log

    Scenario: an up without a target is caught
      When the log says "Aki up 4H $D D:2S"
      Then the referee reports BP-TARGET-REQUIRED at "Aki up 4H $D D:2S"

    Scenario: an up on a bulwark is caught
      When the log says "Aki up 4H -> Ben B1 $D D:2S"
      Then the referee reports BP-TARGET-REQUIRED at "Aki up 4H -> Ben B1 $D D:2S"

  @clause:BP-TARGET-SELF
  Rule: BP-TARGET-SELF An action never targets itself
    見出し: アクションは自身を対象にできるか
    検索語: 自分を対象、自己対象、それ自体、自分を打ち消す、自分を狙う、カウンター自身、target itself、self-target、counter itself、can a counter target itself、own request
    原文: アクションは、自分自身を対象とすることはできません。
    原文: そのため、「カウンター」アクションのようにアクションを対象とするアクションは自身を対象とすることはできません。
    English: An action cannot target itself; so an action that targets actions, such as カウンター, cannot
      target itself.

    Scenario: a counter targets the opponent's down
      When the log continues:
        """
        Ben down AS -> Aki 9C $D D:KS
        Aki counter AC -> AS $D D:3S
        """
      Then the referee accepts the log
      And the table shows:
        | fact  | value                 |
        | stage | down:AS counter:AC    |

    Scenario: a counter naming itself is caught
      When the log continues:
        """
        Ben down AS -> Aki 9C $D D:KS
        Aki counter AC -> AC $D D:3S
        """
      Then the referee reports BP-TARGET-SELF at "Aki counter AC -> AC $D D:3S"
