@game:curtain-call
Feature: カーテンコール — 3. ウォッチフェーズ (watch phase)
  Nox judges the two presented cards with one call: a clap (same number: on to the
  intermission) or a boo (different numbers: on to the spotlight).

  Background:
    Given a curtain-call game between Aki and Ben:
      """
      table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
      table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
      table set ??*13
      Aki scout 8H
      Aki actor 8S
      Aki kuroko ??
      """

  @clause:CC-WATCH-CHOICE
  Rule: CC-WATCH-CHOICE Nox answers the two presented cards with one of the two calls
    見出し: ウォッチフェーズ：ノクスは提示された2枚に対して行動を1つ選ぶ
    検索語: 選択肢、どちらか、どちらか一方、両方、何ができる、それ以外、ほかにできること、他の行動、宣言、判定、予想、見破る、パス、二択、ウォッチ、watch phase、options、choices、respond、call、guess、judge、pass、clap or boo、both、what can the opponent do、nox's choice
    原文: ノクスはルミナの提示した2枚のカード（役者札・黒子札）に対して、以下のいずれかの行動を選択する。
    English: Faced with the two cards Lumina presented (the actor card and the kuroko card), Nox chooses one of the
      following actions.

    Scenario: Nox claps
      When the log says "Ben clap"
      Then the referee accepts the log
      And the table shows:
        | fact     | value |
        | boos Ben | 0     |
        | turn     | 2     |

    Scenario: Nox boos
      When the log says "Ben boo"
      Then the referee accepts the log
      And the table shows:
        | fact     | value  |
        | boos Ben | 1      |
        | phase    | reveal |
        | turn     | 1      |

    Scenario: a boo after a clap is caught
      When the log continues:
        """
        Ben clap
        Ben boo
        """
      Then the referee reports only CC-WATCH-CHOICE

    Scenario: a second boo is caught
      When the log continues:
        """
        Ben boo
        Aki reveal 8H
        Ben ブーイング
        """
      Then the referee reports CC-WATCH-CHOICE at "Ben ブーイング"
      And the table shows:
        | fact     | value |
        | boos Ben | 1     |

    Scenario: a second boo at once is a second boo, not a line written twice
      # issue 31: a boo can be called twice, and a line written twice looks the same; nothing after it tells them
      # apart, so the log's word stands (docs/slips.md, "The log is the record")
      When the log continues:
        """
        Ben boo
        Ben boo
        Aki reveal 8H
        """
      Then the referee reports CC-WATCH-CHOICE at "Ben boo"
      And the referee reports only CC-WATCH-CHOICE

    Scenario: Lumina's clap, which the table takes as the call, is caught at its line
      # issue 31: the call is Nox's; a clap is a clap whoever calls it, and the table goes on to the
      # intermission: the lines after it cannot tell a wrong caller from a wrong name, and the log names Aki
      When the log continues:
        """
        Aki clap
        Ben scout AS
        """
      Then the referee reports CC-TERM-ROLES at "Aki clap"
      And the referee reports only CC-TERM-ROLES
      And the table shows:
        | fact | value |
        | turn | 2     |

    Scenario: Lumina's clap, then Nox's call: Nox's is the call
      When the log continues:
        """
        Aki clap
        Ben boo
        Aki reveal 8H
        """
      Then the referee reports CC-TERM-ROLES at "Aki clap"
      And the referee reports only CC-TERM-ROLES
      And the table shows:
        | fact     | value |
        | boos Ben | 1     |

  @clause:CC-WATCH-CLAP
  Rule: CC-WATCH-CLAP Nox claps when expecting the same number; the intermission follows
    見出し: クラップ：同じ数字と予測したら宣言し、インターミッションへ
    検索語: クラップ、クラップとは、拍手、くらっぷ、信じる、通す、見逃す、スルー、認める、同じだと思う、すぐインターミッション、そのまま交代、clap、applause、applaud、accept、believe、trust、let it pass、no challenge、same number guess
    原文: ①クラップ
    原文: ルミナが出した、役者札と黒子札が同じ数字であると予測する場合はノクスは「クラップ」と宣言し、インターミッションに移行する。
    English: (1) Clap. When Nox expects the actor card and the kuroko card Lumina played to have the same number,
      Nox declares "clap" and play moves on to the intermission.

    Scenario: a clap leads straight to the intermission
      When the log continues:
        """
        Ben クラップ
        Ben scout 2S
        """
      Then the referee accepts the log
      And the table shows:
        | fact     | value  |
        | turn     | 2      |
        | lumina   | Ben    |
        | phase    | action |
        | kami Aki | 8S     |

    Scenario: a kuroko turned up after a clap is caught
      When the log continues:
        """
        Ben clap
        Aki reveal 8H
        """
      Then the referee reports only CC-WATCH-CLAP

    Scenario: a set card opened after a clap is caught
      When the log continues:
        """
        Ben clap
        Aki open 3 = 4C
        """
      Then the referee reports CC-WATCH-CLAP at "Aki open 3 = 4C"

  @clause:CC-WATCH-BOO
  Rule: CC-WATCH-BOO Nox boos when expecting different numbers; the spotlight follows
    見出し: ブーイング：異なる数字と予測したら宣言し、スポットライトフェーズへ
    検索語: ブーイング、ブーイングとは、ブーイングする、ブー、ぶーいんぐ、ブーング、疑う、ダウト、嘘だと思う、違うと思う、指摘、異議、boo、booing、what is a boo、challenge、doubt、call the bluff、bluff、liar、call out、different numbers guess
    原文: ②ルミナが出した役者札と黒子札が異なる数字であると予測する場合ノクス「ブーイング」と宣言し、スポットライトフェーズに移行する。
    English: (2) When Nox expects the actor card and the kuroko card Lumina played to have different numbers, Nox
      declares "boo" and play moves on to the spotlight phase.

    Scenario: a boo leads to the spotlight
      When the log continues:
        """
        Ben ブーイング
        Aki reveal 8H
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | phase     | open  |
        | boos Ben  | 1     |
        | kami Aki  | 8S    |
        | shimo Aki | 8H    |

    Scenario: a boo typed ブーング is read as a boo, said once, and the spotlight follows
      When the log continues:
        """
        Ben ブーング
        Aki reveal 8H
        """
      Then the referee reports only LOG-VERB
      And the table shows:
        | fact      | value |
        | phase     | open  |
        | boos Ben  | 1     |

    Scenario: a boo by Bne is Ben's boo, said once
      When the log continues:
        """
        Bne boo
        Aki reveal 8H
        """
      Then the referee reports only LOG-ACTOR
      And the table shows:
        | fact      | value |
        | boos Ben  | 1     |

    Scenario: skipping the spotlight after a boo is caught
      When the log continues:
        """
        Ben boo
        Ben scout 2S
        """
      Then the referee reports CC-WATCH-BOO at "Ben scout 2S"
      And the referee reports only CC-WATCH-BOO
