import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import { loadStrings } from '../../../lib/i18n/strings.ts';
import { loadMoleText } from '../text.ts';
import MoleGetawayReveal from './MoleGetawayReveal.svelte';

describe('the Getaway’s marks on the TV', () => {
  it('shows only who marked on a card still face down, whom once it is turned, and the result only at the end', async () => {
    await loadStrings();
    await loadMoleText();
    const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];
    const props = {
      marks: [1, 0, 1, 4, 1],
      result: { accused: 1, protected: 0, tally: [0, 2, 0, 0, 0], tied: [1] },
      end: { winner: 'crew', way: 'getaway-escaped', roles: [], alibis: [], marks: [1, 0, 1, 4, 1], getaway: null },
      nameOf: (s: number) => names[s]!,
    };
    const two = render(MoleGetawayReveal, { props: { ...props, end: props.end as never, flipped: 2, done: false } }).body;
    expect(two).toContain('Ana marked Bo');
    expect(two).toContain('Bo marked Ana');
    expect(two).not.toContain('Cy marked');
    expect(two).not.toContain('Accused');
    const all = render(MoleGetawayReveal, { props: { ...props, end: props.end as never, flipped: 5, done: true } }).body;
    expect(all).toContain('Di marked Ed');
    expect(all).toContain('Accused: Bo (2 marks)');
  });
});
