import type { GameRules } from '../../../../../shared/i18n/en/rules.ts';
import { plural } from '../../../../../shared/i18n/plural.ts';

/** English: the rules of Turncoat as Hideout plays them, a chunk of its own (fetched only when they are read). */
export const turncoatRules: GameRules = {
  title: 'Turncoat',
  tagline: '2 to 4 players · missions with ordinary cards, and perhaps a turncoat among you',
  quickStart: {
    goal: "Five missions must succeed. A turncoat, if the deal made one, wants five to fail.",
    round: "The leader keeps one of two cards as the mission. Everyone plays a card face down: its suit adds, other suits subtract, a spy (J, Q, K) sinks it.",
    win: "Five successes: the loyal players win. Five failures: the turncoat wins. Any loyal player may accuse once: right wins, wrong loses.",
    secret: "Your identity and your hand. Nobody knows whether there is a turncoat at all, nor whose card is whose.",
  },
  sections: [
    {
      heading: 'Goal',
      blocks: [
        'The loyal players want 5 successful missions. The turncoat, if there is one, wants 5 failed missions. Nobody but the turncoat knows whether there is one at all.',
      ],
    },
    {
      heading: 'The cards',
      blocks: [
        {
          list: [
            'Play deck: a standard deck without jokers and without the four 10s, 48 cards. Ace (worth 1) to 9 count their value; J, Q and K are spies, worth 0.',
            'Identity deck: with 2 players 10, 10 and the Joker; with 3 or 4 players 10, 10, 10 and the Joker.',
            'Korean identity deck variant (as printed in the Korean sheet, more room for doubt): with 2 players three 10s and the Joker; with 3 or 4 players four 10s and the Joker.',
          ],
        },
        'Each player gets one identity card; the rest are removed unseen. Whoever holds the Joker is the turncoat. If the Joker was removed, there is no turncoat. Each player is then dealt 5 cards from the play deck.',
      ],
    },
    {
      heading: 'A mission',
      blocks: [
        {
          steps: [
            'Players lead missions in turn, passing to the left. The first leader is drawn at random.',
            'The leader looks at the top two cards of the deck. A spy drawn here is discarded face up at once and replaced by the next card, until the leader holds two cards that are not spies. The leader keeps one as the mission (its suit and value are public) and discards the other face down: only the leader saw it.',
            'Every player, the leader too, places one card from hand face down, all at the same time; nobody sees the others’ choices.',
            'One more card from the top of the deck is added face down. It may be a spy.',
            'The cards are shuffled and turned over one by one. Cards of the mission’s suit add their value to the total; every other card subtracts its value (spies count 0). The mission succeeds when the total is at least the mission’s value and no spy is among the cards.',
            'After the reveal every player draws one card, back to 5. When the deck runs out, the discard pile is shuffled into a new deck.',
          ],
        },
      ],
    },
    {
      heading: 'Accusing',
      blocks: [
        'At any moment, in any phase, a player may accuse another player of being the turncoat. Right: the loyal players win. Wrong: the turncoat wins. If there is no turncoat, everybody loses.',
        'An accusation must be confirmed on the phone, so a slip of the finger accuses nobody.',
      ],
    },
    {
      heading: 'The end',
      blocks: [
        {
          list: [
            '5 successful missions: the loyal players win; with no turncoat, everybody wins.',
            '5 failed missions: the turncoat wins; with no turncoat, everybody loses.',
          ],
        },
        'At the end the TV shows every identity and the whole mission history.',
      ],
    },
    {
      heading: 'How Hideout reads the rules',
      blocks: [
        {
          list: [
            'After each reveal every player draws one card, back to 5; an empty deck is rebuilt by shuffling the discard pile.',
            'The turncoat cannot accuse (otherwise the turncoat could win by accusing anyone). Every phone shows the same Accuse button, so nobody gives themselves away; the sheet lists the same names on every phone, and on the turncoat’s, the line above the final tap says that a turncoat cannot accuse; that tap sends nothing.',
          ],
        },
      ],
    },
    {
      heading: 'On your phone',
      screenOnly: true,
      blocks: [
        'Your hand and your identity are on your phone only. When you lead, the phone shows the two cards you looked at. The TV shows the mission card, who has played and how many cards are in (never which card is whose), the reveal and the track of missions.',
        'The host (or the VIP) can pause the game: every phone then shows Paused, and a choice you had started is still there afterwards. With a turn timer on, the phone that must decide shows the time left; if it runs out, a stand-in plays that one decision for you, by the same rule for everyone, turncoat included: the leader keeps the first of the two cards looked at, and a card committed is the one that adds most to the mission, never a spy while you hold anything else. The TV only says that your time ran out.',
        'The ✎ button at the top of your phone opens your own notes: a mark for each other player (trust, unsure, suspect) and a short line on what they said or did. They stay on your phone only, nobody else sees them (not the TV, not the host), they come back if you reload, and they are cleared when the next game starts. The ≡ button shows what happened so far, the same record on every phone and on the TV when the host puts it there: each mission’s leader, card, spies, the cards played (never whose) and the result.',
      ],
    },
  ],
};

/** The rules pages' words of Turncoat besides its rules: what its calculator result and sheet figures say. */
export const turncoatRulesWords = {
  calc: {
    identityDeck: 'Identity deck',
    tens: (n: number) => `${n} × 10`,
    joker: 'the Joker',
    removed: (n: number) => plural('en', n, { one: '# card removed unseen', other: '# cards removed unseen' }),
    noTurncoat: 'Chance there is no turncoat',
    playDeck: (cards: number, spies: number) => `Play deck: ${cards} cards, ${spies} of them spies (J, Q, K).`,
    hands: (size: number, left: number) => `Hands of ${size}; ${left} cards left in the deck.`,
  },
};

export type TurncoatRulesWords = typeof turncoatRulesWords;
