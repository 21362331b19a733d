import { describe, expect, it } from 'vitest';
import { backToTheGame, isFromPhone, phoneRulesAddress } from './from-phone.ts';

describe('the rules page opened from a phone', () => {
  it('is addressed with the game, the phone\'s language and the phone\'s layout', () => {
    expect(phoneRulesAddress('the-snitch', 'ko')).toBe('/rules?game=the-snitch&lang=ko&from=phone');
    // No game yet (the lobby before one is chosen): the page shows its first.
    expect(phoneRulesAddress(null, 'es')).toBe('/rules?lang=es&from=phone');
    // A game id is a parameter, not a piece of the address.
    expect(new URL(phoneRulesAddress('a&b=c', 'en'), 'http://x').searchParams.get('game')).toBe('a&b=c');
    expect(isFromPhone(new URL(phoneRulesAddress('turncoat', 'en'), 'http://x').search)).toBe(true);
    expect(isFromPhone('?game=turncoat&lang=en')).toBe(false);
    expect(isFromPhone('?from=host')).toBe(false);
  });

  function tab({ closes, history }: { closes: boolean; history: number }) {
    const did: string[] = [];
    let closed = false;
    return {
      did,
      tab: {
        get closed() {
          return closed;
        },
        close: () => {
          did.push('close');
          if (closes) closed = true;
        },
        history: { length: history, back: () => did.push('back') },
        location: { assign: (url: string) => did.push(`go ${url}`) },
      },
    };
  }
  const now = (then: () => void) => then();

  it('goes back to the game by closing its tab, which the Rules button opened', () => {
    const t = tab({ closes: true, history: 1 });
    backToTheGame(t.tab, now);
    expect(t.did).toEqual(['close']);
  });

  it('goes back in the tab when the browser opened the rules in the game\'s own', () => {
    const t = tab({ closes: false, history: 3 });
    backToTheGame(t.tab, now);
    expect(t.did).toEqual(['close', 'back']);
  });

  it('goes to the phone\'s page when the tab can be neither closed nor taken back', () => {
    const t = tab({ closes: false, history: 1 });
    backToTheGame(t.tab, now);
    expect(t.did).toEqual(['close', 'go /']);
  });
});
