import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import { isAccomplice, markOf, nameOf, type Card } from '../../../shared/games/the-snitch/cards.ts';
import type { SnitchEvent } from '../../../shared/games/the-snitch/types.ts';
import { act, arrange, table4, view, weaponIn } from '../../../shared/games/the-snitch/test-helpers.ts';
import type { RoomInfo } from '../../../shared/protocol/messages.ts';
import { loadStrings } from '../../lib/i18n/strings.ts';
import { loadSnitchBoardText, loadSnitchText, snitchText } from './text.ts';
import RevealCards from './board/RevealCards.svelte';
import SeatPanel from './board/SeatPanel.svelte';
import SnitchEnd from './board/SnitchEnd.svelte';
import EventLine from './board/EventLine.svelte';
import CardChip from './phone/CardChip.svelte';
import PhoneTable from './phone/SnitchTable.svelte';

/**
 * Every name of a card on the TV and on a phone carries its mark (data-mark, drawn by mark.css)
 * right before it: the plans, the reveals, the end's hands, removed cards and history, a phone's
 * cards and its table.
 */

const ROOM = { seats: ['Ana', 'Bo', 'Chen', 'Dara'].map((name, seat) => ({ seat, name, connected: true })) } as unknown as RoomInfo;

/** The name of an accomplice card as a screen shows it, right after its mark. */
const marked = (card: Card) => `data-mark="${markOf(nameOf(card))}">${snitchText.names[nameOf(card) as keyof typeof snitchText.names]}<`;

describe('The Snitch marks every name of a card, on the TV and on the phones', () => {
  beforeAll(async () => {
    await loadStrings();
    await loadSnitchText();
    await loadSnitchBoardText();
  });

  it('the TV: the plans in front of the players and the cards a plan turns over; an escape plan has no mark', () => {
    const board = view(table4(), 'board');
    for (const seat of [0, 1, 2, 3]) {
      const plan = board.plans[seat]!;
      expect(render(SeatPanel, { props: { view: board, seat, name: 'Ana', active: false } }).body).toContain(
        `data-mark="${markOf(plan.name)}">${snitchText.names[plan.name as keyof typeof snitchText.names]}<`,
      );
    }
    const cards = ['janitor-1', 'escape-1', 'doc-2'];
    const reveal = render(RevealCards, { props: { cards, flipped: 3 } }).body;
    expect(reveal).toContain(marked('janitor-1'));
    expect(reveal).toContain(marked('doc-2'));
    expect(reveal.match(/data-mark=/g)).toHaveLength(2);
    // Cards still face down show nothing of their names.
    expect(render(RevealCards, { props: { cards, flipped: 0 } }).body).not.toContain('data-mark');
  });

  it('the TV at the end: every hand, the removed cards and the cards the history hid', () => {
    const hands: Card[][] = [['escape-1', 'lockpick-2', 'cook-1'], ['mechanic-1', 'janitor-2'], ['professor-1', 'forger-2'], ['bookie-2', 'magician-2']];
    let s = arrange(weaponIn(), hands);
    for (let voter = 0; voter < 4; voter++) s = act(s, voter, { type: 'vote', seat: 0 });
    s = act(s, 0, { type: 'shoot', target: null });
    for (const [seat, card] of [[0, 'escape-1'], [1, 'mechanic-1'], [2, 'professor-1'], [3, 'bookie-2'], [0, 'lockpick-2']] as const) {
      s = act(s, 0, { type: 'call', seat });
      s = act(s, seat, { type: 'add', card });
    }
    s = act(s, 0, { type: 'call', seat: 0 });
    s = act(s, 0, { type: 'add', card: 'cook-1' });
    const board = view(s, 'board');
    expect(board.phase).toBe('over');
    const reveal = board.reveal!;
    const body = render(SnitchEnd, { props: { room: ROOM, view: board, reveal } }).body;
    const shown = [...reveal.hands.flat(), ...reveal.removed, ...reveal.history.flatMap((e) => (e.hidden?.card !== undefined ? [e.hidden.card] : []))].filter(isAccomplice);
    expect(shown.length).toBeGreaterThan(4);
    for (const card of shown) expect(body, card).toContain(marked(card));
  });

  it('a new plan in the record ends with its name, after its mark', () => {
    const event: SnitchEvent = { kind: 'new-plan', seat: 1, plan: { name: 'doc', required: 3 }, from: 'deck' };
    const body = render(EventLine, { props: { event, nameOf: (seat: number) => ROOM.seats[seat]!.name } }).body;
    expect(body).toContain(snitchText.events.newPlanDeck('Bo'));
    expect(body).toContain(`data-mark="${markOf('doc')}">${snitchText.names.doc}<`);
  });

  it('a phone: its cards, the plans of its table and the last line of the record', () => {
    expect(render(CardChip, { props: { card: 'janitor-2' } }).body).toContain(marked('janitor-2'));
    expect(render(CardChip, { props: { card: 'snitch' } }).body).not.toContain('data-mark');
    const log: SnitchEvent[] = [{ kind: 'new-plan', seat: 2, plan: { name: 'giant', required: 4 }, from: 'hand' }];
    const seatView = { ...view(table4(), 0), log };
    const body = render(PhoneTable, { props: { view: seatView, room: ROOM, me: 0 } }).body;
    for (const plan of seatView.plans) expect(body).toContain(`data-mark="${markOf(plan!.name)}">${snitchText.names[plan!.name as keyof typeof snitchText.names]}<`);
    expect(body).toContain(snitchText.events.newPlanHand('Chen'));
    expect(body).toContain(`data-mark="${markOf('giant')}">${snitchText.names.giant}<`);
  });
});
