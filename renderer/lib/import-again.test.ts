import { describe, expect, it } from 'vitest';
import { importAgain } from './import-again.ts';

const base = 'http://10.0.0.2:5174/assets/player-abc.js';

/** An importer that fails the addresses in `failing` and records every address asked. */
function browser(failing: Set<string>) {
  const asked: string[] = [];
  const modules = new Map<string, object>();
  const importer = async (url: string) => {
    asked.push(url);
    if (failing.has(url)) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    if (!modules.has(url)) modules.set(url, { url });
    return modules.get(url);
  };
  return { asked, importer };
}

describe('importAgain', () => {
  it('asks for a module at its own address, read from the chunks’ folder', async () => {
    const { asked, importer } = browser(new Set());
    await importAgain(importer, base)('./LobbyControls-x.js');
    expect(asked).toEqual(['http://10.0.0.2:5174/assets/LobbyControls-x.js']);
  });

  it('asks again at an address the browser has not failed after a failed download, and keeps to it', async () => {
    const url = 'http://10.0.0.2:5174/assets/LobbyControls-x.js';
    const failing = new Set([url]);
    const { asked, importer } = browser(failing);
    const load = importAgain(importer, base);
    await expect(load('./LobbyControls-x.js')).rejects.toThrow('Failed to fetch');
    const module = await load('./LobbyControls-x.js');
    // The same module, not a second copy, for every later ask.
    expect(await load('./LobbyControls-x.js')).toBe(module);
    expect(asked).toEqual([url, `${url}?again=1`, `${url}?again=1`]);
  });

  it('moves on to another address each time a download fails again', async () => {
    const url = 'http://10.0.0.2:5174/assets/words-ko-x.js';
    const failing = new Set([url, `${url}?again=1`]);
    const { asked, importer } = browser(failing);
    const load = importAgain(importer, base);
    await expect(load('./words-ko-x.js')).rejects.toThrow();
    await expect(load('./words-ko-x.js')).rejects.toThrow();
    await load('./words-ko-x.js');
    expect(asked).toEqual([url, `${url}?again=1`, `${url}?again=2`]);
  });

  it('gives two asks that failed together one new address', async () => {
    const url = 'http://10.0.0.2:5174/assets/MolePhone-x.js';
    const { asked, importer } = browser(new Set([url]));
    const load = importAgain(importer, base);
    await Promise.allSettled([load('./MolePhone-x.js'), load('./MolePhone-x.js')]);
    await Promise.all([load('./MolePhone-x.js'), load('./MolePhone-x.js')]);
    expect(asked.slice(2)).toEqual([`${url}?again=1`, `${url}?again=1`]);
  });

  it('leaves every other module at its own address', async () => {
    const failed = 'http://10.0.0.2:5174/assets/a.js';
    const { asked, importer } = browser(new Set([failed]));
    const load = importAgain(importer, base);
    await expect(load('./a.js')).rejects.toThrow();
    await load('./b.js');
    expect(asked).toEqual([failed, 'http://10.0.0.2:5174/assets/b.js']);
  });
});
