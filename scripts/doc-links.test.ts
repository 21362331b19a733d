import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The docs point into the code: every link of the README and docs/*.md, and every file path they
 * name in backticks, must be a file or folder of this repository. A doc that cites a file moved
 * or removed is caught here rather than by the next reader.
 */

const root = join(import.meta.dirname, '..');
const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** Relative link targets: `[text](target)`, without their `#anchor`; web links and bare anchors left out. */
function links(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!.split('#')[0]!).filter((t) => t !== '' && !/^[a-z]+:/i.test(t));
}

/**
 * Paths named in backticks that look like the repository's own: a known top folder, a file name
 * with an extension, nothing to fill in (`<id>`, `*`, `…`).
 */
const TOP = /^(electron|renderer|shared|scripts|e2e|bench|docs|resources|\.ci)\//;
function codePaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, path]) => path!.replace(/[.,:;]$/, '').replace(/(\.[a-z]+):\d+$/, '$1'))
    .filter((path) => TOP.test(path) && !/[<>*{}…$]/.test(path) && !path.includes('..'));
}

const exists = (path: string): boolean => existsSync(path) && (statSync(path).isFile() || statSync(path).isDirectory());

describe('the docs name only what the repository has', () => {
  for (const doc of docs) {
    it(`${doc}: every link and every file path it names exists`, () => {
      const text = readFileSync(join(root, doc), 'utf8');
      const missing = [
        ...links(text).filter((target) => !exists(join(root, dirname(doc), decodeURIComponent(target)))).map((t) => `link ${t}`),
        ...codePaths(text).filter((path) => !exists(join(root, path))).map((p) => `path ${p}`),
      ];
      expect(missing, `${relative(root, join(root, doc))} names what is not in the repository`).toEqual([]);
    });
  }
});
