import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's import rules live in eslint.config.js; `npm test` runs ESLint on the whole
 * tree. These cases plant each kind of offence at a path where it is forbidden (and a few
 * allowed look-alikes), so a rule that stops matching fails here rather than going quiet.
 */
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the import rules that state the architecture', () => {
  it.each([
    ['the engine importing a game', 'shared/engine/planted.ts', "import { turncoat } from '../games/turncoat/index.ts';\nexport const x = turncoat;\n"],
    ['the engine importing the host', 'shared/engine/planted.ts', "import { Room } from '../../electron/host/room.ts';\nexport const x = Room;\n"],
    ['a game importing a screen', 'shared/games/turncoat/planted.ts', "import { SCREENS } from '../../../renderer/games/index.ts';\nexport const x = SCREENS;\n"],
    ['a game importing Node', 'shared/games/turncoat/planted.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
    ['the host importing Electron', 'electron/host/planted.ts', "import { app } from 'electron';\nexport const x = app;\n"],
    ['a screen importing the host', 'renderer/lib/planted.ts', "import { Room } from '../../electron/host/room.ts';\nexport const x = Room;\n"],
    ['a screen importing a game’s rules as a value', 'renderer/lib/planted.ts', "import { apply } from '../../shared/games/turncoat/rules.ts';\nexport const x = apply;\n"],
    ['a screen importing the games registry', 'renderer/lib/planted.ts', "import { GAMES } from '../../shared/games/index.ts';\nexport const x = GAMES;\n"],
    ['a browser test taking Playwright\u2019s own test instead of its fixtures', 'e2e/planted.e2e.ts', "import { test } from '@playwright/test';\ntest('x', () => {});\n"],
    ['the kit (renderer/lib) importing the renderer’s games registry', 'renderer/lib/planted.ts', "import { SCREENS } from '../games/index.ts';\nexport const x = SCREENS;\n"],
    ['the kit importing a page', 'renderer/lib/planted.ts', "import { sounds } from '../board/sounds.svelte.ts';\nexport const x = sounds;\n"],
    ['a folder of the kit importing a game’s types', 'renderer/lib/board/planted.ts', "import type { Loaded } from '../../games/turncoat/text.ts';\nexport type X = Loaded;\n"],
    ['a folder of the kit importing a page', 'renderer/lib/phone/planted.svelte', "<script lang=\"ts\">\n  import Lobby from '../../player/Lobby.svelte';\n</script>\n<Lobby />\n"],
    ['a test of the kit importing the registry', 'renderer/lib/net/planted.test.ts', "import { SCREENS } from '../../games/index.ts';\nexport const x = SCREENS;\n"],
    ['a phone importing the protocol schemas', 'renderer/player/planted.ts', "import { ClientMessage } from '../../shared/protocol/messages.ts';\nexport const x = ClientMessage;\n"],
  ])('refuses %s', async (_what, path, code) => {
    expect(await rulesBroken(path, code)).toEqual(expect.arrayContaining([expect.stringMatching(/no-restricted-imports/)]));
  });

  it.each([
    ['Math.random in the rules', 'shared/games/turncoat/planted.ts', 'export const roll = () => Math.random();\n', 'no-restricted-properties'],
    ['Date.now in the rules', 'shared/engine/planted.ts', 'export const now = () => Date.now();\n', 'no-restricted-properties'],
    ['new Date() in the rules', 'shared/games/the-snitch/planted.ts', 'export const now = () => new Date();\n', 'no-restricted-syntax'],
  ])('refuses %s', async (_what, path, code, rule) => {
    expect(await rulesBroken(path, code)).toContain(rule);
  });

  it.each([
    ['a screen taking a game’s types', 'renderer/lib/planted.ts', "import type { TurncoatView } from '../../shared/games/turncoat/view.ts';\nexport type X = TurncoatView;\n"],
    ['a screen taking a display helper as a value', 'renderer/lib/planted.ts', "import { SUITS } from '../../shared/games/turncoat/cards.ts';\nexport const x = SUITS;\n"],
    ['a screen taking the protocol’s constants', 'renderer/player/planted.ts', "import { CloseCode } from '../../shared/protocol/codes.ts';\nexport const x = CloseCode;\n"],
    ['a folder of the kit importing another of its folders', 'renderer/lib/phone/planted.ts', "import { seatName } from '../seat-names.ts';\nimport { sounds } from '../board/sounds.svelte.ts';\nexport const x = [seatName, sounds];\n"],
    ['a folder of the kit importing shared/', 'renderer/lib/net/planted.ts', "import { CloseCode } from '../../../shared/protocol/codes.ts';\nexport const x = CloseCode;\n"],
    ['a game’s screen importing the kit', 'renderer/games/turncoat/phone/planted.ts', "import { gamePort } from '../../../lib/phone/game-port.ts';\nexport const x = gamePort;\n"],
    ['the host importing a game', 'electron/host/planted.ts', "import { GAMES } from '../../shared/games/index.ts';\nexport const x = GAMES;\n"],
    ['a browser test taking Playwright\u2019s types', 'e2e/planted.e2e.ts', "import type { Page } from '@playwright/test';\nexport type X = Page;\n"],
    ['a test of the rules reading the clock', 'shared/games/turncoat/planted.test.ts', 'export const now = () => Date.now();\n'],
  ])('allows %s', async (_what, path, code) => {
    expect(await rulesBroken(path, code)).toEqual([]);
  });
});
