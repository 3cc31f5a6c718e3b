@game:curtain-call
Feature: カーテンコール — 2. アクションフェーズ (action phase)
  Lumina presents two cards from their own hand: first the actor card face up to
  カミ, then the kuroko card face down to シモ of the Lumina stage.

  Background:
    Given a curtain-call game between Aki and Ben:
      """
      table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
      table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
      table set ??*13
      Aki scout 8H
      """

  @clause:CC-ACTION-ACTOR
  Rule: CC-ACTION-ACTOR Lumina presents one actor card from their hand, scouted card included, face up to カミ
    見出し: アクションフェーズ：役者札を1枚、表向きにしてカミに出す
    検索語: 出す、だす、表で出す、1枚目、最初に出す、引いたカードを出す、引いたばかり、やくしゃ、play a card、present、first card、which card can I play、can I play the card I drew、drawn card
    原文: ルミナはスカウトフェーズで引いたカードを含めた自身の手札から役者札を1枚を選択して、表向きにしてルミナステージのカミに出す。
    English: From their own hand, including the card drawn in the scout phase, Lumina chooses one actor card and
      puts it face up on the カミ of the Lumina stage.

    Scenario: the card just scouted may be the actor card
      When the log says "Aki actor 8H"
      Then the referee accepts the log
      And the table shows:
        | fact           | value  |
        | presented      | 8H / - |
        | hand-count Aki | 20     |
        | phase          | kuroko |

    Scenario: any card of Lumina's own hand may be the actor card
      When the log says "Aki actor KS"
      Then the referee accepts the log
      And the table shows:
        | fact      | value  |
        | presented | KS / - |

    Scenario: a second actor card in the same turn is caught
      When the log continues:
        """
        Aki actor 8S
        Aki actor 7S
        """
      Then the referee reports CC-ACTION-ACTOR at "Aki actor 7S"
      And the referee reports only CC-ACTION-ACTOR

    Scenario: an actor card from Nox's hand is caught
      When the log says "Aki actor 9H"
      Then the referee reports only CC-ACTION-ACTOR

    Scenario: an actor card from the set is caught
      When the log says "Aki actor 4C"
      Then the referee reports CC-ACTION-ACTOR at "Aki actor 4C"

  @clause:CC-ACTION-KUROKO
  Rule: CC-ACTION-KUROKO Then Lumina presents one kuroko card from their hand, face down to シモ
    見出し: アクションフェーズ：続けて黒子札を1枚、裏向きにしてシモに出す
    検索語: 2枚目、役者札の次、役者札が先、出す順番、後に出す、伏せて出す、裏で出す、隠して出す、どのカードでも、好きなカード、違う数字でもいい、嘘をつく、嘘、ブラフ、ハッタリ、くろこ、クロコ、黒衣、second card、hidden card、face-down card、any card、bluff、secret card、play order、which card first、different number、lie
    原文: 続けて、自身の手札から黒子札を1枚を選択して、裏向きにして同様にルミナステージのシモに出す。
    English: Next, Lumina chooses one kuroko card from their own hand and, in the same way, puts it face down on
      the シモ of the Lumina stage.

    Scenario: the kuroko card follows the actor card
      When the log continues:
        """
        Aki actor 8S
        Aki kuroko 8H
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value   |
        | presented      | 8S / 8H |
        | hand-count Aki | 19      |
        | phase          | watch   |

    Scenario: the recorder may not see the kuroko card
      When the log continues:
        """
        Aki actor 8S
        Aki kuroko ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value   |
        | presented      | 8S / ?? |
        | hand-count Aki | 19      |

    Scenario: a kuroko card before the actor card is caught
      When the log continues:
        """
        Aki kuroko 8H
        Aki actor 8S
        """
      Then the referee reports only CC-ACTION-KUROKO

    Scenario: a second kuroko card in the same turn is caught
      When the log continues:
        """
        Aki actor 8S
        Aki kuroko 8H
        Aki kuroko 7H
        """
      Then the referee reports CC-ACTION-KUROKO at "Aki kuroko 7H"

    Scenario: a kuroko card from Nox's hand is caught
      When the log continues:
        """
        Aki actor 8S
        Aki kuroko 9H
        """
      Then the referee reports CC-ACTION-KUROKO at "Aki kuroko 9H"
      And the referee reports only CC-ACTION-KUROKO
