@game:curtain-call
Feature: カーテンコール — 裁定 (rulings where the rulebook is silent)
  Each ruling fills a gap in the rulebook with a documented default that a log can
  switch in its header (option NAME: VALUE). A finding that depends on a ruling names it.
  Two recorded games are used. The short game (three turns, ended by the Joker) is dealt
  so that the set holds all the 2s, 3s and 4s and nobody can pair an opened card. The
  long game is the 19-turn game of the curtain-call feature, with the same kind of deal.

  Background:
    Given a curtain-call game between Aki and Ben

  @clause:CC-RULING-BOO-QUOTA @ruling
  Rule: CC-RULING-BOO-QUOTA The required number of boos is 3 per player per game
    見出し: ブーイングの規定回数は各プレイヤー3回
    検索語: ブーイング何回、何回、規定回数、ノルマ、最低回数、最低3回、3回、必要回数、何回必要、how many boos required、how many boos、boo quota、minimum boos、required boos、three boos、times
    Gap: 「ブーイングの回数が規定に満たない場合」 — the boo penalty counts boos short of a required number (規定), but the rulebook never states that number.
    Option: boo-quota
    Affects: CC-CALL-BOO, CC-CALL-FINAL
    Default: 3
    Alternatives: N = any whole number of boos from 0 to 40 (0 switches the penalty off)
    Source: the project's design notes (../shared/design/rules-facts.md, カーテンコール) report that a public web implementation whose rulebook text matches ours requires 3 boos from each player per game; that is an implementer's reading, not an official answer.
    English: Each player is required to boo 3 times per game; when the boo penalty applies, each boo short of 3
      costs 15 points.
    裁定: ルールブックはブーイングペナルティの「規定」の回数を示していないため、レフェリーは既定で各プレイヤー1ゲーム3回とします。ログのヘッダーの「option boo-quota: N」（0～40、0でペナルティなし）で変えられます。

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
        # turn 19: Aki is ルミナ
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben boo
        Aki reveal AH
        Aki open 13 = 4S
        """
      And the log is the whole game

    Scenario: by default two boos are one short of the quota
      When the log continues:
        """
        claim Aki: boos 2, boo 15, total 40
        claim Ben: boos 10, boo 0, total 96
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | score Aki | 40    |
        | score Ben | 96    |

    Scenario: a quota of five makes two boos three short
      Given the option boo-quota is "5"
      When the log continues:
        """
        claim Aki: boo 45, total 10
        claim Ben: boo 0, total 96
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | score Aki | 10    |

    Scenario: a quota of zero switches the penalty off
      Given the option boo-quota is "0"
      When the log says "claim: Aki 55, Ben 96"
      Then the referee accepts the log

    Scenario: a penalty figured with the default quota under a quota of five is caught
      Given the option boo-quota is "5"
      When the log says "claim Aki: boo 15"
      Then the referee reports CC-CALL-BOO at "claim Aki: boo 15"
      And the finding for CC-CALL-BOO depends on ruling CC-RULING-BOO-QUOTA

    Scenario: a quota that is not a number is an input error
      Given the option boo-quota is "many"
      Then the referee reports the input error LOG-OPTION

  @clause:CC-RULING-BOO-PENALTY @ruling
  Rule: CC-RULING-BOO-PENALTY The boo penalty applies only when the game ends with one set card left
    見出し: ブーイングペナルティはセット残り1枚で終わったときだけ
    検索語: ペナルティが付く、いつペナルティ、ジョーカーで終わったら、ペナルティなし、適用、免除、when does the boo penalty apply、joker ending、no penalty、exempt
    Gap: 「（残りカードが1枚でカーテンコールに移行した場合）」 — only this parenthesis limits the penalty to the last-card ending; the rulebook does not say outright that the Joker ending (or an ending it does not foresee, CC-RULING-SHORT-HAND) is free of it.
    Option: boo-penalty
    Affects: CC-CALL-BOO, CC-CALL-FINAL
    Default: last-card
    Alternatives: always = the penalty applies at every curtain call; never = there is no boo penalty
    Source: the design notes report that the same public implementation charges the penalty only when the game ends because one set card is left, and never on the Joker.
    English: The boo penalty is charged only when the game ends because one set card is left; a game ended by the
      Joker carries no penalty.
    裁定: ルールブックは括弧書きで「残りカードが1枚でカーテンコールに移行した場合」とするだけで、ジョーカーで終わったときなどに適用しないとは明言していないため、レフェリーは既定でセット残り1枚で終わったときだけペナルティを適用します。ログのヘッダーの「option boo-penalty: always」（常に適用）または「option boo-penalty: never」（適用しない）で切り替えられます。

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
        Ben scout AS
        Ben actor AD
        Ben kuroko AS
        Aki clap
        # turn 3: Aki is ルミナ
        Aki scout QC
        Aki actor AH
        Aki kuroko 9H
        Ben boo
        Aki reveal 9H
        Ben open 6 = JK
        Ben open 2 = 3H
        """
      And the log is the whole game

    Scenario: by default the Joker ending carries no boo penalty
      When the log continues:
        """
        claim Aki: boos 0, boo 0, total -139
        claim Ben: boos 2, boo 0, total -133
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | ending    | joker |
        | score Aki | -139  |
        | score Ben | -133  |

    Scenario: with the penalty always on the Joker ending is penalised too
      Given the option boo-penalty is "always"
      When the log continues:
        """
        claim Aki: boo 45, total -184
        claim Ben: boo 15, total -148
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | score Aki | -184  |
        | winner    | Ben   |

    Scenario: a boo penalty charged after the Joker by default is caught
      When the log says "claim Aki: boo 45"
      Then the referee reports only CC-CALL-BOO
      And the finding for CC-CALL-BOO depends on ruling CC-RULING-BOO-PENALTY

  @clause:CC-RULING-UNPAIRED @ruling
  Rule: CC-RULING-UNPAIRED An opened card its opener cannot pair stays face up on the main stage
    見出し: 配置できない表向きのカードはメインステージに残る
    検索語: ペアがない、ペアにできない、同じ数字がない、手札にない、持っていない、揃わない、数字が合わない、置けない、置き場所、めくったカードどこへ、誰のもの、no match、can't pair、no matching card、unpaired、not in hand、where does the opened card go、nobody's card、left on the table
    Gap: 「同じ数字のカードが手札にあれば**必ず**表向きにしたカードをカミに配置し」 — the rulebook places the opened card only together with a pairing hand card; it does not say where the card goes when the opener holds no card of its number.
    Option: unpaired-card
    Affects: CC-SPOT-PAIR, CC-CALL-KAMI
    Default: stays-open
    Alternatives: to-kami = the opened card goes alone to the opener's カミ and scores there
    Source: a project decision, as no source found addresses it: nothing in the rulebook moves the card, so it stays where it was turned up; the choice is switchable.
    English: An opened card whose opener holds no card of its number stays face up on the main stage; it is no longer
      a set card and scores for nobody.
    裁定: 表向きにしたカードと同じ数字のカードが手札にないとき、そのカードをどこに置くかルールブックは書いていないため、レフェリーは既定で表向きのままメインステージに残し、誰の得点にもしません。ログのヘッダーの「option unpaired-card: to-kami」で、表向きにしたプレイヤーのカミに単独で置くようにできます。

    Background:
      Given the log so far:
        """
        table deal Aki AS AH 5S 5H 6S 6H 7S 7H 8S 8H 9S 9H 10S 10H JS JH QS QH KS KH
        table deal Ben AD AC 5D 5C 6D 6C 7D 7C 8D 8C 9D 9C 10D 10C JD JC QD QC KD KC
        table set ??*13
        # turn 1: Aki is ルミナ; Aki holds no 2 when opening the 2 of spades
        Aki scout KD
        Aki actor KS
        Aki kuroko KD
        Ben boo
        Aki reveal KD
        Aki open 1 = 2S
        # turn 2: Ben is ルミナ
        Ben scout AS
        Ben actor AD
        Ben kuroko AS
        Aki clap
        # turn 3: Aki is ルミナ
        Aki scout QC
        Aki actor AH
        Aki kuroko 9H
        Ben boo
        Aki reveal 9H
        Ben open 6 = JK
        Ben open 2 = 3H
        """
      And the log is the whole game

    Scenario: by default the unpaired card stays on the main stage and scores for nobody
      When the log says "claim Aki: kami 13, total -139"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | main-stage | 2S    |
        | kami Aki   | KS    |

    Scenario: with the unpaired card to カミ it scores for its opener
      Given the option unpaired-card is "to-kami"
      When the log says "claim Aki: kami 15, total -137"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | main-stage | -     |
        | kami Aki   | KS 2S |

    Scenario: a カミ total that counts the unpaired card by default is caught
      When the log says "claim Aki: kami 15"
      Then the referee reports CC-CALL-KAMI at "claim Aki: kami 15"
      And the finding for CC-CALL-KAMI depends on ruling CC-RULING-UNPAIRED

  @clause:CC-RULING-CLAP-PAIR @ruling
  Rule: CC-RULING-CLAP-PAIR After a clap the presented pair stays on the presenter's stage
    見出し: クラップの後、提示した2枚はルミナステージに残る
    検索語: クラップ後のカード、クラップ後の2枚、拍手の後、出した2枚どうなる、黒子札は見ない、めくらない、確認しない、捨てる、捨て札、得点になる、after a clap、cards after clap、discard、keep、kuroko never revealed、stays hidden
    Gap: 「「クラップ」と宣言し、インターミッションに移行する」 — the rulebook says where the presented pair goes after a boo (it stays, or moves to Nox), but not after a clap.
    Option: clap-pair
    Affects: CC-WATCH-CLAP, CC-CALL-KAMI
    Default: stays
    Alternatives: discard = both presented cards leave the game and score for nobody
    Source: a project decision: the two cards were played to Lumina's カミ and シモ (CC-ACTION-ACTOR, CC-ACTION-KUROKO) and nothing in the rulebook moves them after a clap, so they stay there and the kuroko is never turned up.
    English: After a clap the actor card and the kuroko card stay on the presenter's stage as played; the actor card
      scores in カミ.
    裁定: ブーイングの後とは違い、クラップの後に提示された2枚がどうなるかルールブックは書いていないため、レフェリーは既定で2枚を出したままルミナステージに残します（黒子札は裏向きのまま、役者札はカミで得点）。ログのヘッダーの「option clap-pair: discard」で2枚ともゲームから除外できます。

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
        # turn 2: Ben is ルミナ; Aki claps
        Ben scout AS
        Ben actor AD
        Ben kuroko AS
        Aki clap
        # turn 3: Aki is ルミナ
        Aki scout QC
        Aki actor AH
        Aki kuroko 9H
        Ben boo
        Aki reveal 9H
        Ben open 6 = JK
        Ben open 2 = 3H
        """
      And the log is the whole game

    Scenario: by default the clapped pair stays with the presenter and its actor card scores
      When the log says "claim Ben: kami 5, total -133"
      Then the referee accepts the log
      And the table shows:
        | fact      | value     |
        | kami Ben  | AD AH 3H  |
        | shimo Ben | AS 9H JK  |

    Scenario: with clapped pairs discarded the actor card scores for nobody
      Given the option clap-pair is "discard"
      When the log says "claim Ben: kami 4, total -134"
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | kami Ben  | AH 3H |
        | shimo Ben | 9H JK |

    Scenario: a カミ total that keeps the clapped actor card under the discard ruling is caught
      Given the option clap-pair is "discard"
      When the log says "claim Ben: kami 5"
      Then the referee reports only CC-CALL-KAMI
      And the finding for CC-CALL-KAMI depends on ruling CC-RULING-CLAP-PAIR

  @clause:CC-RULING-SHORT-HAND @ruling
  Rule: CC-RULING-SHORT-HAND A Lumina who cannot present two cards even after scouting ends the game
    見出し: スカウトしても2枚提示できないルミナはゲームを終わらせる
    検索語: 手札がない、手札がなくなる、手札が無くなる、手札が尽きる、手札ゼロ、0枚、手札切れ、カードが足りない、出せない、引けない、1枚しかない、スカウトできない、empty hand、run out of cards、out of cards、no cards、can't play、nothing to draw、skip the scout
    Gap: the rulebook knows two endings (the Joker, one set card left) and does not say what happens when Lumina cannot present two cards even after scouting, or when Nox has no card left to be drawn.
    Option: short-hand
    Affects: CC-SCOUT-DRAW, CC-ACTION-ACTOR, CC-ACTION-KUROKO, CC-CALL-END, CC-CALL-BOO
    Default: end
    Alternatives: end-with-penalty = the same ending, but the boo penalty applies as after the last set card
    Source: the design notes report that another public implementation ends the game on such a hand shortage, without the boo penalty.
    English: When Lumina cannot present two cards even after scouting, the curtain call comes at once, without the
      boo penalty; when only Nox's hand is empty, the scout is skipped.
    裁定: スカウトしてもルミナが2枚提示できない場合やノクスの手札が0枚の場合をルールブックは想定していないため、レフェリーは既定でただちにカーテンコール（ブーイングペナルティなし）とし、ノクスの手札だけが0枚ならスカウトを飛ばします。ログのヘッダーの「option short-hand: end-with-penalty」でセット残り1枚のときと同じくペナルティを適用できます。

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
        # turn 19: Aki is ルミナ; Ben claps
        Aki scout AH
        Aki actor AC
        Aki kuroko AH
        Ben clap
        # turn 20: Ben is ルミナ; Aki claps
        Ben scout 5H
        Ben actor 7D
        Ben kuroko 5H
        Aki clap
        # turn 21: Aki is ルミナ with no card, and Ben has none to draw
        """
      And the log is the whole game

    Scenario: by default the game ends without a boo penalty
      When the log continues:
        """
        claim Aki: boos 2, boo 0, total 60
        claim Ben: boos 9, boo 0, total 110
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact           | value      |
        | ending         | short-hand |
        | set-count      | 2          |
        | hand-count Aki | 0          |
        | hand-count Ben | 0          |

    Scenario: with the penalty the short hand counts like the last set card
      Given the option short-hand is "end-with-penalty"
      When the log says "claim: Aki 45, Ben 110"
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | score Aki | 45    |
        | winner    | Ben   |

    Scenario: play after the short-hand ending is caught
      When the log says "Ben scout 5H"
      Then the referee reports only CC-RULING-SHORT-HAND

    Scenario: a boo penalty charged after the short-hand ending by default is caught
      When the log says "claim Aki: boo 15"
      Then the referee reports CC-CALL-BOO at "claim Aki: boo 15"
      And the finding for CC-CALL-BOO depends on ruling CC-RULING-SHORT-HAND

  @clause:CC-RULING-CARD-VALUES @ruling
  Rule: CC-RULING-CARD-VALUES A counts 1, J 11, Q 12, K 13, the Joker 0
    見出し: カードの数字：A=1、J=11、Q=12、K=13、ジョーカー=0
    検索語: 点数、何点、1枚の点数、カードの点数、エース、ジャック、クイーン、キング、絵札、ジョーカーは0点、ジョーカーの点数、数字の値、card value、card points、points per card、how much is an ace、how many points is a card、ace、jack、queen、king、face cards、ace high、joker worth、joker points
    Gap: 「カードの数字の合計」 — the rulebook adds up the numbers of the cards but does not give the numbers of A, J, Q, K or the Joker.
    Option: card-values
    Affects: CC-CALL-KAMI, CC-CALL-HAND, CC-CALL-FINAL
    Default: standard
    Alternatives: ace-high = as standard, but the Ace counts 14
    Source: the design notes report that the public implementation counts A=1, 2-10 as printed, J=11, Q=12, K=13 and the Joker 0, itself marking this as an assumption.
    English: A=1, 2-10 at face value, J=11, Q=12, K=13, Joker=0, on カミ and in hand alike.
    裁定: ルールブックはA・J・Q・K・ジョーカーの数字を示していないため、レフェリーは既定でA=1、2～10は記載どおり、J=11、Q=12、K=13、ジョーカー=0として数えます。ログのヘッダーの「option card-values: ace-high」でAを14にできます。

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
        Ben scout AS
        Ben actor AD
        Ben kuroko AS
        Aki clap
        # turn 3: Aki is ルミナ
        Aki scout QC
        Aki actor AH
        Aki kuroko 9H
        Ben boo
        Aki reveal 9H
        Ben open 6 = JK
        Ben open 2 = 3H
        """
      And the log is the whole game

    Scenario: by default two Aces and a 3 on カミ count 5 and the Ace in hand counts 1
      When the log says "claim Ben: kami 5, hand 138, total -133"
      Then the referee accepts the log

    Scenario: with high Aces they count 14 on カミ and in hand
      Given the option card-values is "ace-high"
      When the log says "claim Ben: kami 31, hand 151, total -120"
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | score Ben | -120  |
        | score Aki | -139  |

    Scenario: Aces counted high under the standard values are caught
      When the log says "claim Ben: kami 31"
      Then the referee reports CC-CALL-KAMI at "claim Ben: kami 31"
      And the finding for CC-CALL-KAMI depends on ruling CC-RULING-CARD-VALUES

  @clause:CC-RULING-TIE @ruling
  Rule: CC-RULING-TIE Equal final points make a draw
    見出し: 最終ポイントが同じなら引き分け
    検索語: 同点、ドロー、タイ、同じ点、並んだ、勝敗なし、tie、tied、same score、equal points、even、no winner、tiebreak、tie-break、fewer cards
    Gap: 「最終ポイントが大きい方が勝利」 — the rulebook names the larger final score the winner and does not say what equal scores mean.
    Option: tie
    Affects: CC-CALL-FINAL, CC-CALL-ANNOUNCE
    Default: draw
    Alternatives: fewer-cards = the player with fewer cards left in hand wins (still equal: a draw)
    Source: the design notes report that the public implementation treats equal final points as a draw.
    English: When both players have the same final points the game is a draw.
    裁定: 最終ポイントが同じ場合をルールブックは定めていないため、レフェリーは既定で引き分けとします。ログのヘッダーの「option tie: fewer-cards」で、残り手札の少ない方を勝ち（それも同じなら引き分け）にできます。

    Background:
      Given the log so far:
        """
        table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS QH 2H 3H 4H 5H 6H 7H
        table deal Ben 8H 9H 10H JH AH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
        table set ??*13
        # turn 1: Aki is ルミナ
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        Aki open 3 = 4C
        Aki pair 4S
        # turn 2: Ben is ルミナ
        Ben scout 2S
        Ben actor 9H
        Ben kuroko 9D
        Aki boo
        Ben reveal 9D
        Ben open 7 = JK
        Ben open 5 = 7C
        """
      And the log is the whole game

    Scenario: by default equal final points are a draw
      When the log continues:
        """
        claim: Aki -104, Ben -104
        claim winner: draw
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | winner         | draw  |
        | hand-count Aki | 17    |
        | hand-count Ben | 18    |

    Scenario: with fewer cards breaking ties the smaller hand wins
      Given the option tie is "fewer-cards"
      When the log says "claim winner: Aki"
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | winner | Aki   |

    Scenario: a winner claimed for equal points by default is caught
      When the log says "claim winner: Aki"
      Then the referee reports only CC-CALL-ANNOUNCE
      And the finding for CC-CALL-ANNOUNCE depends on ruling CC-RULING-TIE
