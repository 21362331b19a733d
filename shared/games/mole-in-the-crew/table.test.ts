/**
 * The deal table of Mole in the Crew, row by row (binding rules, "Deal (classic)" and "What each
 * role knows at the start"). Expected values are written out here from the rules, not read from
 * table.ts, so that a wrong row in the code shows up.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type Seat } from '../../engine/index.ts';
import { moleInTheCrew } from './index.ts';
import { approvalsNeeded } from './table.ts';
import {
  act,
  blowLock,
  currentTeamSize,
  dealtGame,
  expectRejected,
  fixedGame,
  fixedRoles,
  openLock,
  proposeAndVote,
  seats,
  sorted,
  teamWith,
  view,
} from './test-helpers.ts';
import type { MoleOptions, MoleState, Role } from './types.ts';

interface Row {
  moles: number;
  doubles: number;
  decoy: boolean;
  teams: number[];
  budget: number;
  approvals: number;
}

/** The binding table, copied from the rules. */
const TABLE: Record<number, Row> = {
  5: { moles: 2, doubles: 0, decoy: false, teams: [2, 2, 2, 3, 3], budget: 2, approvals: 3 },
  6: { moles: 2, doubles: 1, decoy: false, teams: [2, 3, 3, 3, 4], budget: 2, approvals: 4 },
  7: { moles: 3, doubles: 1, decoy: false, teams: [2, 2, 2, 3, 3], budget: 1, approvals: 4 },
  8: { moles: 3, doubles: 1, decoy: true, teams: [3, 3, 3, 3, 4], budget: 1, approvals: 5 },
  9: { moles: 3, doubles: 1, decoy: true, teams: [3, 4, 4, 4, 5], budget: 1, approvals: 5 },
  10: { moles: 3, doubles: 1, decoy: true, teams: [4, 5, 5, 5, 6], budget: 1, approvals: 6 },
};
const COUNTS = [5, 6, 7, 8, 9, 10] as const;
const SEEDS: (number | string)[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 'alpha', 'bravo', 'charlie', 'delta'];

type Counts = Record<Role, number>;

function countRoles(roles: readonly Role[]): Counts {
  const counts: Counts = { mole: 0, snitch: 0, contact: 0, double: 0, lookout: 0, driver: 0, crew: 0 };
  for (const r of roles) counts[r] += 1;
  return counts;
}

/** The roles each seat says it has, through its own view. */
const dealtRoles = (state: MoleState): Role[] => seats(state.players).map((s) => view(state, s).you!.role);

/**
 * Expected role counts. `mole` counts plain Moles only (the Snitch is one of the table's Moles).
 * Crew roles follow the ruled order: Contact, Driver, Lookout, the Doubles, plain Crew.
 */
const EXPECTED_COUNTS: Record<string, Counts> = {
  '5': { mole: 2, snitch: 0, double: 0, contact: 1, driver: 1, lookout: 1, crew: 0 },
  '6': { mole: 2, snitch: 0, double: 1, contact: 1, driver: 1, lookout: 1, crew: 0 },
  '7': { mole: 3, snitch: 0, double: 1, contact: 1, driver: 1, lookout: 1, crew: 0 },
  '8': { mole: 2, snitch: 1, double: 1, contact: 1, driver: 1, lookout: 1, crew: 1 },
  '9': { mole: 2, snitch: 1, double: 1, contact: 1, driver: 1, lookout: 1, crew: 2 },
  '10': { mole: 2, snitch: 1, double: 1, contact: 1, driver: 1, lookout: 1, crew: 3 },
  '5-advanced-snitch': { mole: 1, snitch: 1, double: 0, contact: 1, driver: 1, lookout: 1, crew: 0 },
  '6-advanced-snitch': { mole: 1, snitch: 1, double: 1, contact: 1, driver: 1, lookout: 1, crew: 0 },
};

