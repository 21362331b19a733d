import { describe, expect, it } from 'vitest';
import { ITEMS, NAMES } from '../../../../shared/games/the-snitch/cards.ts';
import { snitch as en } from './en.ts';
import { snitch as es } from './es.ts';
import { snitch as ko } from './ko.ts';

describe('the words of The Snitch', () => {
  it('every name, item and special card has an English, a Spanish and a Korean name in the catalogs; ids are kebab-case', () => {
    for (const catalog of [en, es, ko]) {
      const names = catalog.names as Record<string, string>;
      const items = catalog.items as Record<string, string>;
      expect(Object.keys(names).sort()).toEqual(NAMES.map((n) => n.id).sort());
      expect(Object.keys(items).sort()).toEqual([...ITEMS].sort());
      for (const label of [...Object.values(names), ...Object.values(items), catalog.escapePlan, catalog.snitchCard]) expect(label.trim().length).toBeGreaterThan(0);
      // Two names that read the same would make a repeated name impossible to spot on the table.
      expect(new Set(Object.values(names)).size).toBe(25);
    }
    for (const name of NAMES) expect(name.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect([en.names.lockpick, es.names.lockpick, ko.names.lockpick]).toEqual(['The Lockpick', 'La Ganzúa', '자물쇠 따개']);
  });
});
