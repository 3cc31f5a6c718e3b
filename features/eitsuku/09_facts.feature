@game:eitsuku
Feature: えいつく — 公開資料による事実 (facts: event effects of card list 4.1, errata 6.2)
  The rulebook names 15 event cards but gives the effects of two. The game's authors published the
  effects of six more in card list 4.1, and changed the piles in errata 6.2; the project's design notes
  (../shared/design/rules-facts.md, えいつく) record them. These clauses are those facts (@fact): each gives
  its Source instead of a 原文, and says itself in Japanese in its 内容. The one-week cards (新たなるチャンス, 広告代理店の努力, 地元の協力, 電撃発表)
  work in the week they are placed and go to the discard area at that player's end phase.
  Unless a rule says otherwise, Aki starts with music2 script4 and tieup ??, Ben with actor5 director1
  and two unseen events. Games B and C are those of 06_game_end_score.feature.

  Background:
    Given the log:
      """
      game: eitsuku
      players: Aki Ben
      """

  @clause:ET-FACT-RUSH @fact
  Rule: ET-FACT-RUSH 巻きを入れる: the release counts one week earlier
    見出し: 【巻きを入れる】：公開を1週早く数える
    検索語: 巻き、まき、早める、急ぐ、1週早く、前倒し、rush, hurry, speed up, earlier release, one week earlier
    Source: rules-facts.md, えいつく (ET), event effects of card list 4.1, 巻きを入れる
    内容: 【巻きを入れる】を『イベント場』に置いているプレイヤーは、1週早く公開したものとして数えてかまいません。それで
      いちばん早い公開になるなら、そのプレイヤーの週が公開週補正の基準になります。
    English: A player with 巻きを入れる in the event area may count as having released one week earlier; if that
      makes them the earliest, their week becomes the baseline of the release-week correction.
    # Counting earlier never hurts its player, so the referee always applies it. The referee cites this clause
    # for a claimed week correction that leaves the card out.

    Background:
      Given the log so far:
        """
        Aki roll 1 3
        Aki draw actor1 music2
        Aki draw tieup ??
        Ben roll 2 4
        Ben draw actor2 director3
        Ben draw rush promoter
        # week 1
        Aki budget small
        Aki scout script1
        Aki cast music2 music $ medium medium
        Aki end
        Ben budget small
        Ben place rush
        Ben scout music1
        Ben cast director3 director $ medium medium small
        Ben end
        # week 2
        Aki budget medium
        Aki scout director2
        Aki cast actor1 lead $ small small small
        Aki end
        Ben budget medium
        Ben place promoter 3
        Ben scout script2
        Ben cast actor2 lead $ medium small small
        Ben end
        # week 3
        Aki budget medium
        Aki cast director2 director $ medium medium
        Aki end
        Ben budget medium
        Ben cast music1 music $ medium small
        Ben end
        # week 4
        Aki budget medium
        Aki cast script1 script $ medium small
        Aki release
        Ben budget medium
        Ben end
        # week 5
        Ben budget medium
        Ben cast script2 script $ medium medium
        Ben release
        """

    Scenario: game C: Ben's week-5 release counts as week 4, with Aki's
      When the log continues:
        """
        claim Ben: week 0
        claim Aki: week 0
        """
      Then the referee accepts the log
      And the table shows:
        | fact                | value |
        | released Ben        | 5     |
        | week-correction Ben | 0     |

    Scenario: Ben's week correction without 巻きを入れる is caught
      When the log says "claim Ben: week -5"
      Then the referee reports ET-FACT-RUSH at "claim Ben: week -5"

  @clause:ET-FACT-CHANCE @fact
  Rule: ET-FACT-CHANCE 新たなるチャンス: two event cards may be drawn in the scout phase
    見出し: 【新たなるチャンス】：スカウトフェイズにイベントカードを2枚ドローできる
    検索語: チャンス、新たなる、イベント2枚、2枚引く、追加ドロー、chance, new chance, draw two events, extra draw
    Source: rules-facts.md, えいつく (ET), event effects of card list 4.1, 新たなるチャンス
    内容: 【新たなるチャンス】を置いたプレイヤーは、スカウトフェイズにイベントカードを2枚ドローできます。この
      カードはエンドフェイズに『捨て札場』へ移します。
    English: With 新たなるチャンス placed, the player may draw 2 event cards in the scout phase; the card is
      discarded in the end phase.
    # The draw is the scout phase's action (ET-SCOUT-EVENT-FIRST), written Aki draw ?? ?? before any
    # set-phase line. The referee cites this clause for more than two cards.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        Aki budget small
        Aki place chance
        """

    Scenario: two event cards in the scout phase, a cast, and the chance goes at the end phase
      When the log continues:
        """
        Aki draw ?? ??
        Aki cast music2 music $ medium medium
        Aki end
        """
      Then the referee accepts the log
      And the table shows:
        | fact             | value                       |
        | stock Aki        | small*6 script4 tieup ??*2 |
        | events Aki       | -                           |
        | discard-count    | 3                           |
        | pile-count event | 54                          |

    Scenario: three event cards are caught
      When the log says "Aki draw ?? ?? ??"
      Then the referee reports ET-FACT-CHANCE at "Aki draw ?? ?? ??"

  @clause:ET-FACT-AGENCY @fact
  Rule: ET-FACT-AGENCY 広告代理店の努力: several event cards may be placed in the action phase
    見出し: 【広告代理店の努力】：アクションフェイズにイベントカードを複数配置できる
    検索語: 広告、代理店、広告代理店、複数、何枚でも、まとめて出す、ad agency, advertising, several events, multiple events, place many
    Source: rules-facts.md, えいつく (ET), event effects of card list 4.1, 広告代理店の努力
    内容: 【広告代理店の努力】を置いたプレイヤーは、アクションフェイズにイベントカードを何枚でも配置できます。
      このカードはエンドフェイズに『捨て札場』へ移します。
    English: With 広告代理店の努力 placed, the player may place several event cards in the action phase; the
      card is discarded in the end phase.
    # It works in the week it is placed. The referee cites this clause for a second event card placed in a
    # later week, after the card has gone to the discard area.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw agency tieup
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: the agency, then the tieup, in one action phase
      When the log continues:
        """
        Aki place agency
        Aki place tieup
        Aki end
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | events Aki    | tieup |
        | discard-count | 1     |

    Scenario: two event cards a week after the agency went are caught
      When the log continues:
        """
        Aki place agency
        Aki draw promoter
        Aki end
        Ben end
        Aki place tieup
        Aki place promoter 2
        """
      Then the referee reports ET-FACT-AGENCY at "Aki place promoter 2"

  @clause:ET-FACT-LOCAL @fact
  Rule: ET-FACT-LOCAL 地元の協力: two actions in the scout phase
    見出し: 【地元の協力】：スカウトフェイズに2回行動できる
    検索語: 地元、協力、スカウト2回、2回行動、追加行動、local support, local cooperation, two scouts, extra scout action, double scout
    Source: rules-facts.md, えいつく (ET), event effects of card list 4.1, 地元の協力
    内容: 【地元の協力】を置いたプレイヤーは、スカウトフェイズに2回行動できます。このカードはエンドフェイズに
      『捨て札場』へ移します。
    English: With 地元の協力 placed, the player may take two actions in the scout phase; the card is discarded
      in the end phase.
    # The referee cites this clause for a third scout-phase action.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        Aki budget small
        Aki place local
        Aki scout actor?
        Aki gain small
        """

    Scenario: a scout and a small card
      Then the referee accepts the log
      And the table shows:
        | fact       | value                                         |
        | stock Aki  | small*7 medium*2 actor? script4 music2 tieup |
        | events Aki | local                                         |

    Scenario: a third action is caught
      When the log says "Aki gain medium $ small small small"
      Then the referee reports ET-FACT-LOCAL at "Aki gain medium $ small small small"

  @clause:ET-FACT-SURPRISE @fact
  Rule: ET-FACT-SURPRISE 電撃発表: two actions in the set phase
    見出し: 【電撃発表】：セットフェイズに2回行動できる
    検索語: 電撃、発表、セット2回、2回行動、追加行動、surprise announcement, sudden, extra set action, two actions in set phase, draw twice
    Source: rules-facts.md, えいつく (ET), event effects of card list 4.1, 電撃発表
    内容: 【電撃発表】を置いたプレイヤーは、セットフェイズに2回行動できます。このカードはエンドフェイズに
      『捨て札場』へ移します。
    English: With 電撃発表 placed, the player may take two actions in the set phase; the card is discarded in
      the end phase.
    # The set phase allows one event card and any number of casts (ruling ET-RULING-SET-ACTIONS), so the
    # second action 電撃発表 gives is a second event card (with set-actions: one, a draw and a cast, or two
    # of either). The week's 5 budget cards still hold (ET-SET-LIMIT). The referee cites this clause for a
    # third event card.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        Aki budget small
        Aki place surprise
        Aki draw ??
        Aki cast music2 music $ medium medium
        Aki draw network
        """

    Scenario: two event cards and a cast; the card goes at the end phase
      When the log says "Aki end"
      Then the referee accepts the log
      And the table shows:
        | fact           | value                             |
        | slot Aki music | music2                            |
        | stock Aki      | small*6 script4 tieup network ?? |
        | events Aki     | -                                 |
        | discard-count  | 3                                 |

    Scenario: a third event card is caught
      When the log says "Aki draw rush"
      Then the referee reports ET-FACT-SURPRISE at "Aki draw rush"

    Scenario: with set-actions one, a draw, a cast and a second draw are caught
      Given the option set-actions is "one"
      Then the referee reports ET-FACT-SURPRISE at "Aki draw network"

  @clause:ET-FACT-ACTOR-AWARD @fact
  Rule: ET-FACT-ACTOR-AWARD 役者大賞: the actor's number +2
    見出し: 【役者大賞】：役者の数字+2
    検索語: 大賞、アカデミー賞、主演男優賞、受賞、役者の数字+2、actor award, best actor, Oscar, award bonus, actor plus two
    Source: rules-facts.md, えいつく (ET), event effects of card list 4.1, 役者大賞
    内容: 【役者大賞】を置いていると、『役割場』の役者の数字を2多く数えます。
    English: With 役者大賞 placed, the number of the actor in the role area counts 2 more.
    # It changes the actor's number in the base points (the sum and the groups). Game B: Ben's lead actor3
    # counts 5. The referee cites this clause for a claimed sum or base that leaves the +2 out.

    Background:
      Given the log so far:
        """
        Aki roll 1 3
        Aki draw actor1 music1
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor3 director4
        Ben draw actor-award ??
        # week 1
        Aki budget small
        Aki place tieup
        Aki scout actor1
        Aki cast actor1 lead $ small small small
        Aki end
        Ben budget small
        Ben place actor-award
        Ben scout script1
        Ben cast director4 director $ medium medium small small
        Ben end
        # week 2
        Aki budget medium
        Aki scout script1
        Aki cast music1 music $ medium small
        Aki end
        Ben budget medium
        Ben scout music2
        Ben cast actor3 lead $ medium small small small
        Ben end
        # week 3
        Aki budget medium
        Aki scout director1
        Aki cast actor1 support $ medium small
        Aki end
        Ben budget medium
        Ben gain medium $ medium small
        Ben end
        # week 4
        Aki budget medium
        Aki cast script1 script $ medium small
        Aki end
        Ben budget medium
        Ben cast music2 music $ medium medium
        Ben end
        # week 5
        Aki budget medium
        Aki cast director1 director $ medium medium
        Aki release
        Ben cast script1 script $ medium small
        Ben release
        """

    Scenario: game B: Ben's actor3 counts 5: 5 + 1 + 2 + 4 = 12
      When the log says "claim Ben: sum 12"
      Then the referee accepts the log
      And the table shows:
        | fact          | value       |
        | events Ben    | actor-award |
        | slot Ben lead | actor3      |
        | base Ben      | 12          |

    Scenario: the sum without the award is caught
      When the log says "claim Ben: sum 10"
      Then the referee reports ET-FACT-ACTOR-AWARD at "claim Ben: sum 10"

  @clause:ET-FACT-ERRATA @fact
  Rule: ET-FACT-ERRATA Errata 6.2: budget piles of 50, 40 and 30; 60 event cards, 3 to 6 of a kind; 5 budget cards a turn
    見出し: 正誤表6.2：予算カードの山は50・40・30枚、イベントカードは各3〜6枚で60枚、予算カードは1ターン5枚まで
    検索語: 正誤表、エラッタ、修正、6.2、山の枚数が変わった、50枚、40枚、30枚、errata, correction, updated pile sizes, version 6.2, 50 small cards
    Source: rules-facts.md, えいつく (ET), errata ver6_2 (2010-02-13)
    内容: 正誤表6.2では、予算カードの山は【予算・小】50枚、【予算・中】40枚、【予算・大】30枚です。イベントカードの
      山は15種、各3〜6枚の計60枚です。1ターンに使える予算カードは5枚までです。edition: 6.2 のとき
      （裁定 ET-RULING-EDITION）これを使います。
    English: In errata 6.2 the budget piles hold 50 small, 40 medium and 30 large cards; the event pile holds
      15 kinds, 3 to 6 cards of each, 60 in all; at most 5 budget cards may be used per turn. These apply
      with edition: 6.2 (ruling ET-RULING-EDITION).
    # How many of each event there are is not given, so only a seventh card of one kind can be caught: the
    # referee cites this clause for it.

    Background:
      Given the option edition is "6.2"
      And the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup tieup
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw tieup tieup
        Aki draw tieup
        Aki end
        Ben draw tieup
        Ben end
        """

    Scenario: six tieup cards and the larger piles
      Then the referee accepts the log
      And the table shows:
        | fact             | value |
        | pile small       | 40    |
        | pile medium      | 36    |
        | pile large       | 30    |
        | pile-count event | 54    |

    Scenario: a seventh tieup is caught
      When the log says "Aki 引く タイアップキャンペーン"
      Then the referee reports ET-FACT-ERRATA at "Aki 引く タイアップキャンペーン"
