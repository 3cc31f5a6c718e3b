@game:eitsuku
Feature: えいつく — ターンの進行: スタート, アクション, スカウト (the week: start, action and scout phases)
  A turn (ターン) is a week (週) of the film's production. Each player goes through five phases in
  order: start, action, scout, set, end. A phase in which the player does nothing is not written: a line
  of a later phase says the phases between were passed without acting. The players' lines of one week
  may be interleaved (ruling ET-RULING-ORDER); each player's own lines follow the order of the phases.
  Every phase says what a player "can" do (行うことができる): a phase may pass without its action,
  the start phase's budget card too (its sentence reads so; players will rarely pass it up).
  Lines: budget (予算, start phase), place (配置, action phase), scout and gain (スカウト, 獲得, scout
  phase). The set and end phases are in 05_set_end.feature.
  Unless a rule says otherwise, Aki starts with music2 script4 and tieup ??, Ben with actor5 director1
  and two unseen events; after the set-up the piles hold 2 small and 8 medium cards.

  Background:
    Given the log:
      """
      game: eitsuku
      players: Aki Ben
      """

  @clause:ET-WEEK-START
  Rule: ET-WEEK-START When a week begins, every player enters the start phase
    見出し: ターンが開始されたら、それぞれのプレイヤーはスタートフェイズに移行する
    検索語: 週の始まり、ターン開始、ラウンド、1週目、いつ始まる、準備が終わったら、week begins, round, first week, begin turn, turn begins, when does a new week begin
    原文: それぞれのプレイヤーはターンが開始されたらスタートフェイズに移行する。
    English: When a turn (week) has begun, each player moves to the start phase.
    # Week 1 begins when every player's set-up is done (ET-SETUP-*); later weeks when the week before is
    # over (ET-TURN-END). The referee cites this clause for a line of the week before every player's
    # set-up is done.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        """

    Scenario: a hurried recorder's first week for Aki, in Japanese
      When the log continues:
        """
        Ben draw ?? ??
        Aki 予算 小
        Aki 配置 タイアップキャンペーン
        Aki スカウト 役者3
        Aki 配役 役者3 主演 $ 小 中 中
        Aki 終了
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value                        |
        | week          | 1                            |
        | phase Aki     | end                          |
        | phase Ben     | start                        |
        | slot Aki lead | actor3                       |
        | stock Aki     | small*5 script4 music2 ??    |
        | events Aki    | tieup                        |

    Scenario: Aki's start phase before Ben has his event cards is caught
      When the log says "Aki budget small"
      Then the referee reports ET-WEEK-START at "Aki budget small"

  @clause:ET-START-BUDGET
  Rule: ET-START-BUDGET Start phase: one 予算・小 into the stock; a 予算・中 when no 予算・小 is left
    見出し: スタートフェイズ：【予算・小】1枚を追加する（0枚なら【予算・中】）
    検索語: 収入、毎ターンもらえる、予算を追加、給料、小がない、小が切れたら、代わりに中、毎週もらう、スタートフェイズにもらう、income, per turn budget, budget each week, allowance, small runs out, gain budget at start, start phase income, start phase budget card, start phase
    原文: スタートフェイズでは次の行動を行うことができる。
    原文: ・『ストック場』に【予算・小】のカード1枚を追加する。
    原文: 【予算・小】が0枚になっている場合、代わりに【予算・中】のカード1枚を追加する。
    English: In the start phase a player can: add one small budget card to their stock. When no small budget
      card is left, they add one medium budget card instead.
    # "0枚になっている" is read as the small pile being empty. With two players the small pile holds 2 cards
    # after the set-up, so from week 2 on the start phase gives medium cards (both piles empty: ruling
    # ET-RULING-EMPTY). The referee cites this clause for a card of the wrong size or more than one card.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: week 1: a small card
      When the log says "Aki budget small"
      Then the referee accepts the log
      And the table shows:
        | fact       | value                                  |
        | stock Aki  | small*6 medium*2 script4 music2 tieup ?? |
        | pile small | 1                                      |
        | phase Aki  | start                                  |

    Scenario: week 2: the small pile is empty, so a medium card
      When the log continues:
        """
        Aki budget small
        Aki end
        Ben budget small
        Ben end
        Aki 予算 中
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value                                  |
        | week        | 2                                      |
        | stock Aki   | small*6 medium*3 script4 music2 tieup ?? |
        | pile small  | 0                                      |
        | pile medium | 7                                      |

    Scenario: a medium card while small cards are left is caught
      When the log says "Aki budget medium"
      Then the referee reports ET-START-BUDGET at "Aki budget medium"

    Scenario: two small cards are caught
      When the log says "Aki budget small small"
      Then the referee reports ET-START-BUDGET at "Aki budget small small"

  @clause:ET-START-NEXT
  Rule: ET-START-NEXT After the start phase comes the action phase
    見出し: スタートフェイズが終了したらアクションフェイズに移行する
    検索語: スタートの次、スタートの後、フェイズの順番、フェイズ順、流れ、順序、phase order, next phase, sequence of phases, start then action, after start
    原文: スタートフェイズが終了したらアクションフェイズに移行する。
    English: When the start phase is over, the player moves to the action phase.
    # The referee cites this clause for a start-phase line after a line of a later phase of the same week.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: the budget card, then the event card
      When the log continues:
        """
        Aki budget small
        Aki place tieup
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value  |
        | phase Aki | action |

    Scenario: a budget card after the action phase is caught
      When the log continues:
        """
        Aki place tieup
        Aki budget small
        """
      Then the referee reports ET-START-NEXT at "Aki budget small"

  @clause:ET-ACTION-PLACE
  Rule: ET-ACTION-PLACE Action phase: an event card from the stock to the event area
    見出し: アクションフェイズ：『ストック場』の【イベントカード】を『イベント場』に配置する
    検索語: イベントを出す、イベントを使う、イベントを場に出す、プレイ、何枚出せる、1枚だけ、アクションフェイズ、2枚目のイベント、play an event, use an event, put event down, how many events per turn, activate event, action phase, second event card, one event per action phase, action phase event
    原文: アクションフェイズでは次の行動を行うことができる。
    原文: ・『ストック場』に配置されている【イベントカード】を『イベント場』に配置する。
    English: In the action phase a player can: move an event card that is in their stock to their event area.
    # One event card a phase: 広告代理店の努力 lets a player place several (ET-FACT-AGENCY), so without it
    # a player places one. A placed card stays in the event area (the one-week cards of ET-FACT-* leave at
    # the end phase). The referee cites this clause for a card not in the stock, or a second card.
    # Here Aki's event cards are both known: tieup and promoter.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup promoter
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: tieup to the event area
      When the log continues:
        """
        Aki budget small
        Aki place tieup
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value                                     |
        | events Aki | tieup                                     |
        | stock Aki  | small*6 medium*2 script4 music2 promoter |

    Scenario: Ben's unseen card turns out to be a promoter
      When the log says "Ben place promoter 2"
      Then the referee accepts the log
      And the table shows:
        | fact       | value                                  |
        | events Ben | promoter 2                             |
        | stock Ben  | small*5 medium*2 actor5 director1 ??   |

    Scenario: an event card that is not in the stock is caught
      When the log says "Aki place rush"
      Then the referee reports ET-ACTION-PLACE at "Aki place rush"

    Scenario: a second event card in one action phase is caught
      When the log continues:
        """
        Aki place tieup
        Aki place promoter 2
        """
      Then the referee reports ET-ACTION-PLACE at "Aki place promoter 2"

  @clause:ET-ACTION-EFFECT
  Rule: ET-ACTION-EFFECT Placing a card makes its effect happen
    見出し: 配置することでそのカードに沿った効果が発生する
    検索語: 効果、効果発動、いつ効く、発動タイミング、宣言、数字を宣言、手元のイベントは効かない、イベントカードの効果、効果が出る、effect, when does an event take effect, trigger, activate, declare a number, resolve, effect of an event card
    原文: #配置することでそのカードに沿った効果が発生する。
    English: By being placed, a card produces the effect it describes.
    # The effect happens when the card is placed; only cards in the event area have effects. プロモーターの
    # 介入's number is declared then (Aki place promoter 3). Effects that the rulebook and card list 4.1 do
    # not give are recorded with effect lines and cannot be verified (ET-RULING-EVENTS). The referee cites
    # this clause for a promoter placed without its number, and for an effect line of a card that is not
    # in the player's event area.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: the promoter with the number 3
      When the log says "Ben place promoter 3"
      Then the referee accepts the log
      And the table shows:
        | fact                 | value      |
        | events Ben           | promoter 3 |
        | event-correction Ben | -3         |

    Scenario: a strike's effect is recorded and cannot be verified
      When the log continues:
        """
        Ben place strike
        Ben effect strike: Aki skips her scout phase
        """
      Then the referee cannot verify ET-ACTION-EFFECT
      And the referee accepts the log

    Scenario: a promoter placed without its number is caught
      When the log says "Ben place promoter"
      Then the referee reports ET-ACTION-EFFECT at "Ben place promoter"

  @clause:ET-ACTION-NEXT
  Rule: ET-ACTION-NEXT After the action phase comes the scout phase
    見出し: アクションフェイズが終了したらスカウトフェイズに移行する
    検索語: アクションの次、アクションの後、フェイズの順番、次はスカウト、流れ、phase order, what comes next, sequence, action then scout, after action
    原文: アクションフェイズが終了したらスカウトフェイズに移行する。
    English: When the action phase is over, the player moves to the scout phase.
    # The referee cites this clause for an action-phase line after a line of a later phase of the same week.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: the event card, then the scout
      When the log continues:
        """
        Aki place tieup
        Aki scout actor?
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | phase Aki | scout |

    Scenario: an event card after the scout is caught
      When the log continues:
        """
        Aki scout actor?
        Aki place tieup
        """
      Then the referee reports ET-ACTION-NEXT at "Aki place tieup"

  @clause:ET-SCOUT-ONE
  Rule: ET-SCOUT-ONE Scout phase: one of the actions below
    見出し: スカウトフェイズ：次のうちいずれか1つの行動
    検索語: スカウトで何ができる、何回、1回だけ、一つだけ、どれか一つ、選ぶ、両方、引いて買う、2つ、スカウトフェイズ、2回目のスカウト、scout options, how many scout actions, only one action, choose one, both, draw and gain, two scout actions, more than one scout action, either, draw a role or gain budget, not both, scout phase, second scout action, scout phase choices
    原文: スカウトフェイズでは次のうちいずれか1つの行動を行うことができる。
    English: In the scout phase a player can do one of the following actions.
    # At most one: none is fine too (ruling ET-RULING-SCOUT-NONE). The referee cites this clause for a second
    # scout-phase action without an event card that allows it.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: one scout
      When the log continues:
        """
        Aki budget small
        Aki scout actor3
        """
      Then the referee accepts the log
      And the table shows:
        | fact             | value                                         |
        | stock Aki        | small*6 medium*2 actor3 script4 music2 tieup ?? |
        | pile-count actor | 13                                            |

    Scenario: no scout action at all
      When the log continues:
        """
        Aki budget small
        Aki cast music2 music $ medium medium
        """
      Then the referee accepts the log

    Scenario: a scout and a gain are caught
      When the log continues:
        """
        Aki budget small
        Aki scout actor3
        Aki gain small
        """
      Then the referee reports ET-SCOUT-ONE at "Aki gain small"

  @clause:ET-SCOUT-EVENT-FIRST
  Rule: ET-SCOUT-EVENT-FIRST In the scout phase an event card's effect comes first
    見出し: スカウトフェイズでは【イベントカード】の効果が優先される
    検索語: 優先、イベント優先、上書き、例外、イベントで変わる、カードの効果が勝つ、追加行動、event overrides, priority, exception, card beats rules, extra action
    原文: このとき【イベントカード】の効果が優先される。
    English: Here the effect of an event card takes precedence.
    # An event card in the event area may change what the scout phase allows: 地元の協力 gives two actions
    # (ET-FACT-LOCAL), 新たなるチャンス a draw of two event cards (ET-FACT-CHANCE). Only a placed card counts
    # (ET-ACTION-EFFECT). The referee cites this clause for a second action taken while the card that would
    # allow it is still in the stock. Here Aki starts with 地元の協力 and tieup.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw local tieup
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: with 地元の協力 placed, a scout and a gain
      When the log continues:
        """
        Aki budget small
        Aki place local
        Aki scout actor3
        Aki gain medium $ small small small
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value                                          |
        | stock Aki   | small*6 medium*3 actor3 script4 music2 tieup   |
        | flipped Aki | small*3                                        |
        | events Aki  | local                                          |

    Scenario: two actions while 地元の協力 is still in the stock are caught
      When the log continues:
        """
        Aki budget small
        Aki place tieup
        Aki scout actor3
        Aki gain medium $ small small small
        """
      Then the referee reports ET-SCOUT-EVENT-FIRST at "Aki gain medium $ small small small"

  @clause:ET-SCOUT-DRAW
  Rule: ET-SCOUT-DRAW Scout: one card from a role pile into the stock
    見出し: スカウト：『役割カード山』より1枚ドローして『ストック場』に配置する
    検索語: 役割カードを引く、引く、ドロー、山から引く、役者を引く、どの山から、雇う、スカウトする、draw a role, draw role card, recruit, hire, which pile, choose pile
    原文: ・『役割カード山』より1枚ドローして『ストック場』に配置する
    English: Draw one card from the role card piles and put it into the stock.
    # The player chooses the pile (the kind); the number is what comes (actor? when the recorder did not see
    # it). The referee cites this clause for a card that is not a role card, or more than one.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: an actor whose number the recorder did not see
      When the log says "Ben scout actor?"
      Then the referee accepts the log
      And the table shows:
        | fact             | value                                     |
        | stock Ben        | small*5 medium*2 actor5 actor? director1 ??*2 |
        | pile-count actor | 13                                        |

    Scenario: a hurried recorder's スカウト of 脚本家2
      When the log says "Aki スカウト 脚本家2"
      Then the referee accepts the log
      And the table shows:
        | fact              | value |
        | pile-count script | 13    |

    Scenario: an event card scouted from the role piles is caught
      When the log says "Aki scout rush"
      Then the referee reports ET-SCOUT-DRAW at "Aki scout rush"

    Scenario: two role cards scouted at once are caught
      When the log says "Aki scout actor3 director2"
      Then the referee reports ET-SCOUT-DRAW at "Aki scout actor3 director2"

  @clause:ET-SCOUT-GAIN-S
  Rule: ET-SCOUT-GAIN-S Scout: budget worth 0 turned over, a 予算・小 into the stock
    見出し: スカウト：コスト0分を『裏返し』にして【予算・小】を得る
    検索語: 小をもらう、タダ、無料、ただで、0コスト、小予算を取る、free small budget, gain small for free, take small, no cost, zero
    原文: ・コスト0分の【予算カード】を『裏返し』にし、【予算・小】を『ストック場』に配置する
    English: Turn over budget cards worth 0 and put a small budget card into the stock.
    # Worth 0: nothing is turned over (Aki gain small). The referee cites this clause for more than one card
    # gained.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: a small card for nothing turned over
      When the log continues:
        """
        Aki budget small
        Aki gain small
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value                                  |
        | stock Aki   | small*7 medium*2 script4 music2 tieup ?? |
        | flipped Aki | -                                      |

    Scenario: two small cards gained are caught
      When the log says "Aki gain small small"
      Then the referee reports ET-SCOUT-GAIN-S at "Aki gain small small"

  @clause:ET-SCOUT-GAIN-M
  Rule: ET-SCOUT-GAIN-M Scout: budget worth 3 turned over, a 予算・中 into the stock
    見出し: スカウト：コスト3分を『裏返し』にして【予算・中】を得る
    検索語: 中を買う、中予算を得る、3コスト、小3枚で中、両替、交換、小を裏返して中、中をもらう、buy medium, trade up, exchange for medium, three small for a medium, upgrade
    原文: ・コスト3分の【予算カード】を『裏返し』にし、【予算・中】を『ストック場』に配置する
    English: Turn over budget cards worth 3 and put a medium budget card into the stock.
    # The turned cards stay in the stock face down until the end phase (ruling ET-RULING-FLIP). The referee
    # cites this clause when the cards turned over are worth less than 3.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: a medium and a small turned over for a medium
      When the log says "Aki gain medium $ medium small"
      Then the referee accepts the log
      And the table shows:
        | fact        | value                                  |
        | stock Aki   | small*5 medium*3 script4 music2 tieup ?? |
        | flipped Aki | small medium                           |
        | pile medium | 7                                      |

    Scenario: two small cards (2) for a medium are caught
      When the log says "Aki gain medium $ small small"
      Then the referee reports ET-SCOUT-GAIN-M at "Aki gain medium $ small small"

  @clause:ET-SCOUT-GAIN-L
  Rule: ET-SCOUT-GAIN-L Scout: budget worth 6 turned over, a 予算・大 into the stock
    見出し: スカウト：コスト6分を『裏返し』にして【予算・大】を得る
    検索語: 大を買う、大予算を得る、6コスト、中3枚で大、両替、交換、大を手に入れる、大の入手、buy large, trade up, exchange for large, upgrade, big budget, how to get a large budget card
    原文: ・コスト6分の【予算カード】を『裏返し』にし、【予算・大】を『ストック場』に配置する
    English: Turn over budget cards worth 6 and put a large budget card into the stock.
    # The referee cites this clause when the cards turned over are worth less than 6.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: two medium and two small cards turned over for a large card
      When the log says "Ben 獲得 大 $ 中 中 小 小"
      Then the referee accepts the log
      And the table shows:
        | fact        | value                                       |
        | stock Ben   | small*5 medium*2 large actor5 director1 ??*2 |
        | flipped Ben | small*2 medium*2                            |
        | pile large  | 11                                          |

    Scenario: cards worth 5 for a large card are caught
      When the log says "Ben gain large $ medium medium small"
      Then the referee reports ET-SCOUT-GAIN-L at "Ben gain large $ medium medium small"

  @clause:ET-SCOUT-NEXT
  Rule: ET-SCOUT-NEXT After the scout phase comes the set phase
    見出し: スカウトフェイズが終了したらセットフェイズに移行する
    検索語: スカウトの次、スカウトの後、フェイズの順番、次はセット、流れ、phase order, what comes next, sequence, scout then set
    原文: スカウトフェイズが終了したらセットフェイズに移行する。
    English: When the scout phase is over, the player moves to the set phase.
    # The referee cites this clause for a scout-phase line after a set-phase line of the same week.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: the scout, then the cast
      When the log continues:
        """
        Aki scout actor?
        Aki cast music2 music $ medium medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | phase Aki | set   |

    Scenario: a scout after the cast is caught
      When the log continues:
        """
        Aki cast music2 music $ medium medium
        Aki scout actor?
        """
      Then the referee reports ET-SCOUT-NEXT at "Aki scout actor?"
