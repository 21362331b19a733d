import { beforeAll, describe, expect, it } from 'vitest';
import type { Component } from 'svelte';
import { render } from 'svelte/server';
import type { Seat } from '../../../../shared/engine/index.ts';
import { isAccomplice, type Card } from '../../../../shared/games/the-snitch/cards.ts';
import type { SnitchState } from '../../../../shared/games/the-snitch/types.ts';
import type { SnitchPrompt } from '../../../../shared/games/the-snitch/view.ts';
import { act, arrange, drawTurn, give, table4, view, weaponIn } from '../../../../shared/games/the-snitch/test-helpers.ts';
import { loadStrings } from '../../../lib/i18n/strings.ts';
import { loadSnitchText, snitchText } from '../text.ts';
import type { RoomInfo } from '../../../../shared/protocol/messages.ts';
import type { GamePort } from '../../../lib/phone/game-port.ts';
import HandChoices from './HandChoices.svelte';
import SnitchDecision from './SnitchDecision.svelte';
import TestPort from './TestPort.svelte';

/**
 * The Snitch's choice lists, drawn as a phone draws them from real views of the game: the snitch,
 * an inmate holding an escape plan and a plain inmate each see their whole hand, as many cards as
 * the table's count of their hand, so nobody's list is one short.
 */

/** Each card button of a rendered list, by its card. */
function chips(body: string): Map<Card, string> {
  return new Map([...body.matchAll(/<button[^>]*data-card="([^"]+)"[^>]*>[\s\S]*?<\/button>/g)].map((m) => [m[1]!, m[0]]));
}

/** A seat's hand and its prompt of the given kind, with the hand count every screen shows. */
function asked<K extends SnitchPrompt['kind']>(state: SnitchState, seat: Seat, kind: K) {
  const you = view(state, seat).you!;
  if (you.prompt?.kind !== kind) throw new Error(`seat ${seat} is asked ${you.prompt?.kind ?? 'nothing'}, not ${kind}`);
  return { hand: you.hand, prompt: you.prompt as Extract<SnitchPrompt, { kind: K }>, count: view(state, 'board').handSizes[seat]! };
}

/** A chip's look as its classes give it (dashed for an escape plan, a border for the chosen one). */
const classOf = (html: string) => html.match(/class="([^"]*)"/)![1];

const listOf = (hand: readonly Card[], open: readonly Card[], prefix: string) => render(HandChoices, { props: { hand, open, chosen: null, prefix, onpick: () => {} } }).body;

const ROOM = { seats: ['Ana', 'Bo', 'Chen', 'Dara'].map((name, seat) => ({ seat, name, connected: true })) } as unknown as RoomInfo;

/** The whole decision a seat's phone shows for this state, as its shell draws it (a port that sends nothing). */
function decision(state: SnitchState, seat: Seat): string {
  const port = { room: ROOM, gameNumber: 1, seat, vip: false, revealing: false, lastError: null, onAck: () => () => {} } as unknown as GamePort;
  const seatView = view(state, seat);
  return render(TestPort, { props: { port, screen: SnitchDecision as unknown as Component<Record<string, unknown>>, props: { room: ROOM, view: seatView, secret: seatView.you! } } }).body;
}

/** Seat 0 draws the snitch card, seat 1 an escape plan, seats 2 and 3 an accomplice each: seat 0 is to play again. */
function drawn(): SnitchState {
  let s = table4({ interrogation: ['snitch', 'escape-1', 'cook-2', 'doc-2'] });
  for (let i = 0; i < 4; i++) s = drawTurn(s);
  return s;
}

