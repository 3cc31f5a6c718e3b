@game:curtain-call
Feature: カーテンコール — 5. カーテンコール (curtain call)
  The game ends the moment the Joker comes out of the set or one set card is left.
  The result and the breakdown of the points are announced: カミ total, minus the
  hand total, minus the boo penalty; the larger final total wins.
  Every scenario here finishes one whole recorded game. The set holds all the 2s, 3s
  and 4s, so no opened card can ever be paired (each stays face up on the main stage,
  CC-RULING-UNPAIRED). After 18 turns two set cards are left: position 6 holds the
  Joker and position 13 the 4 of spades. Aki has booed twice, Ben nine times.

  Background:
    Given a curtain-call game between Aki and Ben:
      """
      table deal Aki AS AH 5S 5H 6S 6H 7S 7H 8S 8H 9S 9H 10S 10H JS JH QS QH KS KH
      table deal Ben AD AC 5D 5C 6D 6C 7D 7C 8D 8C 9D 9C 10D 10C JD JC QD QC KD KC
      table set ??*13
      # turn 1: Aki is ルミナ
      Aki scout KD
      Aki actor KS
      Aki kuroko KD
      Ben boo
      Aki reveal KD
      Aki open 1 = 2S
      # turn 2: Ben is ルミナ
      Ben scout 5S
      Ben actor 5D
      Ben kuroko 5S
      Aki boo
      Ben reveal 5S
      Ben open 2 = 3H
      # turn 3: Aki is ルミナ
      Aki scout QC
      Aki actor QS
      Aki kuroko 9H
      Ben boo
      Aki reveal 9H
      Ben open 3 = 4D
      # turn 4: Ben is ルミナ
      Ben scout AH
      Ben actor AD
      Ben kuroko 6C
      Aki boo
      Ben reveal 6C
      Aki open 4 = 2C
      # turn 5: Aki is ルミナ
      Aki scout 7C
      Aki actor 7C
      Aki kuroko 7S
      Ben boo
      Aki reveal 7S
      Aki open 5 = 3S
      # turn 6: Ben is ルミナ
      Ben scout 10S
      Ben actor 10D
      Ben kuroko 10S
      Aki clap
      # turn 7: Aki is ルミナ
      Aki scout JC
      Aki actor JS
      Aki kuroko JC
      Ben boo
      Aki reveal JC
      Aki open 7 = 4H
      # turn 8: Ben is ルミナ
      Ben scout 8H
      Ben actor 9D
      Ben kuroko 8H
      Aki clap
      # turn 9: Aki is ルミナ
      Aki scout 6D
      Aki actor 6S
      Aki kuroko 6D
      Ben boo
      Aki reveal 6D
      Aki open 8 = 2H
      # turn 10: Ben is ルミナ
      Ben scout AS
      Ben actor KC
      Ben kuroko AS
      Aki clap
      # turn 11: Aki is ルミナ
      Aki scout QD
      Aki actor QH
      Aki kuroko QD
      Ben boo
      Aki reveal QD
      Aki open 9 = 3D
      # turn 12: Ben is ルミナ
      Ben scout KH
      Ben actor 5C
      Ben kuroko KH
      Aki clap
      # turn 13: Aki is ルミナ
      Aki scout 8D
      Aki actor 8S
      Aki kuroko 7H
      Ben boo
      Aki reveal 7H
      Ben open 10 = 4C
      # turn 14: Ben is ルミナ
      Ben scout JH
      Ben actor JD
      Ben kuroko JH
      Aki clap
      # turn 15: Aki is ルミナ
      Aki scout 9C
      Aki actor 9S
      Aki kuroko 9C
      Ben boo
      Aki reveal 9C
      Aki open 11 = 2D
      # turn 16: Ben is ルミナ
      Ben scout 10H
      Ben actor 10C
      Ben kuroko 10H
      Aki clap
      # turn 17: Aki is ルミナ
      Aki scout AC
      Aki actor QC
      Aki kuroko 6H
      Ben boo
      Aki reveal 6H
      Ben open 12 = 3C
      # turn 18: Ben is ルミナ
      Ben scout 8D
      Ben actor 8C
      Ben kuroko 8D
      Aki clap
      """
    And the log is the whole game

  @clause:CC-CALL-END
  Rule: CC-CALL-END The Joker from the set or one set card left: the game ends at that point
    見出し: セットからジョーカーが登場するか残り1枚でゲーム終了
    検索語: ゲーム終了、終わり、終わる、いつ終わる、終了条件、最後の1枚、ラスト1枚、残り1枚、セットがなくなる、セット切れ、即終了、すぐ終わる、途中で終わる、ジョーカーが出たら、end of the game、when does the game end、end condition、game over、game ends immediately、last card、one card left、set runs out、stop、finish、end at once
    原文: セットからジョーカーが登場した場合またはセットのカードが残り1枚となった場合、その時点でゲームが終了となる。
    English: When the Joker comes out of the set, or when one card of the set is left, the game ends at that point.

    Scenario: the game ends with one set card left
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact      | value     |
        | ending    | last-card |
        | set-count | 1         |
        | hand Aki  | 5H        |
        | hand Ben  | 7D        |

    Scenario: the game ends when the Joker comes out of the set
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 6 = JK
        Aki open 13 = 4S
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact      | value       |
        | ending    | joker       |
        | kami Aki  | KS AD 7C JS 6S QH 9S AC 4S |
        | shimo Aki | KD 6C 7S JC 6D QD 9C AH JK |

    Scenario: turning up the last set card after the end is caught
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        Aki open 6 = JK
        """
      Then the referee reports only CC-CALL-END
      And the referee reports CC-CALL-END at "Aki open 6 = JK"

    Scenario: presenting cards after the end is caught
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        Ben actor 7D
        """
      Then the referee reports CC-CALL-END at "Ben actor 7D"

  @clause:CC-CALL-ANNOUNCE
  Rule: CC-CALL-ANNOUNCE At the curtain call the result and the breakdown of the points are announced
    見出し: カーテンコール：勝敗の発表とポイントの内訳
    検索語: 結果発表、勝敗の発表、勝者の発表、得点発表、スコア発表、内訳、result、who won、announce、score breakdown、final result、declare the winner
    原文: カーテンコールでは勝敗の発表とポイントの内訳を主に行う。
    English: The curtain call is mainly the announcement of who won and of the breakdown of the points.
    # A claimed winner (claim winner: NAME, or draw) is checked against the cards and cites this clause.

    Background:
      Given the log so far:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        """

    Scenario: the announced winner and breakdown agree with the cards
      When the log continues:
        """
        claim winner: Ben
        claim Aki: kami 60, hand 5, boo 15, total 40
        claim Ben: kami 103, hand 7, boo 0, total 96
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | winner | Ben   |

    Scenario: a wrongly announced winner is caught
      When the log says "claim winner: Aki"
      Then the referee reports only CC-CALL-ANNOUNCE
      And the referee reports CC-CALL-ANNOUNCE at "claim winner: Aki"

    Scenario: a draw announced for a decided game is caught
      When the log says "claim winner: draw"
      Then the referee reports CC-CALL-ANNOUNCE at "claim winner: draw"

  @clause:CC-CALL-KAMI
  Rule: CC-CALL-KAMI Each player totals the numbers of the cards on their stage's カミ
    見出し: ポイントの集計：カミのカードの数字の合計
    検索語: カミの合計、カミの得点、得点になるカード、数える、足す、足し算、シモは数えない、黒子札の点数、points、count、counts toward the score、add up、which cards score、kami total、sum、does shimo count
    原文: ・ルミナとノクスはそれぞれのステージのカミに配置されているカードの数字の合計を算出する。
    English: Lumina and Nox each add up the numbers of the cards placed on the カミ of their own stage.
    # The numbers of A, J, Q, K and the Joker are a ruling: CC-RULING-CARD-VALUES (A=1 … K=13 by default).

    Background:
      Given the log so far:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        """

    Scenario: the カミ totals of both players
      When the log continues:
        """
        claim Aki: kami 60
        claim Ben: kami 103
        """
      Then the referee accepts the log
      And the table shows:
        | fact     | value                                 |
        | kami Aki | KS AD 7C JS 6S QH 9S AC               |
        | kami Ben | 5D QS 10D 9D KC 5C 8S JD 10C QC 8C    |

    Scenario: a カミ total that also counts the シモ cards is caught
      When the log says "claim Aki: kami 125"
      Then the referee reports only CC-CALL-KAMI

    Scenario: a カミ total that is off by one is caught
      When the log says "claim Ben: kami 104"
      Then the referee reports CC-CALL-KAMI at "claim Ben: kami 104"

  @clause:CC-CALL-HAND
  Rule: CC-CALL-HAND Cards left in hand are totalled as well
    見出し: ポイントの集計：残った手札の数字の合計
    検索語: 残り手札、手残り、持ち札、余った手札、失点、マイナス、減点、引かれる、手札の点数、leftover cards、cards left in hand、unplayed cards、minus、negative、penalty for hand、hand counts against
    原文: ・手札が残っていれば、手札の数字の合計を算出する。
    English: If cards are left in hand, the numbers of the hand are added up.
    # A player may show their remaining hand (show CARD…); the show must match what the log knows of that hand.

    Background:
      Given the log so far:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        """

    Scenario: both players show their last card and the hand totals agree
      When the log continues:
        """
        Aki show 5H
        Ben show 7D
        claim Aki: hand 5
        claim Ben: hand 7
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 1     |
        | hand-count Ben | 1     |

    Scenario: showing more cards than the hand holds is caught
      When the log says "Ben show 7D 5H"
      Then the referee reports CC-CALL-HAND at "Ben show 7D 5H"

    Scenario: a hand total that forgets the hand is caught
      When the log says "claim Ben: hand 0"
      Then the referee reports only CC-CALL-HAND

  @clause:CC-CALL-BOO
  Rule: CC-CALL-BOO Boo penalty: after a last-card ending, 15 points for each boo short of the quota
    見出し: ブーイングペナルティ：規定に満たない回数×15ポイント
    検索語: ブーイングペナルティ、ブーイング不足、足りない、不足数、罰、罰則、減点、マイナス15、15点、too few boos、not enough boos、penalty points、deduction、minus 15、15 points
    原文: ・ブーイングペナルティ：（残りカードが1枚でカーテンコールに移行した場合）ブーイングの回数が規定に満たない場合、不足数×15ポイントが最終ポイントからマイナスされる。
    English: Boo penalty: (when the curtain call came with one card left) a player whose number of boos falls short
      of the required number loses 15 points per missing boo from the final points.
    # The required number (規定) is a ruling, CC-RULING-BOO-QUOTA (3 by default); so is when the penalty applies,
    # CC-RULING-BOO-PENALTY.

    Scenario: two boos are one short of three after a last-card ending
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        claim Aki: boos 2, boo 15
        claim Ben: boos 10, boo 0
        """
      Then the referee accepts the log
      And the table shows:
        | fact     | value |
        | boos Aki | 2     |
        | boos Ben | 10    |

    Scenario: no boo penalty after a Joker ending
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 6 = JK
        Aki open 13 = 4S
        claim Aki: boo 0, total 59
        """
      Then the referee accepts the log

    Scenario: a forgotten boo penalty is caught
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        claim Aki: boo 0
        """
      Then the referee reports only CC-CALL-BOO
      And the referee reports CC-CALL-BOO at "claim Aki: boo 0"
      And the finding for CC-CALL-BOO depends on ruling CC-RULING-BOO-QUOTA

    Scenario: a boo penalty charged after a Joker ending is caught
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 6 = JK
        Aki open 13 = 4S
        claim Aki: boo 15
        """
      Then the referee reports CC-CALL-BOO at "claim Aki: boo 15"

  @clause:CC-CALL-FINAL
  Rule: CC-CALL-FINAL Final points: カミ total minus hand total minus boo penalty; the larger wins
    見出し: 最終ポイント：カミの合計−手札の合計−ブーイングペナルティ、大きい方が勝利
    検索語: 勝ち、勝つ、勝ち負け、勝敗の決め方、勝利条件、勝者、得点、スコア、得点計算、最終得点、計算式、合計点、点が高い、多い方、高い方、how to win、who wins、winner、score、scoring、highest score、score formula、win condition、total、final score
    原文: ポイントの集計方法は以下の通り
    原文: カミのカードの合計から、手札の合計とブーイングペナルティを差し引いた数が最終ポイントとなり、最終ポイントが大きい方が勝利。
    English: The points are tallied as follows. The カミ total minus the hand total and the boo penalty is the final
      score, and the player with the larger final score wins.

    Scenario: the final points after a last-card ending
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        claim: Aki 40, Ben 96
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | score Aki | 40    |
        | score Ben | 96    |
        | winner    | Ben   |

    Scenario: the final points after a Joker ending
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 6 = JK
        Aki open 13 = 4S
        claim: Aki 59, Ben 96
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | score Aki | 59    |
        | winner    | Ben   |

    Scenario: final points that leave out the boo penalty are caught
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        claim: Aki 55, Ben 96
        """
      Then the referee reports only CC-CALL-FINAL
      And the referee reports CC-CALL-FINAL at "claim: Aki 55, Ben 96"

    Scenario: final points that add the hand instead of subtracting it are caught
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        claim: Aki 50, Ben 110
        """
      Then the referee reports CC-CALL-FINAL at "claim: Aki 50, Ben 110"
