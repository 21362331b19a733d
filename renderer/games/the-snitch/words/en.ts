import { plural } from '../../../../shared/i18n/plural.ts';

/**
 * Every word of The Snitch on the phone and on the board: card, item and plan names (the card
 * set in shared/games/the-snitch/cards.ts keeps only ids), phase names, prompts, the record's
 * sentences and the end. English is the reference: es and ko are typed `SnitchCatalog`, so a
 * missing key fails the type check.
 */
export const snitch = {
  /** First-game tips (tips.ts): one step each, for the TV and for every phone, the same whatever the role. */
  tips: {
    deal: {
      tv: 'Everyone picks one card from their hand as a face-up plan. Its number says how many cards it needs under it.',
      phone: 'Choose one card from your hand as your plan. Whoever draws the snitch card later becomes the Snitch, in secret.',
    },
    turn: {
      tv: 'Whoever holds the soap does one thing: a card under a neighbour’s plan, a draw from the interrogation deck, or an item.',
      phone: 'On your turn, play a card under a neighbour’s plan, draw, or use an item. When a card comes under your plan you may refuse it, once per plan.',
    },
    'plan-done': {
      tv: 'A plan succeeded: all its names differed. Five plans done bring the weapon.',
      phone: 'Plans succeed when no name comes twice: think about which names you put under them.',
    },
    'plan-failed': {
      tv: 'A plan was caught: a name came twice, or two daggers showed. The guard moves in front of its owner.',
      phone: 'A caught plan costs interrogation cards, and the deck running out means everyone loses but the Snitch.',
    },
    riot: {
      tv: 'Riot: seven cards or fewer are left in the interrogation deck. Cards may now go under anyone’s plan.',
      phone: 'During the riot you may play a card under any other player’s plan, not only your neighbours’.',
    },
    guard: {
      tv: 'The guard moved. The guarded player may not talk, use an item (except bribe money) or refuse a card.',
      phone: 'If the guard stands in front of you: stay silent, use no item but bribe money, and refuse nothing.',
    },
    weapon: {
      tv: 'Five plans done: everyone votes who gets the weapon. If the Snitch gets it, the Snitch wins at once.',
      phone: 'Vote for the player you would trust with the weapon. Every phone votes the same way.',
    },
    escape: {
      tv: 'The escape: six cards face down on the route. All names must differ, with one dagger at most.',
      phone: 'When you are called, add a card from your hand, or the top card unseen. Escape plans are jokers.',
    },
  },
  /** Accomplice names by the card set's name id. */
  names: {
    lockpick: 'The Lockpick',
    cook: 'The Cook',
    barber: 'The Barber',
    janitor: 'The Janitor',
    postman: 'The Postman',
    gardener: 'The Gardener',
    tailor: 'The Tailor',
    librarian: 'The Librarian',
    painter: 'The Painter',
    ghost: 'The Ghost',
    doc: 'The Doc',
    forger: 'The Forger',
    bookie: 'The Bookie',
    chaplain: 'The Chaplain',
    tattooist: 'The Tattooist',
    mechanic: 'The Mechanic',
    boxer: 'The Boxer',
    magician: 'The Magician',
    hacker: 'The Hacker',
    electrician: 'The Electrician',
    digger: 'The Digger',
    giant: 'The Giant',
    professor: 'The Professor',
    smuggler: 'The Smuggler',
    'old-timer': 'The Old-Timer',
  },
  items: {
    binoculars: 'Binoculars',
    key: 'Key',
    'brass-knuckles': 'Brass knuckles',
    'bribe-money': 'Bribe money',
    crowbar: 'Crowbar',
  },
  /** What each item does, in a line. */
  itemHelp: {
    binoculars: 'Look at the top 3 accomplice cards and put them back in any order.',
    key: 'You, then your left and right neighbours each draw 1 accomplice card.',
    'brass-knuckles': 'Attach to a plan: it resolves without the extra card.',
    'bribe-money': 'The guard leaves the game until a plan is caught. Usable while guarded.',
    crowbar: 'Attach to a plan: it needs one card fewer.',
  },
  escapePlan: 'Escape plan',
  escapeJoker: 'joker: no name, no dagger',
  snitchCard: 'The Snitch',
  dagger: 'Dagger',
  /** A plan's required count as the card prints it. */
  required: (n: number) => `${n} + 1`,
  needs: (n: number) => plural('en', n, { one: 'needs # card', other: 'needs # cards' }),
  under: (n: number, of: number) => `${n} of ${of}`,

  winners: {
    snitch: 'The Snitch wins',
    inmates: 'The inmates win',
    everyone: 'Everyone wins',
    nobody: 'Nobody wins',
  },
  ways: {
    'time-up': 'The interrogation deck ran out: time is up.',
    'weapon-to-snitch': 'The weapon went to the Snitch.',
    'escape-failed': 'The escape failed.',
    escape: 'The escape succeeded.',
    'escape-snitch-shot': 'The escape succeeded, and the Snitch was shot.',
  },

  /** The public record, one sentence per event. Names come in already resolved. */
  events: {
    firstPlans: 'The first plans are face up.',
    turn: (name: string) => `${name}'s turn.`,
    play: (name: string, target: string) => `${name} put a card under ${target}'s plan.`,
    refuse: (owner: string) => `${owner} refused the card: the plan turns sideways.`,
    accept: (owner: string) => `${owner} took the card.`,
    acceptClock: (owner: string) => `${owner} stayed silent: the card stays.`,
    drawInterrogation: (name: string) => `${name} drew an interrogation card.`,
    drawAccomplice: (name: string) => `${name} drew an accomplice card.`,
    noDraw: (name: string) => `${name} could not draw: the accomplice deck is empty.`,
    item: (name: string, item: string) => `${name} used ${item}.`,
    itemOn: (name: string, item: string, target: string) => `${name} put ${item} beside ${target}'s plan.`,
    look: (name: string, n: number) => plural('en', n, { one: `${name} looked at # card.`, other: `${name} looked at # cards.` }),
    resolveOk: (owner: string) => `${owner}'s plan succeeded.`,
    resolveCaught: (owner: string) => `${owner}'s plan was caught.`,
    /** The plan's name follows these two on the screen, after its mark. */
    newPlanHand: (name: string) => `${name} has a new plan:`,
    newPlanDeck: (name: string) => `${name}'s new plan comes from the deck:`,
    guardCaught: (name: string) => `The guard stands in front of ${name}.`,
    guardPassed: (name: string) => `The guard moves on to ${name}.`,
    guardBribed: 'The guard was bribed away.',
    riot: 'Riot! Cards may now go under anyone\u2019s plan.',
    weapon: 'Five plans done: the weapon is in.',
    vote: (name: string) => `The weapon goes to ${name}.`,
    shoot: (by: string, target: string) => `${by} shot ${target}.`,
    shootNobody: (by: string) => `${by} shot nobody.`,
    call: (by: string, name: string) => `${by} calls on ${name}.`,
    add: (name: string) => `${name} added a card to the escape route.`,
    addTop: (name: string) => `${name} added the top accomplice card, unseen.`,
    escapeOk: 'The escape route holds!',
    escapeFail: 'The escape route collapses.',
    timeUp: (name: string) => `${name} drew the last interrogation card.`,
  },

  phone: {
    identity: {
      hold: 'Hold to see who you are',
      holdHint: 'Press and hold. Let go to hide it.',
      snitch: 'You are the Snitch',
      snitchBlurb: 'Win if time runs out, if you get the weapon, or if the escape fails. Sabotage quietly.',
      inmate: 'You are an inmate',
      inmateBlurb: 'Complete plans, get the weapon to someone you trust, escape together.',
    },
    guarded: 'You are guarded: stay silent.',
    guardedHint: 'No talking, no refusing, no items except Bribe money.',
    yourTurn: 'Your turn',
    sent: 'Sent',
    sentWaiting: (n: number) => plural('en', n, { one: 'Sent — waiting for # other', other: 'Sent — waiting for # others' }),
    waitingFor: 'Still to choose',
    confirm: 'Confirm',
    change: 'Change',
    confirmNote: 'Tap Confirm to send. It cannot be undone.',
    pickHint: 'Choose, then confirm.',
    /** Why a card of the hand cannot be chosen now (an escape plan, the snitch card). */
    kept: 'Stays in your hand',
    hand: {
      show: (n: number) => plural('en', n, { one: 'Show my hand (# card)', other: 'Show my hand (# cards)' }),
      hide: 'Hide my hand',
      title: 'Your hand',
      empty: 'Your hand is empty.',
      stash: 'Your stash',
      stashEmpty: 'No items yet.',
      plan: 'Your plan',
    },
    firstPlan: {
      title: 'Choose your first plan',
      note: 'It goes face up in front of you when everyone has chosen.',
    },
    newPlan: {
      title: 'Your plan succeeded: choose a new plan',
      note: 'It goes face up in front of you.',
    },
    turn: {
      title: 'Your turn: do one thing',
      play: 'Play a card',
      draw: 'Draw',
      item: 'Use an item',
      noItems: 'No item you can use now.',
      noPlay: 'No card you can play under a plan now.',
      pickCard: 'Which card?',
      otherCard: 'Another card',
      pickTarget: 'Under whose plan?',
      riotNote: 'Riot: any other player\u2019s plan.',
      neighbourNote: 'Only your left and right neighbours\u2019 plans.',
      pickItem: 'Which item?',
      pickItemTarget: 'Beside whose plan?',
      back: 'Back',
      noTargets: 'No plan to play under.',
      reasons: {
        guarded: 'Not while guarded',
        'no-guard': 'No guard to bribe',
        'no-target': 'No plan it fits',
      },
    },
    refuse: {
      title: (from: string) => `${from} is putting a card under your plan`,
      note: 'Refuse it (once per plan) or take it. Silence takes it.',
      refuse: 'Refuse',
      accept: 'Take it',
      seconds: (n: number) => `${n} s`,
      timeLeft: 'Time left',
    },
    binoculars: {
      title: 'Binoculars: put the cards back',
      note: 'Top of the accomplice deck first. The top card is the next extra card.',
      top: 'Top',
      up: (card: string) => `Move ${card} up`,
      down: (card: string) => `Move ${card} down`,
      done: 'Put them back in this order',
    },
    vote: {
      title: 'Who gets the weapon?',
      note: 'Everyone votes at once. You may vote for yourself.',
    },
    tieBreak: {
      title: 'A tie: you hold the soap, you decide',
      note: 'Give the weapon to one of the tied players.',
    },
    shoot: {
      title: 'You have the weapon: shoot someone?',
      note: 'The player you shoot is out of the escape.',
      nobody: 'Shoot nobody',
    },
    call: {
      title: 'Who adds the next card to the escape route?',
      firstRound: 'Everyone not shot adds one card first, in the order you choose.',
      more: 'Everyone has played: choose who adds more.',
      route: (n: number, of: number) => `Escape route: ${n} of ${of} cards`,
    },
    add: {
      title: 'Add a card to the escape route',
      note: 'Face down. Names must all differ; at most one dagger. Escape plans are jokers.',
      top: 'The top accomplice card, unseen',
    },
    /**
     * While another seat decides, by the phase, keyed as the view names it: a refusal names its
     * plan's owner and who plays the card, the others the seat the table waits for.
     */
    idle: {
      turn: (name: string) => `${name}'s turn`,
      refusal: (owner: string, from: string) => `${owner} may refuse ${from}'s card`,
      binoculars: (name: string) => `${name} is using the Binoculars`,
      'new-plan': (name: string) => `${name} is choosing a new plan`,
      vote: 'Everyone is voting',
      'tie-break': (name: string) => `${name} breaks the tie`,
      shoot: (name: string) => `${name} has the weapon`,
      call: (name: string) => `${name} is choosing who adds to the escape`,
      add: (name: string) => `${name} is adding a card to the escape`,
      'first-plans': 'Everyone is choosing a first plan',
      waitingCount: (n: number) => plural('en', n, { one: 'Waiting for # player', other: 'Waiting for # players' }),
    },
    table: {
      title: 'The table',
      noPlan: 'No plan',
      sideways: 'sideways',
      soap: 'Soap',
      guard: 'Guard',
      handcuff: 'handcuff up',
      weapon: 'Weapon',
      shot: 'Shot',
      hand: (n: number) => plural('en', n, { one: '# card', other: '# cards' }),
      stash: (n: number) => plural('en', n, { one: '# item', other: '# items' }),
      interrogation: 'Interrogation',
      accomplice: 'Accomplices',
      done: (n: number, of: number) => `Plans done ${n}/${of}`,
      riot: 'Riot',
      you: 'you',
      last: 'Last',
    },
    end: {
      winners: 'Winners',
      snitchWas: (name: string) => `The Snitch was ${name}.`,
      noSnitch: {
        removed: 'There was no Snitch: the card had been removed.',
        interrogation: 'Nobody drew the Snitch card.',
      },
      waitingNext: 'Waiting for the next game…',
    },
  },
};

export type SnitchCatalog = typeof snitch;
