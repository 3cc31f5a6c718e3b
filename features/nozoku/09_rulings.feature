@game:nozoku
Feature: ノゾクダイス — 裁定 (rulings: the components the rulebook leaves out, and one silent case)
  The rulebook describes the play but not the components: it never says how many dice there
  are, how the game is set up, what the cards and their actions are (its "アクションの詳細"
  section is missing) or which side face each seat reads (its diagram is missing). A log names
  a game set (gameset: default, or a .toml file); each default of the bundled set is a ruling
  here. The engine has options for two of them (components, handedness); for the others the
  Option is the game-set key that holds the default (gameset: KEY), which a club changes by
  writing its own game set, not by a header option (docs/nozoku-gamesets.md). One more option
  settles a case the rules of play leave open: whether the last start player, tied for the
  lowest sum, is the tied player "nearest" to themself (start-tie).

  @clause:NZ-RULING-GAMESET @ruling
  Rule: NZ-RULING-GAMESET The components come from the game set the log names
    見出し: コンポーネントはログが指定するゲームセットに従う
    検索語: 内容物、セット、バリアント、カスタム、設定、ヘッダー、同梱、components, what's in the box, custom set, variant, game set, configuration
    Gap: the rulebook lists no components: no dice counts, no cards, no action catalogue, no diagram of the side faces.
    Option: components
    Affects: NZ-ACQ-DIE, NZ-ACT-MAIN, NZ-ACT-SUB, NZ-NOZOKU, NZ-NOZOKU-SIDE
    Default: as-set
    Alternatives: as-set = the only value: the named game set decides
    Source: the project's own decision (docs/nozoku-gamesets.md); the bundled default set is a reconstruction, not the published components.
    English: The dice, cards, actions and side faces are those of the game set named in the log's header (gameset: default when none is named).
    裁定: ルールブックにはダイスの数、カード、アクションの一覧、側面の図がありません。レフェリーはログのヘッダー gameset: が指定するゲームセット（指定がなければ同梱の default）を使い、option components: の値は as-set だけです。

    Scenario: the bundled default set is named
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        """
      Then the referee accepts the log

    Scenario: an unknown game set is an input error
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: no-such-set
        """
      Then the referee reports the input error LOG-GAMESET

    Scenario: a component finding names the ruling
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6
        """
      Then the finding for NZ-RULING-WHITE depends on ruling NZ-RULING-GAMESET

  @clause:NZ-RULING-SETUP @ruling
  Rule: NZ-RULING-SETUP Set-up: each player rolls two of their dice; every other die is rolled into the centre
    見出し: ゲームの準備：各自ダイス2個を振り、残りは全て中央に振る
    検索語: セットアップ、初期配置、最初のダイス、最初に振る、初期ダイス、何個振る、2個、開始時、setup, set up, starting dice, initial dice, how many dice at start, roll at start, before the first round
    Gap: the rulebook has no set-up: it never says which dice a player owns at the start (the start player's sum needs some) or which dice lie in the centre.
    Option: gameset: dice.start
    Affects: NZ-PREP-START
    Default: 2
    Alternatives: N = any number of one's own dice from 1 to dice.own, in another game set
    Source: the bundled default game set (referee/games/nozoku/sets/default.toml), a reconstruction; the engine has no option: a game set with another start changes it.
    English: Each player rolls 2 dice of their colour, once, as their first 持っているダイス; all the other dice (their colours and the white ones) are rolled into the centre, once.
    裁定: ルールブックにはゲームの準備がなく、最初に持っているダイスも中央のダイスも書かれていません。既定では各プレイヤーが自分の色のダイスを2個振り、残りは全て中央に振ります。dice.start の違うゲームセットをヘッダーの gameset: で指定すると変わります。

    Scenario: two dice each, the rest in the centre
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        """
      Then the referee accepts the log
      And the table shows:
        | fact     | value     |
        | dice Aki | R1=3 R2=5 |

    Scenario: the designer's order, the start player first, who then rolls the centre
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table start Ben
        Ben centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        Ben reroll R3=2 B4=6 W4=4
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | turn player | Ben   |

    Scenario: three dice rolled at the start are caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5 R3=1
        """
      Then the referee reports only NZ-RULING-SETUP

    Scenario: a second set-up roll is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Aki roll R1=4 R2=4
        """
      Then the referee reports only NZ-RULING-SETUP

  @clause:NZ-RULING-DICE @ruling
  Rule: NZ-RULING-DICE Each player has five dice of their colour
    見出し: 各プレイヤーの色のダイスは5個
    検索語: ダイスの数、何個、個数、5個、各色、自分の色、色のダイス、dice per player, how many dice, number of dice, five dice, each colour, coloured dice count
    Gap: the rulebook speaks of coloured and white dice but never says how many.
    Option: gameset: dice.own
    Affects: NZ-END
    Default: 5
    Alternatives: N = any number from 1 to 20, in another game set
    Source: the bundled default game set, a reconstruction; the engine has no option.
    English: Each player has 5 dice of their own colour (R1–R5, B1–B5, G1–G5, Y1–Y5); those not rolled at the start go to the centre.
    裁定: ルールブックは色のダイスの個数を書いていません。既定では各プレイヤーの色のダイスは5個で、dice.own の違うゲームセットをヘッダーの gameset: で指定すると変わります。

    Scenario: R3 to R5 and B3 to B5 go to the centre
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        """
      Then the referee accepts the log

    Scenario: a coloured die missing from the centre is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        """
      Then the referee reports only NZ-RULING-DICE

  @clause:NZ-RULING-COLOURS @ruling
  Rule: NZ-RULING-COLOURS The seats play red, blue, green and yellow
    見出し: 席の色は赤・青・緑・黄
    検索語: 何色、サイコロの色、赤、青、緑、黄色、自分の色、ダイスの色、colours, colors, red, blue, green, yellow, which colour am I, player colour, my colour, colour of my dice, seat colour
    Gap: the rulebook never names the players' colours.
    Option: gameset: dice.colours
    Affects: NZ-END
    Default: red, blue, green, yellow
    Alternatives: a list = other colour names, one per seat, in another game set
    Source: the bundled default game set, a reconstruction; the engine has no option.
    English: In seat order the players' dice are red (R), blue (B), green (G) and yellow (Y).
    裁定: ルールブックはプレイヤーの色を書いていません。既定では席順に赤・青・緑・黄で、dice.colours の違うゲームセットをヘッダーの gameset: で指定すると変わります。

    Scenario: Aki (seat 1) rolls red, Ben (seat 2) blue
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        """
      Then the referee accepts the log

    Scenario: Aki rolling blue dice is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll B1=3 B2=5
        """
      Then the referee reports only NZ-RULING-COLOURS

  @clause:NZ-RULING-WHITE @ruling
  Rule: NZ-RULING-WHITE Four, five or six white dice for two, three or four players
    見出し: 白色のダイスは2人で4個、3人で5個、4人で6個
    検索語: 白、白いダイス、白ダイス、何個、白の数、人数、2人、3人、4人、中立、white dice, how many white dice, number of white dice, neutral dice, by player count
    Gap: the rulebook speaks of white dice (they cannot be acquired with a card) but never says how many there are.
    Option: gameset: dice.white
    Affects: NZ-ACQ-DIE, NZ-EMPTY-HAND, NZ-END
    Default: 2 = 4, 3 = 5, 4 = 6
    Alternatives: a table = other numbers of white dice by player count, in another game set
    Source: the bundled default game set, a reconstruction; the engine has no option.
    English: The centre holds 4 white dice with 2 players, 5 with 3 and 6 with 4 (W1, W2, …).
    裁定: ルールブックは白色のダイスの個数を書いていません。既定では2人で4個、3人で5個、4人で6個で、dice.white の違うゲームセットをヘッダーの gameset: で指定すると変わります。

    Scenario: three players: five white dice
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: default
        Aki roll R1=1 R2=2
        Ben roll B1=1 B2=1
        Chika roll G1=2 G2=2
        table centre R3=6 R4=2 R5=5 B3=1 B4=3 B5=4 G3=6 G4=2 G5=5 W1=1 W2=3 W3=4 W4=6 W5=2
        """
      Then the referee accepts the log

    Scenario: two players: a missing fourth white die is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6
        """
      Then the referee reports only NZ-RULING-WHITE

    Scenario: two players: there is no fifth white die
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1 W5=2
        """
      Then the referee reports the input error LOG-DIE

  @clause:NZ-RULING-SIDES @ruling
  Rule: NZ-RULING-SIDES The side faces read: the back with 2, left and right with 3, left, back and right with 4
    見出し: ノゾクアクションで見る側面：2人は奥、3人は左と右、4人は左・奥・右
    検索語: 見る面、奥、向こう側、左右、人数、どこを見る、2人プレイ、3人プレイ、4人プレイ、どの面を見る、which side, back face, far side, left side, right side, player count, seating, what do I look at, 2 players, 3 players, 4 players, side I look at
    Gap: ノゾクアクションでのダイスの見方 refers to a diagram that the rulebook text does not contain; only its caption survives.
    Option: gameset: sides
    Affects: NZ-NOZOKU, NZ-NOZOKU-SIDE
    Default: 2 = back; 3 = left, right; 4 = left, back, right
    Alternatives: a table = other sides per player count and seat, in another game set
    Source: the bundled default game set, a reconstruction of the missing diagram (the caption numbers the seats from the turn player's left); the engine has no option.
    English: In ノゾクアクション order (1 = the turn player's left neighbour), seen from the die's owner: with 2 players the other reads the back; with 3, the left and then the right side; with 4, the left, the back and the right.
    裁定: 「ノゾクアクションでのダイスの見方」の図がルールブックの本文にありません。既定では2人なら奥、3人なら左と右、4人なら左・奥・右の側面を読み、sides の違うゲームセットをヘッダーの gameset: で指定すると変わります。

    Scenario: with two players Aki reads the back of R4 (4)
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki nozoku F R1 -> 4
        """
      Then the referee accepts the log

    Scenario: with three players, Aki (second after Ben) reading the left is caught
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: default
        Aki roll R1=1 R2=2
        Ben roll B1=1 B2=1
        Chika roll G1=2 G2=2
        table centre R3=6 R4=2 R5=5 B3=1 B4=3 B5=4 G3=6 G4=2 G5=5 W1=1 W2=3 W3=4 W4=6 W5=2
        table start Ben
        Ben reroll R3=6 R4=2 G3=1 G4=4 W4=3 W5=5
        Ben play B take R4
        Ben main B1 -> 2
        Ben sub B2 -> 3/1
        Chika pass
        Aki nozoku D R1 -> 1
        """
      Then the finding for NZ-NOZOKU-SIDE depends on ruling NZ-RULING-SIDES

  @clause:NZ-RULING-HANDEDNESS @ruling
  Rule: NZ-RULING-HANDEDNESS Dice are right-handed, as the game set says
    見出し: ダイスの目の並び（右手系・左手系）はゲームセットどおり（既定は右手系）
    検索語: 目の配置、鏡、左右反転、右手系、左手系、目の並び、反対、mirror, handedness, left-handed dice, right-handed dice, layout of faces, die numbering, Western dice
    Gap: the rulebook does not say which way round the dice are numbered; mirror-image dice show the left and right faces swapped, which changes what the players at the sides read.
    Option: handedness
    Affects: NZ-NOZOKU, NZ-NOZOKU-SIDE, NZ-ACT-MAIN, NZ-ACT-SUB
    Default: set
    Alternatives: right = Western dice: with 1 up and 2 toward you, 3 is on your right; left = the mirror image: 3 on your left
    Source: the bundled default game set says right (Western dice); referee/core/dice.py explains the geometry.
    English: Dice are numbered as the game set says (the default set: right-handed); the header option handedness: left or right overrides it.
    裁定: ルールブックはダイスの目の並びの向きを書いていません（鏡像のダイスでは左右の側面が入れ替わります）。既定ではゲームセットどおり（default は欧米式の右手系）で、ヘッダーの option handedness: left または right で切り替えます。

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben Chika
        gameset: default
        Aki roll R1=1 R2=2
        Ben roll B1=1 B2=1
        Chika roll G1=2 G2=2
        table centre R3=6 R4=2 R5=5 B3=1 B4=3 B5=4 G3=6 G4=2 G5=5 W1=1 W2=3 W3=4 W4=6 W5=2
        table start Ben
        Ben reroll R3=6 R4=2 G3=1 G4=4 W4=3 W5=5
        Ben play B take R4
        Ben main B1 -> 2
        Ben sub B2 -> 3/1
        """

    Scenario: right-handed: Chika on Ben's left reads 6 and plays D
      When the log says "Chika nozoku D G1 -> 2"
      Then the referee accepts the log

    Scenario: left-handed dice: Chika reads 1 and plays E
      Given the option handedness is "left"
      When the log says "Chika nozoku E G1 -> 3"
      Then the referee accepts the log

    Scenario: left-handed dice: D, for the 6 now on Ben's right, is caught
      Given the option handedness is "left"
      When the log says "Chika nozoku D G1 -> 2"
      Then the finding for NZ-NOZOKU-SIDE depends on ruling NZ-RULING-HANDEDNESS

  @clause:NZ-RULING-START-TIE @ruling
  Rule: NZ-RULING-START-TIE A tie that includes the last start player goes to the next tied player after them
    見出し: 前回のスタートプレイヤーも同数の場合は、その次の同数のプレイヤー
    検索語: 同点、前回のスタプレも同点、もう一度スタート、連続、2回続けて、本人、自分も同点、tie includes previous start player, start again, twice in a row, consecutive start, same player starts again, keep the start
    Gap: 「同数の場合は、前回のラウンドのスタートプレイヤーに手番順が最も近かったプレイヤーが、ラウンドのスタートプレイヤーとなります。」 — the rulebook does not say whether the previous start player, when tied for the lowest sum themself, is the player "nearest" to themself (distance 0), or whether the count starts at their left neighbour.
    Option: start-tie
    Affects: NZ-PREP-START-TIE
    Default: next
    Alternatives: next = the count starts at the previous start player's left neighbour, so they come last among the tied; self = the previous start player, when tied, is the nearest (distance 0) and starts again
    Source: the project's reading of the sentence. It names the previous start player as the point the distance is measured from (〜に手番順が最も近かったプレイヤー, "the player who was nearest in turn order to them"), which reads as another player; had the previous start player been meant to keep the start on a tie, the rule could have said so. The past tense 近かった refers to the previous round's turn order, which began with that player, so the players after them, in order, are the near ones. No FAQ or errata answers it.
    English: On a tie for the lowest sum, the tied players are counted in turn order from the previous start player's left neighbour, and the first of them starts; the previous start player, if tied, comes last. The header option start-tie: self makes the previous start player the nearest instead.
    裁定: 前回のスタートプレイヤー自身も同数のとき、本人を「手番順が最も近い」と数えるかどうかをルールブックは書いていません。既定（next）では左隣から数えるので本人は最後になり、ヘッダーの option start-tie: self で本人を最も近い（距離0）とします。

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=6
        Ben roll B1=6 B2=6
        table centre R3=5 R4=1 R5=4 B3=2 B4=6 B5=1 W1=2 W2=1 W3=3 W4=4
        table start Aki
        Aki reroll R4=4 B5=5 W2=1
        Aki play E take B5
        Aki main R1 -> 2
        Aki sub R1 -> 3
        Ben nozoku D B1 -> 6
        Ben play F take B4
        Ben main B1 -> 5
        Ben sub B1 -> 2
        Aki pass
        """

    Scenario: Aki (3 + 6 + 5) and Ben (2 + 6 + 6) tie at 14; Ben, after Aki, starts round 2
      When the log says "table start Ben"
      Then the referee accepts the log
      And the table shows:
        | fact         | value |
        | round        | 2     |
        | start player | Ben   |

    Scenario: Aki, the last start player, starting again on the tie is caught
      When the log says "table start Aki"
      Then the finding for NZ-PREP-START-TIE depends on ruling NZ-RULING-START-TIE

    Scenario: with start-tie self, Aki is the nearest to herself and starts again
      Given the option start-tie is "self"
      When the log says "table start Aki"
      Then the referee accepts the log

    Scenario: with start-tie self, Ben starting is caught
      Given the option start-tie is "self"
      When the log says "table start Ben"
      Then the finding for NZ-PREP-START-TIE depends on ruling NZ-RULING-START-TIE

  @clause:NZ-RULING-ACTIONS @ruling
  Rule: NZ-RULING-ACTIONS What the actions do
    見出し: アクションの詳細
    検索語: 効果一覧、アクション一覧、上げる、下げる、ひっくり返す、裏返す、回す、倒す、転がす、what does each action do, action list, raise, lower, rotate, upside down
    原文: 詳しいメインアクションの説明は、アクションの詳細の項を参照してください。
    原文: 詳しいサブアクションの説明は、アクションの詳細の項を参照してください。
    Gap: the main and sub actions refer to a section "アクションの詳細" that the rulebook does not contain.
    Option: gameset: actions
    Affects: NZ-ACT-MAIN, NZ-ACT-SUB, NZ-NOZOKU-SUB, NZ-STUCK-ACTION, NZ-ACT-IMPOSSIBLE
    Default: up = top +1; down = top -1; flip = flip; turn = turn; tip = tip; reroll = reroll
    Alternatives: a table = other actions built from the effects of docs/nozoku-gamesets.md, in another game set
    Source: the bundled default game set, a reconstruction; the engine has no option.
    English: up raises the top face by one (not on a 6), down lowers it by one (not on a 1), flip turns the die upside down, turn gives it a quarter turn, tip tips it toward its owner, reroll rolls it again.
    裁定: メインアクションとサブアクションが参照する「アクションの詳細」の項がルールブックにありません。既定では up（上面の目を1増やす）、down（1減らす）、flip（上下を逆にする）、turn（90度回す）、tip（手前に倒す）、reroll（振り直す）とし、actions の違うゲームセットをヘッダーの gameset: で指定すると変わります。

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        """

    Scenario: up turns 2 into 3, tip brings 2 to the front
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        """
      Then the referee accepts the log

    Scenario: up does not give 4 from a 2
      When the log continues:
        """
        Ben play B take R4
        Ben main B1 -> 4
        """
      Then the finding for NZ-ACT-MAIN depends on ruling NZ-RULING-ACTIONS

  @clause:NZ-RULING-CARDS @ruling
  Rule: NZ-RULING-CARDS Six cards, A to F, in every hand
    見出し: カードはAからFの6枚で、全員が同じカードを持つ
    検索語: カード一覧、カードリスト、カードの種類、A〜F、6枚、全員同じ、カード内容、card list, which cards, card types, six cards, A to F, what cards are there, card contents, each card, card effects, what cards do
    Gap: the rulebook describes a card (the main action with its face on top, the sub action with its face below) but lists no cards.
    Option: gameset: card
    Affects: NZ-ACQ-DIE, NZ-ACQ-NONE, NZ-ACQ-PLACE, NZ-NOZOKU, NZ-ACT-IMPOSSIBLE
    Default: A = 1 up / 2 turn; B = 2 up / 3 tip; C = 3 flip / 5 down; D = 4 down / 6 turn; E = 5 down / 1 up; F = 6 reroll / 4 flip
    Alternatives: a list = other cards, in another game set (features/nozoku/two-cards.toml holds only B and F)
    Source: the bundled default game set, a reconstruction; the engine has no option.
    English: Every player holds the same six cards; each gives the face of the die it acquires and its main action, and the face placed toward the owner and its sub action.
    裁定: ルールブックはカードの一覧を載せていません。既定では全員がAからFの同じ6枚を持ち、[[card]] の違うゲームセットをヘッダーの gameset: で指定すると変わります。

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: default
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        """

    Scenario: B acquires a 2 and places it with 3 toward Ben
      When the log says "Ben play B take R4 -> 2/3"
      Then the referee accepts the log
      And the table shows:
        | fact     | value     |
        | hand Ben | A C D E F |

    Scenario: B cannot acquire the 6 of R5
      When the log says "Ben play B take R5"
      Then the finding for NZ-ACQ-DIE depends on ruling NZ-RULING-CARDS
