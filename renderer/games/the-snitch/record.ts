import { markOf } from '../../../shared/games/the-snitch/cards.ts';
import type { PlanFace } from '../../../shared/games/the-snitch/types.ts';
import type { SnitchView } from '../../../shared/games/the-snitch/view.ts';
import type { RecordItem, RecordPart } from '../../lib/record.ts';
import { eventText, planName } from './snitch.ts';
import { snitchText } from './text.ts';

/** What the record reads of a view: the public record and the resolved plans (no `you`, no `reveal`). */
export type SnitchRecordView = Pick<SnitchView, 'log' | 'resolutions'>;

/**
 * The Snitch's record: the public log, turn by turn, in the words of the TV's event line: the
 * first plans, who played into whose plan, the items, each plan's result (with its name), the
 * guard, the riot, the weapon and the escape. A plan's name carries its mark, the number every
 * language shares.
 */
export function recordOf(view: SnitchRecordView, nameOf: (seat: number) => string): RecordPart[] {
  const t = snitchText;
  const plan = (face: PlanFace) => `#${markOf(face.name)} ${planName(face, t)}`;
  const parts: RecordPart[] = [];
  let part: RecordPart | null = null;
  for (const event of view.log) {
    if (event.kind === 'first-plans' || event.kind === 'turn') {
      part = { title: eventText(event, nameOf, t), items: [] };
      parts.push(part);
      if (event.kind === 'first-plans') for (const [seat, face] of event.plans.entries()) part.items.push({ text: `${nameOf(seat)}: ${plan(face)}` });
      continue;
    }
    const text = eventText(event, nameOf, t);
    if (text === '') continue;
    const item: RecordItem = { text };
    if (event.kind === 'new-plan') item.text = `${text} ${plan(event.plan)}`;
    if (event.kind === 'resolve') {
      const resolved = view.resolutions.find((r) => r.number === event.number);
      if (resolved !== undefined) item.detail = plan(resolved.plan);
    }
    if (part === null) {
      part = { title: '', items: [] };
      parts.push(part);
    }
    part.items.push(item);
  }
  return parts;
}
