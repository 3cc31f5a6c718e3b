@game:curtain-call
Feature: カーテンコール — 4. インターミッション (intermission)
  At the intermission Lumina and Nox swap roles and the next turn starts again with
  the scout phase; this repeats until the curtain call.

  Background:
    Given a curtain-call game between Aki and Ben:
      """
      table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
      table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
      table set ??*13
      # turn 1: Aki is ルミナ
      Aki scout 8H
      Aki actor 8S
      Aki kuroko 8H
      Ben boo
      Aki reveal 8H
      Aki open 3 = 4C
      Aki pair 4S
      """

  @clause:CC-INTER-SWAP
  Rule: CC-INTER-SWAP At the intermission the roles swap and play starts again from the scout phase
    見出し: インターミッション：役割を入れ替え、スカウトフェーズから繰り返す
    検索語: インターミッション、インターミッションとは、交代、交互、入れ替わる、役割の入れ替え、攻守交代、役割交代、手番交代、手番が移る、次のターン、次は誰、番が回る、intermission、next turn、whose turn next、take turns、alternate、change sides、switch sides、swap roles、turn order
    原文: インターミッションに到達したら、ルミナとノクスの役割を入れ替え、スカウトフェーズから順を追ってフェーズを進行する。以下、これを繰り返す。
    English: On reaching the intermission, Lumina and Nox swap roles and the phases are played again in order,
      starting from the scout phase. This repeats from then on.

    Scenario: the roles swap at every intermission
      When the log continues:
        """
        # turn 2: Ben is ルミナ
        Ben scout 2S
        Ben actor 9H
        Ben kuroko 2S
        Aki clap
        # turn 3: Aki is ルミナ again
        Aki scout 9D
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value  |
        | turn      | 3      |
        | lumina    | Aki    |
        | nox       | Ben    |
        | phase     | action |
        | kami Ben  | 9H     |
        | shimo Ben | 2S     |

    Scenario: the new turn starts again with the scout
      When the log says "Ben scout 2S"
      Then the referee accepts the log
      And the table shows:
        | fact           | value  |
        | turn           | 2      |
        | lumina         | Ben    |
        | hand-count Ben | 20     |
        | hand-count Aki | 17     |

    Scenario: the old Lumina scouting again after the intermission is caught
      When the log says "Aki scout 9H"
      Then the referee reports CC-INTER-SWAP at "Aki scout 9H"

    Scenario: the old Nox calling again after the intermission is caught
      When the log continues:
        """
        Ben scout 2S
        Ben actor 9H
        Ben kuroko 2S
        Ben boo
        Aki boo
        """
      Then the referee reports only CC-INTER-SWAP

    @clause:CC-SCOUT-DRAW
    Scenario: the new turn presenting without its scout is caught
      When the log says "Ben actor 9H"
      Then the referee reports only CC-SCOUT-DRAW
      And the table shows:
        | fact   | value |
        | turn   | 2     |
        | lumina | Ben   |
