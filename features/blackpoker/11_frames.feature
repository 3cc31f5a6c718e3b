@game:blackpoker
Feature: BlackPoker — フレーム (frames: entry16, the pack, and no frame)
  A frame fixes the deck and the start of the game before the rulebook's common steps. These
  clauses are facts from the project's design notes (rules-facts.md, BlackPoker, "Frames"; from
  GitHub BlackPoker/BlackPoker, the generated ruleCatalog and tools/actionlist) and, for a log
  without a frame, the notation (docs/notation.md, BlackPoker, frame: free); each says itself in Japanese in
  its 内容.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      """

  @clause:BP-FRAME-ENTRY16-DECK @fact
  Rule: BP-FRAME-ENTRY16-DECK entry16: each deck is ♠A,2,3,K ♡4,7,J,Q ♢5,8,10,Q ♣A,6,9,K
    見出し: エントリー16のデッキ
    検索語: 16 枚、初心者デッキ、入門、デッキの中身、デッキ構成、ジョーカーなし、どのカードを使う、beginner deck、starter deck、deck list、16 cards、deck contents、which cards、no joker
    Source: rules-facts.md, BlackPoker, Frames: エントリー16 (format ライト)
    内容: フレームがエントリー16（フォーマットはライト）のとき、各プレイヤーのデッキはちょうど次の
      16枚です：♠A・2・3・K、♡4・7・J・Q、♢5・8・10・Q、♣A・6・9・K。Jokerは入りません。
    English: In the frame エントリー16 (format ライト) each player's deck is exactly these 16 cards: ♠A, 2, 3, K;
      ♡4, 7, J, Q; ♢5, 8, 10, Q; ♣A, 6, 9, K. No Joker.

    Background:
      Given the log:
        """
        frame: entry16
        """
      And the log so far:
        """
        Aki draw 2S 3S 4H 7H JH 5D AC
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """

    Scenario: sixteen cards: five in Aki's life and six in Ben's after the set-up
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | life-count Aki | 5     |
        | life-count Ben | 6     |

    Scenario: a 7 of spades is caught
      When the log says "Ben down 7S -> Aki 9C $D D:??"
      Then the referee reports BP-FRAME-ENTRY16-DECK at "Ben down 7S -> Aki 9C $D D:??"

  @clause:BP-FRAME-ENTRY16-START @fact
  Rule: BP-FRAME-ENTRY16-START entry16 starts: the deck shuffled into the life, 7 cards each, then the common steps
    見出し: エントリー16のゲームの始め方
    検索語: 初期手札、最初の手札、何枚配る、配る、最初に引く、先攻 8 枚、starting hand、opening hand、how many cards at start、deal、hand out、seven cards、initial hand
    Source: rules-facts.md, BlackPoker, Frames: エントリー16 (start procedure)
    内容: エントリー16の始め方：デッキをシャッフルして裏向きのままライフにし、7枚引いて手札にします。
      続いて共通の手順（プリセット、先攻の決定、先攻プレイヤーが1枚引く）をします。そのため
      先攻プレイヤーの手札は8枚、後攻は7枚です。
    English: エントリー16 starts: shuffle the deck into the life (face down); draw 7 cards as the hand; then the
      common steps: preset, deciding the first player, and the first player's draw of 1 (so the first player
      holds 8 cards, the other 7).

    Background:
      Given the log:
        """
        frame: entry16
        """

    Scenario: seven cards each, then preset, flip and the first draw
      When the log continues:
        """
        Aki draw ??*7
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 8     |
        | hand-count Ben | 7     |

    Scenario: an opening hand of eight is caught
      When the log says "Aki draw ??*8"
      Then the referee reports BP-FRAME-ENTRY16-START at "Aki draw ??*8"

  @clause:BP-FRAME-PACK @fact
  Rule: BP-FRAME-PACK パック: 14 cards of the deck set aside as the pack, opened once by パック開封
    見出し: パックとパック開封
    検索語: 開ける、あける、ブースター、1 ゲーム 1 回、好きな 1 枚、取り出す、伏せておく、open the pack、booster、once per game、set aside、pick a card from the pack、14 枚、14 cards、cards in the pack、pack size、how many cards in a pack
    Source: rules-facts.md, BlackPoker, Frames: パック (a 14-card pack); the action パック開封 from GitHub BlackPoker/BlackPoker tools/actionlist/original/act-frame.yaml
    内容: フレームがパック（この記法ではフォーマットはスタンダード）のとき、シャッフルしたデッキの上から
      14枚を裏向きのままパックとして脇に置き、残りをライフにします。各プレイヤーが7枚引き、続いて共通の
      手順をします。パック開封（@直接-即時-クイック）は、パックが開いていないあいだにゲーム中1回だけ、
      パックから好きなカードを1枚、公開して手札に加えます（ログには open CARD と書きます。記法の
      拡張です）。
    English: In the frame パック (format スタンダード in our notation) the top 14 cards of the shuffled deck
      are set aside face down as the pack and the rest is the life; each player draws 7; then the common
      steps. パック開封 (@直接-即時-クイック), once per game while the pack is unopened: take any one card
      of the pack into the hand, showing it ("open CARD", a notation extension).

    Background:
      Given the log:
        """
        frame: pack
        """
      And the log so far:
        """
        Aki draw ??*7
        Ben draw ??*7
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw ??
        """

    Scenario: each player opens the pack once, Ben on Aki's turn
      When the log continues:
        """
        Aki open 7S
        Ben open KH
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 9     |
        | hand-count Ben | 8     |

    Scenario: opening the pack a second time is caught
      When the log continues:
        """
        Aki open 7S
        Aki open 8S
        """
      Then the referee reports BP-FRAME-PACK at "Aki open 8S"

  @clause:BP-FRAME-FREE @fact
  Rule: BP-FRAME-FREE No frame: only the rulebook's common steps (preset, first player, first draw)
    見出し: フレームなし（共通手順のみ）
    検索語: 自由、好きなトランプ、何でもあり、普通のトランプで遊ぶ、初期手札なし、フリー、free play、no frame、casual、any deck、custom deck、no starting hand
    Source: docs/notation.md (BlackPoker: frame: free) and the rulebook's common steps (BP-START-PRESET, BP-START-FIRST, BP-START-BEGIN)
    内容: ヘッダーに frame: free と書いたログは、どのフレームにも従いません。ゲームは共通の手順だけで
      始まります：各プレイヤーがプリセットし、2人がライフをめくって先攻を決め、先攻プレイヤーが
      1枚引きます。最初の手札はなく、デッキは BP-CARDS-KINDS と BP-CARDS-COUNT が認めるカードならどんな
      組み合わせでもかまいません。
    English: A log with frame: free follows no frame: the game starts with the common steps alone: each player
      presets, both flip for the first player, the first player draws 1. There is no opening hand, and the
      deck is any set of cards that BP-CARDS-KINDS and BP-CARDS-COUNT allow.

    Background:
      Given the log:
        """
        frame: free
        """

    Scenario: presets, flips and one card
      When the log continues:
        """
        Aki preset ?? 9C
        Ben preset ?? 10D
        Aki flip QD
        Ben flip 8D
        Aki draw KS
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 1     |
        | hand-count Ben | 0     |

    Scenario: an opening hand without a frame is caught
      When the log says "Aki draw ??*7"
      Then the referee reports BP-FRAME-FREE at "Aki draw ??*7"
