@game:eitsuku
Feature: えいつく — 目的, 用意するもの (the purpose and the materials)
  The rulebook (version 5) opens with the purpose of the game and the materials: three open
  budget piles (小 / 中 / 大, six cards per player each), four closed role piles (役者, 脚本家,
  音楽家, 演出家: numbers 1–3 three times, 4–6 twice, 15 cards a pile), a closed event pile
  (15 kinds, 4 of each), the common discard area, and each player's role area, event area and stock.
  The set-up budget (5 small, 2 medium a player) comes out of the budget piles (ruling
  ET-RULING-SETUP-BUDGET) and is not written:
  with two players 2 small and 8 medium are left after the set-up.
  Cards in a log: small medium large, actor3 script5 music1 director6 (actor? for a role card whose
  number was not seen), the events by name (tieup, promoter, …), ?? for an unseen card.
  The table lists cards canonically: budget cards (small, medium, large), role cards (actor, script,
  music, director, low numbers first), event cards in the order of the card list, then ??;
  several alike as small*6. A stock lists its turned-over (flipped) cards too.

  Background:
    Given the log:
      """
      game: eitsuku
      players: Aki Ben
      """

  @clause:ET-GOAL
  Rule: ET-GOAL Fill the film's roles with the budget, release the film, compete on its box office
    見出し: えいつくの目的：予算で役割を埋めて映画を完成させ、興行成績を競う
    検索語: 勝ち方、勝利条件、誰が勝つ、勝者、一番高い点、映画を作る、映画完成、興行収入、ねらい、how to win, who wins, winner, goal of the game, highest score wins, make a movie
    原文: タイトル:えいつくルールブックバージョン5 目的/問題:『えいつく』を記述する。
    原文: → 1−1 <予算>を使って映画を構成する<役割>を埋めて、映画を完成させその興行成績を競うこと。
    English: (Title: えいつく rulebook version 5. Purpose: to describe えいつく.) The aim: use the budget to
      fill the roles that make up a film, complete the film, and compete on its box-office result.
    # The box-office result is the score (ET-SCORE); the player with the highest score wins. The referee
    # cites this clause when a claimed winner is not the player with the highest score.

    Background:
      Given the log so far:
        """
        Aki roll 2 3
        Aki draw actor1 music1
        Aki draw tieup ??
        Ben roll 4 5
        Ben draw director2 script3
        Ben draw ?? ??
        # week 1
        Aki budget small
        Aki place tieup
        Aki scout script1
        Aki cast actor1 lead $ small small small
        Aki end
        Ben budget small
        Ben scout actor2
        Ben cast director2 director $ medium medium
        Ben end
        # week 2
        Aki budget medium
        Aki scout director1
        Aki cast music1 music $ medium small
        Aki end
        Ben budget medium
        Ben scout music2
        Ben cast script3 script $ medium small small small
        Ben end
        # week 3
        Aki budget medium
        Aki cast script1 script $ medium small
        Aki end
        Ben budget medium
        Ben cast actor2 lead $ medium small small
        Ben end
        # week 4
        Aki budget medium
        Aki cast director1 director $ medium small
        Aki release
        Ben budget medium
        Ben gain medium $ medium small
        Ben end
        # week 5
        Ben budget medium
        Ben cast music2 music $ medium medium
        Ben release
        """

    Scenario: both films are out; Aki's film (64) beats Ben's (34)
      When the log continues:
        """
        claim: Aki 64, Ben 34
        claim winner: Aki
        """
      Then the referee accepts the log
      And the game is over
      And the table shows:
        | fact      | value |
        | score Aki | 64    |
        | score Ben | 34    |
        | winner    | Aki   |

    Scenario: Ben claimed as the winner is caught
      When the log says "claim winner: Ben"
      Then the referee reports ET-GOAL at "claim winner: Ben"

  @clause:ET-MAT-BUDGET-S
  Rule: ET-MAT-BUDGET-S The 予算・小 pile: open, six cards per player
    見出し: 【予算・小】の山：オープン、PL数×6枚
    検索語: 小予算、予算小、小カード、小の山、小は何枚、人数×6、2人で12枚、表向きの山、オープン、small budget pile, how many small cards, small pile size, 12 for two players, per player, face-up pile, open pile
    原文: 【予算・小】
    原文: カード:1山(オープン):PL数×6枚
    English: 予算・小 (small budget) cards: one pile, face up, of 6 cards per player.
    # Two players: 12 cards, of which the set-up takes 10. The referee cites this clause when a small card
    # is taken from the empty pile (and no small card lies in the discard area: see ET-MAT-DISCARD).

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

    Scenario: two players: 12 small cards, 2 left after the set-up, 1 after Aki's start phase
      When the log says "Aki budget small"
      Then the referee accepts the log
      And the table shows:
        | fact       | value                                  |
        | pile small | 1                                      |
        | stock Aki  | small*6 medium*2 script4 music2 tieup ?? |

    Scenario: three players: 18 small cards, 3 left after the set-up
      Given the log:
        """
        players: Aki Ben Chika
        Chika roll 2 2
        Chika draw actor1 actor2
        Chika draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | pile small  | 3     |
        | pile medium | 12    |
        | week        | 1     |

    Scenario: a small card taken from the empty pile is caught
      When the log continues:
        """
        Aki budget small
        Aki end
        Ben budget small
        Ben end
        Aki gain small
        """
      Then the referee reports ET-MAT-BUDGET-S at "Aki gain small"

  @clause:ET-MAT-BUDGET-M
  Rule: ET-MAT-BUDGET-M The 予算・中 pile: open, six cards per player
    見出し: 【予算・中】の山：オープン、PL数×6枚
    検索語: 中予算、予算中、中カード、中の山、中は何枚、人数×6、2人で12枚、表向きの山、オープン、medium budget pile, how many medium cards, medium pile size, mid budget, per player, face-up pile, open pile
    原文: 【予算・中】
    原文: カード:1山(オープン):PL数×6枚
    English: 予算・中 (medium budget) cards: one pile, face up, of 6 cards per player.
    # Two players: 12 cards, of which the set-up takes 4. The referee cites this clause when a medium card
    # is gained from the empty pile.

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
        Aki budget small
        Aki gain medium $ small small small
        Aki end
        Ben budget small
        Ben gain medium $ small small small
        Ben end
        """

    Scenario: 8 medium cards after the set-up, 6 after two gains
      Then the referee accepts the log
      And the table shows:
        | fact        | value |
        | pile medium | 6     |
        | pile small  | 0     |
        | week        | 2     |

    Scenario: the ninth medium card after the set-up is caught
      When the log continues:
        """
        # week 2
        Aki budget medium
        Aki gain medium $ small small small
        Aki end
        Ben budget medium
        Ben gain medium $ small small small
        Ben end
        # week 3
        Aki budget medium
        Ben budget medium
        Aki gain medium $ medium small
        """
      Then the referee reports ET-MAT-BUDGET-M at "Aki gain medium $ medium small"

  @clause:ET-MAT-BUDGET-L
  Rule: ET-MAT-BUDGET-L The 予算・大 pile: open, six cards per player
    見出し: 【予算・大】の山：オープン、PL数×6枚
    検索語: 大予算、予算大、大カード、大の山、大は何枚、人数×6、2人で12枚、表向きの山、オープン、large budget pile, how many large cards, big budget, large pile size, per player, face-up pile, open pile
    原文: 【予算・大】
    原文: カード:1山(オープン):PL数×6枚
    English: 予算・大 (large budget) cards: one pile, face up, of 6 cards per player.
    # Two players: 12 cards; large cards come only from the scout phase (six budget points turned over).
    # The referee cites this clause when a large card is gained from the empty pile.

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

    Scenario: two large cards gained in week 1 leave 10
      When the log continues:
        """
        Aki gain large $ medium medium small small
        Aki end
        Ben gain large $ medium medium small small
        Ben end
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value                                        |
        | pile large | 10                                           |
        | stock Aki  | small*5 medium*2 large script4 music2 tieup ?? |
        | flipped Aki | -                                           |

    Scenario: the thirteenth large card is caught
      When the log continues:
        """
        # weeks 1 to 6: two large cards a week
        Aki gain large $ medium medium small small
        Aki end
        Ben gain large $ medium medium small small
        Ben end
        Aki gain large $ medium medium small small
        Aki end
        Ben gain large $ medium medium small small
        Ben end
        Aki gain large $ medium medium small small
        Aki end
        Ben gain large $ medium medium small small
        Ben end
        Aki gain large $ medium medium small small
        Aki end
        Ben gain large $ medium medium small small
        Ben end
        Aki gain large $ medium medium small small
        Aki end
        Ben gain large $ medium medium small small
        Ben end
        Aki gain large $ medium medium small small
        Aki end
        Ben gain large $ medium medium small small
        Ben end
        # week 7
        Aki gain large $ large large
        """
      Then the referee reports ET-MAT-BUDGET-L at "Aki gain large $ large large"

  @clause:ET-MAT-ROLE-ACTOR
  Rule: ET-MAT-ROLE-ACTOR The 役者 pile: closed; 役者1〜3 three of each, 役者4〜6 two of each
    見出し: 【役割：役者】の山：クローズ、役者1〜3は各3枚、4〜6は各2枚
    検索語: 俳優、アクター、キャスト、役者は何枚、役者の山、同じ数字の枚数、裏向きの山、クローズ、actor pile, how many actors, actor cards, copies of each number, deck contents, face-down pile, closed pile
    原文: 【役割:役者】 カード:1山(クローズ):『役 者1〜3』×各3枚 『役 者4〜6』×各2枚
    English: Role cards, actor (役者): one pile, face down: 役者1 to 役者3 three of each, 役者4 to 役者6 two of
      each (15 cards).
    # The referee cites this clause when more copies of an actor card come out than the pile holds.

    Scenario: both actor4 cards to Aki at the set-up
      When the log continues:
        """
        Aki roll 1 2
        Aki draw actor4 actor4
        Aki draw tieup ??
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact             | value |
        | pile-count actor | 12    |
        | stock-count Aki  | 11    |

    Scenario: a third actor4 is caught
      When the log continues:
        """
        Aki roll 1 2
        Aki draw actor4 actor4
        Aki draw tieup ??
        Ben roll 2 2
        Ben draw actor4 actor1
        """
      Then the referee reports ET-MAT-ROLE-ACTOR at "Ben draw actor4 actor1"

  @clause:ET-MAT-ROLE-SCRIPT
  Rule: ET-MAT-ROLE-SCRIPT The 脚本家 pile: closed; 脚本家1〜3 three of each, 脚本家4〜6 two of each
    見出し: 【役割：脚本家】の山：クローズ、脚本家1〜3は各3枚、4〜6は各2枚
    検索語: 脚本、シナリオ、ライター、脚本家は何枚、脚本家の山、同じ数字の枚数、裏向きの山、クローズ、writer pile, screenwriter, how many writers, writer cards, copies of each number, face-down pile, closed pile
    原文: 【役割:脚本家】カード:1山(クローズ):『脚本家1〜3』×各3枚 『脚本家4〜6』×各2枚
    English: Role cards, script writer (脚本家): one pile, face down: 脚本家1 to 脚本家3 three of each, 脚本家4 to
      脚本家6 two of each (15 cards).

    Background:
      Given the log so far:
        """
        Aki roll 5 5
        Aki draw script1 script1
        Aki draw tieup ??
        Ben roll 5 4
        Ben draw script1 director2
        Ben draw ?? ??
        """

    Scenario: all three script1 cards are out
      Then the referee accepts the log
      And the table shows:
        | fact              | value |
        | pile-count script | 12    |
        | pile-count director | 14  |

    Scenario: a fourth script1, scouted, is caught
      When the log says "Aki scout script1"
      Then the referee reports ET-MAT-ROLE-SCRIPT at "Aki scout script1"

  @clause:ET-MAT-ROLE-MUSIC
  Rule: ET-MAT-ROLE-MUSIC The 音楽家 pile: closed; 音楽家1〜3 three of each, 音楽家4〜6 two of each
    見出し: 【役割：音楽家】の山：クローズ、音楽家1〜3は各3枚、4〜6は各2枚
    検索語: 音楽、作曲家、作曲、ミュージシャン、音楽家は何枚、音楽家の山、同じ数字の枚数、裏向きの山、クローズ、composer pile, musician, how many composers, music cards, copies of each number, face-down pile, closed pile
    原文: 【役割:音楽家】カード:1山(クローズ):『音楽家1〜3』×各3枚 『音楽家4〜6』×各2枚
    English: Role cards, composer (音楽家): one pile, face down: 音楽家1 to 音楽家3 three of each, 音楽家4 to
      音楽家6 two of each (15 cards).

    Scenario: the two music6 cards, one to each player
      When the log continues:
        """
        Aki roll 3 5
        Aki draw music6 script4
        Aki draw tieup ??
        Ben roll 3 4
        Ben draw music6 director1
        Ben draw ?? ??
        """
      Then the referee accepts the log
      And the table shows:
        | fact             | value |
        | pile-count music | 13    |

    Scenario: a third music6 is caught
      When the log continues:
        """
        Aki roll 3 3
        Aki draw music6 music6
        Aki draw tieup ??
        Ben roll 3 1
        Ben draw music6 actor1
        """
      Then the referee reports ET-MAT-ROLE-MUSIC at "Ben draw music6 actor1"

  @clause:ET-MAT-ROLE-DIRECTOR
  Rule: ET-MAT-ROLE-DIRECTOR The 演出家 pile: closed; 演出家1〜3 three of each, 演出家4〜6 two of each
    見出し: 【役割：演出家】の山：クローズ、演出家1〜3は各3枚、4〜6は各2枚
    検索語: 演出、監督、ディレクター、演出家は何枚、演出家の山、同じ数字の枚数、裏向きの山、クローズ、director pile, how many directors, director cards, copies of each number, face-down pile, closed pile
    原文: 【役割:演出家】カード:1山(クローズ):『演出家1〜3』×各3枚 『演出家4〜6』×各2枚
    English: Role cards, director (演出家): one pile, face down: 演出家1 to 演出家3 three of each, 演出家4 to
      演出家6 two of each (15 cards).

    Background:
      Given the log so far:
        """
        Aki roll 4 4
        Aki draw director2 director2
        Aki draw tieup ??
        Ben roll 4 1
        Ben draw director2 actor5
        Ben draw ?? ??
        """

    Scenario: three director2 cards out, an unseen director scouted
      When the log says "Aki scout director?"
      Then the referee accepts the log
      And the table shows:
        | fact                | value |
        | pile-count director | 11    |

    Scenario: a fourth director2 is caught
      When the log says "Aki scout director2"
      Then the referee reports ET-MAT-ROLE-DIRECTOR at "Aki scout director2"

  @clause:ET-MAT-EVENT
  Rule: ET-MAT-EVENT The event pile: closed; 15 kinds, four of each
    見出し: 【イベント】の山：クローズ、15種×4枚
    検索語: イベントは何枚、何種類、種類数、15種類、60枚、同じイベントは何枚、裏向きの山、クローズ、event pile, how many event cards, copies of each event, 60 cards, face-down pile, closed pile, look through the event pile, how many types, four copies
    原文: 【イベント】
    原文: カード:1山(クローズ):15種
    原文: × 4枚
    English: Event cards: one pile, face down: 15 kinds × 4 cards (60 cards).
    # The referee cites this clause when a fifth card of one kind comes out.

    Background:
      Given the log so far:
        """
        Aki roll 3 5
        Aki draw music2 script4
        Aki draw tieup tieup
        Ben roll 1 4
        Ben draw actor5 director1
        Ben draw tieup tieup
        """

    Scenario: all four tieup cards at the set-up
      Then the referee accepts the log
      And the table shows:
        | fact             | value |
        | pile-count event | 56    |

    Scenario: a fifth tieup is caught
      When the log continues:
        """
        Aki draw tieup
        """
      Then the referee reports ET-MAT-EVENT at "Aki draw tieup"

  @clause:ET-MAT-DISCARD
  Rule: ET-MAT-DISCARD One discard area, common to all players
    見出し: 共通の場に用意する『捨て札場』
    検索語: 捨て札、捨て山、すてふだ、墓地、使ったカード、払ったカードはどこ、共有、共通、山に戻す、discard pile, graveyard, shared discard, where do paid cards go, reshuffle, refill
    原文: #共通の場に用意されるもの
    原文: 『捨て札場』
    English: Prepared in the common area: the discard area (捨て札場).
    # Every player's payments go to this one area, face up. Cards in it stay there: the piles are not
    # refilled from it. The referee cites this clause when a budget card is taken from an empty pile
    # while cards of that size lie in the discard area.

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

    Scenario: both players pay into the one discard area
      When the log continues:
        """
        Aki budget small
        Aki cast music2 music $ small small small small
        Aki end
        Ben budget small
        Ben cast director1 director $ medium small
        Ben end
        """
      Then the referee accepts the log
      And the table shows:
        | fact          | value |
        | discard-count | 6     |
        | pile small    | 0     |

    Scenario: a small card gained while the pile is empty and the small cards lie in the discard area is caught
      When the log continues:
        """
        Aki budget small
        Aki cast music2 music $ small small small small
        Aki end
        Ben budget small
        Ben end
        Aki gain small
        """
      Then the referee reports ET-MAT-DISCARD at "Aki gain small"

  @clause:ET-MAT-AREAS
  Rule: ET-MAT-AREAS Each player has a role area, an event area and a stock
    見出し: プレイヤーごとの場：『役割場』『イベント場』『ストック場』
    検索語: 自分の場、個人の場、プレイエリア、手元、場の種類、他人のカード、相手のカード、player area, own area, zones, tableau, what areas, use another player's cards
    原文: #プレイヤーごとの場に用意されるもの
    原文: 『役割場』
    原文: 『イベント場』
    原文: 『ストック場』
    English: Prepared for each player: a role area (役割場), an event area (イベント場) and a stock (ストック場).
    # A player uses only the cards of their own stock and puts them into their own areas. The referee
    # cites this clause when a player casts a role card that lies in another player's stock.

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

    Scenario: each player fills their own areas
      When the log continues:
        """
        Aki budget small
        Aki place tieup
        Aki cast music2 music $ medium medium
        Aki end
        Ben budget small
        Ben cast director1 director $ small small small
        Ben end
        """
      Then the referee accepts the log
      And the table shows:
        | fact               | value                 |
        | slot Aki music     | music2                |
        | slot Ben director  | director1             |
        | events Aki         | tieup                 |
        | events Ben         | -                     |
        | stock Aki          | small*6 script4 ??    |
        | stock Ben          | small*3 medium*2 actor5 ??*2 |

    Scenario: Aki casting Ben's actor5 is caught
      When the log continues:
        """
        Aki budget small
        Aki cast actor5 lead $ medium medium small small small
        """
      Then the referee reports ET-MAT-AREAS at "Aki cast actor5 lead $ medium medium small small small"