describe('role counts dealt, row by row (over several seeds)', () => {
  for (const n of COUNTS) {
    const row = TABLE[n]!;
    const expected = EXPECTED_COUNTS[String(n)]!;
    it(`${n} players: ${row.moles} Moles (${row.decoy ? 'one of them the Snitch' : 'no Snitch'}), ${row.doubles} Double(s), Contact, Driver, Lookout, ${expected.crew} plain Crew`, () => {
      for (const seed of SEEDS) {
        const state = dealtGame(n, {}, seed);
        expect(state.roles).toHaveLength(n);
        expect(countRoles(state.roles)).toEqual(expected);
        // Each phone is told the same role the state holds.
        expect(dealtRoles(state)).toEqual(state.roles);
        const moleSide = state.roles.filter((r) => r === 'mole' || r === 'snitch').length;
        expect(moleSide).toBe(row.moles);
        expect(state.roles.filter((r) => r === 'double')).toHaveLength(row.doubles);
      }
    });
  }

  for (const n of [5, 6] as const) {
    it(`${n} players with Advanced Snitch: still ${TABLE[n]!.moles} Moles, one of them dealt as the Snitch`, () => {
      for (const seed of SEEDS) {
        const state = dealtGame(n, { advancedSnitch: true }, seed);
        expect(countRoles(state.roles)).toEqual(EXPECTED_COUNTS[`${n}-advanced-snitch`]);
      }
    });
  }

  it('the Quick game deals the same roles as the classic table', () => {
    for (const n of COUNTS) {
      for (const seed of SEEDS.slice(0, 4)) {
        expect(countRoles(dealtGame(n, { quick: true }, seed).roles)).toEqual(EXPECTED_COUNTS[String(n)]);
      }
    }
  });

  it('the roles land on different seats from one seed to another (the deal is shuffled)', () => {
    for (const n of COUNTS) {
      const layouts = new Set(SEEDS.map((seed) => dealtGame(n, {}, seed).roles.join(',')));
      expect(layouts.size).toBeGreaterThan(1);
    }
  });

  it('the same seed deals the same roles and the same first Boss', () => {
    for (const n of COUNTS) {
      const a = dealtGame(n, {}, 'same');
      const b = dealtGame(n, {}, 'same');
      expect(a).toEqual(b);
    }
  });
});

describe('Crew roles are dealt in the ruled order: Contact, Driver, Lookout, Doubles, then plain Crew', () => {
  it('5 players: the Crew is exactly Contact, Driver, Lookout (no Double, no plain Crew)', () => {
    for (const seed of SEEDS) {
      const crew = dealtGame(5, {}, seed).roles.filter((r) => r !== 'mole' && r !== 'snitch');
      expect([...crew].sort()).toEqual(['contact', 'driver', 'lookout']);
    }
  });

  it('8 players: the Crew is exactly Contact, Driver, Lookout, one Double and one plain Crew member', () => {
    for (const seed of SEEDS) {
      const crew = dealtGame(8, {}, seed).roles.filter((r) => r !== 'mole' && r !== 'snitch');
      expect([...crew].sort()).toEqual(['contact', 'crew', 'double', 'driver', 'lookout']);
    }
  });

  it('6 and 7 players: the fourth Crew role is the Double, so there is no plain Crew member', () => {
    for (const n of [6, 7]) {
      for (const seed of SEEDS) {
        const crew = dealtGame(n, {}, seed).roles.filter((r) => r !== 'mole' && r !== 'snitch');
        expect([...crew].sort()).toEqual(['contact', 'double', 'driver', 'lookout']);
      }
    }
  });

  it('a fixed deal that breaks the order (a plain Crew member instead of the Lookout at 5) is refused (BAD_DEAL)', () => {
    const roles = fixedRoles(5);
    roles[4] = 'crew';
    const created = createMatch(moleInTheCrew, { players: 5, seed: 1, deal: { roles } });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.code).toBe('BAD_DEAL');
  });

  it('a fixed deal that has a plain Crew member instead of the Double at 6 is refused (BAD_DEAL)', () => {
    const roles = fixedRoles(6);
    roles[5] = 'crew';
    const created = createMatch(moleInTheCrew, { players: 6, seed: 1, deal: { roles } });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.code).toBe('BAD_DEAL');
  });
});

describe('approvals needed: more than half of all players, computed, equal to the table column', () => {
  it('approvalsNeeded(n) is floor(n/2)+1 and matches the column 3,4,4,5,5,6', () => {
    expect(COUNTS.map((n) => approvalsNeeded(n))).toEqual([3, 4, 4, 5, 5, 6]);
    for (const n of COUNTS) expect(approvalsNeeded(n)).toBe(Math.floor(n / 2) + 1);
  });

  for (const n of COUNTS) {
    const need = TABLE[n]!.approvals;
    it(`${n} players: the board shows ${need} approvals needed; ${need} approvals pass a team and ${need - 1} do not`, () => {
      const state = fixedGame(fixedRoles(n));
      expect(view(state, 'board').approvalsNeeded).toBe(need);
      const team = teamWith(state);
      const exactly = (k: number): boolean[] => seats(n).map((s) => s < k);
      const passed = proposeAndVote(state, team, exactly(need));
      expect(passed.phase).toBe('mission');
      expect(passed.history.at(-1)!.approved).toBe(true);
      const failed = proposeAndVote(state, team, exactly(need - 1));
      expect(failed.phase).toBe('propose');
      expect(failed.history.at(-1)!.approved).toBe(false);
      expect(failed.rejections).toBe(1);
    });
  }
});

