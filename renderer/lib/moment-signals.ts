/*
 * The phone's part of the TV's staged moments. The phone's screens announce two things on the
 * window, without knowing the table: a secret card was held face up (LOOKED_EVENT: every game's
 * card, every role, the same), and a picker's team changed (DRAFT_EVENT, the seats picked). The
 * shell passes them on to the host: `looked` once per game, the draft as it comes (the host
 * gathers fast taps). Plain events keep the screens' change to one line each.
 */

export const LOOKED_EVENT = 'hideout:looked';
export const DRAFT_EVENT = 'hideout:draft';

/** What the forwarding needs of the table connection. */
export interface MomentLink {
  readonly gameNumber: number;
  readonly you: { seat: number | null };
  send(message: { type: 'looked' } | { type: 'draft'; team: number[] }): void;
}

/** Forwards the screens' signals to the host; returns what stops it. */
export function forwardMoments(link: MomentLink, target: EventTarget = globalThis): () => void {
  let lookedIn = 0;
  const looked = () => {
    if (link.you.seat === null || link.gameNumber === lookedIn) return;
    lookedIn = link.gameNumber;
    link.send({ type: 'looked' });
  };
  const draft = (event: Event) => {
    const team = (event as CustomEvent<unknown>).detail;
    if (link.you.seat === null || !Array.isArray(team) || !team.every((s) => Number.isInteger(s))) return;
    link.send({ type: 'draft', team: team as number[] });
  };
  target.addEventListener(LOOKED_EVENT, looked);
  target.addEventListener(DRAFT_EVENT, draft);
  return () => {
    target.removeEventListener(LOOKED_EVENT, looked);
    target.removeEventListener(DRAFT_EVENT, draft);
  };
}
