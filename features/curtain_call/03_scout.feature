@game:curtain-call
Feature: カーテンコール — 1. スカウトフェーズ (scout phase)

  Background:
    Given a curtain-call game between Aki and Ben:
      """
      table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
      table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
      table set ??*13
      """

  @clause:CC-SCOUT-DRAW
  Rule: CC-SCOUT-DRAW Lumina draws one card from Nox's hand, with no redraw
    見出し: スカウトフェーズ：ルミナはノクスの手札から1枚引く（引き直し不可）
    検索語: スカウト、スカウトフェーズ、スカウトとは、引く、ひく、取る、抜く、相手の手札から引く、何枚引く、引き直し、やり直し、選び直し、ババ抜き、すかうと、scout、scouting、scout phase、draw from the opponent、draw again、draw twice、take a card、pick a card、redraw、take back、do over
    原文: ルミナはノクスの手札からカードを1枚引き、自分の手札に加える（引き直し不可）。
    English: Lumina draws one card from Nox's hand and adds it to their own hand (no redraw).

    Scenario: Lumina draws a card from Nox's hand
      When the log says "Aki scout 8H"
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | hand-count Aki | 21   |
        | hand-count Ben | 19   |

    Scenario: a second draw in the same turn is caught
      When the log continues:
        """
        Aki scout 8H
        Aki scout 9H
        """
      Then the referee reports CC-SCOUT-DRAW at "Aki scout 9H"

    Scenario: the scout may name Nox as the player drawn from
      When the log says "Aki scout Ben 8H"
      Then the referee accepts the log
      And the table shows:
        | fact           | value  |
        | hand-count Aki | 21     |
        | hand-count Ben | 19     |
        | phase          | action |

    Scenario: the recorder may not see which card was drawn
      When the log says "Aki scout ??"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 21    |
        | hand-count Ben | 19    |

    Scenario: a card that is not in Nox's hand cannot be drawn
      When the log says "Aki scout 2S"
      Then the referee reports only CC-SCOUT-DRAW

    Scenario: presenting before drawing from Nox's hand is caught
      When the log continues:
        """
        Aki actor 8S
        Aki kuroko 7H
        """
      Then the referee reports CC-SCOUT-DRAW at "Aki actor 8S"
      And the referee reports only CC-SCOUT-DRAW
