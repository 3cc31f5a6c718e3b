@game:nozoku
Feature: ノゾクダイス — 手札 (hands dealt from a shared deck, unknown to an observer)
  With the bundled default game set every player holds the same six cards, so every hand is
  known to everyone. A game set may deal the hands instead ([hand] deal = N, docs/nozoku-gamesets.md):
  the bundled set "dealt" has three copies of each of A to F and deals 4 cards to each player. An
  observer then writes each hand dealt face down (table deal Aki ??*4). A card played (play,
  nozoku) is face up and named, and becomes known where it is; a hand that cannot play is shown
  whole (cannot), which reveals its cards. The checks that depend on what a hand holds go through
  the hidden-card ledger: a card must be one the hand can hold (a copy not seen elsewhere); a shown
  hand is the whole hand; when a recorder writes ?? for a shown card, "no card could be played" waits
  until that card is revealed, and what is never revealed is reported as unverifiable, never guessed.
  The logs below open as the 2-player logs of 03_acquisition.feature: after Ben's reroll the
  coloured centre dice are R3=2 R4=2 R5=6 B3=4 B4=6 B5=5, and Ben owns B1=2 B2=2, so Ben can play
  B, D, E or F, but not A (no coloured 1) or C (no coloured 3).

  @clause:NZ-RULING-HAND @ruling
  Rule: NZ-RULING-HAND Every player holds one of each card, unless the game set deals the hands
    見出し: 手札：全員が各カードを1枚ずつ持つ（ゲームセットが配る場合を除く）
    検索語: 初期手札、最初の手札、何枚、配る、全員同じ、シャッフル、山札、starting hand, hand size, deal, hand out, how many cards at start, same cards, shuffle, deck
    Gap: the rulebook speaks of the hand (手札), of playing from it and of showing it whole (手札を全て公開), but never says what a hand holds at the start: the same cards for everyone, or cards dealt from a shared deck.
    Option: gameset: hand.deal
    Affects: NZ-ACQ-CARD, NZ-NOZOKU-SUB, NZ-STUCK, NZ-STUCK-RESUME, NZ-EMPTY-HAND
    Default: none: every player holds one of each card
    Alternatives: N = each player is dealt N cards from one shared deck of the cards' copies ([hand] deal = N, copies = K per card), in another game set; the bundled set dealt deals 4 of 18 (A to F, three copies each)
    Source: the bundled default game set, a reconstruction in which every player holds the same cards (so hands are public); the bundled dealt set is invented, for logs in which the hands are hidden.
    English: By default every player holds one copy of each card of the game set. A game set with [hand] deals each player that many cards, once, at the set-up, from the shuffled copies of its cards; the log writes each hand dealt (table deal PLAYER CARD…, ?? for a card not seen) before the first round.
    裁定: ルールブックは、ゲーム開始時の手札が全員同じカードなのか、共通の山札から配るのかを書いていません。既定では全員がゲームセットの各カードを1枚ずつ持ち（手札は公開情報）、ヘッダーの gameset: で [hand] のあるゲームセット（同梱の dealt など）を指定すると手札を配ります。

    Background:
      Given the log:
        """
        game: nozoku
        players: Aki Ben
        gameset: dealt
        Aki roll R1=3 R2=5
        Ben roll B1=2 B2=2
        table centre R3=1 R4=2 R5=6 B3=4 B4=1 B5=5 W1=3 W2=3 W3=6 W4=1
        """

    Scenario: an observer's log: the hands dealt face down, each card known once it is played
      When the log continues:
        """
        table deal Aki ??*4
        table deal Ben ??*4
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben play B take R4
        Ben main B1 -> 3
        Ben sub B2 -> 4/2
        Aki nozoku F R1 -> 4
        Aki play E take B5
        Aki main R2 -> 4
        Aki sub R1 -> 5
        """
      Then the referee accepts the log
      And the table shows:
        | fact       | value      |
        | hand Aki   | ?? ??      |
        | played Aki | F E        |
        | hand Ben   | ?? ?? ??   |
        | played Ben | B          |

    Scenario: a hand that cannot play is shown, and its cards are known from then on
      When the log continues:
        """
        table deal Aki ??*4
        table deal Ben ??*4
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben cannot A A C C
        Ben redo none
        Ben end
        """
      Then the referee accepts the log
      And the table shows:
        | fact     | value   |
        | hand Ben | A A C C |
        | hand Aki | ?? ?? ?? ?? |

    Scenario: a shown hand of two cards, when four were dealt, is caught
      When the log continues:
        """
        table deal Aki ??*4
        table deal Ben ??*4
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben cannot A C
        """
      Then the referee reports only NZ-STUCK

    Scenario: a hand shown to the table but not to the recorder cannot be verified
      When the log continues:
        """
        table deal Aki ??*4
        table deal Ben ??*4
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben cannot ??*4
        """
      Then the referee cannot verify NZ-STUCK
      And the referee accepts the log

    Scenario: a hand shown unseen is caught when a card it held, which could be played, is played
      When the log continues:
        """
        table deal Aki ??*4
        table deal Ben ??*4
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben cannot ??*4
        Ben redo none
        Ben play B take R4
        """
      Then the referee reports NZ-STUCK at "Ben cannot ??*4"

    Scenario: Aki's own log: Ben playing B, when Aki holds all three, is caught
      When the log continues:
        """
        # Aki records the game and sees her own hand
        table deal Aki A B B B
        table deal Ben ??*4
        table start Ben
        Ben reroll R3=2 B4=6 W4=4
        Ben play B take R4
        """
      Then the referee reports only NZ-ACQ-CARD

    Scenario: a hand of three cards is caught
      When the log says "table deal Aki ??*3"
      Then the referee reports only NZ-RULING-HAND

    Scenario: a fourth A, when the deck holds three, is caught
      When the log continues:
        """
        table deal Aki A A A B
        table deal Ben A ??*3
        """
      Then the referee reports only NZ-RULING-HAND

    Scenario: a round that begins before every hand is dealt is caught
      When the log continues:
        """
        table deal Aki ??*4
        table start Ben
        """
      Then the referee reports NZ-RULING-HAND at "table start Ben"
