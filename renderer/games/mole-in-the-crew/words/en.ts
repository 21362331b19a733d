import { plural } from '../../../../shared/i18n/plural.ts';

/**
 * Mole in the Crew's words on every screen: roles, locks, the phone and the board. English is
 * the reference: other languages must have every key (`MoleWords`, shared/i18n/catalogs.test.ts).
 */
export const moleWords = {
  /** First-game tips (tips.ts): one step each, for the TV and for every phone, the same whatever the role. */
  tips: {
    deal: {
      tv: 'Everyone has a secret role on their phone: look at it, then keep it to yourself. The Boss (the crown) picks the first team.',
      phone: 'Hold your card to see your role, then put the phone down. Moles know each other; everyone else knows only themselves.',
    },
    proposal: {
      tv: 'The Boss chooses who goes on the team. Talk it over: who do you trust with the lock?',
      phone: 'If you are the Boss, pick the team on your phone and propose it. Everyone else: say who you trust.',
    },
    vote: {
      tv: 'Everyone votes on this team at once, openly: the votes turn over together. More than half must say yes.',
      phone: 'Vote Yes or No on your phone. The TV shows every vote with its name.',
    },
    cards: {
      tv: 'The team plays one card each, face down: Clean or Sabotage. A Sabotage blows the lock.',
      phone: 'If you are on the team, play a card. A Mole may play Sabotage; everyone else plays Clean. Nobody sees who played what.',
    },
    reveal: {
      tv: 'The team’s cards turn over in shuffled order: nobody can tell who played which. Only Clean cards open the lock.',
      phone: 'Watch the TV, then think: who was on that team, and who proposed it?',
    },
    patrol: {
      tv: 'Too many teams turned down in a row: the Patrol blew this lock without a card played.',
      phone: 'The Patrol came: the lock blew. Next time, agree on a team before it comes.',
    },
    getaway: {
      tv: 'The Crew opened its locks: now the Getaway. The Moles must find the Contact; the Driver may protect one player.',
      phone: 'Everyone marks one player and protects one, so nobody stands out. Only the Moles’ marks and the Driver’s protection count.',
    },
  },
  roles: {
    mole: 'Mole',
    snitch: 'Snitch',
    contact: 'Contact',
    double: 'Double',
    lookout: 'Lookout',
    driver: 'Driver',
    crew: 'Crew member',
  },
  sides: { crew: 'Crew', moles: 'Moles' },
  cards: { clean: 'Clean', sabotage: 'Sabotage' },
  lockOpen: 'Open',
  lockBlown: 'Blown',
  byPatrol: 'by Patrol',
  lock: (n: number) => `Lock ${n}`,
  ways: {
    locks: 'The Moles blew enough locks.',
    patrol: 'The last lock blew on a Patrol.',
    'getaway-found': 'The Moles found the Contact in the Getaway.',
    'getaway-void': 'The Driver protected the accused: the accusation is void.',
    'getaway-escaped': 'The Moles accused the wrong person: the Crew escapes.',
  },
  /** The public record (record.ts): each lock's proposals, votes and cards. */
  record: {
    proposal: (attempt: number, boss: string, team: string) => `Proposal ${attempt}: ${boss} chose ${team}`,
    votes: (result: string, yes: string, no: string) => `${result}. For: ${yes}. Against: ${no}.`,
    cards: 'Cards',
    patrol: 'The Patrol caught the team: too many rejections in a row.',
  },
  winner: { crew: 'The Crew wins', moles: 'The Moles win' },
  /** The phone: the secret role card, the table strip, the choices and the end. */
  phone: {
    role: {
      hold: 'Hold to see your role',
      holdHint: 'Press and hold. Let go to hide it.',
      /** On every phone at once when one role has learnt something new (a Lookout's alibi). */
      checkCard: 'Check your card: hold it.',
      side: (side: string) => `Side: ${side}`,
      knownMoles: 'Moles you know',
      knownNone: 'None that you can see.',
      suspects: 'Your suspects',
      suspectsNote: 'Moles and Doubles, mixed and unlabeled.',
      alibis: 'Alibis',
      alibi: (lock: number, name: string) => `Lock ${lock}: ${name} played Clean.`,
      noAlibi: (lock: number) => `Lock ${lock}: no alibi could be found.`,
      noAlibisYet: 'None yet.',
      budget: (n: number) => plural('en', n, { one: '# sabotage left', other: '# sabotages left' }),
      blurbs: {
        mole: 'Blow locks from inside. In the Getaway, find the Contact.',
        snitch: 'A Mole nobody knows: the other Moles do not see you, nor does the Contact.',
        contact: 'Steer the Crew with your votes and teams, without giving yourself away.',
        double: 'You are Crew, and you appear among the Contact\u2019s suspects.',
        lookout: 'You learn a name that played Clean after each of the first two locks blown by cards.',
        driver: 'In the Getaway, protect one player: if they are accused, the accusation is void.',
        crew: 'Open the locks and keep the Contact hidden.',
      } as Record<string, string>,
    },
    table: {
      title: 'The table',
      locks: 'Locks',
      boss: 'Boss',
      proposal: 'Proposed team',
      noProposal: 'No team proposed yet.',
      rejectionsLabel: 'Rejections',
      rejections: (n: number, of: number) => `${n} of ${of}`,
      teamSize: (n: number) => `team of ${n}`,
      needs: (n: number) => `needs ${n} Sabotages`,
      current: 'now',
      patrol: 'Patrol',
      sabotages: (n: number) => plural('en', n, { one: '# Sabotage', other: '# Sabotages' }),
    },
    decide: {
      proposeTitle: (n: number) => `You are the Boss: choose ${n} for the team`,
      picked: (k: number, n: number) => `${k} of ${n} chosen`,
      propose: 'Propose this team',
      voteTitle: (boss: string) => `Vote on ${boss}'s team`,
      approve: 'Approve',
      reject: 'Reject',
      playTitle: 'You are on the team: play a card',
      playNote: 'Nobody will know who played what.',
      /** What the Sabotage button answers where it cannot be played: as long as the hint it replaces. */
      cleanOnly: 'The Crew can only play Clean: Clean will be played.',
      noSabotageLeft: 'You have no Sabotage left: Clean will be played.',
      getawayTitle: 'Getaway: mark one, protect one',
      getawayNote: 'Everybody marks and protects, so nothing gives anyone away. Only the Moles\u2019 marks and the Driver\u2019s protection count.',
      mark: 'Mark',
      protect: 'Protect',
      getawaySubmit: 'Send my choice',
      bossChoosing: (boss: string, n: number) => `${boss} is choosing a team of ${n}.`,
      teamPlaying: 'The team is playing its cards.',
      waitingCount: (n: number) => plural('en', n, { one: 'Waiting for # player.', other: 'Waiting for # players.' }),
      lockNow: (n: number) => `Lock ${n}`,
    },
    end: {
      roles: 'Who was who',
      accused: (name: string) => `Accused in the Getaway: ${name}`,
      protected: (name: string) => `Protected by the Driver: ${name}`,
    },
  },
  /** The TV board and its staged moments. */
  board: {
    /** Each game's phases as the board names them, by game id then the view's phase. */
    phases: {
      'mole-in-the-crew': {
        propose: 'The Boss picks a team',
        vote: 'Everyone votes',
        mission: 'The team plays its cards',
        getaway: 'The Getaway',
        over: 'Game over',
      },
    } as Record<string, Record<string, string>>,
    lockOf: (n: number, total: number) => `Lock ${n} of ${total}`,
    teamOf: (n: number) => `team of ${n}`,
    pending: 'To play',
    now: 'Now',
    revealing: 'Revealing…',
    needs2: (n: number) => `needs ${n} Sabotages`,
    sabotages: (n: number) => (n === 1 ? '1 Sabotage' : `${n} Sabotages`),
    score: {
      open: (n: number, of: number) => `${n} of ${of} open`,
      blown: (n: number, of: number) => `${n} of ${of} blown`,
    },
    rejections: 'Rejections',
    rejectionCount: (n: number, of: number) => `${n} of ${of}`,
    patrolHint: (of: number) => `The ${ordinal(of)} in a row blows the lock`,
    boss: 'Boss',
    bossChoosing: (name: string, size: number) => `${name} is choosing a team of ${size}`,
    bossChoosingHint: 'Talk it over. The Boss proposes on their phone.',
    teamFor: (lock: number) => `Proposed team for lock ${lock}`,
    voteNow: 'Vote on your phone: approve or reject',
    waitingVotes: 'Still to vote:',
    waitingBadge: 'still to choose',
    votesNeeded: (n: number, of: number) => `${n} approvals of ${of} needed`,
    votesTitle: (lock: number, attempt: number) => `Votes on lock ${lock}, proposal ${attempt}`,
    approve: 'Approve',
    reject: 'Reject',
    approved: (yes: number, no: number) => `Approved ${yes}–${no}`,
    rejected: (yes: number, no: number) => `Rejected ${yes}–${no}`,
    missionTitle: (lock: number) => `The team opens lock ${lock}`,
    missionHint: 'Each team member secretly plays a card',
    waitingCards: 'Still to play:',
    cardsTitle: (lock: number) => `Lock ${lock}: the cards`,
    cardBack: 'Face-down card',
    lockResultOpen: (lock: number) => `Lock ${lock} is open`,
    lockResultBlown: (lock: number) => `Lock ${lock} is blown`,
    lockResultNeeded: (n: number) => `It needed ${n} Sabotages`,
    patrolTitle: (lock: number) => `Patrol! Lock ${lock} is blown`,
    patrolText: (of: number) => `${capitalize(ordinal(of))} rejection in a row: the Patrol caught the team.`,
    getawayQuestion: 'Will the Moles find the Contact?',
    getawayText: 'Everyone secretly marks one player on their phone. Only the Moles’ marks count.',
    waitingGetaway: 'Still to choose:',
    nobody: 'nobody',
    end: {
      title: 'Game over',
      roles: 'Roles',
      locks: 'Locks',
      history: 'Every proposal, vote and lock',
      player: 'Player',
      role: 'Role',
      lockShort: (n: number) => `L${n}`,
      attempt: (n: number) => `#${n}`,
      result: 'Team approved?',
      approved: 'approved',
      rejected: 'rejected',
      mark: 'Getaway',
      markCounted: 'a Mole’s mark (counted)',
      accused: (name: string, marks: number) => `Accused: ${name} (${marks === 1 ? '1 mark' : `${marks} marks`})`,
      protected: (name: string) => `Protected by the Driver: ${name}`,
      tie: (names: string) => `Tie drawn at random between ${names}`,
      alibis: 'Lookout’s alibis:',
      notPlayed: '–',
      alibi: (lock: number, name: string | null) => (name === null ? `lock ${lock}: none found` : `lock ${lock}: ${name}`),
      legendApprove: 'approve',
      legendReject: 'reject',
      legendTeam: 'on the team',
      legendBoss: 'Boss',
      patrolShort: 'Patrol',
    },
    moments: {
      draftLabel: 'Being picked:',
      draftNobody: 'nobody yet',
      getawayTitle: 'The Getaway: the marks',
      marked: (who: string, whom: string) => `${who} marked ${whom}`,
      noMark: 'no mark',
      /** After a lock blown by cards: the Lookout's card changed (never whether a name was found). */
      lookoutNews: (lock: number) => `The Lookout has learned something from lock ${lock}.`,
      /** Every phone asks the same at that moment, so the Lookout checking is nothing to see. */
      checkCards: 'Everyone: hold your card on your phone and check it.',
      checkCardsShort: 'Everyone: check your card',
    },
  },
};

export type MoleWords = typeof moleWords;

function ordinal(n: number): string {
  return n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`;
}
function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
