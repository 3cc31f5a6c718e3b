@game:nozoku
Feature: ノゾクダイス — ゲームの進行 (the round)
  A round is the preparation, the acquisition and the check; rounds repeat until the check
  finds the end condition met. Logs name the bundled default game set (see 09_rulings.feature).

  Background:
    Given the log:
      """
      game: nozoku
      players: Aki Ben
      gameset: default
      Aki roll R1=3 R2=5
      Ben roll B1=2 B2=2
      table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
      """

  @clause:NZ-ROUND
  Rule: NZ-ROUND Rounds of three phases repeat until the end condition
    見出し: ゲームの進行：3つのフェイズからなるラウンドを繰り返す
    検索語: 流れ、ゲームの流れ、進め方、遊び方、ラウンドの流れ、何ラウンド、繰り返し、いつまで続く、フェーズ、game flow, how to play, how many rounds, phases, repeat, overview
    原文: このゲームは、確認フェイズでゲームの終了条件を満たすまで、以下の3つのフェイズからなるラウンドを繰り返します。
    原文: 準備フェイズ 獲得フェイズ 確認フェイズ
    English: The game repeats rounds of three phases (preparation, acquisition, check) until the end condition is met in the check phase.

    Scenario: a whole round is followed by the next round's preparation
      When the log continues:
        """
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki nozoku F R1 -> 4
        Aki play E take B5
        Aki main R2 -> 4
        Aki sub R1 -> 5
        Ben pass
        table start Ben
        Ben reroll R5=1 B4=2 W3=5
        """
      Then the referee accepts the log
      And the table shows:
        | fact         | value |
        | round        | 2     |
        | start player | Ben   |
        | dice Aki     | R1=5 R2=4 B5=5/1 |
        | dice Ben     | R4=2/3 B1=3 B2=4/2 |

    Scenario: a card played before any preparation is caught
      When the log says "Ben play B take R4"
      Then the referee reports only NZ-ROUND

    Scenario: a card played after the round without a new preparation is caught
      When the log continues:
        """
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki play E take B5
        Aki main R2 -> 4
        Aki sub R1 -> 4
        Ben play D take B3
        """
      Then the referee reports NZ-ROUND at "Ben play D take B3"
