@game:blackpoker
Feature: BlackPoker — アクション: ライト (the light format's actions: facts from the action list)
  Our rulebook defines how actions work, not the actions themselves: they are in the action list,
  which it does not contain. One clause per action of the ライト format (19 actions; サーチ, which
  needs a Joker that entry16 lacks, is in 10_actions_standard.feature), as the project's design
  notes give them (rules-facts.md, BlackPoker, "Action catalogue (9.x)"; from the game's public
  documentation, GitHub BlackPoker/BlackPoker, tools/actionlist and its generated ruleCatalog). With no
  rulebook text to quote (the rulebook says 「効果の内容はアクションリストを参照してください。」), each gives
  its Source, and its 内容 says the action in Japanese, in the game's own terms.
  The logs are entry16 games; after the Background Aki (life 5, hand 2S 3S 4H 7H JH 5D AC KS,
  soldier 9C, bulwark B1) holds the turn and the chance; Ben has life 6, 7 cards, the soldier 10D
  and a bulwark. Aki's life and bulwark hold AS QH 8D 10D 6C KC.

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

  @clause:BP-ACT-END @fact
  Rule: BP-ACT-END エンド: discard down to 7, all fog to the graveyard, the turn to the opponent
    見出し: エンド
    検索語: ターン終了、ターンエンド、ターンを終える、手札上限、手札 7 枚、7 枚まで、多すぎる、捨てる、フォグを捨てる、end turn、hand limit、max hand size、seven cards、discard down、end of turn、持てる枚数、手札の枚数制限、手札の最大枚数、手札上限は何枚
    Source: rules-facts.md, BlackPoker, action catalogue, row エンド (@直接-通常-メイン), and the version notes (9.1: all fog)
    内容: エンド（@直接-通常-メイン、キーカードなし、コストなし）：解決すると、手札が7枚を超えていれば
      7枚になるまで捨て（どれを捨てるかはエンドしたプレイヤーが選び、ログには discard と書きます）、
      フォグのカードをすべて墓地に移し、ターンを相手に渡します。
    English: エンド (@直接-通常-メイン, no keycard, no cost): when it resolves, a hand of more than 7 cards is
      discarded down to 7 (the ending player chooses; the log writes "discard"), all fog cards go to the
      graveyard, and the turn passes to the opponent.

    Scenario: Aki ends with 8 cards and discards one; Ben's down leaves the fog too
      When the log continues:
        """
        Ben down AS -> Aki 9C $D D:KS
        Ben pass
        Aki pass
        Aki end
        Aki discard KS
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | turn           | Ben   |
        | hand-count Aki | 7     |
        | fog Ben        | -     |
        | grave-top Ben  | AS    |
        | grave-top Aki  | KS    |

    Scenario: discarding down to 6 is caught
      When the log continues:
        """
        Aki end
        Aki discard KS 5D
        """
      Then the referee reports BP-ACT-END at "Aki discard KS 5D"

    Scenario: ending with 8 cards and no discard written is caught, and the hand stays at 8
      # issue 31: the referee once discarded a card for her silently, then accused her true answer
      When the log continues:
        """
        Aki end
        Ben pass
        Ben draw ?? ??
        Aki answer hand 8
        """
      Then the referee reports BP-ACT-END at "Ben draw ?? ??"
      And the referee reports only BP-ACT-END
      And the table shows:
        | fact           | value |
        | hand-count Aki | 8     |

    Scenario: a discard the recorder left out, shown by a true answer, is read as left out
      When the log continues:
        """
        Aki end
        Ben pass
        Ben draw ?? ??
        Aki answer hand 7
        """
      Then the referee reads the recorder's slip LOG-MISSING as meant at "Ben draw ?? ??"
      And the referee reports only LOG-MISSING

  @clause:BP-ACT-CHARGE @fact
  Rule: BP-ACT-CHARGE チャージ: after エンド, the new turn player's characters all charge
    見出し: チャージ
    検索語: アンタップ、回復、起こす、縦に戻す、全部起こす、相手のキャラ、untap、untap step、ready、refresh、stand up、upright again、start of turn、start of my turn、charge step、beginning of turn、ターンの始め
    Source: rules-facts.md, BlackPoker, action catalogue, row チャージ (@誘発-即時-メイン)
    内容: チャージ（@誘発-即時-メイン）はエンドの解決で誘発します：ターンプレイヤー（ターンを受け
      取ったばかりのプレイヤー）のキャラクターがすべてチャージ状態になります。相手の
      キャラクターはそのままです。
    English: チャージ (@誘発-即時-メイン) is triggered by the resolution of エンド: every character of the turn
      player (the player who has just received the turn) becomes charged. The opponent's characters stay as
      they are.
    # The referee cites this clause when a character that the last チャージ did not charge is used as charged.

    Scenario: Ben's soldier, driven on Aki's turn, is charged on his
      When the log continues:
        """
        Aki twist 5D -> Ben 10D $D D:2S
        Aki pass
        Ben pass
        Aki end
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | field Ben | 10D   |

    Scenario: Aki's soldier, driven on her own turn, blocking on Ben's is caught
      When the log continues:
        """
        Ben twist 5D -> Aki 9C $D D:??
        Ben pass
        Aki pass
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Ben attack 10D
        Aki block 9C>10D
        """
      Then the referee reports BP-ACT-CHARGE at "Aki block 9C>10D"

    Scenario: Aki's bulwark, driven to pay B on her own turn, blocking on Ben's is caught, and the block stands
      # issue 31: the referee once failed here (a bulwark has no seat), dropped the block and accused both players
      # after it; the bulwark is driven since Aki paid with it, and Ben's チャージ charges only Ben's characters
      When the log continues:
        """
        Aki soldier 7H $BL B:1 L:??
        Ben pass
        Aki end
        Ben draw ?? ??
        Ben attack 10D
        Aki pass
        Aki block B1>10D
        """
      Then the referee reports BP-ACT-CHARGE at "Aki block B1>10D"
      And the referee reports only BP-ACT-CHARGE

  @clause:BP-ACT-DRAW @fact
  Rule: BP-ACT-DRAW ドロー: after チャージ, draw 2 cards, or 1 with a life of 2 or less
    見出し: ドロー
    検索語: 引く、何枚引く、2 枚引く、1 枚しか引けない、引く枚数、ドロー枚数、ライフ 2 枚以下、カードを引く、draw how many、how many cards do I draw、draw two、draw one、low life draw、ターンの最初、毎ターン、draw at the start of each turn、every turn
    Source: rules-facts.md, BlackPoker, action catalogue, row ドロー (@誘発-通常-メイン), and the version notes (before 9.0: draw 1, then 1 more if wanted)
    内容: ドロー（@誘発-通常-メイン）はチャージの解決で誘発します：ターンプレイヤーはライフからカードを
      2枚引きます。ライフが2枚以下なら1枚です（バージョン8.2のときは BP-RULING-VERSION を参照）。
    English: ドロー (@誘発-通常-メイン) is triggered by the resolution of チャージ: the turn player draws 2 cards
      from the life; with 2 or fewer life cards, 1. (Version 8.2: BP-RULING-VERSION.)

    Scenario: Ben draws two
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

    Scenario: a single card drawn from a life of six is caught
      When the log continues:
        """
        Aki end
        Aki discard KS
        Ben draw ??
        """
      Then the referee reports BP-ACT-DRAW at "Ben draw ??"

  @clause:BP-ACT-ATTACK @fact
  Rule: BP-ACT-ATTACK アタック: once a turn, drive any number of charged attackers that did not enter this turn (速攻 aside)
    見出し: アタック
    検索語: 殴る、攻撃できる、召喚酔い、出したターン、1 ターン 1 回、何体で攻撃、防壁は攻撃できない、タップ状態、attack、summoning sickness、how many attacks、once per turn、can bulwarks attack、haste、rush、出したばかり、兵士で攻撃、can walls attack、プリセットの兵士で攻撃、最初のターンに攻撃、先攻 1 ターン目の攻撃、attack on the first turn
    Source: rules-facts.md, BlackPoker, action catalogue, row アタック (@直接-通常-メイン), and the characters (速攻: エース, 魔術士, 装備兵 with an A)
    内容: アタック（@直接-通常-メイン、1ターンに1回）：攻撃を持つ自分のチャージ状態の
      キャラクター（兵士。防壁は不可）を好きな数だけドライブ状態にして、アタックするキャラクターに
      指定します。このターンに場に出たキャラクターは、速攻を持っていなければ指定できません。
      プリセットした兵士はゲームの開始前に場に出ています。
    English: アタック (@直接-通常-メイン, once per turn): drive and designate as attackers any number of your
      charged characters with 攻撃 (soldiers, not bulwarks) that did not enter the field this turn, unless
      they have 速攻. The preset soldier entered before the game.

    Background:
      Given the log so far:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        """

    Scenario: Ben attacks with his preset soldier
      When the log continues:
        """
        Ben attack 10D
        Ben pass
        Aki pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value  |
        | field Ben | 10D(D) |

    Scenario: a soldier summoned this turn attacking is caught
      When the log continues:
        """
        Ben soldier 7H $BL L:2S
        Ben pass
        Aki pass
        Ben attack 7H
        Ben pass
        Aki pass
        """
      Then the referee reports BP-ACT-ATTACK at "Ben attack 7H"

    Scenario: a second attack in one turn is caught
      When the log continues:
        """
        Ben attack 10D
        Aki block 9C>10D
        Ben pass
        Aki pass
        Ben ace AS $L L:2S
        Ben pass
        Aki pass
        Ben attack AS
        """
      Then the referee reports BP-ACT-ATTACK at "Ben attack AS"

    Scenario: one soldier named twice as an attacker attacks once, and the second naming is caught
      When the log continues:
        """
        Ben attack 10D 10D
        Ben pass
        Aki pass
        """
      Then the referee reports BP-ACT-ATTACK at "Ben attack 10D 10D"
      And the table shows:
        | fact      | value  |
        | field Ben | 10D(D) |

  @clause:BP-ACT-BLOCK @fact
  Rule: BP-ACT-BLOCK ブロック: the defender blocks attackers with charged characters with 防御
    見出し: ブロック
    検索語: 守る、ガード、止める、受ける、複数でブロック、2 体でブロック、誰がブロック、防壁でブロック、block with two、multiple blockers、defend、guard、stop an attacker、who can block、double block、bulwarks can block、blocking with bulwarks
    Source: rules-facts.md, BlackPoker, action catalogue, row ブロック (@誘発-通常-メイン)
    内容: ブロック（@誘発-通常-メイン）は、アタックするキャラクターが1体以上いるアタックの解決で
      誘発します：防御側は、防御を持つチャージ状態のキャラクター（兵士と防壁）を、ブロックする
      キャラクターとしてアタックしているキャラクターに割り当てます。1体を複数で
      ブロックしてもかまいません。ログに block とだけ書けば、ブロックしないことを表します。
    English: ブロック (@誘発-通常-メイン) is triggered by an アタック that resolved with at least one attacker:
      the defender assigns blockers, charged characters with 防御 (soldiers and bulwarks), to attackers;
      several may block one attacker. "block" alone is no block.

    Background:
      Given the log so far:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Ben attack 10D
        """

    Scenario: Aki blocks the attacker with her soldier
      When the log says "Aki block 9C>10D"
      Then the referee accepts the log

    Scenario: blocking a card that is not attacking is caught
      When the log says "Aki block 9C>7H"
      Then the referee reports BP-ACT-BLOCK at "Aki block 9C>7H"

  @clause:BP-ACT-DAMAGE @fact
  Rule: BP-ACT-DAMAGE ダメージ判定: the smaller side dies; a bulwark is turned over and dies; an unblocked attacker deals its number
    見出し: ダメージ判定
    検索語: 戦闘、バトル、相打ち、あいうち、同じ数字、大きい方が勝つ、防壁をめくる、素通し、ブロックされなかった、combat result、who dies、tie in battle、both die、flip the bulwark、unblocked、兵士同士、両方死ぬ、両方墓地、数字が同じ、blocked by a bulwark、blocked attacker、ブロックしない、ノーブロック、素通しのダメージ、no block、blocked attacker deals no damage、damage to the player、flipped bulwark、bulwark matches the attacker's number
    Source: rules-facts.md, BlackPoker, action catalogue, row ダメージ判定 (@誘発-通常-メイン)
    内容: ダメージ判定（@誘発-通常-メイン）はブロックの解決で誘発し、アタックしたキャラクターごとに
      判定します。兵士にブロックされたら、サイズの小さい側（ブロック側はその合計）が墓地に移り、同じなら
      両方が移ります。防壁にブロックされたら防壁を表にし、それがJokerか、アタックしたキャラクターの
      カードのどれかと同じ数字なら、アタックしたキャラクターが墓地に移ります。防壁はどちらにしても墓地に
      移ります。ブロックされなければ、アタックしたキャラクターはその数字（サイズ）と同じ点数のダメージを
      与えます。
    English: ダメージ判定 (@誘発-通常-メイン) is triggered by the resolution of ブロック. For each attacker:
      blocked by soldiers, the smaller side (the blockers' total) goes to the graveyard, both on a tie;
      blocked by a bulwark, the bulwark is turned over: the attacker goes to the graveyard if the bulwark is
      a Joker or has the number of one of the attacker's cards, and the bulwark goes to the graveyard in any
      case; unblocked, the attacker deals damage equal to its number (size).
    # The referee cites this clause when a bulwark that did not block is turned over.

    Background:
      Given the log so far:
        """
        Aki end
        Aki discard KS
        Ben draw ?? ??
        Ben attack 10D
        """

    Scenario: a bulwark of the attacker's number takes the attacker with it
      When the log continues:
        """
        Aki block B1>10D
        Aki reveal B1 10D
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | field Ben     | -     |
        | bulwarks Aki  | -     |
        | grave-top Ben | 10D   |
        | grave-top Aki | 10D   |

    Scenario: turning over a bulwark that did not block is caught
      When the log continues:
        """
        Aki block 9C>10D
        Aki reveal B1 6C
        """
      Then the referee reports BP-ACT-DAMAGE at "Aki reveal B1 6C"

  @clause:BP-ACT-GENERATION @fact
  Rule: BP-ACT-GENERATION 世代交代: mill the life until a Joker, A, J, Q or K, and take it
    見出し: 世代交代
    検索語: 絵札を手札に、山札をめくる、めくっていく、削る、掘る、次の絵札、絵札が死んだら手札、mill、dig、reveal until、face card to hand、next face card、when a face card dies、another face card、find the next face card、take a face card into hand
    Source: rules-facts.md, BlackPoker, action catalogue, row 世代交代 (@誘発-即時-クイック)
    内容: 世代交代（@誘発-即時-クイック）は、Joker・A・J・Q・Kのカードが自分の場から墓地に移るたびに
      1回誘発します：Joker・A・J・Q・Kのどれかが出るまで自分のライフの上からカードを墓地に移し、出た
      カードを手札に加えます（ログの generation には、墓地に移したカード、手札に加えたカードの順に
      書きます）。
    English: 世代交代 (@誘発-即時-クイック), triggered once for each Joker, A, J, Q or K that moves from your field
      to the graveyard: move cards from the top of your life to the graveyard until a Joker, A, J, Q or K
      appears, and put that card into your hand ("generation": the milled cards, then the card taken).

    Background:
      Given the log so far:
        """
        Aki ace AC $L L:8D
        Aki pass
        Ben pass
        Ben down 2S -> Aki AC $D D:KS
        Ben pass
        Aki pass
        """

    Scenario: Aki mills 6C and takes QH
      When the log says "Aki generation 6C QH"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | grave-top Aki  | 6C    |
        | hand-count Aki | 8     |

    Scenario: stopping on a 10 is caught
      When the log says "Aki generation 6C 10D"
      Then the referee reports BP-ACT-GENERATION at "Aki generation 6C 10D"

    Scenario: a 世代交代 that turns up none mills the whole life and takes nothing (-): the life has run out
      # issue 31: written "-" (なし) after the cards milled; a spectator does not see them
      When the log says "Aki generation ??*4 -"
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact           | value |
        | life-count Aki | 0     |
        | hand-count Aki | 7     |
        | winner         | Ben   |

    Scenario: nothing taken while the life still holds cards is caught
      When the log says "Aki generation 6C 10D -"
      Then the referee reports BP-ACT-GENERATION at "Aki generation 6C 10D -"

    Scenario: two cards milled at once: the one shown on top is written with top
      # 墓地の一番上のカード: among the cards moved, the player shows one (issue 31: the referee no longer takes the last)
      When the log continues:
        """
        Aki generation 6C 10D QH
        Aki top 6C
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | grave-top Aki | 6C    |

  @clause:BP-ACT-BULWARK @fact
  Rule: BP-ACT-BULWARK 防壁設置: once a turn, $L: a card from the hand as a face-down charged bulwark, at once
    見出し: 防壁設置
    検索語: 防壁を置く、防壁を出す、壁、壁を置く、裏向きで置く、伏せる、シールド、1 ターン 1 回、何枚置ける、place a bulwark、set a wall、wall、shield、face down、how many bulwarks per turn、bulwark limit per turn、one bulwark each turn
    Source: rules-facts.md, BlackPoker, action catalogue, row 防壁設置 (@直接-即時-メイン, $L)
    内容: 防壁設置（@直接-即時-メイン、1ターンに1回、コストL）：手札のカード1枚を、
      裏向き・チャージ状態の防壁として場に出します。即時なので、すぐに解決します。
    English: 防壁設置 (@直接-即時-メイン, once per turn, cost L): a card from the hand goes onto the field as a
      face-down, charged bulwark; it resolves at once.

    Scenario: Aki sets 2S as her second bulwark
      When the log says "Aki bulwark 2S $L L:8D"
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | bulwarks Aki   | ?? 2S |
        | life-count Aki | 4     |
        | stage          | -     |

    Scenario: a second bulwark in one turn is caught
      When the log continues:
        """
        Aki bulwark 2S $L L:8D
        Aki bulwark 3S $L L:10D
        """
      Then the referee reports BP-ACT-BULWARK at "Aki bulwark 3S $L L:10D"

  @clause:BP-ACT-SOLDIER @fact
  Rule: BP-ACT-SOLDIER 兵士召喚: $BL, a 2 to 10 enters as a charged soldier (一般兵)
    見出し: 兵士召喚
    検索語: 兵士を出す、召喚、場に出す、数字カード、2 から 10、普通の兵士、summon soldier、play a soldier、number card、put a soldier、cast a creature、how to summon、兵士召喚のコスト、soldier cost、兵士の強さ、兵士のサイズ、size of a soldier
    Source: rules-facts.md, BlackPoker, action catalogue, row 兵士召喚 (@直接-通常-メイン, $BL, key 2–10); characters: 一般兵
    内容: 兵士召喚（@直接-通常-メイン、コストBL、キーカード2〜10）：キーカードを表向き・チャージ状態で
      場に出します。サイズがその数字の一般兵になります。
    English: 兵士召喚 (@直接-通常-メイン, cost BL, keycard 2–10): the keycard enters the field face up and charged
      as a 一般兵 whose size is its number.

    Scenario: 7H enters as a soldier
      When the log continues:
        """
        Aki soldier 7H $BL L:8D
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | field Aki | 9C 7H |

    Scenario: a J summoned as a soldier is caught
      When the log says "Aki soldier JH $BL L:8D"
      Then the referee reports BP-ACT-SOLDIER at "Aki soldier JH $BL L:8D"

  @clause:BP-ACT-HERO @fact
  Rule: BP-ACT-HERO 英雄召喚: $BBL, a J, Q or K enters as a charged hero (英雄)
    見出し: 英雄召喚
    検索語: 絵札を出す、絵札、ジャック、クイーン、キング、JQK、英雄を出す、ヒーロー、face card、summon hero、play a king、play a queen、jack、hero cost、king onto the field、put a king into play、summon a king、英雄のコスト、英雄召喚のコスト
    Source: rules-facts.md, BlackPoker, action catalogue, row 英雄召喚 (@直接-通常-メイン, $BBL, key J–K); characters: 英雄
    内容: 英雄召喚（@直接-通常-メイン、コストBBL、キーカードJ〜K）：キーカードを表向き・チャージ状態で
      場に出します。サイズ11・12・13の英雄になります。
    English: 英雄召喚 (@直接-通常-メイン, cost BBL, keycard J–K): the keycard enters face up and charged as a 英雄
      of size 11, 12 or 13.

    Scenario: JH enters as a hero, paid with two bulwarks
      When the log continues:
        """
        Aki bulwark 2S $L L:8D
        Aki hero JH $BBL L:10D
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value         |
        | field Aki      | 9C JH         |
        | bulwarks Aki   | ??(D) 2S(D)   |
        | life-count Aki | 3             |

    Scenario: a 7 summoned as a hero is caught
      When the log continues:
        """
        Aki bulwark 2S $L L:8D
        Aki hero 7H $BBL L:10D
        """
      Then the referee reports BP-ACT-HERO at "Aki hero 7H $BBL L:10D"

  @clause:BP-ACT-ACE @fact
  Rule: BP-ACT-ACE エース召喚: $L, an A enters as a charged ace (エース, 速攻)
    見出し: エース召喚
    検索語: A を出す、エースを出す、1 を出す、すぐ攻撃、出したターンに攻撃、ace、summon ace、haste、attack right away、play an ace
    Source: rules-facts.md, BlackPoker, action catalogue, row エース召喚 (@直接-通常-メイン, $L, key A); characters: エース
    内容: エース召喚（@直接-通常-メイン、コストL、キーカードA）：キーカードを表向き・チャージ状態で場に
      出します。サイズ1で速攻を持つエースになります。
    English: エース召喚 (@直接-通常-メイン, cost L, keycard A): the keycard enters face up and charged as an エース
      of size 1 with 速攻.

    Scenario: AC enters as an ace
      When the log continues:
        """
        Aki ace AC $L L:8D
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | field Aki | 9C AC |

    Scenario: a 2 summoned as an ace is caught
      When the log says "Aki ace 2S $L L:8D"
      Then the referee reports BP-ACT-ACE at "Aki ace 2S $L L:8D"

  @clause:BP-ACT-EQUIP @fact
  Rule: BP-ACT-EQUIP 装備: $BL, a card onto your own soldier of its suit (装備兵)
    見出し: 装備
    検索語: 重ねる、乗せる、強化、パワーアップ、合計、足し算、同じマーク、同じスート、equip、combine、same suit、add numbers、power up、attach、put onto a soldier、装備兵の数字、装備した兵士、数字の合計、size of an equipped soldier
    Source: rules-facts.md, BlackPoker, action catalogue, row 装備 (@直接-通常-メイン, $BL, key A–K); characters: 装備兵
    内容: 装備（@直接-通常-メイン、コストBL、キーカードA〜K）：キーカードを、同じスートの自分の兵士に
      重ねます。重ねたカードは装備兵になり、サイズはカードの数字の合計です（Aを含めば速攻を持ちます）。
    English: 装備 (@直接-通常-メイン, cost BL, keycard A–K): the keycard is put onto one of your soldiers of the
      same suit; the stack is an 装備兵 whose size is the sum of its cards (速攻 if it holds an A).

    Background:
      Given the log so far:
        """
        Aki soldier 7H $BL L:8D
        Aki pass
        Ben pass
        Aki bulwark 2S $L L:10D
        """

    Scenario: 4H onto 7H
      When the log continues:
        """
        Aki equip 4H -> 7H $BL L:6C
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value    |
        | field Aki | 9C 7H+4H |

    Scenario: a diamond onto a heart is caught
      When the log says "Aki equip 5D -> 7H $BL L:6C"
      Then the referee reports BP-ACT-EQUIP at "Aki equip 5D -> 7H $BL L:6C"

  @clause:BP-ACT-UP @fact
  Rule: BP-ACT-UP アップ: $D, a ♡ A to 10 raises a soldier's size for the turn (fog)
    見出し: アップ
    検索語: ハート、♥、強化、パワーアップ、数字を上げる、大きくする、一時的に、バフ、pump、buff、heart、boost、increase size、power up、make bigger
    Source: rules-facts.md, BlackPoker, action catalogue, row アップ (@直接-通常-クイック, $D, key ♡A–10)
    内容: アップ（@直接-通常-クイック、コストD、キーカード♡A〜10、対象は兵士1体）：ターンの終わりまで、
      兵士のサイズがキーカードの数字だけ上がります。キーカードはフォグに置きます。
    English: アップ (@直接-通常-クイック, cost D, keycard ♡A–10, target a soldier): the soldier's size rises by the
      keycard's number until the end of the turn; the keycard lies in the fog.

    Scenario: 4H raises 9C
      When the log continues:
        """
        Aki up 4H -> 9C $D D:2S
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact    | value |
        | fog Aki | 4H    |

    Scenario: an up with a J is caught
      When the log says "Aki up JH -> 9C $D D:2S"
      Then the referee reports BP-ACT-UP at "Aki up JH -> 9C $D D:2S"

  @clause:BP-ACT-DOWN @fact
  Rule: BP-ACT-DOWN ダウン: $D, a ♠ A to 10 lowers a soldier's size for the turn; at 0 or less it dies (fog)
    見出し: ダウン
    検索語: スペード、弱体化、下げる、小さくする、0 以下、倒す、死ぬ、デバフ、spade、shrink、weaken、debuff、reduce、kill with down、minus
    Source: rules-facts.md, BlackPoker, action catalogue, row ダウン (@直接-通常-クイック, $D, key ♠A–10)
    内容: ダウン（@直接-通常-クイック、コストD、キーカード♠A〜10、対象は兵士1体）：ターンの終わりまで、
      兵士のサイズがキーカードの数字だけ下がり、0以下になると墓地に移ります。キーカードはフォグに
      置きます（兵士が墓地に移ったときは墓地へ）。
    English: ダウン (@直接-通常-クイック, cost D, keycard ♠A–10, target a soldier): the soldier's size falls by the
      keycard's number until the end of the turn, and it goes to the graveyard at 0 or less; the keycard
      lies in the fog (or, if the soldier died, goes to the graveyard).

    Scenario: 3S lowers Ben's 10D
      When the log continues:
        """
        Aki down 3S -> Ben 10D $D D:2S
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | fog Aki   | 3S    |
        | field Ben | 10D   |

    Scenario: a down with a heart is caught
      When the log says "Aki down 4H -> Ben 10D $D D:2S"
      Then the referee reports BP-ACT-DOWN at "Aki down 4H -> Ben 10D $D D:2S"

  @clause:BP-ACT-TWIST @fact
  Rule: BP-ACT-TWIST ツイスト: $D, a ♢ A to 10 charges or drives a character
    見出し: ツイスト
    検索語: ダイヤ、ダイア、アンタップ、起こす、寝かせる、向きを変える、回転、diamond、tap、untap、turn sideways、change state、rotate、ready again
    Source: rules-facts.md, BlackPoker, action catalogue, row ツイスト (@直接-通常-クイック, $D, key ♢A–10)
    内容: ツイスト（@直接-通常-クイック、コストD、キーカード♢A〜10、対象はキャラクター1体）：
      キャラクターをチャージ状態かドライブ状態にします（どちらにするかはログに書きます。書かなければ今と
      逆の状態です）。
    English: ツイスト (@直接-通常-クイック, cost D, keycard ♢A–10, target a character): the character is charged or
      driven (the log says which; by default the other state).

    Scenario: 5D drives Ben's soldier
      When the log continues:
        """
        Aki twist 5D -> Ben 10D $D D:2S
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value  |
        | field Ben | 10D(D) |

    Scenario: a twist with a spade is caught
      When the log says "Aki twist 3S -> Ben 10D $D D:2S"
      Then the referee reports BP-ACT-TWIST at "Aki twist 3S -> Ben 10D $D D:2S"

  @clause:BP-ACT-COUNTER @fact
  Rule: BP-ACT-COUNTER カウンター: $D, a ♣ A to 10 negates a request of one keycard no higher, or of two keycards
    見出し: カウンター
    検索語: クラブ、打ち消し、打ち消す、無効化、止める、キャンセル、2 枚のアクション、club、negate、cancel、counter spell、stop an action、which actions can be countered、カウンターにカウンター、カウンター返し、counter a counter、counter back、counter target、what a counter can target、valid target for a counter
    Source: rules-facts.md, BlackPoker, action catalogue, row カウンター (@直接-通常-クイック, $D, key ♣A–10)
    内容: カウンター（@直接-通常-クイック、コストD、キーカード♣A〜10、対象はキーカードが1枚か2枚の
      ステージ上のリクエスト。自分自身は対象にできません）：キーカードが1枚でその数字がカウンターの
      数字以下のリクエスト、またはキーカードが2枚のリクエストを打ち消します（ステージから取り除き、
      キーカードは墓地へ）。それ以外なら何も起こりません。キーカードのないリクエスト（エンド、
      アタックなど）は対象にできません。
    English: カウンター (@直接-通常-クイック, cost D, keycard ♣A–10, target a request on the stage with one or two
      keycards, never itself): it negates the request (off the stage, keycards to the graveyard) if the
      request has one keycard whose number is not higher than the counter's, or two keycards; otherwise it
      does nothing. Requests without keycards (エンド, アタック …) cannot be targeted.

    Scenario: AC negates Ben's down with AS
      When the log continues:
        """
        Ben down AS -> Aki 9C $D D:KS
        Aki counter AC -> AS $D D:2S
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | stage         | -     |
        | fog Ben       | -     |
        | grave-top Ben | AS    |

    Scenario: countering an エンド is caught
      When the log continues:
        """
        Aki end
        Ben counter AC -> end $D D:??
        """
      Then the referee reports BP-ACT-COUNTER at "Ben counter AC -> end $D D:??"

  @clause:BP-ACT-BREAK @fact
  Rule: BP-ACT-BREAK 防壁破壊: a ♡ and a ♢ send a bulwark to the graveyard
    見出し: 防壁破壊
    検索語: 壁を壊す、壊す、壊したい、こわす、防壁を割る、破壊、ハートとダイヤ、destroy bulwark、break wall、remove bulwark、kill a bulwark、heart and diamond、相手の防壁を破壊、防壁を壊す
    Source: rules-facts.md, BlackPoker, action catalogue, row 防壁破壊 (@直接-通常-メイン, keys ♡ + ♢, no cost)
    内容: 防壁破壊（@直接-通常-メイン、キーカード♡1枚と♢1枚、コストなし、対象は防壁1枚）：その防壁を
      墓地に移します。
    English: 防壁破壊 (@直接-通常-メイン, keycards one ♡ and one ♢, no cost, target a bulwark): the bulwark goes to
      the graveyard.

    Scenario: 4H and 5D break Ben's bulwark
      When the log continues:
        """
        Aki break 4H 5D -> Ben B1
        Aki pass
        Ben top 7H
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | bulwarks Ben  | -     |
        | grave-top Ben | 7H    |

    Scenario: a heart and a spade are caught
      When the log says "Aki break 4H 2S -> Ben B1"
      Then the referee reports BP-ACT-BREAK at "Aki break 4H 2S -> Ben B1"

  @clause:BP-ACT-THROW @fact
  Rule: BP-ACT-THROW 投擲: a ♠ and a ♣ deal the ♠'s number in damage to a player
    見出し: 投擲
    検索語: とうてき、投げる、直接ダメージ、相手にダメージ、ダメージを与える、本体ダメージ、バーン、スペードとクラブ、プレイヤーに直接、burn、direct damage、throw、hit the player、face damage
    Source: rules-facts.md, BlackPoker, action catalogue, row 投擲 (@直接-通常-メイン, keys ♠ + ♣, no cost)
    内容: 投擲（@直接-通常-メイン、キーカード♠1枚と♣1枚、コストなし、対象はプレイヤー1人）：その
      プレイヤーは♠のキーカードの数字と同じ点数のダメージを受けます。
    English: 投擲 (@直接-通常-メイン, keycards one ♠ and one ♣, no cost, target a player): the player takes damage
      equal to the ♠ keycard's number.

    Scenario: 3S and AC deal 3 to Ben
      When the log continues:
        """
        Aki throw 3S AC -> Ben
        Aki pass
        Ben pass
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value |
        | life-count Ben | 3     |

    Scenario: a spade and a diamond are caught
      When the log says "Aki throw 3S 5D -> Ben"
      Then the referee reports BP-ACT-THROW at "Aki throw 3S 5D -> Ben"
