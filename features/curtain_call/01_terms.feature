@game:curtain-call
Feature: カーテンコール — 用語 (terms)
  The rulebook opens with its vocabulary: the two roles, the places on the table,
  the two kinds of presented card, the phases and the end of the game.
  Both hands are dealt face up to the recorder here; the 12 undealt cards (all clubs
  but the Ace) and the Joker form the set. Each rule lays the set out itself,
  because CC-TERM-SET is about the layout.

  Background:
    Given a curtain-call game between Aki and Ben:
      """
      table deal Aki AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H
      table deal Ben 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC
      """

  @clause:CC-TERM-ROLES @definition
  Rule: CC-TERM-ROLES Lumina goes first in the first turn, Nox second; the roles alternate
    見出し: ルミナとノクス：最初のターンはルミナが先攻、以降は役割を交互に入れ替える
    検索語: ルミナ、ノクス、ルミナとは、ノクスとは、役割、先攻、後攻、先手、後手、誰から、誰が先、最初の手番、親と子、攻守交代、交代、lumina、nox、roles、who goes first、first player、second player、start player、take turns、alternate
    原文: ルミナ：最初のターン（インターミッション終了時まで）ではルミナが先攻、以降は交互に役割を入れ替える
    原文: ノクス：最初のターン（インターミッション終了時まで）ではノクスが後攻、以降は交互に役割を入れ替える
    English: Lumina: in the first turn (up to the end of the intermission) Lumina plays first; after that the
      players swap roles in turn. Nox: in the first turn Nox plays second; after that the players swap roles in turn.
    # In a log, the first player of the header (players: Aki Ben) is Lumina in turn 1.

    Background:
      Given the log so far:
        """
        table set ??*13
        """

    Scenario: the first player of the header is Lumina in the first turn
      When the log says "Aki scout 8H"
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | turn   | 1     |
        | lumina | Aki   |
        | nox    | Ben   |

    Scenario: after the first intermission the roles are swapped
      When the log continues:
        """
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben clap
        Ben scout 2S
        """
      Then the referee accepts the log
      And the table shows:
        | fact   | value  |
        | turn   | 2      |
        | lumina | Ben    |
        | nox    | Aki    |
        | phase  | action |

    Scenario: Nox may not scout in the first turn
      When the log says "Ben scout 2S"
      Then the referee reports CC-TERM-ROLES at "Ben scout 2S"

    Scenario: Lumina may not make the watch call in the first turn
      When the log continues:
        """
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Aki clap
        Ben clap
        """
      Then the referee reports only CC-TERM-ROLES

  @clause:CC-TERM-STAGE @definition
  Rule: CC-TERM-STAGE The stage, the main stage with the set, and each role's own stage
    見出し: ステージ・メインステージ・ルミナステージ／ノクスステージ
    検索語: 場、自分の場、相手の場、場所、置き場、真ん中、中央、エリア、レイアウト、play area、field、table layout、center of the table、where cards go、my area
    原文: ステージ：カードを提示及び配置する場所。
    原文: メインステージ：ステージのうちのセットが配置されるエリア
    原文: ルミナステージ／ノクスステージ：ルミナとノクスがそれぞれカードをステージに出す際のエリア
    English: Stage: the place where cards are presented and placed. Main stage: the area of the stage where the
      set is laid out. Lumina stage / Nox stage: the areas where Lumina and Nox each put their cards on the stage.
    # The referee cites this clause when a set card is opened from a position of the main stage that holds no
    # face-down set card.

    Background:
      Given the log so far:
        """
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        """

    Scenario: an opened set card leaves the main stage for Lumina's stage
      When the log continues:
        """
        Aki open 3 = 4C
        Aki pair 4S
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | set-count  | 12    |
        | main-stage | -     |
        | kami Aki   | 8S 4C |
        | shimo Aki  | 8H 4S |
        | kami Ben   | -     |

    Scenario: a set position beyond the thirteen cards of the main stage is caught
      When the log says "Aki open 14 = 4C"
      Then the referee reports CC-TERM-STAGE at "Aki open 14 = 4C"

    Scenario: a set position that was already opened is caught
      When the log continues:
        """
        Aki open 3 = 4C
        Aki pair 4S
        Ben scout 2S
        Ben actor 9H
        Ben kuroko 2S
        Aki boo
        Ben reveal 2S
        Aki open 3 = 5C
        """
      Then the referee reports CC-TERM-STAGE at "Aki open 3 = 5C"

  @clause:CC-TERM-SET @definition
  Rule: CC-TERM-SET The set is the 13 cards laid out on the stage at the standby
    見出し: セット：スタンバイ時にステージに配置される13枚
    検索語: セット、セットとは、山札、山、場札、伏せ札、中央の札、真ん中のカード、何枚並べる、枚数、the set、what is the set、deck、pile、draw pile、face-down row、middle cards、how many cards in the set
    原文: セット：スタンバイ時にステージに配置される13枚のカード
    English: Set: the 13 cards placed on the stage during the standby.

    Scenario: a set of thirteen face-down cards is laid out in the standby
      When the log says "table set ??*13"
      Then the referee accepts the log
      And the table shows:
        | fact      | value   |
        | set-count | 13      |
        | phase     | standby |

    Scenario: a set of twelve cards is caught
      When the log says "table set ??*12"
      Then the referee reports only CC-TERM-SET

    Scenario: a set of fourteen cards is caught
      When the log says "table set ??*14"
      Then the referee reports CC-TERM-SET at "table set ??*14"

  @clause:CC-TERM-KAMI-SHIMO @definition
  Rule: CC-TERM-KAMI-SHIMO Each stage has a カミ for actor cards (right) and a シモ for kuroko cards (left)
    見出し: カミ／シモ：右側に役者札、左側に黒子札
    検索語: カミ、シモ、カミとは、シモとは、上手、下手、かみて、しもて、カミテ、シモテ、かみ、しも、右、左、どっちに置く、置く場所、kami、shimo、what is kami、which side、left or right、right side、left side、stage right、stage left
    原文: カミ／シモ：ルミナステージ／ノクスステージは右側に役者札を配置するエリア（カミ）と左側に黒子札を配置するエリア（シモ）に分かれる
    English: Kami / shimo: the Lumina stage and the Nox stage are each divided into an area on the right where actor
      cards are placed (kami) and an area on the left where kuroko cards are placed (shimo).

    Background:
      Given the log so far:
        """
        table set ??*13
        Aki scout 8H
        """

    Scenario: the actor card is recorded to カミ and the kuroko card to シモ
      When the log continues:
        """
        Aki actor 8S kami
        Aki kuroko 8H shimo
        Ben clap
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | kami Aki  | 8S    |
        | shimo Aki | 8H    |

    Scenario: the Japanese names of the areas are understood
      When the log continues:
        """
        Aki 役者 8S カミ
        Aki 黒子 8H シモ
        Ben クラップ
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | kami Aki  | 8S    |
        | shimo Aki | 8H    |

    Scenario: an actor card put to シモ is caught
      When the log says "Aki actor 8S shimo"
      Then the referee reports only CC-TERM-KAMI-SHIMO

    Scenario: a kuroko card put to カミ is caught
      When the log continues:
        """
        Aki actor 8S
        Aki kuroko 8H kami
        """
      Then the referee reports CC-TERM-KAMI-SHIMO at "Aki kuroko 8H kami"

  @clause:CC-TERM-FACES @definition
  Rule: CC-TERM-FACES The actor card is played face up, the kuroko card face down
    見出し: 役者札は表向き、黒子札は裏向き
    検索語: 役者札とは、黒子札とは、表、裏、伏せる、伏せて出す、見せて出す、見える、オープン、公開、やくしゃ、くろこ、クロコ、黒衣、actor card、kuroko card、what is a kuroko、face-up、face-down、hidden、visible、see the card、secret card、shown
    原文: 役者札：表向きに出されるカード
    原文: 黒子札：裏向きに出されるカード
    English: Actor card: a card played face up. Kuroko card: a card played face down.

    Background:
      Given the log so far:
        """
        table set ??*13
        Aki scout 8H
        """

    Scenario: an actor card face up and an unseen kuroko card face down
      When the log continues:
        """
        Aki actor 8S face-up
        Aki kuroko ?? face-down
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value   |
        | presented      | 8S / ?? |
        | hand-count Aki | 19      |
        | phase          | watch   |

    Scenario: an actor card played face down is caught
      When the log says "Aki actor 8S face-down"
      Then the referee reports only CC-TERM-FACES

    Scenario: a kuroko card played face up is caught
      When the log continues:
        """
        Aki actor 8S
        Aki kuroko 8H face-up
        """
      Then the referee reports CC-TERM-FACES at "Aki kuroko 8H face-up"

    Scenario: an actor card is face up, so the log must name it
      When the log says "Aki actor ??"
      Then the referee reports the input error LOG-HIDDEN-FACE-UP

  @clause:CC-TERM-PHASES @definition
  Rule: CC-TERM-PHASES Standby, scout, action, watch and intermission: what each phase is for
    見出し: 各フェーズの役割（スタンバイ・スカウト・アクション・ウォッチ・インターミッション）
    検索語: 流れ、手順、進行、順番、フェーズ、ターンの流れ、1ターン、何をする、phases、turn phases、all phases、phase of a turn、order of phases、turn structure、sequence、steps、what happens in a turn、round
    原文: スタンバイフェーズ：ゲーム開始前の準備フェーズ
    原文: スカウトフェーズ：相手プレイヤーの手札からカードを1枚引くフェーズ
    原文: アクションフェーズ：プレイヤーが役者札及び黒子札を出すフェーズ
    原文: ウォッチフェーズ：ダウトを指摘するフェーズ
    原文: インターミッション：一連の流れが終了し、ルミナとノクスの役割が入れ替わるフェーズ。
    English: Standby phase: the preparation before the game starts. Scout phase: the phase in which a card is drawn
      from the opponent's hand. Action phase: the phase in which a player plays the actor card and the kuroko card.
      Watch phase: the phase in which a bluff is called. Intermission: the phase in which one round is over and Lumina
      and Nox swap roles.
    # Each event of a log belongs to one phase; an event outside its phase cites this clause.

    Scenario: a turn passes through the phases in order
      Given the log so far:
        """
        table set ??*13
        """
      Then the table shows:
        | fact  | value   |
        | phase | standby |
      When the log says "Aki scout 8H"
      Then the table shows:
        | fact  | value  |
        | phase | action |
      When the log continues:
        """
        Aki actor 8S
        Aki kuroko 8H
        """
      Then the table shows:
        | fact  | value |
        | phase | watch |
      When the log says "Ben clap"
      Then the referee accepts the log
      And the table shows:
        | fact   | value |
        | phase  | scout |
        | turn   | 2     |
        | lumina | Ben   |

    Scenario: a clap during the action phase is caught
      When the log continues:
        """
        table set ??*13
        Aki scout 8H
        Ben clap
        """
      Then the referee reports only CC-TERM-PHASES

    Scenario: a deal after play has begun is caught
      When the log continues:
        """
        table set ??*13
        Aki scout 8H
        table deal Ben ??*20
        """
      Then the referee reports CC-TERM-PHASES at "table deal Ben ??*20"

    Scenario: a hand shown before the curtain call is caught
      When the log continues:
        """
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben show 9H
        """
      Then the referee reports CC-TERM-PHASES at "Ben show 9H"

  @clause:CC-TERM-CURTAIN @definition
  Rule: CC-TERM-CURTAIN The curtain call is the end of the game: a Joker turned up from the set
    見出し: カーテンコール：セットからジョーカーが現れたらゲーム終了
    検索語: カーテンコールとは、ジョーカーが現れる、おわり、ゲームエンド、what is the curtain call、curtain call meaning、joker appears、end of the game
    原文: カーテンコール：ゲームの終了を指す。セットのカードを表にした時にジョーカーが現れた場合。
    English: Curtain call: the end of the game. It happens when the Joker appears as a set card is turned face up.

    Background:
      Given the log so far:
        """
        table set ??*13
        Aki scout 8H
        Aki actor 8S
        Aki kuroko 8H
        Ben boo
        Aki reveal 8H
        Aki open 7 = JK
        Aki open 3 = 4C
        """

    Scenario: the Joker from the set ends the game
      Given the log is the whole game
      When the log continues:
        """
        claim: Aki -99, Ben -147
        claim winner: Aki
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact      | value        |
        | ending    | joker        |
        | phase     | curtain-call |
        | set-count | 11           |
        | score Aki | -99          |
        | score Ben | -147         |
        | winner    | Aki          |

    Scenario: play after the Joker ended the game is caught
      Given the log is the whole game
      When the log says "Ben scout 2S"
      Then the referee reports only CC-TERM-CURTAIN