describe('team sizes per lock', () => {
  for (const n of COUNTS) {
    const sizes = TABLE[n]!.teams;
    it(`${n} players: locks 1-5 take teams of ${sizes.join('-')}, and only that size is accepted`, () => {
      const roles = fixedRoles(n);
      let state = fixedGame(roles);
      expect(view(state, 'board').teamSizes).toEqual(sizes);
      const moles = roles.flatMap((r, s) => (r === 'mole' || r === 'snitch' ? [s] : []));
      // open, blown, open, blown: the game reaches lock 5 with every size tried on the way.
      const plan: (Seat | null)[] = [null, moles[0]!, null, moles[1]!, null];
      for (let lock = 0; lock < 5; lock++) {
        expect(state.lock).toBe(lock);
        const size = sizes[lock]!;
        expect(currentTeamSize(state)).toBe(size);
        expect(view(state, state.boss).you!.prompt).toEqual({ kind: 'propose', size });
        expectRejected(state, state.boss, { type: 'propose', team: seats(n).slice(0, size - 1) }, 'ILLEGAL_ACTION', 'team-size');
        expectRejected(state, state.boss, { type: 'propose', team: seats(n).slice(0, size + 1) }, 'ILLEGAL_ACTION', 'team-size');
        const saboteur = plan[lock]!;
        state = saboteur === null ? openLock(state) : blowLock(state, saboteur);
        expect(state.locks[lock]!.team).toHaveLength(size);
      }
    });
  }

  it('the Quick game uses the table sizes of locks 1-3', () => {
    for (const n of COUNTS) {
      expect(view(fixedGame(fixedRoles(n), { options: { quick: true } }), 'board').teamSizes).toEqual(TABLE[n]!.teams.slice(0, 3));
    }
  });
});

describe('sabotage budget per Mole (a budget for the whole game, shown to each Mole)', () => {
  for (const n of COUNTS) {
    const budget = TABLE[n]!.budget;
    it(`${n} players: every Mole (and the Snitch) starts with ${budget}; the Crew has none`, () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const state = dealtGame(n, {}, seed);
        for (const s of seats(n)) {
          const you = view(state, s).you!;
          if (you.side === 'moles') {
            expect(you.sabotagesLeft).toBe(budget);
            expect(state.budgets[s]).toBe(budget);
          } else {
            expect(you.sabotagesLeft).toBeNull();
            expect(state.budgets[s]).toBe(0);
          }
        }
      }
    });
  }

  it('Quick game: every Mole has a budget of 1 at every table size', () => {
    for (const n of COUNTS) {
      const state = dealtGame(n, { quick: true }, 7);
      for (const s of seats(n)) {
        const you = view(state, s).you!;
        expect(you.sabotagesLeft).toBe(you.side === 'moles' ? 1 : null);
      }
    }
  });

  it('Advanced Snitch: the Snitch has the same budget as a Mole (2 at 5-6 players)', () => {
    for (const n of [5, 6]) {
      const state = dealtGame(n, { advancedSnitch: true }, 3);
      const snitch = state.roles.indexOf('snitch');
      expect(view(state, snitch).you!.sabotagesLeft).toBe(2);
    }
  });
});

describe('decoy: the Snitch', () => {
  for (const n of COUNTS) {
    const decoy = TABLE[n]!.decoy;
    it(`${n} players: ${decoy ? 'one Mole is dealt as the Snitch' : 'no Snitch without Advanced Snitch'}`, () => {
      for (const seed of SEEDS) {
        expect(dealtGame(n, {}, seed).roles.filter((r) => r === 'snitch')).toHaveLength(decoy ? 1 : 0);
      }
    });
  }

  it('Advanced Snitch deals a Snitch at 5 and 6 players', () => {
    for (const n of [5, 6]) {
      for (const seed of SEEDS) {
        expect(dealtGame(n, { advancedSnitch: true }, seed).roles.filter((r) => r === 'snitch')).toHaveLength(1);
      }
    }
  });

  it('Advanced Snitch is not available at 7 to 10 players (BAD_OPTIONS)', () => {
    for (const n of [7, 8, 9, 10]) {
      const created = createMatch(moleInTheCrew, { players: n, options: { advancedSnitch: true }, seed: 1 });
      expect(created.ok).toBe(false);
      if (!created.ok) expect(created.error.code).toBe('BAD_OPTIONS');
    }
  });
});

/** What the rules say a seat sees at the start, from the dealt roles. */
function expectedKnowledge(roles: readonly Role[], seat: Seat): { knownMoles: Seat[]; suspects: Seat[] | null } {
  const role = roles[seat];
  const plainMoles = roles.flatMap((r, s) => (r === 'mole' ? [s] : []));
  const doubles = roles.flatMap((r, s) => (r === 'double' ? [s] : []));
  switch (role) {
    case 'mole':
      return { knownMoles: plainMoles.filter((s) => s !== seat), suspects: null };
    case 'snitch':
      return { knownMoles: plainMoles, suspects: null };
    case 'contact':
      return { knownMoles: [], suspects: sorted([...plainMoles, ...doubles]) };
    default:
      return { knownMoles: [], suspects: null };
  }
}

