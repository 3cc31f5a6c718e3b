@game:blackpoker
Feature: BlackPoker — 共通ルール: 領域（ゾーン）, カードの配置, デッキとライフ (zones)
  Cards lie in zones: the life, the graveyard, the field, the hand and the fog in every frame; the
  pack, the rare card and the trumps only in the frames that use them. The logs are entry16 games
  (frame: entry16); Aki records and sees her own cards. After the Background Aki holds the turn and
  the chance; her hand is 2S 3S 4H 7H JH 5D AC KS, her life 5 cards, her graveyard QD, her field the
  soldier 9C and a face-down bulwark; Ben has 7 cards in hand, 6 in life, 8D in the graveyard, the
  soldier 10D and a face-down bulwark.

  Background:
    Given the log:
      """
      game: blackpoker
      players: Aki Ben
      frame: entry16
      Aki draw 2S 3S 4H 7H JH 5D AC
      Ben draw ??*7
      Aki preset ?? 9C
      Ben preset ?? 10D
      Aki flip QD
      Ben flip 8D
      Aki draw KS
      """

  @clause:BP-ZONES @definition
  Rule: BP-ZONES Zones hold the cards; the field holds the characters, units of one or more cards
    見出し: 領域（ゾーン）とユニット
    検索語: 置き場、置く場所、エリア、配置図、レイアウト、盤面、フィールド、どこに置く、ユニットとは、zone list、play area、board、layout、where do cards go、battlefield
    原文: BlackPokerには、「領域（ゾーン）」と呼ぶ、カードを置く場所がいくつかあります。
    原文: 各領域には配置可能なカード種類（コンポーネント）が定義されています。
    原文: ゲーム中に配置されたカードのまとまりを「ユニット」と呼びます。
    原文: ユニットを構成する各カードを「ユニットカード」と呼びます。
    原文: そのユニットがどのコンポーネント定義（コンポーネントスクリプト）に対応するかはスクリプト側の「ユニット条件」を参照してください。
    原文: 領域ごとに存在するコンポーネントの一覧です。(:numref:`zone-component`)
    原文: 領域ごとに存在するコンポーネント一覧
    原文: | 領域名 | 存在するコンポーネント |
    原文: | 場 | キャラクター |
    原文: | ライフ | ライフ |
    原文: | 墓地 | 墓地 |
    原文: | フォグ | フォグ |
    原文: | 手札 | 手札 |
    原文: | パック | パック |
    原文: | レアカード | レアカード |
    原文: | 切札 | 切札 |
    原文: ※ 表中では「ライフ」「墓地」「手札」などと記載しますが、「ライフ領域」「墓地領域」「手札領域」と呼んでも構いません。
    原文: カードの配置には次のような場所があります。(:numref:`field`)
    原文: ※これらの領域は、フレームによって使用する領域が異なります。
    原文: 各領域で定義されたコンポーネントは、この配置図の対応する位置に置かれます。
    原文: 以下では主要な領域について説明します。
    原文: 場
    原文: 兵士や防壁などのキャラクターを置きます。
    English: BlackPoker has several places to put cards, called zones; each zone defines which kinds of
      card (components) may be placed there. A group of cards placed together is a unit, each of its
      cards a unit card (which component a unit is follows the component's unit condition). Zones and
      their components: 場 (field) – characters; ライフ – life; 墓地 – graveyard; フォグ – fog; 手札 –
      hand; パック – pack; レアカード – rare card; 切札 – trumps ("ライフ領域" etc. are the same names).
      Which zones are used depends on the frame. Components are placed at their places of the layout.
      The field holds the characters, such as soldiers and bulwarks.
    # The referee cites this clause when a line names, as a character of the field (an attacker, a
    # blocker, a character paid or targeted by its card), a card of that player that is in another zone.

    Scenario: a summoned soldier is a unit on the field
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value  |
        | field Aki | 9C 7H  |
        | hand-count Aki | 7 |

    Scenario: an attacker that is still in the hand is caught
      When the log says "Aki attack 7H"
      Then the referee reports BP-ZONES at "Aki attack 7H"

  @clause:BP-ZONE-LIFE @definition
  Rule: BP-ZONE-LIFE The life is the deck, face down; draws and damage take its top cards
    見出し: ライフ（山札）とデッキ
    検索語: 山、やまふだ、山札とは、デッキとは、引く場所、伏せて置く、山札の一番上、ライフとは、library、pile、top card、face-down stack、what is the life、where do I draw from、ライフ領域、ライフの意味、life zone、life pile、life is the deck
    原文: ライフ
    原文: 山札。ゲームを始める時に自分のデッキを裏向きで置きます。
    原文: ダメージを受けるとライフの一番上から墓地にカードを移します。
    原文: 対戦レギュレーションなどでデッキという表現が出てきます。
    原文: デッキ
    原文: ゲーム開始前にゲームで使用するカードの束（カード構成）。
    原文: フレームに応じて使用できるデッキの条件が異なります。
    原文: ゲームの始め方を経てデッキはライフとなります。詳細は :numref:`common_gamestart` で説明します。
    English: Life: the draw pile. At the start of the game each player puts their deck there face down.
      Damage moves cards from the top of the life to the graveyard. "Deck" (in match regulations and
      elsewhere) is the set of cards a player uses, before the game; which decks may be used depends on
      the frame. Through the game start the deck becomes the life (see ゲームの始め方).
    # The referee cites this clause when a card drawn from the life is one the log shows elsewhere.

    Scenario: Ben's first draw takes two cards from his life
      When the log continues:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | life-count Ben | 4     |
        | hand-count Ben | 9     |

    Scenario: drawing the soldier on the field is caught
      When the log continues:
        """
        Aki end
        Aki discard KS
        Ben draw 10D ??
        """
      Then the referee reports BP-ZONE-LIFE at "Ben draw 10D ??"

  @clause:BP-ZONE-GRAVE @definition
  Rule: BP-ZONE-GRAVE The graveyard: discarded and damaged cards, face up, one on another
    見出し: 墓地
    検索語: 捨て山、すてふだ、トラッシュ、墓場、ぼち、捨て場、使ったカード、重ねる、discard、discard pile、trash、cemetery、used cards、dead cards、where do discarded cards go
    原文: 墓地
    原文: 捨て札置き場。ダメージを受けた時などに表向きでカードを重ねて置きます。
    English: Graveyard: the discard pile. When a player takes damage, and at other times, cards are
      placed there face up, one on top of another.
    # Nothing of the light format takes a card back from the graveyard. The referee cites this clause
    # when a card that went to the graveyard by a flip, a discard or damage is played again.

    Scenario: a damaged card lies on top of the flipped one
      When the log says "Aki ace AC $L L:8D"
      Then the referee accepts the log
      And the table shows:
        | fact            | value |
        | grave-count Aki | 2     |
        | grave-top Aki   | 8D    |

    Scenario: the flipped QD played as a keycard is caught
      When the log says "Aki break 4H QD -> Ben B1"
      Then the referee reports BP-ZONE-GRAVE at "Aki break 4H QD -> Ben B1"

  @clause:BP-ZONE-HAND @definition
  Rule: BP-ZONE-HAND The hand holds the cards drawn from the life, hidden from the opponent
    見出し: 手札
    検索語: てふだ、持ち札、手持ち、手札を見せる、手札を隠す、見られる、見せない、hand cards、hide my hand、show hand、secret hand、cards in hand、holding cards、相手に見せない、相手から見えない、opponent can't see my hand
    原文: 手札
    原文: ライフから引いたカードを持っておく場所です。相手から見えないようにしましょう。
    English: Hand: where a player keeps the cards drawn from the life. Keep them out of the opponent's sight.
    # The hand's contents are the owner's (the recorder writes ?? for cards not seen), its size is known to
    # all. The referee cites this clause when a player plays or pays more cards from hand than it holds.

    Scenario: Ben plays two cards from a hidden hand
      When the log says "Ben down AS -> Aki 9C $D D:??"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Ben | 5     |
        | hand-count Aki | 8     |

    Scenario: an eighth card from a hand of seven is caught
      When the log continues:
        """
        Ben down AS -> Aki 9C $D D:??
        Ben down 2S -> Aki 9C $D D:??
        Ben down 3S -> Aki 9C $D D:??
        Ben up 4H -> 10D $D D:??
        """
      Then the referee reports BP-ZONE-HAND at "Ben up 4H -> 10D $D D:??"

  @clause:BP-ZONE-FOG @definition
  Rule: BP-ZONE-FOG The fog holds the cards that act for this turn only
    見出し: フォグ
    検索語: フォグとは、一時的、そのターンだけ、ターン中だけ、持続、霧、アップのカードはどこ、temporary、this turn only、until end of turn、lasting effect、where do up cards go、fog zone
    原文: フォグ
    原文: このターンのみ影響を与えるフォグを置きます。
    English: Fog: holds the fog cards, which have an effect for this turn only.
    # アップ and ダウン leave their keycard in the fog; エンド moves the fog to the graveyard. The referee
    # cites this clause when a card in the fog is played again.

    Scenario: the up card stays in the fog until the end
      When the log continues:
        """
        Aki up 4H -> 9C $D D:2S
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact     | value |
        | fog Aki  | 4H    |
        | field Aki | 9C   |

    Scenario: the fog card played again is caught
      When the log continues:
        """
        Aki up 4H -> 9C $D D:2S
        Aki pass
        Ben pass
        Aki break 4H 5D -> Ben B1
        """
      Then the referee reports BP-ZONE-FOG at "Aki break 4H 5D -> Ben B1"

  @clause:BP-ZONE-FRAME @definition
  Rule: BP-ZONE-FRAME The pack, the rare card and the trumps exist only in the frames that use them
    見出し: 一部のフレームの領域（パック・レアカード・切札）
    検索語: 切り札、きりふだ、レア、特別な 1 枚、取り分ける、ブースター、特殊な領域、使わない領域、rare、trump card、special card、set aside、booster pack、extra zones、unused zones
    原文: パック
    原文: 一部のフレームで使用される領域です。デッキから一部のカードを取り分けて伏せて置きます。
    原文: アクション（例：パック開封）によって順に使用されることがあります。
    原文: レアカード
    原文: 特別な1枚を配置するための領域です。主にゲーム開始時に選ばれ、フレームによって使い方が異なります。
    原文: 特定のアクション（例：レアドロー、レア召喚）と組み合わせて使われます。
    原文: 切札
    原文: 切札領域に配置するコンポーネントです。各カードに割り当てられた能力を活用でき、使用可能なフレームは個別に定義されます。
    English: Pack: a zone used by some frames; some cards of the deck are set aside there face down, and
      actions (e.g. パック開封, opening the pack) use them. Rare card: a zone for one special card, chosen
      mostly at the start of the game, used differently by each frame, together with actions such as
      レアドロー and レア召喚. Trumps (切札): components of the trump zone, each card with an ability of its
      own; the frames that may use them are defined one by one.
    # entry16 has none of these zones; the pack frame has a pack of 14 cards and the action パック開封
    # (written "open CARD": the card taken into the hand, shown; a notation extension). The referee
    # cites this clause for a line that uses a zone the log's frame does not have.

    Scenario: the pack frame opens its pack
      Given the log:
        """
        frame: pack
        """
      When the log continues:
        """
        Aki open 7S
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 9     |

    Scenario: opening a pack in entry16 is caught
      When the log says "Aki open 7S"
      Then the referee reports BP-ZONE-FRAME at "Aki open 7S"
