import { plural } from '../../../../shared/i18n/plural.ts';

/**
 * The Snitch's words that only the TV board and the host controls show (its decks, seats, stage
 * and end): a chunk of their own, which a phone never downloads (words/ holds what both show).
 * English is the reference: es and ko are typed `SnitchBoardCatalog`.
 */
export const snitchBoard = {
  waitingFor: 'Waiting for',
  turnOf: (n: number) => `Turn ${n}`,
  decks: {
    interrogation: 'Interrogation deck',
    accomplice: 'Accomplice deck',
    riotAt: (n: number) => `riot at ${n}`,
    riot: 'RIOT',
  },
  weapon: 'The weapon',
  plansDone: (n: number, of: number) => `${n} of ${of} plans done`,
  seat: {
    noPlan: 'no plan',
    sideways: 'Sideways: no more refusals',
    knuckles: 'Brass knuckles',
    crowbars: (n: number) => plural('en', n, { one: '# crowbar', other: '# crowbars' }),
    hand: (n: number) => plural('en', n, { one: '# in hand', other: '# in hand' }),
    stash: (n: number) => plural('en', n, { one: '# item', other: '# items' }),
    soap: 'Soap',
    guard: 'Guard',
    handcuff: 'Handcuff up',
    weapon: 'Weapon',
    shot: 'Shot',
  },
  stage: {
    firstPlans: 'Everyone chooses a first plan on their phone.',
    turn: (name: string) => `${name}: play a card, draw, or use an item.`,
    refusal: (owner: string, from: string) => `${from} put a card under ${owner}'s plan.`,
    refusalHint: 'Refuse it, or stay silent to take it.',
    binoculars: (name: string) => `${name} looks through the binoculars…`,
    newPlan: (name: string) => `${name}'s plan succeeded: a new plan is being chosen.`,
    vote: 'Everyone votes on their phone.',
    voted: (n: number, of: number) => `${n} of ${of} voted`,
    tally: 'Votes',
    tieBreak: (name: string) => `A tie: ${name} holds the soap and decides.`,
    weaponTo: (name: string) => `The weapon goes to ${name}`,
    shoot: (name: string) => `${name} holds the weapon. Will someone be shot?`,
    shot: (name: string) => `${name} is shot: out of the escape.`,
    nobodyShot: 'Nobody is shot.',
    call: (name: string) => `${name} chooses who adds to the escape route.`,
    add: (name: string) => `${name} adds a card to the escape route.`,
    route: (n: number, of: number) => `Escape route: ${n} of ${of}`,
    /** The plan's name follows on the screen, after its mark; the repeated names follow the word below. */
    resolving: (owner: string) => `${owner}'s plan:`,
    extra: 'with the top accomplice card',
    noExtra: 'no extra card',
    success: 'Success',
    caught: 'Caught',
    escapeOk: 'Escaped',
    escapeFail: 'Failed',
    daggers: (n: number) => plural('en', n, { one: '# dagger', other: '# daggers' }),
    repeated: 'Repeated',
    short: 'Not enough cards for the route.',
  },
  end: {
    snitchWas: (name: string) => `The Snitch: ${name}`,
    winners: 'Winners',
    nobody: 'nobody',
    hands: 'Hands',
    removed: 'The two removed cards',
    history: 'History',
    empty: '—',
  },
};

export type SnitchBoardCatalog = typeof snitchBoard;
