import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import { createMatch, applyAction } from '../../../shared/engine/index.ts';
import { theSnitch, type SnitchState } from '../../../shared/games/the-snitch/index.ts';
import type { RoomInfo } from '../../../shared/protocol/messages.ts';
import { loadStrings } from '../../lib/i18n/strings.ts';
import { loadSnitchBoardText, loadSnitchText } from './text.ts';
import Summary from './Summary.svelte';

const NAMES = ['Ana', 'Bo', 'Chen', 'Dara'];

describe('The Snitch in the host\u2019s summary', () => {
  // The page's words, then the game's own (the registry's loaders fetch them with its screens).
  beforeAll(async () => {
    await loadStrings();
    await loadSnitchText();
    await loadSnitchBoardText();
  });

  it('gives the public facts of the board\u2019s view, not only its phase', () => {
    const created = createMatch(theSnitch, { players: 4, seed: 'summary' });
    if (!created.ok) throw new Error(created.error.message);
    let state: SnitchState = created.value;
    // Past the first plans, into the turns.
    for (let i = 0; state.phase === 'first-plans' && i < 10; i++) {
      const seat = theSnitch.pending(state)[0]!;
      const next = applyAction(theSnitch, state, seat, theSnitch.legalActions(state, seat)[0]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    const view = theSnitch.view(state, 'board');
    const room = { seats: NAMES.map((name, seat) => ({ seat, name, connected: true })) } as unknown as RoomInfo;
    const { body } = render(Summary, { props: { room, view } });
    expect(view.turn).toBeGreaterThan(0);
    expect(body).toContain(`data-turn="${view.turn}"`);
    expect(body).toContain(NAMES[view.waitingFor[0]!]);
    expect(body).toContain(`data-testid="summary-weapon"`);
    expect(body).toContain(`data-count="${view.interrogationCount}"`);
    expect(body).toContain('Interrogation deck');
    if (view.guard !== null) expect(body).toContain(`data-seat="${view.guard}"`);
  });
});