describe('The Snitch lists every card of the hand in every decision', () => {
  beforeAll(async () => {
    await loadStrings();
    await loadSnitchText();
  });

  it('the turn: the snitch, an escape plan holder and a plain inmate list as many cards as their hand count, those they cannot play disabled alike', () => {
    // The turn's list shows once Play is tapped, which a page drawn on the server cannot do: it is
    // drawn here from the turn's prompt and hand, as TurnPanel draws it.
    let s = drawn();
    const seen = new Map<string, Map<Card, string>>();
    for (const [seat, role] of [[0, 'snitch'], [1, 'escape'], [2, 'plain']] as const) {
      expect(s.soap).toBe(seat);
      const { hand, prompt, count } = asked(s, seat, 'turn');
      const list = chips(listOf(hand, prompt.cards, 'card-'));
      expect(list.size, role).toBe(count);
      expect([...list.keys()], role).toEqual(hand);
      for (const [card, html] of list) {
        const open = prompt.cards.includes(card);
        expect(open, card).toBe(isAccomplice(card));
        expect(html.includes('disabled'), card).toBe(!open);
        expect(html.includes(snitchText.phone.kept), card).toBe(!open);
      }
      // Nothing but its words tells a card that cannot be played from one that can.
      expect(new Set([...list.values()].map(classOf)), role).toEqual(new Set([classOf(list.get(hand.find(isAccomplice)!)!)]));
      seen.set(role, list);
      s = drawTurn(s);
    }
    expect(seen.get('snitch')!.has('snitch')).toBe(true);
    expect(seen.get('escape')!.has('escape-1')).toBe(true);
    expect([...seen.get('plain')!.keys()].every(isAccomplice)).toBe(true);
    // The snitch card and an escape plan that cannot be played look the same but for their names.
    const bare = (html: string, card: Card, name: string) => html.replaceAll(card, 'CARD').replace(name, 'NAME');
    expect(bare(seen.get('snitch')!.get('snitch')!, 'snitch', snitchText.snitchCard)).toBe(bare(seen.get('escape')!.get('escape-1')!, 'escape-1', snitchText.escapePlan));
  });

  it('a new plan: the snitch, whose plan succeeded, lists the snitch card too, disabled', () => {
    // Seat 0 draws the snitch card; its neighbours complete its Lockpick with the Painter on top of the deck.
    let s = table4({ interrogation: ['snitch'], accomplice: ['painter-2'] });
    s = drawTurn(s);
    s = give(s, 1, 'mechanic-1', 0);
    s = drawTurn(s);
    s = give(s, 3, 'hacker-1', 0);
    const { hand, prompt, count } = asked(s, 0, 'new-plan');
    expect(hand).toContain('snitch');
    expect(prompt.cards).not.toContain('snitch');
    const list = chips(decision(s, 0));
    expect([...list.keys()]).toEqual(hand);
    expect(list.size).toBe(count);
    expect(list.get('snitch')).toContain('disabled');
    expect([...list.values()].filter((html) => html.includes('disabled'))).toHaveLength(1);
  });

  it('the escape: the snitch lists the snitch card (disabled) beside the cards it may add, as long as its hand count; the top card apart', () => {
    const hands: Card[][] = [['escape-1', 'lockpick-2', 'cook-1'], ['mechanic-1', 'janitor-2'], ['professor-1', 'forger-2', 'snitch'], ['bookie-2', 'magician-2']];
    let s = arrange(weaponIn(), hands);
    for (let voter = 0; voter < 4; voter++) s = act(s, voter, { type: 'vote', seat: 0 });
    s = act(s, 0, { type: 'shoot', target: null });
    for (const seat of [2, 0]) {
      s = act(s, 0, { type: 'call', seat });
      const { hand, prompt, count } = asked(s, seat, 'add');
      const body = decision(s, seat);
      const list = chips(body);
      expect(list.size, `seat ${seat}`).toBe(count);
      expect([...list.keys()]).toEqual(hand);
      for (const [card, html] of list) expect(html.includes('disabled'), card).toBe(card === 'snitch');
      if (list.has('snitch')) expect(classOf(list.get('snitch')!)).toBe(classOf(list.get('professor-1')!));
      expect(body).toContain('data-testid="add-top"');
      s = act(s, seat, { type: 'add', card: prompt.cards[0]! });
    }
  });

  it('a phone that waits says for whom, in the words of the phase', () => {
    const idle = snitchText.phone.idle;
    let tie = weaponIn();
    for (const [voter, seat] of [1, 1, 2, 2].entries()) tie = act(tie, voter, { type: 'vote', seat });
    expect(tie.phase).toBe('tie-break');
    expect(decision(tie, 0)).toContain(idle['tie-break'](ROOM.seats[tie.soap]!.name));
    const table = table4();
    expect(decision(table, 2)).toContain(idle.turn('Ana'));
    const offered = act(table, 0, { type: 'play', card: 'doc-1', target: 1 });
    expect(offered.phase).toBe('refusal');
    expect(decision(offered, 2)).toContain(idle.refusal('Bo', 'Ana'));
    let s = table4({ accomplice: ['painter-2'] });
    s = give(s, 0, 'doc-1', 1);
    s = give(s, 1, 'mechanic-1', 0);
    s = drawTurn(s);
    s = give(s, 3, 'hacker-1', 0);
    expect(s.phase).toBe('new-plan');
    expect(decision(s, 2)).toContain(idle['new-plan']('Ana'));
  });

  it('an empty hand says so instead of a list', () => {
    const body = listOf([], [], 'add-card-');
    expect(chips(body).size).toBe(0);
    expect(body).toContain(snitchText.phone.hand.empty);
  });
});
