import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import FigureTable from './FigureTable.svelte';

describe('a table of figures in the rules', () => {
  it('scrolls on its own where it is wider than the page, so a keyboard can reach it: focusable, a named region', () => {
    const { body } = render(FigureTable, { props: { label: 'The deal by number of players', head: ['Players', 'Moles'], rows: [['5', '2']] } });
    const wrap = body.match(/<div class="wrap[^"]*"[^>]*>/)?.[0] ?? '';
    expect(wrap).toContain('tabindex="0"');
    expect(wrap).toContain('role="region"');
    expect(wrap).toContain('aria-label="The deal by number of players"');
  });
});
