@game:crown-crest
Feature: Crown Crest — 3. カードのプレイ (playing cards: units, reinforcement, commands and links)

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
      """

  @clause:CR-PLAY-COST
  Rule: CR-PLAY-COST Playing a card destroys tokens equal to its cost
    見出し: カードのプレイ：コストと同じ数の戦力トークンを廃棄する
    検索語: 払う、支払う、支払い、消費、足りない、払えない、コストの払い方、いくつ必要、pay, payment, spend, afford, how much, how to pay, not enough tokens
    原文: カードをプレイするには、そのコストに等しい戸数の戦力トークンを**廃棄**する必要があります。(廃棄したトークンはなくなります。)
    English: To play a card, destroy (廃棄) as many force tokens as its cost; destroyed tokens are gone.

    Scenario: a unit of cost 1 costs one token
      When the log says "Aki play 歩兵 R1 pay 1"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | tokens Aki | 1     |

    Scenario: a unit that costs more tokens than one has is caught
      When the log says "Aki play 重装兵 R1"
      Then the referee reports only CR-PLAY-COST

    Scenario: paying the wrong cost is caught
      When the log says "Aki play 歩兵 R1 pay 2"
      Then the referee reports only CR-PLAY-COST

  @clause:CR-UNIT-ENTER
  Rule: CR-UNIT-ENTER A played unit enters its owner's rear area, rested
    見出し: ユニットは後方エリアにレスト状態で登場する
    検索語: どこに出す、出したユニット、出したばかり、出してすぐ、すぐ動ける、召喚酔い、横向き、寝かせる、場に出る、前線に直接、いきなり前線、プレイしたユニット、登場する場所、どこに置く、where does a unit enter, summoning sickness, enters tapped, enters sideways, can it attack right away, just played, play into a front, straight into the front, straight to the front, play directly to the front, played unit, new unit, new units
    原文: プレイしたユニットカードは、バトルゾーンの後方エリアに**レスト状態**で登場します。
    English: A played unit card enters a rear area of the battle zone in the rest position.

    Scenario: the unit enters a rear area rested
      When the log says "Aki play 歩兵 R2 pay 1"
      Then the referee accepts the log
      And the table shows:
        | fact      | value        |
        | units Aki | 歩兵@R2:rest |

    Scenario: a unit played to a front area is caught
      When the log says "Aki play 歩兵 F1 pay 1"
      Then the referee reports only CR-UNIT-ENTER

  @clause:CR-REINFORCE
  Rule: CR-REINFORCE A unit of a name one already commands goes under it
    見出し: 補強：同じ名前のユニットの下に重ねる
    検索語: 同じユニット、同名ユニット、2枚目、二枚目、重ね、スタック、合体、強化、同じのを出す、stack, same unit, duplicate, second copy, put under, combine
    原文: ただし、ユニットが登場するに際し、既にあなたが同じ名前のユニットを指揮している場合、代わりに、既に出ていた方の下に重ねます。
    English: But when a unit enters while you already command a unit of the same name, it is put under the one
      already there instead.

    Scenario: the second 歩兵 goes under the first
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki play 歩兵 pay 1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value          |
        | units Aki | 歩兵@R1:restx2 |
        | tokens Aki | 0             |

    Scenario: a second unit of the same name in another area is caught
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki play 歩兵 R2 pay 1
        """
      Then the referee reports only CR-REINFORCE

  @clause:CR-REINFORCE-EFFECT
  Rule: CR-REINFORCE-EFFECT A unit with a card under it has its 【補強】 effect
    見出し: 重なっているユニットは【補強】効果を発揮する
    検索語: 補強ボーナス、重ねると、重ねたら、能力、発動条件、1枚でも、スタックボーナス、bonus, reinforce ability, stacked bonus, reinforcement effect, when does it trigger, one card under
    原文: これを「**補強**」と呼び、1枚でもカードが重なっているユニットは、その【**補強**】効果を発揮します。
    English: This is called reinforcement (補強); a unit with at least one card under it has its 【補強】 effect.

    Scenario: the reinforced 歩兵 gets its power +1
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki move 歩兵 R1 F1
        """
      Then the referee accepts the log
      And the table shows:
        | fact         | value            |
        | units Aki    | 歩兵@F1:activex2 |
        | power F1 Aki | 5                |

    Scenario: the 【補強】 effect of a lone unit is caught
      When the log continues:
        """
        Aki pass
        Ben play 補給兵 R1 pay 2
        Aki draw ?? ??
        Ben advance
        Ben gain 1 by 補給兵
        """
      Then the referee reports only CR-REINFORCE-EFFECT

  @clause:CR-REINFORCE-POWER
  Rule: CR-REINFORCE-POWER In a fight the powers of a stack add up
    見出し: 重なっているユニットカードの戦力は合計する
    検索語: 強さ、パワー、攻撃力、戦闘力、足し算、合計、重ねた分、数値、power, strength, add up, total, sum, combined power, stacked power
    原文: また、バトルの際は重なっているユニットカードのつよさも合計します。
    English: In a battle the strength of the stacked unit cards is added up too.

    Background:
      Given the log so far:
        """
        Aki play 歩兵 R1 pay 1
        Aki play 歩兵 R1 pay 1
        Ben play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Ben move 歩兵 R1 F1
        Aki move 歩兵 R1 F1
        """

    Scenario: the stack of two 歩兵 beats a single 歩兵
      When the log continues:
        """
        table check power F1 Aki 5
        Ben fight F1 Aki +1
        Aki retreat 歩兵@F1 R1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value          |
        | vp Aki    | 1              |
        | units Aki | 歩兵@R1:downx2 |

    Scenario: counting only the top card of the stack is caught
      When the log says "table check power F1 Aki 2"
      Then the referee reports only CR-REINFORCE-POWER

  @clause:CR-COMMAND-LINKZONE
  Rule: CR-COMMAND-LINKZONE A played command goes to the link zone and its effect resolves
    見出し: コマンドはリンクゾーンに置いて効果を解決する
    検索語: コマンドを使う、使ったコマンド、効果、発動、処理、呪文、スペル、use a command, cast, spell, resolve, activate, where does a played command go, command effect
    原文: プレイしたコマンドカードはリンクゾーンに置いて、その効果を解決します。
    English: A played command card is put in the link zone and its effect is resolved.

    Scenario: 補給 draws two cards
      When the log continues:
        """
        Aki play 補給 pay 2
        Aki draw ?? ?? by 補給
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | link Aki       | 補給  |
        | hand-count Aki | 7     |

    Scenario: the effect of a command that was not played is caught
      When the log says "Aki gain 1 by 急襲"
      Then the referee reports only CR-COMMAND-LINKZONE

  @clause:CR-COMMAND-LINK
  Rule: CR-COMMAND-LINK The link number is a command's place among one's commands this turn
    見出し: リンク数
    検索語: リンク数の数え方、何枚目、何番目、連鎖、コンボ、チェイン、つなげる、連続、chain, combo, count, how to count link, order, which command number, sequence
    原文: その際、そのコマンドカードが「自分のリンクゾーンにあるコマンドカードの何枚目であるか」(そのターンに使った自分の何枚目のコマンドカードであるか)を数え、それを「**リンク数**」と呼びます。
    English: Count which card of your link zone the command is (your how-manieth command this turn); that is its
      link number.

    Background:
      Given the log so far:
        """
        Aki pass
        """

    Scenario: the second command of the turn has link number 2
      When the log continues:
        """
        Ben play 軍略 pay 2 link 1
        Ben gain 2 by 軍略
        Ben play 軍略 pay 2 link 2
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value     |
        | link Ben   | 軍略 軍略 |
        | tokens Ben | 0         |

    Scenario: the first command called link 2 is caught
      When the log says "Ben play 軍略 pay 2 link 2"
      Then the referee reports only CR-COMMAND-LINK

  @clause:CR-COMMAND-LINK-EFFECT
  Rule: CR-COMMAND-LINK-EFFECT A command may have extra effects from a link number on
    見出し: リンク数による追加効果
    検索語: リンクボーナス、連鎖ボーナス、コンボボーナス、ボーナス、リンク2、リンク3、条件、以上、link bonus, combo bonus, extra effect, threshold, link 2, link 3
    原文: コマンドは、リンク数が一定値以上の場合に追加効果を発揮することがあります。
    English: A command may have extra effects when its link number is at least a given value.

    Background:
      Given the log so far:
        """
        Aki pass
        Ben play 軍略 pay 2 link 1
        """

    Scenario: 軍略 at link 2 gains one more token
      When the log continues:
        """
        Ben gain 2 by 軍略
        Ben play 軍略 pay 2 link 2
        Ben gain 3 by 軍略
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | tokens Ben | 3     |

    Scenario: the link-2 effect of a command at link 1 is caught
      When the log says "Ben gain 3 by 軍略"
      Then the referee reports only CR-COMMAND-LINK-EFFECT

  @clause:CR-COMMAND-COST
  Rule: CR-COMMAND-COST A command costs less by one's cards on the battlefield, never below 1
    見出し: コマンドのコストは戦場の自分のカードの枚数だけ小さくなる
    検索語: 安くなる、割引、軽減、コスト減、最低1、0コスト、タダ、無料、最低コスト、discount, cheaper, cost reduction, minimum cost, free, zero cost, at least 1, lowest cost, minimum
    原文: また、コマンドカードをプレイする時、そのコストは「バトルゾーンに出ている自分のカードの枚数」だけ小さくなります。ただし、1より小さくはなりません。(0にはなりません)
    English: When a command card is played its cost is reduced by the number of your cards on the battle zone, but
      never below 1 (never 0).

    Background:
      Given the log so far:
        """
        Aki pass
        Ben play 歩兵 R1 pay 1
        """

    Scenario: 軍略 costs 1 with one card on the battlefield
      When the log continues:
        """
        Ben play 軍略 pay 1
        Ben gain 2 by 軍略
        Ben play 冷静 pay 1
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | tokens Ben | 1     |

    Scenario: paying the printed cost is caught
      When the log says "Ben play 軍略 pay 2"
      Then the referee reports CR-COMMAND-COST at "Ben play 軍略 pay 2"

    Scenario: a cost below 1 is caught
      When the log says "Ben play 冷静 pay 0"
      Then the referee reports only CR-COMMAND-COST
