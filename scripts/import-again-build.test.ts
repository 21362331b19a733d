import { describe, expect, it } from 'vitest';
import { callImportAgain } from './import-again-build.ts';

describe('callImportAgain', () => {
  it('turns an import of a chunk, in any quotes, into a call that can ask again', () => {
    expect(callImportAgain('p=()=>k(()=>import(`./LobbyControls-C5Q.js`),[0],import.meta.url)')).toBe('p=()=>k(()=>__import(`./LobbyControls-C5Q.js`),[0],import.meta.url)');
    expect(callImportAgain('import("./words-ko.js").then(m=>m.t)')).toBe('__import("./words-ko.js").then(m=>m.t)');
    expect(callImportAgain("x(import('./a.js'),import('./b.js'))")).toBe("x(__import('./a.js'),__import('./b.js'))");
  });

  it('leaves alone what is not an import of a chunk of the build', () => {
    for (const code of [
      'import.meta.url',
      'import(url)',
      'import(`https://example.com/x.js`)',
      'x.import(`./a.js`)',
      'reimport(`./a.js`)',
      'import { a } from "./a.js"',
      'import(`./${name}.js`)',
      // Not in the chunks' folder: left to the browser.
      'import(`../assets/a.js`)',
      'import(`./sub/a.js`)',
    ]) {
      expect(callImportAgain(code)).toBe(code);
    }
  });
});
