@game:curtain-call
Feature: カーテンコール — 3'. スポットライトフェーズ (spotlight phase)
  After a boo, Lumina turns the kuroko card face up. Same number (the boo was wrong):
  the pair stays on the Lumina stage and Lumina opens a set card. Different numbers
  (the boo was right): the pair moves to the Nox stage and Nox opens a set card.
  The Joker ends the game after one more card; any other opened card must be paired
  with a hand card of its number if the opener holds one. Then the intermission, or
  the curtain call when one set card is left.
  Most rules use the same open deal: the 12 undealt cards (all clubs but the Ace) and
  the Joker form the set.

  Background:
    Given a curtain-call game between Aki and Ben

  @clause:CC-SPOT-REVEAL
  Rule: CC-SPOT-REVEAL Lumina turns the kuroko card face up and shows its number
    見出し: スポットライトフェーズ：黒子札を表向きにして数字を開示する
    検索語: めくる、捲る、開く、オープン、見せる、公開、答え合わせ、確認、ひっくり返す、黒子札をめくる、違うカード、すり替え、reveal、flip、flip over、turn over、show the hidden card、reveal the kuroko、wrong card、swap the card、check
    原文: ルミナは黒子札を表向きにし、数字を開示する。
    English: Lumina turns the kuroko card face up and discloses its number.

    Background:
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        """

    Scenario: the unseen kuroko card is turned face up
      When the log continues:
        """
        Aki kuroko ??
        Ben boo
        Aki reveal 8H
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | phase     | open  |
        | kami Aki  | 8S    |
        | shimo Aki | 8H    |

    Scenario: the Japanese verb for the reveal is understood
      When the log continues:
        """
        Aki kuroko 7H
        Ben boo
        Aki 開示 7H
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | kami Ben  | 8S    |
        | shimo Ben | 7H    |

    Scenario: a revealed card other than the recorded kuroko card is caught
      When the log continues:
        """
        Aki kuroko 8H
        Ben boo
        Aki reveal 7H
        """
      Then the referee reports only CC-SPOT-REVEAL

    Scenario: opening a set card before the reveal is caught
      When the log continues:
        """
        Aki kuroko 8H
        Ben boo
        Aki open 3 = 4C
        """
      Then the referee reports CC-SPOT-REVEAL at "Aki open 3 = 4C"

    Scenario: the open and the pairing after a skipped reveal happened all the same
      When the log continues:
        """
        Aki kuroko 8H
        Ben boo
        Aki open 3 = 4C
        Aki pair 4S
        """
      Then the referee reports CC-SPOT-REVEAL at "Aki open 3 = 4C"
      And the referee reports only CC-SPOT-REVEAL
      And the table shows:
        | fact      | value    |
        | kami Aki  | 8S 4C    |
        | shimo Aki | 8H 4S    |

  @clause:CC-SPOT-MATCH-OPEN
  Rule: CC-SPOT-MATCH-OPEN Same number: Lumina chooses a set card and turns it face up
    見出し: 同じ数字の場合：ルミナがセットから1枚表向きにする
    検索語: ブーイング失敗、外れ、ハズレ、同じだった、正直だった、出した側がめくる、ルミナがめくる、boo was wrong、wrong boo、failed challenge、honest、truth、presenter opens、who flips the set card
    原文: ①役者札と黒子札が同じ数字の場合
    原文: ルミナはセットからカードを1枚選択し、表向きにする。
    English: (1) When the actor card and the kuroko card have the same number: Lumina chooses one card of the set
      and turns it face up.

    Background:
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        """

    Scenario: Lumina opens a set card after a wrong boo
      When the log continues:
        """
        Aki open 3 = 4C
        Aki pair 4S
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | set-count | 12    |
        | kami Aki  | 8S 4C |

    Scenario: Nox opening the set card after a wrong boo is caught
      When the log says "Ben open 3 = 4C"
      Then the referee reports CC-SPOT-MATCH-OPEN at "Ben open 3 = 4C"

    Scenario: a spotlight in which nobody opens a set card is caught
      When the log says "Ben scout 2S"
      Then the referee reports only CC-SPOT-MATCH-OPEN

  @clause:CC-SPOT-MATCH-STAYS
  Rule: CC-SPOT-MATCH-STAYS Same number: the two presented cards stay on the Lumina stage
    見出し: 同じ数字の場合：提示した2枚はルミナステージに残留する
    検索語: 残る、そのまま、手元に残る、置いたまま、自分の場に残る、ブーイングが外れた、ブーイング失敗、出した2枚、提示した2枚、誰のもの、keep、keep the cards、presented cards、stay、remain、where do the cards go、who gets the cards、boo was wrong、wrong boo、boo fails、both cards
    原文: 提示した2枚のカードはルミナステージに残留する。
    English: The two presented cards remain on the Lumina stage.

    Background:
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        """

    Scenario: the pair stays with Lumina, as the log records
      When the log continues:
        """
        Aki take
        Aki open 3 = 4C
        Aki pair 4S
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | kami Aki  | 8S 4C |
        | shimo Aki | 8H 4S |
        | kami Ben  | -     |
        | shimo Ben | -     |

    Scenario: Nox taking the pair after a wrong boo is caught
      When the log says "Ben take"
      Then the referee reports only CC-SPOT-MATCH-STAYS

  @clause:CC-SPOT-MISMATCH-OPEN
  Rule: CC-SPOT-MISMATCH-OPEN Different numbers: Nox chooses a set card and turns it face up
    見出し: 異なる数字の場合：ノクスがセットから1枚表向きにする
    検索語: ブーイング成功、当たり、的中、見破った、嘘がばれた、ダウト成功、数字が違った、相手がめくる、ノクスがめくる、boo was right、correct boo、successful challenge、numbers don't match、different numbers、challenger opens、who flips the set card
    原文: ②役者札と黒子札が異なる数字の場合
    原文: ノクスはセットからカードを1枚選択し、表向きにする。
    English: (2) When the actor card and the kuroko card have different numbers: Nox chooses one card of the set
      and turns it face up.

    Background:
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 7H
        Ben boo
        Aki reveal 7H
        """

    Scenario: Nox opens a set card after a right boo
      When the log continues:
        """
        Ben open 3 = 4C
        Ben pair 4D
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | set-count | 12    |
        | kami Ben  | 8S 4C |
        | shimo Ben | 7H 4D |

    Scenario: Lumina opening the set card after a right boo is caught
      When the log says "Aki open 3 = 4C"
      Then the referee reports CC-SPOT-MISMATCH-OPEN at "Aki open 3 = 4C"

    Scenario: a right boo after which nobody opens is caught
      When the log says "Ben scout 2S"
      Then the referee reports CC-SPOT-MISMATCH-OPEN at "Ben scout 2S"

  @clause:CC-SPOT-MISMATCH-MOVE
  Rule: CC-SPOT-MISMATCH-MOVE Different numbers: the two presented cards move to the Nox stage
    見出し: 異なる数字の場合：提示した2枚はノクスステージに移動する
    検索語: 取られる、もらう、奪う、相手の場へ、移る、渡す、没収、獲得、誰のもの、ブーイングが当たった、ブーイング成功、出した2枚、提示した2枚、take、steal、win the cards、give、transfer、go to the opponent、where do the cards go、who gets the cards、boo was right、numbers don't match、both cards
    原文: 提示した2枚のカードはノクスステージに移動する。
    English: The two presented cards move to the Nox stage.

    Background:
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 7H
        Ben boo
        Aki reveal 7H
        """

    Scenario: the pair moves to Nox, as the log records
      When the log says "Ben take"
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | kami Ben  | 8S    |
        | shimo Ben | 7H    |
        | kami Aki  | -     |
        | shimo Aki | -     |

    Scenario: Lumina keeping the pair after a right boo is caught
      When the log says "Aki take"
      Then the referee reports only CC-SPOT-MISMATCH-MOVE

  @clause:CC-SPOT-ENDING
  Rule: CC-SPOT-ENDING The Joker or the last set card: the curtain call follows the spotlight
    見出し: ジョーカーまたはセット残り1枚：スポットライトフェーズ終了後にカーテンコール
    検索語: スポットライトの後に終わる、スポットライト終了後、フェーズを終えてから、処理してから終わる、最後の1枚、ラスト1枚、ジョーカーをめくったら、last card、last set card、one card left、finish the phase first、finish the spotlight、joker turned up
    原文: 表向きにしたカードがジョーカーだった場合またはセットのカードが残り1枚となった場合、スポットライトフェーズ終了後にカーテンコールに移行する。
    English: When the card turned face up is the Joker, or when one card of the set is left, play moves on to the
      curtain call once the spotlight phase is over.
    # That is, instead of the intermission: a new turn after such a spotlight cites this clause.
    # The scenarios finish a whole recorded game with no pairs: the set holds all the 2s, 3s and 4s, so nobody can
    # ever pair an opened card. After 18 turns two set cards are left (position 6 holds the Joker, position 13 the
    # 4 of spades).

    Background:
      Given the log so far:
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

    Scenario: opening the second-last set card ends the game after the spotlight
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
        | fact      | value        |
        | ending    | last-card    |
        | set-count | 1            |
        | phase     | curtain-call |

    Scenario: opening the Joker ends the game after the follow-up card
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
        | fact      | value |
        | ending    | joker |
        | set-count | 0     |

    Scenario: a further turn after the last-card spotlight is caught
      When the log continues:
        """
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        # turn 20 should not happen
        Ben scout 5H
        """
      Then the referee reports only CC-SPOT-ENDING
      And the referee reports CC-SPOT-ENDING at "Ben scout 5H"

  @clause:CC-SPOT-JOKER
  Rule: CC-SPOT-JOKER The Joker: the opener turns up one more set card to カミ, then the Joker goes to シモ
    見出し: ジョーカーの場合：もう1枚表向きにしてカミへ、ジョーカーはシモへ
    検索語: ジョーカーを引いたら、ジョーカーが出たら、セットからジョーカー、ジョーカーをめくる、ジョーカーの置き場所、ジョーカーどこ、ババ、JK、ボーナス、joker comes up、found the joker、joker flipped、extra card、bonus card、where does the joker go、joker placement
    原文: なお、表向きにしたカードがジョーカーだった場合、追加でもう1枚セットを表向きにし、自身のステージのカミに配置、その後ジョーカーをシモに配置する。
    English: If the card turned face up is the Joker, the same player turns one more set card face up and places it
      on the カミ of their own stage, then places the Joker on シモ.

    Background:
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        """

    Scenario: Lumina turns up the Joker and one more card after a wrong boo
      When the log continues:
        """
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        Aki open 7 = JK
        Aki open 3 = 4C
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | kami Aki  | 8S 4C |
        | shimo Aki | 8H JK |
        | ending    | joker |

    Scenario: Nox turns up the Joker and one more card after a right boo
      When the log continues:
        """
        Aki kuroko 7H
        Ben boo
        Aki reveal 7H
        Ben open 7 = JK
        Ben open 3 = 4C
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | kami Ben  | 8S 4C |
        | shimo Ben | 7H JK |
        | kami Aki  | -     |

    Scenario: the follow-up card opened by the other player is caught
      When the log continues:
        """
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        Aki open 7 = JK
        Ben open 3 = 4C
        """
      Then the referee reports only CC-SPOT-JOKER

    Scenario: a missing follow-up card after the Joker is caught
      When the log continues:
        """
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        Aki open 7 = JK
        Ben scout 2S
        """
      Then the referee reports CC-SPOT-JOKER at "Ben scout 2S"

  @clause:CC-SPOT-PAIR
  Rule: CC-SPOT-PAIR Not the Joker: an opener holding a card of the same number must pair it
    見出し: ジョーカーでない場合：同じ数字のカードが手札にあれば必ずカミとシモに配置する
    検索語: ペア、揃う、そろう、一致、マッチ、同じ数字を持っていたら、強制、義務、任意、出さなくていい、pair、match、same rank、must、forced、mandatory、optional、keep it in hand
    原文: ジョーカーでない場合は、表向きにしたカードと同じ数字のカードが手札にあれば、**必ず**表向きにしたカードをカミに配置し、自身の手札の同じ数字のカードをシモに配置する。
    原文: ジョーカーでない場合は、表向きにしたカードと同じ数字のカードが手札にあれば**必ず**表向きにしたカードをカミに配置し、自身の手札の同じ数字のカードをシモに配置する。
    English: If it is not the Joker and the opener has a card of the same number in hand, the opener must put the
      opened card on カミ and the hand card of the same number on シモ.
    # The rulebook states this once for each branch (same number / different numbers); the two sentences differ
    # only by a comma. Where the opened card goes when the opener holds no card of its number: CC-RULING-UNPAIRED.

    Scenario: the presenter pairs the opened card with a hand card of its number
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        """
      When the log continues:
        """
        Aki open 3 = 4C
        Aki pair 4S
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | kami Aki       | 8S 4C |
        | shimo Aki      | 8H 4S |
        | hand-count Aki | 18    |
        | main-stage     | -     |

    Scenario: an unseen hand card may be paired and is checked when it is shown
      Given the log so far:
        """
        table deal Aki ??*20
        table deal Ben ??*20
        table set ??*13
        Aki scout ??
        Aki actor 5S
        Aki kuroko ??
        Ben boo
        Aki reveal 7H
        Ben open 2 = 9C
        Ben pair ??
        """
      Then the referee accepts the log
      And the referee cannot verify CC-SPOT-PAIR
      And the table shows:
        | fact      | value |
        | kami Ben  | 5S 9C |
        | shimo Ben | 7H ?? |

    Scenario: a pairing with a card of another number is caught
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        """
      When the log continues:
        """
        Aki open 3 = 4C
        Aki pair 5S
        """
      Then the referee reports only CC-SPOT-PAIR
      And the referee reports CC-SPOT-PAIR at "Aki pair 5S"

    Scenario: an opener who holds the number and does not pair is caught
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        """
      When the log continues:
        """
        Aki open 3 = 4C
        Ben scout 2S
        """
      Then the referee reports only CC-SPOT-PAIR

    Scenario: a skipped pairing comes to light when the unseen hand shows the number
      Given the log so far:
        """
        table deal Aki ??*20
        table deal Ben ??*20
        table set ??*13
        Aki scout ??
        Aki actor 5S
        Aki kuroko ??
        Ben boo
        Aki reveal 7H
        Ben open 2 = 9C
        """
      When the log continues:
        """
        Ben scout 5D
        Ben actor 9D
        """
      Then the referee reports only CC-SPOT-PAIR

    Scenario: a pairing by the player who did not open is caught
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        """
      When the log continues:
        """
        Aki open 3 = 4C
        Ben pair 4D
        """
      Then the referee reports CC-SPOT-PAIR at "Ben pair 4D"

  @clause:CC-SPOT-THEN
  Rule: CC-SPOT-THEN Then the intermission: one set card per spotlight
    見出し: その後、インターミッションへ移行する
    検索語: 1枚だけ、セットは1枚、何枚めくる、続けてめくる、2枚続けて、2枚目をめくる、連続、次へ、then what、after the spotlight、how many set cards per turn、one per turn、second set card、turn over another set card、next turn、move on
    原文: その後、インターミッションへ移行する。
    English: After that, play moves on to the intermission.
    # So one set card is opened per spotlight (the Joker's follow-up card aside); a second one cites this clause.

    Background:
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        Aki open 3 = 4C
        """

    Scenario: after the pairing the intermission hands Lumina to the other player
      When the log continues:
        """
        Aki pair 4S
        Ben scout 2S
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value  |
        | turn   | 2      |
        | lumina | Ben    |
        | nox    | Aki    |
        | phase  | action |

    Scenario: a second set card opened after the pairing is caught
      When the log continues:
        """
        Aki pair 4S
        Aki open 4 = 5C
        """
      Then the referee reports only CC-SPOT-THEN

    Scenario: a second set card opened before the pairing is caught
      When the log says "Aki open 4 = 5C"
      Then the referee reports CC-SPOT-THEN at "Aki open 4 = 5C"
