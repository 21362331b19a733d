// A testing helper, shared by the game's secrecy tests and the host's secrecy-at-the-wire suite
// (electron/host/proof): it names, for each viewer, everything that viewer may not know.
import { cloneJson, type Rng, type Seat, type Viewer } from '../../engine/index.ts';
import { ACCOMPLICE_IDS, ALL_CARDS, SNITCH, twinOf, type Card } from './cards.ts';
import type { SnitchState } from './types.ts';

/**
 * Secrecy by indistinguishability: a view may only depend on what its viewer may know. So we
 * rewrite, in a copy of the state, everything the viewer may NOT know and require the view to
 * come out identical. Hidden from a seat until the end: the other hands (so who holds the snitch
 * card and the escape plans), every stash but its own, every card under a plan (its own plan's
 * too), the card waiting in a refusal window, the accomplice and interrogation decks and their
 * order, the removed cards, the escape route, the exact card of every other plan (the table sees
 * its face: name and count, which both cards of a name share), the other seats' Binoculars looks
 * and votes in progress, what every event of the record hid, and the generator.
 */
export function hideFrom(state: SnitchState, viewer: Viewer, rng: Rng): SnitchState {
  const s = cloneJson(state);
  const me: Seat = viewer === 'board' ? -1 : viewer;
  s.rng = [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()];
  if (state.phase === 'over') return s;
  const others = (seat: Seat): boolean => seat !== me;

  // Every hidden card, dealt again at random over the same hidden places.
  const pool: Card[] = [...s.accomplice, ...s.interrogation, ...s.removed, ...s.cleared];
  s.hands.forEach((h, seat) => others(seat) && pool.push(...h));
  s.stashes.forEach((h, seat) => others(seat) && pool.push(...h));
  for (const p of s.plans) if (p != null) pool.push(...p.under);
  if (s.offer !== null) pool.push(s.offer.card);
  if (s.escape !== null) pool.push(...s.escape.route);
  rng.shuffle(pool);
  const take = (n: number): Card[] => pool.splice(0, n);
  s.accomplice = take(s.accomplice.length);
  s.interrogation = take(s.interrogation.length);
  s.removed = take(s.removed.length);
  s.cleared = take(s.cleared.length);
  s.hands = s.hands.map((h, seat) => (others(seat) ? take(h.length) : h));
  s.stashes = s.stashes.map((h, seat) => (others(seat) ? take(h.length) : h));
  for (const p of s.plans) if (p != null) p.under = take(p.under.length);
  if (s.offer !== null) s.offer.card = take(1)[0]!;
  if (s.escape !== null) s.escape.route = take(s.escape.route.length);

  // A face-up plan (or one beside the weapon) is either card of its name: swap it with its twin
  // wherever the twin now lies hidden.
  const hiddenPiles: Card[][] = [s.accomplice, s.interrogation, s.cleared, ...s.hands.filter((_, seat) => others(seat)), ...s.stashes.filter((_, seat) => others(seat))];
  for (const p of s.plans) if (p != null) hiddenPiles.push(p.under);
  const swapWithTwin = (card: Card): Card => {
    if (card === SNITCH || card.startsWith('escape-') || rng.float() < 0.5) return card;
    const twin = twinOf(card);
    for (const pile of hiddenPiles) {
      const at = pile.indexOf(twin);
      if (at >= 0) {
        pile[at] = card;
        return twin;
      }
    }
    return card;
  };
  s.plans.forEach((p, seat) => {
    if (p != null && others(seat)) p.card = swapWithTwin(p.card);
  });
  s.done = s.done.map(swapWithTwin);

  // Choices and knowledge of the other seats.
  const anyCard = (): Card => ACCOMPLICE_IDS[rng.int(ACCOMPLICE_IDS.length)]!;
  s.firstPlans = s.firstPlans.map((c, seat) => (c === null || !others(seat) ? c : s.hands[seat]![0] ?? c));
  s.votes = s.votes.map((v, seat) => (v === null || !others(seat) ? v : rng.int(s.players)));
  s.looks = s.looks.map((looks, seat) => (others(seat) ? looks.map((l) => ({ turn: l.turn, cards: l.cards.map(anyCard) })) : looks));
  if (s.looking !== null && others(s.looking.seat)) s.looking.cards = s.looking.cards.map(anyCard);
  s.log = s.log.map((chunk) => chunk.map((e) => (e.hidden === null ? e : { event: e.event, hidden: { card: ALL_CARDS[rng.int(ALL_CARDS.length)]! } })));
  return s;
}
