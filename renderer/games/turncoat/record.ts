import type { TurncoatView } from '../../../shared/games/turncoat/view.ts';
import type { RecordItem, RecordPart } from '../../lib/record.ts';
import { cardLabel, cardList, missionTarget } from './cards.ts';
import { turncoatText } from './text.ts';

/** What the record reads of a view: the public missions only (no `you`, no `reveal`). */
export type TurncoatRecordView = Pick<TurncoatView, 'missions'>;

/**
 * Turncoat's record: mission by mission, its leader, its card (suit and value to reach), the
 * spies the leader's look turned up, the cards played (in the reveal's shuffled order: nobody's
 * card is told apart) with their total and spies, and the result.
 */
export function recordOf(view: TurncoatRecordView, nameOf: (seat: number) => string): RecordPart[] {
  const t = turncoatText;
  return view.missions.map((m) => {
    const { value, suit } = missionTarget(m.card);
    const items: RecordItem[] = [
      { text: `${t.leader}: ${nameOf(m.leader)}` },
      { text: `${t.board.missionCard}: ${cardLabel(m.card, t)}`, detail: t.target(value, t.suits[suit] ?? suit) },
    ];
    if (m.lookSpies.length > 0) items.push({ text: `${t.board.lookSpies}: ${cardList(m.lookSpies, t)}` });
    items.push({ text: `${t.recordCards}: ${cardList(m.cards, t)}`, detail: `${t.board.needed(m.total, value)} · ${t.board.spiesFound(m.spies)}` });
    return { title: `${t.mission(m.number)} · ${m.success ? t.success : t.failure}`, outcome: m.success ? 'good' : 'bad', items };
  });
}
