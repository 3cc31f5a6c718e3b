@game:eitsuku
Feature: えいつく — カードリスト, 結論の具体的説明, 用語説明 (the card list, the worked example, the terms)
  The card list names every card of the game: three budget cards, 24 role cards (four kinds, numbers
  1 to 6) and 15 event cards. The worked example follows Aさん through the first week. The terms define
  the game, the areas, cost and the kinds of card; the first four (カードゲーム, 掲示板ゲーム, えいつく,
  側面) and the word カード itself state no rule of play.
  A card name that the game does not know at all is an input error (LOG-CARD); a role card with a number
  the list does not have (actor7) is a violation.
  Unless a rule says otherwise, Aki starts with music2 script4 and tieup ??, Ben with actor5 director1
  and two unseen events.

  Background:
    Given the log:
      """
      game: eitsuku
      players: Aki Ben
      """

  @clause:ET-CARDS-BUDGET
  Rule: ET-CARDS-BUDGET The budget cards: 予算・小, 予算・中, 予算・大
    見出し: カードリスト：【予算・小】【予算・中】【予算・大】
    検索語: 予算の種類、お金の種類、予算カードの種類、小中大、3種類、数字なし、役割に置けない、役割場に置けない、budget types, kinds of money, small medium large, which budget cards exist, money cards, budget card in a slot
    原文: 【予算・小】
    原文: 【予算・中】
    原文: 【予算・大】
    English: The cards used: small budget, medium budget, large budget.
    # Written small medium large (小 中 大). Budget cards have no number and are no role cards: the referee
    # cites this clause for a budget card cast into a slot.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: the three sizes, written three ways
      When the log continues:
        """
        Aki budget 小
        Aki gain large $ M medium small small
        Aki end
        Ben budget small
        Ben end
        Aki cast script4 script $ 予算・大 medium S
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value                          |
        | stock Aki | small*5 medium music2 tieup ?? |

    Scenario: a budget card cast as a lead is caught
      When the log says "Aki cast small lead $ small small small"
      Then the referee reports ET-CARDS-BUDGET at "Aki cast small lead $ small small small"

  @clause:ET-CARDS-ROLES
  Rule: ET-CARDS-ROLES The role cards: 役者, 脚本家, 音楽家 and 演出家, each numbered 1 to 6
    見出し: カードリスト：役者・脚本家・音楽家・演出家の1〜6
    検索語: 役割の種類、職種、4種類、数字は1〜6、最大の数字、7はある、role types, kinds of roles, numbers 1 to 6, highest number, what roles exist, crew, role card numbers
    原文: 【役者/1】
    原文: 【役者/2】
    原文: 【役者/3】
    原文: 【役者/4】
    原文: 【役者/5】
    原文: 【役者/6】
    原文: 【脚本家/1】
    原文: 【脚本家/2】
    原文: 【脚本家/3】
    原文: 【脚本家/4】
    原文: 【脚本家/5】
    原文: 【脚本家/6】
    原文: 【音楽家/1】
    原文: 【音楽家/2】
    原文: 【音楽家/3】
    原文: 【音楽家/4】
    原文: 【音楽家/5】
    原文: 【音楽家/6】
    原文: 【演出家/1】
    原文: 【演出家/2】
    原文: 【演出家/3】
    原文: 【演出家/4】
    原文: 【演出家/5】
    原文: 【演出家/6】
    English: The cards used: actor 1–6, script writer 1–6, composer 1–6, director 1–6.
    # Written actor1 … director6, or as the list does (役者/1, 脚本家/6). The referee cites this clause for a
    # role card with a number outside 1 to 6.

    Scenario: role cards written as the card list writes them
      When the log continues:
        """
        Aki roll 1 4
        Aki draw 役者/6 演出家/1
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value                            |
        | stock Aki | small*5 medium*2 actor6 director1 |

    Scenario: an actor7 is caught
      When the log continues:
        """
        Aki roll 1 3
        Aki draw actor7 music2
        """
      Then the referee reports ET-CARDS-ROLES at "Aki draw actor7 music2"

  @clause:ET-CARDS-EVENTS
  Rule: ET-CARDS-EVENTS The fifteen event cards
    見出し: カードリスト：15種の【イベントカード】
    検索語: イベント一覧、イベントの種類、イベント名、どんなイベント、全部で何種類、event list, all events, what events are there, names of events, kinds of events
    原文: 【タイアップキャンペーン】
    原文: 【巻きを入れる】
    原文: 【新たなるチャンス】
    原文: 【広告代理店の努力】
    原文: 【地元の協力】
    原文: 【電撃発表】
    原文: 【役者大賞】
    原文: 【脚本家大賞】
    原文: 【音楽家大賞】
    原文: 【演出家大賞】
    原文: 【話題の独占】
    原文: 【独自の情報網】
    原文: 【ストライキ】
    原文: 【プロモーターの介入】
    原文: 【方針転換】 結論の具体的説明:(3)
    English: The cards used: tie-up campaign, speeding up (巻きを入れる), a new chance, the ad agency's effort,
      local cooperation, a sudden announcement, actor award, script award, composer award, director award,
      monopolising the talk, one's own information network, strike, the promoter's intervention, change of
      course. ("結論の具体的説明:(3)" after the last card is the heading of the next section.)
    # Written tieup rush chance agency local surprise actor-award script-award music-award director-award
    # monopoly network strike promoter shift, or by their Japanese names. Only event cards have effects: the
    # referee cites this clause for an effect line of a card that is not an event card.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw 方針転換 話題の独占
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: event cards by their Japanese names; an unpublished effect is recorded
      When the log continues:
        """
        Aki 配置 話題の独占
        Aki effect monopoly: nobody else may place an event card this week
        """
      Then the referee accepts the log
      And the referee cannot verify ET-ACTION-EFFECT
      And the table shows:
        | fact       | value                               |
        | events Aki | monopoly                            |
        | stock Aki  | small*5 medium*2 script4 music2 shift |

    Scenario: an effect line for a role card is caught
      When the log says "Aki effect music2: the music is a hit"
      Then the referee reports ET-CARDS-EVENTS at "Aki effect music2: the music is a hit"

  @clause:ET-EXAMPLE @informative
  Rule: ET-EXAMPLE The worked example: Aさん's first week
    見出し: ゲーム開始からの流れ：Aさんの例
    検索語: 例、プレイ例、遊び方の例、具体例、1ターン目の流れ、サンプル、予算計上場、ストック場は公開、カードを見せる、隠す、オープン、ストック場は全員に見える、他のプレイヤーのストック、相手にも見える、他の人のストックも見える、example, play example, sample turn, walkthrough, first turn example, how a turn goes, stock face up, hidden cards, show my cards, secret, everyone can see the stock, stock is open
    原文: ゲーム開始からの流れ
    原文: Aさんの例
    原文: これはAさんをプレイヤーとした場合の例です。
    原文: Aさんは役割カード2枚、イベントカード2枚、【予算・小】5枚、【予算・中】2枚を得てゲームを開始します。
    原文: これらのカードはすべて『ストック場』に公開して置かれます。
    原文: 第1ターン
    原文: スタートフェイズ:Aさんはまず【予算・小】カードを1枚を『ストック場』に追加しました。
    原文: アクションフェイズ:Aさんは【タイアップキャンペーン】を配置しました。
    原文: 最終ターン
    原文: スカウトフェイズ:Aさんは
    原文: セットフェイズ:Aさんの『ストック場』には【役割】カードがありますが、コストが支払えないため、イベントカードを1枚引きます。
    原文: エンドフェイズ:Aさんの予算計上場には2枚の【予算・小】カードが残っているため、これを『ストック場』に戻して終了します。
    English: The flow from the start of the game: the example of Aさん, a player. Aさん starts the game with
      two role cards, two event cards, five small and two medium budget cards; all of them lie face up in the
      stock. Turn 1. Start phase: Aさん first added a small budget card to the stock. Action phase: Aさん
      placed a tie-up campaign. ("Last turn" — a stray fragment.) Scout phase: Aさん … (left blank). Set
      phase: Aさん has role cards in the stock but cannot pay their cost, so draws an event card. End phase:
      two small budget cards are left in Aさん's 予算計上場 (budget appropriation area), so they go back to
      the stock, and the week ends.
    # non-normative: an illustration; its scout phase is left blank (read here as no scout action), "最終
    # ターン" stands alone, and 予算計上場 is named nowhere else (ruling ET-RULING-FLIP reads it as the place of
    # the cards set aside for the week).
    # Stock public: the referee writes every card a player holds in the stock; ?? only where the recorder
    # did not see it. For the example's "cannot pay", Aさん's role cards are two 6s: each costs 8, and five
    # budget cards from small*6 medium*2 pay at most 7.

    Background:
      Given the log so far:
        """
        Aki roll 1 5
        Aki draw actor6 script6
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: Aさん's first week: a small card, the tie-up, no scout, an event card drawn
      When the log continues:
        """
        # スタートフェイズ
        Aki budget small
        # アクションフェイズ
        Aki place tieup
        # スカウトフェイズ: left blank, no scout action
        # セットフェイズ: actor6 and script6 cost 8 each; five cards pay at most 7
        Aki draw ??
        # エンドフェイズ
        Aki end
        """
      Then the referee accepts the log
      And the table shows:
        | fact             | value                                    |
        | stock Aki        | small*6 medium*2 actor6 script6 ??*2     |
        | events Aki       | tieup                                    |
        | phase Aki        | end                                      |
        | pile-count event | 55                                       |

    Scenario: casting actor6 with the best five cards (7 of 8) is caught
      When the log continues:
        """
        Aki budget small
        Aki place tieup
        Aki cast actor6 lead $ medium medium small small small
        """
      Then the referee reports ET-SET-CAST at "Aki cast actor6 lead $ medium medium small small small"

  @clause:ET-TERM-CARDGAME @definition @informative
  Rule: ET-TERM-CARDGAME カードゲーム: a game played with cards
    見出し: 用語説明：カードゲーム
    検索語: カードゲームとは、ジャンル、どんなゲーム、定義、what kind of game, genre, card game definition
    原文: 用語説明:(4) カードゲーム とは カードを用いて遊ぶゲームのこと。
    English: (Terms.) A card game is a game played with cards.
    # non-normative: a general word; the game's cards are those of the card list (ET-CARDS-*).

    Scenario: a week played with the game's cards
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        Aki budget small
        """
      Then the referee accepts the log

    Scenario: a playing card's Joker is no card of this game
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw JK ??
        """
      Then the referee reports the input error LOG-CARD

  @clause:ET-TERM-BBS @definition @informative
  Rule: ET-TERM-BBS 掲示板ゲーム: a game played through a bulletin board
    見出し: 用語説明：掲示板ゲーム
    検索語: 掲示板、BBS、スレ、スレッド、書き込み、投稿、ネット、forum, message board, play by post, thread, posts
    原文: 掲示板ゲーム とは 掲示板を用いて進行するゲームのこと。
    English: A bulletin-board game is a game that proceeds by means of a bulletin board.
    # non-normative: a general word (see ET-TERM-ASPECT). A thread's posts are read as a log: each post by its
    # player, in the order posted.

    Scenario: a week read off a thread
      When the log continues:
        """
        # >>1 Aki, >>2 Ben, …
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        Aki budget small
        Ben budget small
        Ben scout actor?
        Aki place tieup
        Aki end
        Ben end
        """
      Then the referee accepts the log
      And the table shows:
        | fact | value |
        | week | 2     |

    Scenario: a post by someone who is not a player is an input error
      When the log continues:
        """
        Aki roll 3 5
        Chika budget small
        """
      Then the referee reports the input error LOG-ACTOR

  @clause:ET-TERM-EITSUKU @definition @informative
  Rule: ET-TERM-EITSUKU えいつく: a card game about making a film
    見出し: 用語説明：えいつく（映画の作成を主題としたカードゲーム）
    検索語: えいつくとは、映画作り、テーマ、題材、映画制作、what is eitsuku, theme, movie making, film making, about the game
    原文: えいつく とは 映画の作成を主題としたカードゲームのこと。
    English: えいつく is a card game whose theme is the making of a film.
    # non-normative: the game's theme. In a log: game: eitsuku.

    Scenario: the header names the game
      When the log continues:
        """
        Aki roll 3 5
        """
      Then the referee accepts the log

    Scenario: a misspelt game name that can mean えいつく only is read so, with a warning
      Given the log:
        """
        game: eituku
        """
      Then the referee reads the recorder's slip LOG-UNKNOWN-GAME as meant

    Scenario: a game name that is no game's is an input error
      Given the log:
        """
        game: 人生ゲーム
        """
      Then the referee reports the input error LOG-UNKNOWN-GAME

  @clause:ET-TERM-ASPECT @definition @informative
  Rule: ET-TERM-ASPECT えいつく can also be played as a bulletin-board game
    見出し: 側面：掲示板ゲームとしても行うことができる
    検索語: 掲示板でも遊べる、ネット対戦、オンライン、BBS、遠隔、play by post, forum play, online, remote, can it be played online
    原文: 側面:掲示板ゲームとしても行うことができる。
    English: Aspect: it can also be played as a bulletin-board game.
    # non-normative: it says how the game may be played, not a rule of play. On a board the players post
    # when they can: their lines interleave (ruling ET-RULING-ORDER), but each player's own posts follow the
    # phases (ET-START-NEXT and the other phase clauses).

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: Ben posts his whole week before Aki's first post
      When the log continues:
        """
        Ben budget small
        Ben cast director1 director $ small small small
        Ben end
        Aki budget small
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value |
        | phase Ben | end   |
        | phase Aki | start |

    Scenario: a post of Aki's start phase after her action phase is caught
      When the log continues:
        """
        Aki place tieup
        Ben budget small
        Aki budget small
        """
      Then the referee reports ET-START-NEXT at "Aki budget small"

  @clause:ET-TERM-AREA @definition
  Rule: ET-TERM-AREA 『XX場』: the area where XX cards are placed
    見出し: 用語説明：『XX場』（XXカードを配置する場）
    検索語: 〜場とは、場の意味、置き場、エリア、ゾーン、どこに置く、area meaning, zone, where do cards go, placement area
    原文: えいつくにおける『XX場』 とは XXカードを配置する場のこと。
    English: In えいつく, "XX area" (『XX場』) means the area where XX cards are placed.
    # Role cards go to the role area, event cards to the event area. The referee cites this clause for an
    # event card cast into a slot of the role area.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: a role card to the role area, an event card to the event area
      When the log continues:
        """
        Aki place tieup
        Aki cast music2 music $ medium medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact           | value  |
        | slot Aki music | music2 |
        | events Aki     | tieup  |

    Scenario: the tieup cast as a lead is caught
      When the log says "Aki cast tieup lead $ small small small"
      Then the referee reports ET-TERM-AREA at "Aki cast tieup lead $ small small small"

  @clause:ET-TERM-ROLE-AREA @definition
  Rule: ET-TERM-ROLE-AREA 『役割場』: the role area, of five slots
    見出し: 用語説明：『役割場』（『主演』『助演』『脚本家』『音楽家』『演出家』よりなる）
    検索語: 枠、スロット、役割の枠、5つの枠、主演と助演、同じ枠に2枚、入れ替え、交換、slot, role slots, five slots, lead and support, replace a role, second card in a slot, film crew
    原文: 『役割場』 とは 【役割カード】を配置することができる場のこと。
    原文: 『主演』『助演』『脚本家』『音楽家』『演出家』よりなる。
    English: The role area is the area where role cards can be placed. It consists of lead (主演), support
      (助演), script writer (脚本家), composer (音楽家) and director (演出家).
    # One role card to a slot: a filled slot takes no second card (the rulebook gives no way to replace a
    # role). The referee cites this clause for a cast into a filled slot.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        # week 1
        Aki scout music1
        Aki cast music2 music $ medium medium
        Aki end
        Ben end
        """

    Scenario: the five slots; music1 waits in the stock
      Then the referee accepts the log
      And the table shows:
        | fact              | value                   |
        | slot Aki lead     | -                       |
        | slot Aki support  | -                       |
        | slot Aki script   | -                       |
        | slot Aki music    | music2                  |
        | slot Aki director | -                       |
        | stock Aki         | small*5 script4 music1 tieup ?? |

    Scenario: music1 cast into the filled music slot is caught
      When the log says "Aki cast music1 music $ small small small"
      Then the referee reports ET-TERM-ROLE-AREA at "Aki cast music1 music $ small small small"

  @clause:ET-TERM-EVENT-AREA @definition
  Rule: ET-TERM-EVENT-AREA 『イベント場』: the area where event cards can be placed
    見出し: 用語説明：『イベント場』（【イベントカード】を配置できる場）
    検索語: イベントを置く場所、イベントの置き場、場に出したイベント、event zone, where do events go, played events, event slot
    原文: 『イベント場』 とは 【イベントカード】を配置することができる場のこと。
    English: The event area is the area where event cards can be placed.
    # The referee cites this clause for a role card placed into the event area.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: the tieup to the event area
      When the log says "Aki place tieup"
      Then the referee accepts the log
      And the table shows:
        | fact       | value |
        | events Aki | tieup |

    Scenario: music2 placed into the event area is caught
      When the log says "Aki place music2"
      Then the referee reports ET-TERM-EVENT-AREA at "Aki place music2"

  @clause:ET-TERM-STOCK @definition
  Rule: ET-TERM-STOCK 『ストック場』: where cards lie for the time being
    見出し: 用語説明：『ストック場』（【カード】を一時的に配置しておく場）
    検索語: 手札、手元、手持ち、ストック、プール、持ち札、手に入れたカード、ストック場とは、hand, pool, reserve, my cards, where new cards go, holding area, stock, stock area
    原文: 『ストック場』 とは 【カード】を一時的に配置しておく場のこと。
    English: The stock is the area where cards are placed for the time being.
    # Every card a player receives goes to the stock first; it leaves when it is cast, placed or paid. The
    # referee cites this clause for a budget card paid or turned over that is not in the stock.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: cards come into the stock and leave it
      When the log continues:
        """
        Aki budget small
        Aki place tieup
        Aki scout director?
        Aki cast music2 music $ medium medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value                               |
        | stock Aki       | small*6 script4 director? ??        |
        | stock-count Aki | 9                                   |

    Scenario: a large card that is not in the stock is caught
      When the log says "Aki cast music2 music $ large small"
      Then the referee reports ET-TERM-STOCK at "Aki cast music2 music $ large small"

  @clause:ET-TERM-COST @definition
  Rule: ET-TERM-COST コスト: what an action needs to be paid
    見出し: 用語説明：コスト（行動を行うために必要な費用）
    検索語: 代金、値段、支払い、払う、お金、コストとは、cost meaning, price, fee, what is cost, payment, pay nothing
    原文: コスト とは その行動を行うために必要な費用のこと。
    English: Cost is the expense needed to carry out the action.
    # Casting a role card has a cost (its number + 2); gaining a budget card has one (0, 3 or 6). The referee
    # cites this clause for a role card cast with no payment at all.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: music2's cost is paid
      When the log says "Aki cast music2 music $ medium medium"
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | discard-count | 2     |

    Scenario: music2 cast without paying is caught
      When the log says "Aki cast music2 music"
      Then the referee reports ET-TERM-COST at "Aki cast music2 music"

  @clause:ET-TERM-CARD @definition @informative
  Rule: ET-TERM-CARD 【カード】: the elements the game is made of
    見出し: 用語説明：【カード】（ゲームを構成する要素）
    検索語: カードとは、構成要素、コンポーネント、内容物、what is a card, components, game pieces, parts
    原文: #カードの説明 えいつくにおける【カード】 とは ゲームを構成する要素のこと。
    English: (Explanation of the cards.) In えいつく, a card is an element the game is made of.
    # non-normative: it defines the word; the cards are listed in ET-CARDS-* and their kinds defined below.

    Scenario: every card of the set-up is a card of the game
      When the log continues:
        """
        Aki roll 6 6
        Aki draw actor2 director6
        Aki draw shift strike
        """
      Then the referee accepts the log
      And the table shows:
        | fact      | value                                       |
        | stock Aki | small*5 medium*2 actor2 director6 strike shift |

    Scenario: a word that names no card of the game is an input error
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup オスカー
        """
      Then the referee reports the input error LOG-CARD

  @clause:ET-TERM-BUDGET @definition
  Rule: ET-TERM-BUDGET 【予算カード】 pay costs as budget: 予算・小 1, 予算・中 2, 予算・大 3
    見出し: 用語説明：【予算カード】（小は1、中は2、大は3コストとして支払いに充てる）
    検索語: 予算とは、お金、資金、通貨、価値、小1中2大3、予算カード、money, funds, currency, budget meaning, what is budget, value, budget card
    原文: 【予算カード】 とは 予算としてコストの支払いに充てることができるカードのこと。
    原文: 【予算・小】 とは 1コストとして支払いに充てることができるカードのこと。
    原文: 【予算・中】 とは 2コストとして支払いに充てることができるカードのこと。
    原文: 【予算・大】 とは 3コストとして支払いに充てることができるカードのこと。
    English: A budget card is a card that can go toward paying a cost, as budget. A small budget card pays 1,
      a medium one 2, a large one 3.
    # The three sizes are sub-items of the budget card in the rulebook's list, so one clause. The referee
    # cites this clause for a budget card placed into the event area.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: 1 + 1 + 2 + 2 pays the 6 of script4
      When the log continues:
        """
        Aki budget small
        Aki cast script4 script $ small small medium medium
        """
      Then the referee accepts the log
      And the table shows:
        | fact            | value                 |
        | slot Aki script | script4               |
        | stock Aki       | small*4 music2 tieup ?? |

    Scenario: a small card placed as an event is caught
      When the log says "Aki place small"
      Then the referee reports ET-TERM-BUDGET at "Aki place small"

  @clause:ET-TERM-ROLE @definition
  Rule: ET-TERM-ROLE 【役割カード】: cast from the stock to the role area, paying budget
    見出し: 用語説明：【役割カード】（予算を支払い『ストック場』から『役割場』に配置する）
    検索語: 役割カードとは、スタッフ、キャスト、人材、雇う、配置の仕方、role card meaning, staff, crew, cast member, hire
    原文: 【役割カード】 とは 『ストック場』から予算を支払い『役割場』に配置するカードのこと。
    English: A role card is a card that is put from the stock into the role area by paying budget.
    # The referee cites this clause for a role card cast that is in no stock (one in another player's stock
    # cites ET-MAT-AREAS).

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: a scouted actor, cast from the stock
      When the log continues:
        """
        Aki budget small
        Aki scout actor3
        Aki cast actor3 lead $ medium medium small
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value                          |
        | slot Aki lead | actor3                         |
        | stock Aki     | small*5 script4 music2 tieup ?? |

    Scenario: an actor cast straight from the pile is caught
      When the log continues:
        """
        Aki budget small
        Aki cast actor3 lead $ medium medium small
        """
      Then the referee reports ET-TERM-ROLE at "Aki cast actor3 lead $ medium medium small"

  @clause:ET-TERM-EVENT @definition
  Rule: ET-TERM-EVENT 【イベントカード】: has its effect by going from the stock to the event area
    見出し: 用語説明：【イベントカード】（『イベント場』に配置することで効果を発揮する）
    検索語: イベントカードとは、効果カード、イベントで払えない、支払いに使えない、イベントで支払う、event card meaning, effect card, can events pay, special card, pay with event cards, event card as payment, event cards cannot pay for a role
    原文: 【イベントカード】 とは 『ストック場』から『イベント場』に配置することで効果を発揮するカードのこと。
    English: An event card is a card that shows its effect by being put from the stock into the event area.
    # An event card is no budget: the referee cites this clause for an event card offered as payment.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """

    Scenario: the tieup placed has its effect
      When the log says "Aki place tieup"
      Then the referee accepts the log
      And the table shows:
        | fact                 | value |
        | event-correction Aki | 10    |

    Scenario: the tieup offered as payment is caught
      When the log says "Aki cast music2 music $ medium medium tieup"
      Then the referee reports ET-TERM-EVENT at "Aki cast music2 music $ medium medium tieup"
