@game:crown-crest
Feature: Crown Crest — 1. ゲームの基本 (the basics)
  The goal, the end of the game, the kinds of cards, deck building and the names of
  the places. The card set is the bundled sample set (invented cards; the rulebook
  publishes no card list).

  Background:
    Given the log:
      """
      game: crown-crest
      players: Aki Ben
      cardset: sample
      """

  @clause:CR-GOAL @definition
  Rule: CR-GOAL Crown Crest is a game for two players
    見出し: ゲームの目的（2人対戦の戦術指揮カードゲーム）
    検索語: 人数、何人、2人用、二人、ふたり、3人、目的、ねらい、number of players, how many players, two-player, 2 players, objective, aim, what is the point
    原文: 『Crown Crest』は、2人対戦用の戦術指揮カードゲームです。プレイヤーは一国を率いる王となり、戦力の配置と補強、コマンドのリンクなど、様々な要素を駆使して、継続的に土地を占領することを目指します。
    English: Crown Crest is a tactical command card game for two. Each player is a king who deploys and reinforces
      forces and links commands to keep occupying land.

    Scenario: a game between two players starts
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 影の紋章
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value    |
        | crest Aki | 王冠の紋章 |
        | crest Ben | 影の紋章   |

    Scenario: a log for three players is not a game of Crown Crest
      Given the log:
        """
        game: crown-crest
        players: Aki Ben Cho
        cardset: sample
        """
      Then the referee reports CR-GOAL
      And the referee reports the input error LOG-PLAYERS

  @clause:CR-END-CONDITION
  Rule: CR-END-CONDITION The game ends at once when a condition is met; more VP wins
    見出し: ゲームの終了条件（VPがより多いプレイヤーの勝利）
    検索語: 勝敗、勝ち負け、勝つ、負け、誰が勝つ、勝者、決着、いつ終わる、終わる、勝利点、who wins, winner, victory, game over, when does the game end, victory points
    原文: 以下のいずれかを満たしたら、その時点でゲームを終了し、VP がより多いプレイヤーの勝利になります。
    English: As soon as one of the following holds, the game ends; the player with more VP wins.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 弓兵
        Ben draw ??*6
        table first Aki
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki move 歩兵 R1 F1
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        Aki fight F1 Aki +1
        Aki draw ?? ??
        Ben advance
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        Aki fight F1 Aki +2
        """

    Scenario: the player with more VP wins
      When the log continues:
        """
        claim: Aki 5, Ben 0
        claim winner: Aki
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | vp Aki | 5     |
        | winner | Aki   |

    Scenario: claiming the player with fewer VP as winner is caught
      When the log continues:
        """
        claim winner: Ben
        """
      Then the referee reports CR-END-CONDITION

  @clause:CR-END-TURNS
  Rule: CR-END-TURNS The game ends when 8 turns have been played
    見出し: 終了条件①：8ターン経過した
    検索語: 何ターン、8ターン、八ターン、ターン数、最終ターン、最後のターン、時間切れ、何回戦、how many turns, turn limit, last turn, eight turns, 8 turns, game length, how long
    原文: - ① 8 ターン経過した
    English: ① Eight turns have been played.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw ??*6
        Ben draw ??*6
        table first Aki
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        """

    Scenario: after the clean-up of turn 8 the game is over
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact   | value |
        | turn   | 8     |
        | ending | turns |
        | winner | draw  |

    Scenario: play after turn 8 is caught
      When the log says "Aki play ?? R1"
      Then the referee reports CR-END-TURNS at "Aki play ?? R1"

  @clause:CR-END-LEAD
  Rule: CR-END-LEAD The game ends when a player leads by 5 VP or more
    見出し: 終了条件②：VPが相手より5点以上多くなった
    検索語: 5点差、五点差、点差、差がつく、リード、大差、コールド、途中終了、lead, ahead by 5, 5 point lead, point difference, margin, early end, mercy rule
    原文: - ② 一方のプレイヤーの VP が相手より 5 点以上多くなった
    English: ② One player has 5 VP or more than the other.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 弓兵
        Ben draw ??*6
        table first Aki
        Aki play 歩兵 R1 pay 1
        Aki draw ?? ??
        Ben advance
        Aki move 歩兵 R1 F1
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        Aki fight F1 Aki +1
        Aki draw ?? ??
        Ben advance
        Ben fight F1 Aki +1
        Ben draw ?? ??
        Aki advance
        """

    Scenario: a fight that makes a 5-VP lead ends the game
      When the log says "Aki fight F1 Aki +2"
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact   | value |
        | turn   | 5     |
        | vp Aki | 5     |
        | ending | lead  |

    Scenario: play after the 5-VP lead is caught
      When the log continues:
        """
        Aki fight F1 Aki +2
        Aki draw ?? ??
        """
      Then the referee reports CR-END-LEAD at "Aki draw ?? ??"

  @clause:CR-CARD-KINDS @definition
  Rule: CR-CARD-KINDS Units, commands and the crest
    見出し: カードの種類（ユニット・コマンド・クレスト）
    検索語: カードタイプ、種類、種別、使い捨て、一度きり、1回だけ、部隊、ユニットとコマンドの違い、card types, kinds of cards, one-shot, single use, disposable, troops, what is a unit, what is a command, unit or command, difference between units and commands
    原文: 【ユニットカード】 戦場に出して 戦わせるカード	【コマンドカード】 使いきりのカード	【クレストカード】 1枚だけ入れる 特別なカード
    English: Unit cards are put on the battlefield to fight; command cards are used once; the crest card is a special
      card of which a deck holds exactly one.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 弓兵
        Ben draw ??*6
        table first Aki
        """

    Scenario: a unit is played to the battlefield and a command to the link zone
      When the log continues:
        """
        Aki play 歩兵 R1 pay 1
        Aki play 補給 pay 1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value         |
        | units Aki | 歩兵@R1:rest |
        | link Aki  | 補給          |

    Scenario: a crest card cannot be played like a unit or command
      When the log says "Aki play 王冠の紋章"
      Then the referee reports CR-CARD-KINDS at "Aki play 王冠の紋章"

    Scenario: a unit card is not a crest
      Given the log:
        """
        game: crown-crest
        players: Aki Ben
        cardset: sample
        Aki crest 騎兵
        """
      Then the referee reports only CR-CARD-KINDS

  @clause:CR-DECK-BUILD
  Rule: CR-DECK-BUILD A deck is 20 units and commands plus one crest
    見出し: デッキの構築（ユニットとコマンド20枚、クレスト1枚）
    検索語: デッキ枚数、山札の枚数、何枚、20枚、21枚、デッキを組む、デッキ作り、構築、deck size, how many cards in a deck, deck building, build a deck, 20 cards, deck construction, deck list
    原文: 対戦の前に、プレイヤーごとに自分のデッキを組む必要があります。デッキは、ユニットカードとコマンドカードから 20 枚と、1枚のクレストカードで構築します。
    English: Before the game each player builds their own deck: 20 unit and command cards and one crest card.

    Scenario: a deck of 20 units and commands is accepted
      Given the log so far:
        """
        Aki deck 騎兵*3 歩兵*3 重装兵*3 補給兵*3 弓兵*2 急襲*2 補給*2 軍略*2
        Aki crest 王冠の紋章
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value    |
        | deck-count Aki | 20       |
        | crest Aki      | 王冠の紋章 |

    Scenario: a deck of 19 cards is caught
      Given the log so far:
        """
        Aki deck 騎兵*3 歩兵*3 重装兵*3 補給兵*3 弓兵*2 急襲*2 補給*2 軍略
        """
      Then the referee reports only CR-DECK-BUILD

  @clause:CR-DECK-COPIES
  Rule: CR-DECK-COPIES At most 3 cards of the same name
    見出し: 同じ名前のカードは最大3枚まで
    検索語: 同名、同名カード、同じカード、何枚まで、3枚まで、4枚、3積み、重複、copies, duplicates, same card, how many copies, max 3, three copies, fourth copy
    原文: ユニットとコマンドは、同じ名前のカードを最大 3 枚まで入れることができます。
    English: A deck may hold at most 3 unit or command cards of the same name.

    Scenario: three of a name are allowed
      Given the log so far:
        """
        Aki deck 騎兵*3 歩兵*3 重装兵*3 補給兵*3 弓兵*2 急襲*2 補給*2 軍略*2
        """
      Then the referee accepts the log

    Scenario: a fourth card of a name is caught
      Given the log so far:
        """
        Aki deck 騎兵*4 歩兵*3 重装兵*3 補給兵*2 弓兵*2 急襲*2 補給*2 軍略*2
        """
      Then the referee reports only CR-DECK-COPIES

  @clause:CR-ZONE-DECK @definition
  Rule: CR-ZONE-DECK The deck zone holds the deck without the crest
    見出し: デッキゾーン
    検索語: 山札、やまふだ、山、山札置き場、デッキの置き場、ドローする場所、draw pile, library, deck pile, stock, where is the deck, crest not in deck
    原文: - ①デッキゾーン：クレストカードを除いた山札を置く場所です。
    English: ① Deck zone: where the deck, without the crest card, is placed.

    Background:
      Given the log so far:
        """
        Aki deck 騎兵*3 歩兵*3 重装兵*3 補給兵*3 急襲*3 補給*3 軍略*2
        Aki crest 王冠の紋章
        """

    Scenario: cards are drawn from the deck zone
      When the log says "Aki draw 騎兵 歩兵 重装兵 補給兵 急襲 補給"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | deck-count Aki | 14    |
        | hand-count Aki | 6     |

    Scenario: the crest card is not in the deck zone and cannot be drawn
      When the log says "Aki draw 王冠の紋章 歩兵 重装兵 補給兵 急襲 補給"
      Then the referee reports CR-ZONE-DECK at "Aki draw 王冠の紋章 歩兵 重装兵 補給兵 急襲 補給"

  @clause:CR-ZONE-CREST @definition
  Rule: CR-ZONE-CREST The crest zone holds the crest and the charged cards
    見出し: クレストゾーン
    検索語: クレスト置き場、チャージ置き場、チャージしたカードの置き場、紋章、溜める場所、チャージしたカードを置く場所、crest area, charged cards, where do charged cards go, emblem
    原文: - ②クレストゾーン：クレストカードおよびチャージしたカードを置く場所です。
    English: ② Crest zone: where the crest card and the charged cards are placed.

    Scenario: the crest and a charged card are in the crest zone
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 弓兵
        Ben draw ??*6
        table first Aki
        Aki charge 補給
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value    |
        | crest Aki      | 王冠の紋章 |
        | level Aki      | 1        |
        | hand-count Aki | 5        |

    Scenario: a second crest in the crest zone is caught
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Aki crest 影の紋章
        """
      Then the referee reports only CR-ZONE-CREST

  @clause:CR-ZONE-FIELD @definition
  Rule: CR-ZONE-FIELD The battlefield has two front areas and each player's two rear areas
    見出し: 戦場（前線エリア2つと後方エリア2つ）
    検索語: 盤面、場、フィールド、ボード、陣地、前衛、後衛、エリア数、何エリア、board, front line, back row, lanes, how many areas, layout
    原文: - ③戦場：戦力を配置して、移動や戦闘を行う場所です。戦場は前線エリア 2 つとプレイヤーごとの後方エリア 2 つに分かれています。
    English: ③ Battlefield: where forces are deployed, move and fight. It has two front areas and two rear areas
      for each player.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 弓兵
        Ben draw 歩兵 ??*5
        table first Aki
        Aki play 歩兵 R2 pay 1
        Ben play 歩兵 R2 pay 1
        Aki draw ?? ??
        Ben advance
        """

    Scenario: units move between the rear areas and the two fronts
      When the log continues:
        """
        Ben move 歩兵 R2 F2
        Aki move 歩兵 R2 F1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value          |
        | units Aki | 歩兵@F1:active |
        | units Ben | 歩兵@F2:active |

    Scenario: there is no third front area
      When the log says "Aki move 歩兵 R2 F3"
      Then the referee reports only CR-ZONE-FIELD

  @clause:CR-ZONE-COUNT @definition
  Rule: CR-ZONE-COUNT The count zone holds units that left, used commands and trashed cards
    見出し: カウントゾーン（退場・使用・トラッシュしたカード）
    検索語: 墓地、捨て札、捨て場、倒されたユニット、やられたユニット、退場したらどこ、使ったコマンドの行き先、graveyard, discard pile, trash pile, where do dead units go, destroyed units, killed units
    原文: - ④カウントゾーン：退場したユニットカードやプレイしたコマンドカード、トラッシュしたカードを置く場所です。
    English: ④ Count zone: where units that left the battlefield, played command cards and trashed cards are placed.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 弓兵
        Ben draw ??*6
        table first Aki
        Aki play 歩兵 R1 pay 1
        Aki play 補給 pay 1
        """

    Scenario: the played command goes to the count zone at the clean-up
      When the log continues:
        """
        Aki draw ?? ??
        table check count Aki 補給 2
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | count2 Aki | 補給  |
        | link Aki   | -     |

    Scenario: a unit still on the battlefield is not in the count zone
      When the log says "table check count Aki 歩兵 1"
      Then the referee reports only CR-ZONE-COUNT

  @clause:CR-ZONE-LINK @definition
  Rule: CR-ZONE-LINK The link zone holds command cards for a while
    見出し: リンクゾーン
    検索語: 一時的、しばらく、仮置き、待機場所、置いておく、コマンド置き場、使ったコマンドの置き場、temporary, holding area, staging area, command area, where do commands go
    原文: - ⑤リンクゾーン：コマンドカードを一時的に置いておく場所です。
    English: ⑤ Link zone: where command cards are placed for a while.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw 歩兵 騎兵 補給 急襲 重装兵 弓兵
        Ben draw ??*6
        table first Aki
        Aki play 補給 pay 2
        """

    Scenario: a played command waits in the link zone
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | link Aki   | 補給  |
        | count2 Aki | -     |

    Scenario: a command in the link zone is not yet at its count
      When the log says "table check count Aki 補給 2"
      Then the referee reports only CR-ZONE-LINK

  @clause:CR-ZONE-MARKER @definition
  Rule: CR-ZONE-MARKER The turn marker shows the turn and day or night
    見出し: ターンマーカー（1～4ターン目は昼、5～8ターン目は夜）
    検索語: 昼、夜、昼夜、夜ターン、日中、何ターン目、今何ターン、現在のターン、night, daytime, night turn, which turn, current turn, turn counter, turn track
    原文: - ⑥ターンマーカー：現在が何ターン目であるかと、昼夜を示すための場所です。1～4 ターン目は昼、5～8 ターン目は夜です。
    English: ⑥ Turn marker: shows the current turn and whether it is day or night. Turns 1–4 are day, turns 5–8 night.

    Background:
      Given the log so far:
        """
        Aki crest 王冠の紋章
        Ben crest 王冠の紋章
        Aki draw ??*6
        Ben draw ??*6
        table first Aki
        table check time day
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        Aki draw ?? ??
        Ben advance
        Ben draw ?? ??
        Aki advance
        """

    Scenario: turn 5 is night
      When the log says "table check time night"
      Then the referee accepts the log
      And the table shows:
        | fact | value |
        | turn | 5     |
        | time | night |

    Scenario: calling turn 5 day is caught
      When the log says "table check time day"
      Then the referee reports CR-ZONE-MARKER at "table check time day"
