@game:crown-crest
Feature: Crown Crest — 3. カードの位相 (positions: active, rest, down)

  Background:
    Given the log:
      """
      game: crown-crest
      players: Aki Ben
      cardset: sample
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 歩兵 補給 急襲 重装兵 補給兵
        Ben draw 軍略 軍略 冷静 歩兵 補給兵 弓兵
        table first Aki
      Aki play 歩兵 R1 pay 1
      Ben play 歩兵 R1 pay 1
      """

  @clause:CR-POS-ACTIVE @definition
  Rule: CR-POS-ACTIVE Active: the unit may move and fight
    見出し: アクティブ状態（移動・戦闘可）
    検索語: 縦、立っている、起きている、通常状態、動ける、戦える、攻撃できる、untapped, upright, ready, standing, can move, can attack, can fight
    原文: 【アクティブ状態】
    原文: 移動・戦闘可
    English: Active: may move and fight.

    Background:
      Given the log so far:
        """
        Aki draw ?? ??
        Ben advance
        """

    Scenario: an active unit moves to the front
      When the log continues:
        """
        table check position 歩兵@R1 Ben active
        Ben move 歩兵 R1 F1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value          |
        | units Ben | 歩兵@F1:active |

    Scenario: an active unit observed as rested is caught
      When the log says "table check position 歩兵@R1 Ben rest"
      Then the referee reports only CR-POS-ACTIVE

  @clause:CR-POS-REST @definition
  Rule: CR-POS-REST Rest: the unit cannot move or fight; a unit enters rested
    見出し: レスト状態（移動・戦闘不可、登場直後の状態）
    検索語: 横、横向き、寝かせる、タップ、休み、休息、出したばかり、攻撃できない、出したユニット、登場したユニット、登場直後、すぐ攻撃、tapped, sideways, resting, just played, cannot attack, cannot move, attack the turn it is played, newly played unit
    原文: 【レスト状態】
    原文: 移動・戦闘不可
    原文: 登場直後の状態
    English: Rest: may not move or fight; the position of a unit that has just entered.

    Scenario: a unit that has just entered is rested
      When the log says "table check position 歩兵@R1 Aki rest"
      Then the referee accepts the log
      And the table shows:
        | fact      | value        |
        | units Aki | 歩兵@R1:rest |

    Scenario: moving a unit in the turn it entered is caught
      When the log says "Aki move 歩兵 R1 F1"
      Then the referee reports only CR-POS-REST

  @clause:CR-POS-DOWN @definition
  Rule: CR-POS-DOWN Down: the unit cannot move or fight; the position after a fight
    見出し: ダウン状態（移動・戦闘不可、戦闘後の状態）
    検索語: 逆向き、逆さま、さかさま、上下逆、180度、ひっくり返す、戦闘後、疲労、upside down, reversed, flipped, downed, knocked down, after fighting
    原文: 【ダウン状態】
    原文: 戦闘後の状態
    English: Down: may not move or fight; the position of a unit after a fight.

    Background:
      Given the log so far:
        """
        Aki draw ?? ??
        Ben advance
        Ben move 歩兵 R1 F1
        Aki move 歩兵 R1 F1
        Aki assign 1 歩兵@F1
        Ben fight F1 Aki
        Aki retreat 歩兵@F1 R2
        """

    Scenario: the winning unit is down after the fight
      When the log says "table check position 歩兵@R2 Aki down"
      Then the referee accepts the log
      And the table shows:
        | fact      | value        |
        | units Aki | 歩兵@R2:down |

    Scenario: the downed unit observed as active is caught
      When the log says "table check position 歩兵@R2 Aki active"
      Then the referee reports only CR-POS-DOWN

  @clause:CR-POS-RULE
  Rule: CR-POS-RULE Three positions; rested and downed units neither move nor fight
    見出し: カードの位相（レスト・ダウン状態は移動も戦闘もしない）
    検索語: 状態、向き、位相とは、3種類、三つの状態、参加できない、動けない、戦えない、攻撃できない、トークンを置けない、戦闘に参加、positions, orientation, states, three states, can't attack, cannot move, tapped units, cannot get tokens, take part in battle
    原文: バトルゾーンのカードは「**アクティブ** (縦向き)」「**レスト** (横向き)」「**ダウン** (逆向き)」の3つの状態があります。特に、レスト状態・ダウン状態のユニットは、移動できず、バトルに参加しません。
    English: Cards in the battle zone have three positions: active (upright), rest (sideways), down (upside down).
      Rested and downed units cannot move and take no part in battles.

    Scenario: only active units get tokens and fight
      When the log continues:
        """
        Aki draw ?? ??
        Ben advance
        Ben move 歩兵 R1 F1
        Ben assign 1 歩兵@F1
        Ben fight F1 Ben +1
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | vp Ben | 1     |

    Scenario: a rested unit cannot take part in the battle
      When the log continues:
        """
        Ben assign 1 歩兵@R1
        """
      Then the referee reports only CR-POS-RULE
