import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import { applyAction, createMatch } from '../../../../shared/engine/index.ts';
import { alibiNews } from '../../../../shared/games/mole-in-the-crew/display.ts';
import { moleInTheCrew } from '../../../../shared/games/mole-in-the-crew/index.ts';
import type { MoleState } from '../../../../shared/games/mole-in-the-crew/types.ts';
import type { MoleView } from '../../../../shared/games/mole-in-the-crew/view.ts';
import type { RoomInfo } from '../../../../shared/protocol/messages.ts';
import { loadStrings } from '../../../lib/i18n/strings.ts';
import { loadMoleText } from '../text.ts';
import type { MoleStage } from './reveals.ts';
import MoleGame from './MoleGame.svelte';
import MoleVoteReveal from './MoleVoteReveal.svelte';

const NAMES = ['Alejandra', 'Bartholomew', 'Chen', 'Dmitri', 'Esperanza', 'Fitzgerald'];

/** Plays a 6-player game (teams pass, Moles sabotage) until `until` holds for the board's view. */
function boardViewWhen(until: (view: MoleView) => boolean): MoleView {
  for (let g = 0; g < 20; g++) {
    const created = createMatch(moleInTheCrew, { players: 6, seed: `board-moments-${g}` });
    if (!created.ok) throw new Error(created.error.message);
    let state: MoleState = created.value;
    for (let guard = 0; state.phase !== 'over' && guard < 500; guard++) {
      if (until(moleInTheCrew.view(state, 'board'))) return moleInTheCrew.view(state, 'board');
      const seat = moleInTheCrew.pending(state)[0]!;
      const actions = moleInTheCrew.legalActions(state, seat);
      const action = actions.find((a) => (a.type === 'vote' && a.approve) || (a.type === 'play' && a.card === 'sabotage')) ?? actions[guard % actions.length]!;
      const next = applyAction(moleInTheCrew, state, seat, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
  }
  throw new Error('no game got there');
}

const roomFor = (view: MoleView): RoomInfo =>
  ({
    phase: 'playing',
    game: 'mole-in-the-crew',
    seats: NAMES.slice(0, view.players).map((name, seat) => ({ seat, name, kind: 'human', connected: true })),
    moments: { looked: [], draft: null, discussion: {} },
    revealPace: 100,
    turnTimer: 'off',
    paused: false,
  }) as unknown as RoomInfo;

const still = (view: MoleView): MoleStage => ({ shown: view, reveal: null, flipped: 0, done: false, settled: view.locks.length }) as unknown as MoleStage;

async function words(): Promise<void> {
  await loadStrings();
  await loadMoleText();
}

describe('Mole in the Crew on the TV', () => {
  it('stages the Lookout’s news after a lock blown by cards, in public words only, until the next lock', async () => {
    await words();
    const view = boardViewWhen((v) => v.phase === 'propose' && alibiNews(v.locks) !== null);
    const lock = view.locks.at(-1)!.lock;
    const body = render(MoleGame, { props: { room: roomFor(view), stage: still(view), view } }).body;
    expect(body).toContain('data-testid="lookout-news"');
    expect(body).toContain(`The Lookout has learned something from lock ${lock + 1}.`);
    expect(body).toContain('Everyone: hold your card on your phone and check it.');
    // Nothing of what was learnt: no seat's name in the news.
    const news = body.slice(body.indexOf('data-testid="lookout-news"'), body.indexOf('</p>', body.indexOf('data-testid="lookout-news"')));
    for (const name of NAMES) expect(news).not.toContain(name);
    // Through the next vote the TV keeps reminding the table, as the phones do.
    const voting = boardViewWhen((v) => v.phase === 'vote' && alibiNews(v.locks) !== null);
    expect(render(MoleGame, { props: { room: roomFor(voting), stage: still(voting), view: voting } }).body).toContain('data-testid="lookout-reminder"');
    // A lock opened: no news.
    const opened = boardViewWhen((v) => v.phase === 'propose' && v.locks.at(-1)?.status === 'open');
    expect(render(MoleGame, { props: { room: roomFor(opened), stage: still(opened), view: opened } }).body).not.toContain('lookout-');
  });

  it('says whom a vote waits for, by name', async () => {
    await words();
    const view = boardViewWhen((v) => v.phase === 'vote' && v.waitingFor.length > 0);
    const body = render(MoleGame, { props: { room: roomFor(view), stage: still(view), view } }).body;
    expect(body).toContain('data-testid="votes-pending"');
    expect(body).toContain('Still to vote:');
    expect(body).toContain(view.waitingFor.map((s) => NAMES[s]).join(' · '));
  });

  it('shows a vote’s result only once its votes are up', async () => {
    await words();
    const record = { lock: 0, attempt: 2, boss: 0, team: [0, 1], votes: [true, false, true, false, false, false], approved: false };
    const props = { record, nameOf: (s: number) => NAMES[s]!, needed: 4 };
    const turning = render(MoleVoteReveal, { props: { ...props, done: false } }).body;
    expect(turning).toContain('data-testid="vote-0"');
    expect(turning).not.toContain('Rejected');
    expect(turning).not.toContain('data-approved');
    const up = render(MoleVoteReveal, { props: { ...props, done: true } }).body;
    expect(up).toContain('Rejected 2–4');
    expect(up).toContain('data-approved="false"');
  });
});
