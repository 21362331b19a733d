import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The import boundaries of DESIGN.md that the type-checker cannot see on its own. (shared/ has
// neither Node nor DOM types in its tsconfig, so importing those already fails `npm run typecheck`.)
const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string, filter: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path, filter));
    else if (filter(path)) out.push(path);
  }
  return out;
}

const isRuleSource = (path: string) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path);

function offenders(dir: string, filter: (path: string) => boolean, pattern: RegExp): string[] {
  return sourceFiles(dir, filter).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) && !line.trim().startsWith('//') ? [`${relative(root, path)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('import and purity boundaries', () => {
  it('shared/ takes randomness only from the state and never reads a clock', () => {
    expect(offenders(join(root, 'shared'), isRuleSource, /Math\.random|Date\.now|new Date\(|performance\.now/)).toEqual([]);
  });

  it('shared/ imports neither Node, nor Electron, nor anything outside shared/', () => {
    expect(offenders(join(root, 'shared'), isRuleSource, /from ['"](node:|electron|\.\.\/\.\.\/\.\.\/)/)).toEqual([]);
  });

  it('the checker itself finds a planted offence, and skips tests and comments', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hideout-boundaries-'));
    writeFileSync(join(dir, 'rules.ts'), 'export const roll = () => Math.random();\n// Date.now() in a comment is fine\n');
    writeFileSync(join(dir, 'rules.test.ts'), 'const t = Date.now();\n');
    expect(offenders(dir, isRuleSource, /Math\.random|Date\.now/)).toEqual([expect.stringContaining('rules.ts:1:')]);
  });
});
