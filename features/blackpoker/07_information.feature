@game:blackpoker
Feature: BlackPoker — 共通ルール: その他のルール (information, shuffling, placing bulwarks, fog and stage)
  Public, private and hidden information; the life answer; the top of the graveyard; shuffling;
  where bulwarks, fog cards and stage cards lie. A player's answer to a question about public
  information is written "PLAYER answer WHAT VALUE" (WHAT: life, hand; VALUE a number, or 10+ for
  "10枚以上"): a notation extension. The logs are entry16 games; after the Background Aki (life 5,
  hand 2S 3S 4H 7H JH 5D AC KS, soldier 9C, bulwark B1) holds the turn and the chance; Ben has
  life 6, 7 cards, the soldier 10D and a face-down bulwark.

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

  @clause:BP-INFO-LEVELS @definition
  Rule: BP-INFO-LEVELS Public, private and hidden information; public facts must be answered truly
    見出し: 公開レベル
    検索語: 見ていい、見られる、秘密、聞いていい、聞かれたら、嘘、手札何枚、伏せたカード、open information、hidden information、can I ask、must answer、lie、hand size、how many cards in hand
    原文: 配置されているカードには、アクションの効果を使わなくても中身や枚数を知れるものがあります。
    原文: 知れる度合いには次の種類があります。
    原文: 完全公開
    原文: 全てのプレイヤーが知ることができ、聞かれたプレイヤーは正しく答える必要がある
    原文: 個人公開
    原文: ライフの持ち主のみ知ることができる
    原文: 非公開
    原文: 全てのプレイヤーは知ることができない
    原文: 完全公開の情報であれば、ゲーム中いつでも対戦相手に聞くことができます。
    原文: 各カードの配置と公開・非公開の度合いは次のとおりです。
    原文: 場
    原文: | 完全公開：表裏を変えずに見えるカード
    原文: | 個人公開：伏せてあるカード
    原文: | 非公開：なし
    原文: 手札
    原文: | 完全公開：手札の枚数
    原文: | 個人公開：手札の中身
    原文: フォグ
    English: Of the cards placed, some can be known (contents or number) without any action's effect, to
      these degrees: 完全公開 (public): every player may know it, and a player asked must answer truly;
      個人公開 (private): only the owner may know it; 非公開 (hidden): no player may know it. Public
      information may be asked of the opponent at any time during the game. By place: field and fog:
      public are the cards visible without turning them, private the face-down cards, nothing hidden;
      hand: public its number of cards, private its contents, nothing hidden.
    # In the table: a private or hidden card is ?? unless the recorder saw it. The referee cites this clause
    # for a wrong answer about the hand.

    Scenario: Aki answers her hand's size truly
      When the log says "Aki answer hand 8"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | hand-count Aki | 8     |
        | hand-count Ben | 7     |
        | bulwarks Ben   | ??    |

    Scenario: a wrong answer about the hand is caught
      When the log says "Aki answer hand 7"
      Then the referee reports BP-INFO-LEVELS at "Aki answer hand 7"

  @clause:BP-INFO-LIFE
  Rule: BP-INFO-LIFE The life's size is public under 10 cards: count to 10, answer the number or "10 or more"
    見出し: 残りライフを聞かれたら
    検索語: ライフ何枚、山札の枚数、山札何枚、残り枚数、残りいくつ、数える、10 枚以上、how much life left、life count、cards left in deck、how many cards in life、remaining life、count the deck、more than ten、exact number、exactly how many
    原文: ライフ
    原文: | 完全公開：10枚未満のライフ枚数
    原文: | 個人公開：ライフの枚数
    原文: | 非公開：ライフの中身
    原文: 対戦相手から残りのライフを聞かれた場合、自分のライフの枚数を10枚まで数えます。
    原文: 10枚未満であれば枚数を答え、10枚以上の場合「10枚以上です」と答えて下さい。
    原文: 10枚以上の場合、正確な枚数を答える必要はありません。
    English: Life: public is its number of cards when under 10; private its number; hidden its contents.
      Asked for your remaining life, count your life up to 10 cards: under 10, answer the number; at 10 or
      more answer "10 or more" (written 10+); the exact number need not be given then.

    Scenario: Aki's life of five is answered as five
      When the log says "Aki answer life 5"
      Then the referee accepts the log

    Scenario: "10 or more" for a life of five is caught
      When the log says "Aki answer life 10+"
      Then the referee reports BP-INFO-LIFE at "Aki answer life 10+"

    Scenario: a wrong count is caught
      When the log says "Ben answer life 7"
      Then the referee reports BP-INFO-LIFE at "Ben answer life 7"

  @clause:BP-INFO-GRAVE
  Rule: BP-INFO-GRAVE The graveyard's top card is public: one of the cards moved there is shown, never one already there
    見出し: 墓地の一番上のカードはいつ決まるのか
    検索語: 墓地のトップ、どれを上にする、一番上に置く、墓地を見る、墓地を覗く、墓地をのぞく、墓地の中身、見せる、top of the graveyard、which card on top、show、reveal、look through graveyard、graveyard contents、墓地に送る、どれを見せる、公開するカード、ダメージで墓地に置く、which card to show、look at the opponent's graveyard、opponent's graveyard、who chooses the top card、top card of the graveyard、top of the discard pile、捨て札の一番上、decide which card goes on top
    原文: 墓地
    原文: | 完全公開：墓地の一番上のカード
    原文: | 個人公開：墓地の中身
    原文: | 非公開：なし
    原文: カードを墓地に移す際に移すカードの中から1枚を公開してください。
    原文: すでに墓地にあるカードを改めて公開しないでください。
    English: Graveyard: public is its top card; private its contents; nothing hidden. When moving cards to the
      graveyard, show one of the cards being moved; do not show again a card already in the graveyard.

    Scenario: the card shown by the damage is the new top
      When the log says "Aki ace AC $L L:8D"
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | grave-top Aki | 8D    |

    Scenario: showing a card already in the graveyard is caught
      When the log says "Aki ace AC $L L:QD"
      Then the referee reports BP-INFO-GRAVE at "Aki ace AC $L L:QD"

  @clause:BP-NO-TOUCH
  Rule: BP-NO-TOUCH Do not touch the opponent's cards; a shuffle may be asked for but need not be
    見出し: デッキのシャッフル（相手のカードに触らない）
    検索語: 切る、カット、混ぜる、まぜる、よく切って、相手のデッキを切る、触る、さわる、触っていい、shuffle、cut the deck、mix、touch、handle opponent's cards、ask to shuffle
    原文: BlackPokerではコンセプトの一つに「相手のカードに触らない」があるため、対戦相手にデッキのシャッフルをお願いする必要はありません。
    原文: ただし、シャッフルしてほしい場合は、対戦相手にお願いしても構いません。
    原文: 逆に、対戦相手があまりシャッフルしていない場合は、さらにシャッフルをお願いできます。
    English: One of BlackPoker's principles is "do not touch the opponent's cards", so there is no need to ask
      the opponent to shuffle your deck; you may ask if you want to, and you may ask an opponent who has
      shuffled too little to shuffle more.
    # In a log each player handles only their own cards: a bulwark is turned over by its owner ("Ben reveal
    # B1 …" for Ben's). The referee cites this clause for a line in which a player handles the opponent's
    # cards.

    Background:
      Given the log so far:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Ben attack 10D
        Aki block B1>10D
        """

    Scenario: Aki turns over her own bulwark
      When the log says "Aki reveal B1 6C"
      Then the referee accepts the log
      And the table shows:
        | fact          | value  |
        | bulwarks Aki  | -      |
        | grave-top Aki | 6C     |
        | field Ben     | 10D(D) |

    Scenario: Ben turning over Aki's bulwark is caught
      When the log says "Ben reveal Aki B1 6C"
      Then the referee reports BP-NO-TOUCH at "Ben reveal Aki B1 6C"

  @clause:BP-BULWARK-PLACE
  Rule: BP-BULWARK-PLACE Bulwarks lie next to the life, in order, never swapped
    見出し: 防壁の置き方
    検索語: 防壁の並べ方、並べる、位置、左右、並び替え、寄せる、詰める、防壁の位置、order、arrange、line up、swap positions、rearrange、bulwark order、where do I put the bulwark、bulwark placement on the table、where bulwarks go
    原文: 防壁を場に出す際は、次のルールに従って配置してください。(:numref:`set-bulwork`)
    原文: 防壁を置く際は、ライフ側に寄せて配置してください。
    原文: 防壁の左右の入れ替えは行わないでください。
    English: Put bulwarks on the field by these rules: place them close to the life side; never swap
      bulwarks left and right.
    # So the places B1 (nearest the life), B2 … keep their order: a new bulwark takes the next place, and
    # when one leaves, those beyond it close up toward the life. The referee cites this clause when a line
    # finds a bulwark at a place it cannot have.

    Background:
      Given the log so far:
        """
        Aki bulwark 2S $L L:8D
        Aki end
        Ben draw ?? ??
        Ben attack 10D
        Aki block B1>10D
        """

    Scenario: the preset bulwark at B1 goes, and 2S closes up to B1
      When the log continues:
        """
        Aki reveal B1 6C
        """
      Then the referee accepts the log
      And the table shows:
        | fact         | value |
        | bulwarks Aki | 2S    |

    Scenario: 2S found at B1, as if swapped with the preset bulwark, is caught
      When the log says "Aki reveal B1 2S"
      Then the referee reports BP-BULWARK-PLACE at "Aki reveal B1 2S"

  @clause:BP-FOG-PLACE
  Rule: BP-FOG-PLACE Fog cards lie apart from the field, tilted toward their target
    見出し: フォグの置き方
    検索語: フォグの並べ方、斜め、斜めに置く、ななめ、向き、重ねない、間をあける、tilt、angle、diagonal、point at target、slant、overlap、where to place the up card
    原文: フォグにアップなどのカードを置く場合は、次のルールに従って配置してください。(:numref:`set-fog`)
    原文: 対象の向きにカードを傾けて置いてください。
    原文: ダウンなど対戦相手のカードを対象とする場合も同様に置いてください。
    原文: フォースなど対象を取らない場合は、対象がないため、傾ける必要はありません。
    原文: フォグのカードは、場のカードと重ならないように間隔を空けて配置してください。
    English: Place cards such as アップ in the fog by these rules: tilt the card toward its target; do the same
      when the target is an opponent's card, as with ダウン; an untargeted card such as フォース has nothing to
      tilt toward; leave space so that fog cards do not overlap the field's cards.
    # So a fog card belongs to its player's fog, not to the character it points at: it is no card of that
    # character. The referee cites this clause when a fog card is named as a character.

    Background:
      Given the log so far:
        """
        Aki up 4H -> Ben 10D $D D:2S
        Ben down 3S -> Aki 9C $D D:QH
        Ben pass
        Aki pass
        Aki pass
        Ben pass
        """

    Scenario: each fog card lies in its player's fog, apart from the characters
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | fog Aki   | 4H    |
        | fog Ben   | 3S    |
        | field Aki | 9C    |
        | field Ben | 10D   |

    Scenario: a fog card targeted as a soldier is caught
      When the log says "Ben down 2S -> Aki 4H $D D:KS"
      Then the referee reports BP-FOG-PLACE at "Ben down 2S -> Aki 4H $D D:KS"

  @clause:BP-STAGE-PLACE
  Rule: BP-STAGE-PLACE Keycards on the stage lie tilted, apart from the field and the fog
    見出し: ステージの置き方
    検索語: 斜め、ななめ、傾けて置く、区別、解決待ちのカード、スタックの置き方、積み方、tilt、angled、stack placement、pending cards、cards waiting to resolve、tell apart from field
    原文: ステージ上にあるリクエストのキーカードは、場のカードと区別できるように、次のルールに従って配置してください。(:numref:`set-stage`)
    原文: ステージ上にあるリクエストのキーカードは傾けて置いてください。
    原文: フォグと区別できるように置いてください。
    原文: 対象がある場合は、その方向に傾けることを推奨します。
    English: Place the keycards of requests on the stage so that they can be told from the field's cards: tilt
      them; keep them apart from the fog; if the request has a target, tilting toward it is recommended.
    # So a keycard on the stage is neither a character nor a fog card until its request resolves. The
    # referee cites this clause when a keycard on the stage is named as a character.

    Scenario: the summoned soldier waits on the stage, not on the field
      When the log says "Aki soldier 7H $BL L:8D"
      Then the referee accepts the log
      And the table shows:
        | fact      | value      |
        | stage     | soldier:7H |
        | field Aki | 9C         |

    Scenario: targeting the keycard on the stage as a soldier is caught
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Ben down 3S -> Aki 7H $D D:KS
        """
      Then the referee reports BP-STAGE-PLACE at "Ben down 3S -> Aki 7H $D D:KS"
