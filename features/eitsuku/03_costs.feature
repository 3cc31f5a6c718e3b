@game:eitsuku
Feature: えいつく — コスト (costs: what a budget card pays, and what it takes to gain one)
  The cost table has two columns: コスト, what a budget card pays (小 1, 中 2, 大 3), used in the set
  phase to cast a role card (ET-SET-CAST); and 取得必要コスト, what it takes to gain one in the scout phase
  (小 0, 中 3, 大 6), paid by turning budget cards over (ET-SCOUT-GAIN-S, -M, -L; ruling ET-RULING-FLIP).
  Only budget cards pay. A payment is written after $ (Aki cast music2 music $ medium medium), the
  cards turned over likewise (Aki gain medium $ small small small).
  Aki starts with music2 script4 and tieup ??, Ben with actor5 director1 and two unseen events.

  Background:
    Given the log:
      """
      game: eitsuku
      players: Aki Ben
      Aki roll 3 5
      Aki draw music2 script4
      Aki draw tieup ??
      Ben roll 1 4
      Ben draw actor5 director1
      Ben draw ?? ??
      """

  @clause:ET-COST-VALUES
  Rule: ET-COST-VALUES Budget cards pay: 予算・小 1, 予算・中 2, 予算・大 3
    見出し: コストとして使えるカード：【予算・小】1、【予算・中】2、【予算・大】3
    検索語: 価値、いくら分、何コスト分、額面、小は1、中は2、大は3、支払える額、お金、金額、how much is it worth, card value, value of budget, money, worth, budget card worth, what budget cards are worth
    原文: プレイヤーは次のカードをコストとして使用することができる。
    原文: カード名:コスト:取得必要コスト
    原文: 【予算・小】: 1 : 0コスト
    原文: 【予算・中】: 2 : 3コスト
    原文: 【予算・大】: 3 : 6コスト
    English: A player can use the following cards as cost. Card name : cost (what it pays) : cost to gain
      it. 予算・小: 1 : 0. 予算・中: 2 : 3. 予算・大: 3 : 6.
    # The referee cites this clause when a role card is offered as payment (an event card offered as payment
    # cites ET-TERM-EVENT).

    Scenario: two medium cards pay the 4 of music2
      When the log continues:
        """
        Aki budget small
        Aki cast music2 music $ medium medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value                   |
        | slot Aki music | music2                  |
        | stock Aki      | small*6 script4 tieup ?? |
        | discard-count  | 2                       |

    Scenario: a large card counts 3: large, medium and small pay the 6 of script4 (written in Japanese)
      When the log continues:
        """
        Aki budget small
        Aki gain large $ medium medium small small
        Aki end
        Ben end
        Aki 配役 脚本家4 脚本家 $ 大 中 小
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value                        |
        | slot Aki script | script4                      |
        | stock Aki       | small*5 medium music2 tieup ?? |
        | discard-count   | 3                            |

    Scenario: a role card offered as payment is caught
      When the log continues:
        """
        Aki budget small
        Aki cast script4 script $ medium medium small small music2
        """
      Then the referee reports ET-COST-VALUES at "Aki cast script4 script $ medium medium small small music2"

  @clause:ET-COST-GAIN
  Rule: ET-COST-GAIN To gain a budget card costs 0 (小), 3 (中) or 6 (大)
    見出し: 取得必要コスト：【予算・小】0、【予算・中】3、【予算・大】6
    検索語: 買う、購入、値段、いくらで買える、中を得るには3、大を得るには6、両替、交換、buy budget, purchase, price, how much to buy, exchange, upgrade money, cost to get, cost of a large budget card, cost of a medium budget card
    原文: カード名:コスト:取得必要コスト
    原文: 【予算・小】: 1 : 0コスト
    原文: 【予算・中】: 2 : 3コスト
    原文: 【予算・大】: 3 : 6コスト
    English: The third column, 取得必要コスト, is the cost of gaining the card: 予算・小 0, 予算・中 3, 予算・大 6.
      Only budget cards are turned over to meet it, at their values of the second column.
    # The referee cites this clause when a card that is not a budget card is turned over to gain one (a
    # gain short of the cost cites ET-SCOUT-GAIN-M or ET-SCOUT-GAIN-L).

    Scenario: a small card for nothing
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
        | pile small  | 0                                      |

    Scenario: a medium card for three small cards turned over
      When the log continues:
        """
        Aki budget small
        Aki gain medium $ small small small
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value                                  |
        | stock Aki   | small*6 medium*3 script4 music2 tieup ?? |
        | flipped Aki | small*3                                |
        | pile medium | 7                                      |

    Scenario: a large card for two medium and two small cards turned over
      When the log continues:
        """
        Ben budget small
        Ben gain large $ medium medium small small
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value                                        |
        | stock Ben   | small*6 medium*2 large actor5 director1 ??*2 |
        | flipped Ben | small*2 medium*2                             |

    Scenario: a role card turned over to gain a medium card is caught
      When the log continues:
        """
        Aki budget small
        Aki gain medium $ music2 small small small
        """
      Then the referee reports ET-COST-GAIN at "Aki gain medium $ music2 small small small"
