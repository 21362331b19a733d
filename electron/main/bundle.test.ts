import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { windowIconPath } from './startup.ts';

// Checks the built app (npm test builds it first): every module the bundles load at run time
// must be there, from the right place.
const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'out');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

function specifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const pattern of [/\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g, /\bimport\(\s*["']([^"']+)["']\s*\)/g, /\brequire\(\s*["']([^"']+)["']\s*\)/g]) {
    for (const match of code.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

const packageName = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
const isBuiltin = (spec: string) => spec.startsWith('node:') || builtinModules.includes(spec);

function mainFiles(): string[] {
  const dir = join(out, 'main');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => join(dir, f));
  const chunks = join(dir, 'chunks');
  if (existsSync(chunks)) files.push(...readdirSync(chunks).filter((f) => f.endsWith('.js')).map((f) => join(chunks, f)));
  return files;
}

describe.skipIf(!existsSync(join(out, 'main', 'index.js')) && !process.env.CI)('the built bundles', () => {
  it('load only Node built-ins, Electron, their own chunks and runtime dependencies that are installed', () => {
    const problems: string[] = [];
    for (const file of mainFiles()) {
      const require = createRequire(file);
      for (const spec of specifiers(file)) {
        if (isBuiltin(spec) || spec === 'electron') continue;
        if (spec.startsWith('.')) {
          if (!existsSync(resolve(dirname(file), spec))) problems.push(`${file}: missing ${spec}`);
          continue;
        }
        if (!(packageName(spec) in pkg.dependencies)) problems.push(`${file}: ${spec} is not a runtime dependency`);
        else {
          try {
            require.resolve(spec);
          } catch {
            problems.push(`${file}: ${spec} cannot be resolved`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep Electron out of the headless host', () => {
    const serveGraph = [join(out, 'main', 'serve.js')];
    for (const file of serveGraph) {
      for (const spec of specifiers(file)) if (spec.startsWith('./')) serveGraph.push(resolve(dirname(file), spec));
    }
    for (const file of serveGraph) expect(specifiers(file), file).not.toContain('electron');
  });

  it('give the sandboxed preload nothing to require but Electron itself', () => {
    const preload = join(out, 'preload', 'index.cjs');
    expect(specifiers(preload)).toEqual(['electron']);
  });

  it('carry the icons: resources/public at the root the host serves, each page\'s links and the windows\' icon there', () => {
    const renderer = join(out, 'renderer');
    for (const file of readdirSync(join(root, 'resources', 'public'))) {
      expect(readFileSync(join(renderer, file)).equals(readFileSync(join(root, 'resources', 'public', file))), file).toBe(true);
    }
    for (const page of ['board', 'host', 'player', 'rules']) {
      const html = readFileSync(join(renderer, page, 'index.html'), 'utf8');
      const hrefs = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(hrefs.length, page).toBeGreaterThan(0);
      // Every page is served from the root (/board, /host, /rules, /), so its links resolve from there.
      for (const href of hrefs) expect(existsSync(join(renderer, new URL(href, 'http://host/page').pathname)), `${page}: ${href}`).toBe(true);
    }
    expect(existsSync(windowIconPath(join(out, 'main')))).toBe(true);
  });

  it('run the headless host on its own', () => {
    const run = spawnSync(process.execPath, [join(out, 'main', 'serve.js'), '--help'], { encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('usage: npm run serve');
  });
});
