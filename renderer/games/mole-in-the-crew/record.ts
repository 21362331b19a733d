import type { MoleView } from '../../../shared/games/mole-in-the-crew/view.ts';
import { phone } from '../../lib/i18n/strings.ts';
import type { RecordItem, RecordPart } from '../../lib/record.ts';
import { moleText } from './text.ts';

/** What the record reads of a view: the public history only (no `you`, no `reveal`). */
export type MoleRecordView = Pick<MoleView, 'lock' | 'locks' | 'history'>;

/**
 * Mole in the Crew's record: lock by lock, each proposal with its Boss, team and named votes,
 * then the lock's cards (counted: their order says nothing) and its result, or the Patrol.
 */
export function recordOf(view: MoleRecordView, nameOf: (seat: number) => string): RecordPart[] {
  const t = moleText;
  const names = (seats: readonly number[]) => (seats.length === 0 ? t.board.nobody : phone.listJoin(seats.map(nameOf)));
  const parts: RecordPart[] = [];
  const last = Math.max(view.lock, ...view.locks.map((l) => l.lock));
  for (let lock = 0; lock <= last; lock++) {
    const done = view.locks.find((l) => l.lock === lock);
    const proposals = view.history.filter((h) => h.lock === lock);
    if (done === undefined && proposals.length === 0) continue;
    const items: RecordItem[] = proposals.map((h) => {
      const yes = h.votes.flatMap((v, seat) => (v ? [seat] : []));
      const no = h.votes.flatMap((v, seat) => (v ? [] : [seat]));
      const result = (h.approved ? t.board.approved : t.board.rejected)(yes.length, no.length);
      return { text: t.record.proposal(h.attempt, nameOf(h.boss), names(h.team)), detail: t.record.votes(result, names(yes), names(no)) };
    });
    if (done?.by === 'patrol') items.push({ text: t.record.patrol });
    else if (done !== undefined) {
      const sabotage = done.cards.filter((c) => c === 'sabotage').length;
      items.push({ text: `${t.record.cards}: ${t.cards.clean} ×${done.cards.length - sabotage}, ${t.cards.sabotage} ×${sabotage}` });
    }
    const status = done === undefined ? t.board.now : done.status === 'open' ? t.lockOpen : done.by === 'patrol' ? `${t.lockBlown} ${t.byPatrol}` : t.lockBlown;
    parts.push({ title: `${t.lock(lock + 1)} · ${status}`, ...(done !== undefined ? { outcome: done.status === 'open' ? 'good' : 'bad' } : {}), items });
  }
  return parts;
}
