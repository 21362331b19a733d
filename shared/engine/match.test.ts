import { describe, expect, it } from 'vitest';
import { cloneJson } from './clone.ts';
import { ErrorCode } from './errors.ts';
import { tallyGame, type TallyState } from './fixtures/tally-game.ts';
import { applyAction, createMatch, viewAs } from './match.ts';

function started(players = 3): TallyState {
  const m = createMatch(tallyGame, { players, seed: 'match' });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

function rejects(state: TallyState, actor: unknown, action: unknown, code: string): void {
  const before = cloneJson(state);
  const result = applyAction(tallyGame, state, actor, action);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe(code);
    expect(typeof result.error.message).toBe('string');
    // A rejection is plain JSON: it crosses the wire as it is.
    expect(JSON.parse(JSON.stringify(result.error))).toEqual(result.error);
  }
  expect(state).toEqual(before);
}

describe('createMatch', () => {
  it('puts the player count and the advanced generator into the dealt state', () => {
    const s = started(3);
    expect(s.players).toBe(3);
    expect(s.rng).toHaveLength(4);
    expect(started(3)).toEqual(s);
  });

  it('refuses player counts outside the game and options the game refuses', () => {
    for (const players of [1, 5, 2.5]) {
      const m = createMatch(tallyGame, { players, seed: 1 });
      expect(m.ok ? null : m.error.code).toBe(ErrorCode.BadPlayerCount);
    }
    const m = createMatch(tallyGame, { players: 2, seed: 1, options: { target: 99 } });
    expect(m.ok ? null : m.error.code).toBe(ErrorCode.BadOptions);
  });

  it('takes a fixed deal when given one, and refuses a bad one', () => {
    const m = createMatch(tallyGame, { players: 2, seed: 1, deal: { target: 6 } });
    expect(m.ok && m.value.target).toBe(6);
    const bad = createMatch(tallyGame, { players: 2, seed: 1, deal: { target: 'six' } });
    expect(bad.ok ? null : bad.error.code).toBe(ErrorCode.BadDeal);
  });
});

describe('applyAction', () => {
  it('returns a new state and leaves the one passed in untouched', () => {
    const s = started();
    const before = cloneJson(s);
    const next = applyAction(tallyGame, s, 0, { type: 'pick', n: 2 });
    expect(next.ok).toBe(true);
    expect(s).toEqual(before);
    if (next.ok) expect(next.value.picks[0]).toBe(2);
  });

  it('collects simultaneous secret choices in any order and reveals them together', () => {
    let s = started(3);
    for (const seat of [2, 0, 1]) {
      const r = applyAction(tallyGame, s, seat, { type: 'pick', n: 3 });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect(s.reveals).toEqual([[3, 3, 3]]);
    expect(s.total).toBe(9);
  });

  it('rejects bad actors, bad shapes, repeated and out-of-turn choices without changing anything', () => {
    const s = started(3);
    rejects(s, 3, { type: 'pick', n: 1 }, ErrorCode.BadActor);
    rejects(s, -1, { type: 'pick', n: 1 }, ErrorCode.BadActor);
    rejects(s, 'host', { type: 'pick', n: 1 }, ErrorCode.BadActor);
    rejects(s, 0, { type: 'dance' }, ErrorCode.BadAction);
    rejects(s, 0, 'pick', ErrorCode.BadAction);
    rejects(s, 0, { type: 'pick', n: 9 }, ErrorCode.IllegalAction);
    const once = applyAction(tallyGame, s, 0, { type: 'pick', n: 1 });
    if (!once.ok) throw new Error(once.error.message);
    rejects(once.value, 0, { type: 'pick', n: 1 }, ErrorCode.AlreadyActed);
    rejects(once.value, 0, { type: 'object' }, ErrorCode.NotYourTurn);
  });

  it('accepts a reaction outside the turn order and a clock input closing the window', () => {
    let s = started(2);
    for (const seat of [0, 1]) {
      const r = applyAction(tallyGame, s, seat, { type: 'pick', n: 1 });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect(tallyGame.timer!(s)).toMatchObject({ key: 'window-1', action: { type: 'close' } });
    rejects(s, 0, { type: 'close' }, ErrorCode.IllegalAction);
    const closed = applyAction(tallyGame, s, 'clock', { type: 'close' });
    expect(closed.ok && closed.value.window).toBeNull();
    const objected = applyAction(tallyGame, s, 1, { type: 'object' });
    expect(objected.ok && objected.value.objections).toBe(1);
  });

  it('answers GAME_OVER once the game has ended', () => {
    const m = createMatch(tallyGame, { players: 2, seed: 3, deal: { target: 5 } });
    if (!m.ok) throw new Error();
    let s = m.value;
    for (const seat of [0, 1]) s = (applyAction(tallyGame, s, seat, { type: 'pick', n: 3 }) as { value: TallyState }).value;
    expect(tallyGame.outcome(s)).not.toBeNull();
    rejects(s, 0, { type: 'pick', n: 1 }, ErrorCode.GameOver);
  });

  it('lets a bug in a game surface instead of passing it off as a rejection', () => {
    const broken = { ...tallyGame, apply: () => { throw new TypeError('bug'); } };
    expect(() => applyAction(broken, started(), 0, { type: 'pick', n: 1 })).toThrow(TypeError);
  });
});

describe('viewAs', () => {
  it('gives the board and any seat their view, and refuses seats that are not at the table', () => {
    const s = started(3);
    expect(viewAs(tallyGame, s, 'board').ok).toBe(true);
    expect(viewAs(tallyGame, s, 2).ok).toBe(true);
    for (const viewer of [3, -1, 1.5, '0', null, 'host']) {
      const r = viewAs(tallyGame, s, viewer);
      expect(r.ok ? null : r.error.code).toBe(ErrorCode.BadActor);
    }
  });
});

describe('createMatch: who starts', () => {
  it('refuses a first player who is not a seat of the table', () => {
    for (const first of [-1, 4, 1.5]) {
      const r = createMatch(tallyGame, { players: 4, seed: 1, first });
      expect(r.ok ? null : r.error.code).toBe(ErrorCode.BadDeal);
    }
  });

  it('hands the chosen first player to every game, which starts with that seat', async () => {
    const { GAMES } = await import('../games/index.ts');
    const starter: Record<string, (s: any) => number> = {
      'mole-in-the-crew': (s) => s.boss,
      turncoat: (s) => s.leader,
      'the-snitch': (s) => s.soap,
    };
    for (const [id, { game }] of Object.entries(GAMES)) {
      for (let first = 0; first < game.minPlayers; first++) {
        const r = createMatch(game, { players: game.minPlayers, seed: 'who-starts', first });
        expect(r.ok, id).toBe(true);
        if (r.ok) expect(starter[id]!(r.value), `${id} first ${first}`).toBe(first);
      }
    }
  });
});