const tables: { n: number; options: Partial<MoleOptions>; label: string }[] = [
  ...COUNTS.map((n) => ({ n, options: {}, label: `${n} players` })),
  { n: 5, options: { advancedSnitch: true }, label: '5 players, Advanced Snitch' },
  { n: 6, options: { advancedSnitch: true }, label: '6 players, Advanced Snitch' },
];

describe('who sees whom at the start (through each seat\'s own view)', () => {
  for (const { n, options, label } of tables) {
    it(`${label}: each seat sees exactly what its role allows`, () => {
      for (const seed of SEEDS) {
        const state = dealtGame(n, options, seed);
        for (const s of seats(n)) {
          const you = view(state, s).you!;
          const expected = expectedKnowledge(state.roles, s);
          expect(you.seat).toBe(s);
          expect(sorted(you.knownMoles)).toEqual(expected.knownMoles);
          expect(you.suspects === null ? null : sorted(you.suspects)).toEqual(expected.suspects);
          expect(you.alibis).toEqual([]);
        }
        expect(view(state, 'board').you).toBeNull();
      }
    });
  }

  it('a Mole sees the other Moles but never the Snitch', () => {
    for (const n of [8, 9, 10]) {
      for (const seed of SEEDS) {
        const state = dealtGame(n, {}, seed);
        const snitch = state.roles.indexOf('snitch');
        state.roles.forEach((r, s) => {
          if (r !== 'mole') return;
          const known = view(state, s).you!.knownMoles;
          expect(known).not.toContain(snitch);
          expect(known).not.toContain(s);
          expect(known).toHaveLength(1);
        });
      }
    }
  });

  it('the Snitch sees every Mole', () => {
    for (const n of [8, 9, 10]) {
      const state = fixedGame(fixedRoles(n));
      expect(sorted(view(state, 2).you!.knownMoles)).toEqual([0, 1]);
    }
    const adv = fixedGame(['mole', 'snitch', 'contact', 'driver', 'lookout'], { options: { advancedSnitch: true } });
    expect(view(adv, 1).you!.knownMoles).toEqual([0]);
    expect(view(adv, 0).you!.knownMoles).toEqual([]);
  });

  it('the Contact sees an unlabeled list of suspects: every Mole but the Snitch, plus every Double', () => {
    const state = fixedGame(fixedRoles(10));
    const you = view(state, 3).you!;
    expect(you.role).toBe('contact');
    expect(sorted(you.suspects!)).toEqual([0, 1, 6]);
    expect(you.suspects).not.toContain(2);
    // Unlabeled: plain seat numbers, nothing saying which is a Mole and which the Double.
    for (const s of you.suspects!) expect(typeof s).toBe('number');
    expect(you.knownMoles).toEqual([]);
  });

  it('the Contact\'s suspects come in a shuffled order: not always sorted across seeds', () => {
    for (const n of [5, 7, 10]) {
      const orders = new Set<string>();
      let unsorted = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const state = fixedGame(fixedRoles(n), { seed });
        const suspects = view(state, seatOfContact(state)).you!.suspects!;
        orders.add(suspects.join(','));
        if (suspects.join(',') !== sorted(suspects).join(',')) unsorted += 1;
      }
      expect(unsorted).toBeGreaterThan(0);
      expect(orders.size).toBeGreaterThan(1);
    }
  });

  it('Double, Lookout, Driver and plain Crew see no Moles and no suspects', () => {
    const state = fixedGame(fixedRoles(10));
    for (const s of [4, 5, 6, 7, 8, 9]) {
      const you = view(state, s).you!;
      expect(['driver', 'lookout', 'double', 'crew']).toContain(you.role);
      expect(you.side).toBe('crew');
      expect(you.knownMoles).toEqual([]);
      expect(you.suspects).toBeNull();
      expect(you.alibis).toEqual([]);
    }
  });

  it('a seat\'s view never tells it anybody else\'s role', () => {
    const state = fixedGame(fixedRoles(8));
    for (const s of seats(8)) {
      const v = view(state, s);
      expect(v.reveal).toBeNull();
      expect(JSON.stringify(v)).not.toMatch(/"roles"/);
    }
    // Playing on does not change that.
    const later = act(state, 0, { type: 'propose', team: [0, 1, 2] });
    expect(view(later, 'board').reveal).toBeNull();
  });
});

const seatOfContact = (state: MoleState): Seat => state.roles.indexOf('contact');
