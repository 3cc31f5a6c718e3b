@game:eitsuku
Feature: えいつく — ゲームの開始 (the set-up)
  Each player starts with 5 small and 2 medium budget cards, two role cards whose kinds two dice
  decide, and two event cards, all in their own stock, face up. The budget is not written: a recorder
  may write it (Aki draw small*5 medium*2), and the referee then checks it, but it is never added
  twice. The dice are written with roll, the cards with draw: first the role cards, then the events
  (Aki draw tieup ??: the second card was not seen). The first week begins when every player's
  set-up is done (ET-WEEK-START).

  Background:
    Given the log:
      """
      game: eitsuku
      players: Aki Ben
      """

  @clause:ET-SETUP-BUDGET
  Rule: ET-SETUP-BUDGET Each player puts 5 予算・小 and 2 予算・中 into their stock
    見出し: ゲームの開始：【予算・小】5枚と【予算・中】2枚を『ストック場』に配置する
    検索語: 初期予算、最初の予算、最初にもらう、配る、初期手札、何枚持って始める、小5枚、中2枚、最初の予算カード、予算カードは何枚、開始時の予算、セットアップ、ゲームの準備、始め方、starting budget, starting money, deal, hand out, how many cards at start, setup, initial budget, set up the game, what you start with
    原文: プレイヤーは次のカードを『ストック場』に配置する。
    原文: 【予算・小】カード 5枚
    原文: 【予算・中】カード 2枚
    English: Each player puts the following cards into their stock: 5 small budget cards, 2 medium budget cards.
    # The cards come from the budget piles (ruling ET-RULING-SETUP-BUDGET). The referee cites this clause when
    # a written set-up budget is not 5 small and 2 medium.

    Scenario: the set-up budget is implied
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value                                  |
        | stock Aki       | small*5 medium*2 script4 music2 tieup ?? |
        | stock-count Aki | 11                                     |
        | stock Ben       | small*5 medium*2 actor5 director1 ??*2 |
        | pile small      | 2                                      |
        | pile medium     | 8                                      |
        | pile large      | 12                                     |

    Scenario: a recorder writes the set-up budget in Japanese; it is not added twice
      When the log continues:
        """
        Aki 引く 小*5 中*2
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value                                  |
        | stock Aki       | small*5 medium*2 script4 music2 tieup ?? |
        | stock-count Aki | 11                                     |

    Scenario: a set-up budget of six small cards is caught
      When the log says "Aki draw small*6 medium*2"
      Then the referee reports ET-SETUP-BUDGET at "Aki draw small*6 medium*2"

  @clause:ET-SETUP-ROLE
  Rule: ET-SETUP-ROLE Each player puts two role cards into their stock
    見出し: ゲームの開始：【役割カード】2枚を『ストック場』に配置する
    検索語: 最初の役割カード、初期の役割、役割は何枚、最初に何枚、配る、セットアップ、starting role cards, initial roles, how many roles at start, deal roles, two roles, setup
    原文: 【役割カード】2枚 → ダイスを振って決定する。
    English: Two role cards (their kinds decided by rolling a die: ET-SETUP-ROLE-DIE).
    # The referee cites this clause when a player's set-up role cards are not two.

    Scenario: two role cards
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2 script4
        """
      Then the referee accepts the log
      And the table shows:
        | fact              | value |
        | pile-count music  | 14    |
        | pile-count script | 14    |
        | stock-count Aki   | 9     |

    Scenario: one role card is caught
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2
        """
      Then the referee reports ET-SETUP-ROLE at "Aki draw music2"

    Scenario: three role cards are caught
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2 script4 actor1
        """
      Then the referee reports ET-SETUP-ROLE at "Aki draw music2 script4 actor1"

  @clause:ET-SETUP-ROLE-DIE
  Rule: ET-SETUP-ROLE-DIE A die for each role card: 1–2 役者, 3 音楽家, 4 演出家, 5 脚本家, 6 any
    見出し: 役割カードの種類はダイスで決定する：1・2役者、3音楽、4演出、5脚本、6任意
    検索語: サイコロ、さいころ、ダイス目、出目、振る、何が出たら、1・2は役者、2回振る、roll a die, dice roll, die result, roll for roles, which role from the die, what does each number mean
    原文: 【役割カード】2枚 → ダイスを振って決定する。
    原文: 1・2役者、3音楽、4演出、5脚本、6任意
    English: The two role cards are decided by rolling a die: 1 or 2 an actor, 3 a composer (音楽家), 4 a
      director (演出家), 5 a script writer (脚本家), 6 any kind.
    # Two dice (or one die twice), written Aki roll 3 5, before the role cards; the kinds of the two cards
    # are those of the two dice, in either order; the number of each card is whatever it shows. A 6 lets
    # the player choose (ET-RULING-DIE-ANY). A die of 0 or 7 is an input error. The referee cites this
    # clause when a card's kind is not the die's, or the cards come before the roll.

    Scenario: a 1 and a 3: an actor and a composer, in either order
      When the log continues:
        """
        Aki roll 1 3
        Aki draw music4 actor2
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value                   |
        | stock Aki | small*5 medium*2 actor2 music4 |

    Scenario: a hurried recorder: ダイス, 引く, 役者/5, 演出家3
      When the log continues:
        """
        Aki ダイス 2 4
        Aki 引く 演出家3 役者/5
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value                          |
        | stock Aki | small*5 medium*2 actor5 director3 |

    Scenario: an actor for a 5 is caught
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2 actor4
        """
      Then the referee reports ET-SETUP-ROLE-DIE at "Aki draw music2 actor4"

    Scenario: role cards drawn before the dice are caught
      When the log says "Aki draw music2 script4"
      Then the referee reports ET-SETUP-ROLE-DIE at "Aki draw music2 script4"

    Scenario: a die of 7 is an input error
      When the log says "Aki roll 3 7"
      Then the referee reports the input error LOG-DIE

  @clause:ET-SETUP-EVENT
  Rule: ET-SETUP-EVENT Each player puts two event cards into their stock
    見出し: ゲームの開始：【イベントカード】2枚を『ストック場』に配置する
    検索語: 最初のイベント、初期イベント、イベントは何枚、開始時のイベント、配る、セットアップ、starting event cards, initial events, how many events at start, deal events, setup
    原文: 【イベントカード】2枚
    English: Two event cards.
    # The referee cites this clause when a player's set-up event cards are not two.

    Scenario: two event cards, one of them unseen; then Ben's set-up, and week 1 begins
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact             | value |
        | pile-count event | 56    |
        | week             | 1     |
        | phase Aki        | start |

    Scenario: three event cards are caught
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ?? ??
        """
      Then the referee reports ET-SETUP-EVENT at "Aki draw tieup ?? ??"
