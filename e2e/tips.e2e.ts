import type { Page } from '@playwright/test';
import { describe as describeAxe, seriousViolations } from './axe.ts';
import { expect, keepScreenshot, openBoard, test } from './table.ts';
import { joinIn } from './thumb.ts';
import type { Lang } from './languages.ts';

/*
 * "Teach as we play" on a fresh host: a first game of each game, its human seats played by the
 * turn timer's stand-ins (so the game runs by itself, the phones only read), shows each step's
 * tip once on the TV and once on every phone, in the phone's language, the same words on every
 * phone of a language whatever its role; and the next game on the same host shows none.
 */
// The timers at 3 % of their time (a turn of the Snitch in 1.8 s): the stand-ins play on while
// the phones' sheets wait for their Got it, so nothing is missed for being quick.
test.use({ tips: true, hostArgs: ['--turn-pace', '3'] });

interface Case {
  game: string;
  players: number;
  /** The phones' languages: two of one language, to compare their words; another besides (or not). */
  langs: readonly Lang[];
  /** Steps every first game of it meets (the rest depend on the deal and the play). */
  always: readonly string[];
  options?: Record<string, unknown>;
}

const CASES: Case[] = [
  { game: 'turncoat', players: 3, langs: ['en', 'en', 'ko'], always: ['deal', 'mission', 'cards', 'reveal'] },
  { game: 'mole-in-the-crew', players: 5, langs: ['en', 'en', 'es'], always: ['deal', 'proposal', 'vote'] },
  // Two phones only, for speed (each human turn waits for its stand-in), and a short refusal
  // window: a card put under a human's plan waits for its owner's silence.
  { game: 'the-snitch', players: 4, langs: ['en', 'en'], always: ['deal', 'turn'], options: { refusalWindowMs: 2000 } },
];

const NAMES = ['Ana', 'Ben', 'Cai'];

/** Every tip the TV puts up, in order, as the page itself sees them come (none missed between two looks). */
async function watchTips(board: Page): Promise<() => Promise<string[]>> {
  await board.evaluate(() => {
    const w = window as unknown as { tipsShown: string[] };
    w.tipsShown = [];
    let last: Element | null = null;
    new MutationObserver(() => {
      const tip = document.querySelector('[data-testid="tip"]');
      if (tip !== null && tip !== last) w.tipsShown.push(tip.getAttribute('data-step') ?? '');
      last = tip;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => board.evaluate(() => (window as unknown as { tipsShown: string[] }).tipsShown);
}

/**
 * A phone's open tip sheet, read and "Got it" tapped: the steps and the words it showed. The sheet
 * then closes, or shows the steps taught while it was open (which the next read takes).
 */
async function readTip(page: Page): Promise<{ step: string; words: string }[] | null> {
  const sheet = page.getByTestId('tip-sheet');
  if (!(await sheet.isVisible())) return null;
  const tips = await sheet.getByTestId('tip').evaluateAll((all) => all.map((t) => ({ step: t.getAttribute('data-step') ?? '', words: (t.textContent ?? '').trim() })));
  await page.getByTestId('tip-done').click();
  const stepsOnSheet = () => sheet.getByTestId('tip').evaluateAll((all) => all.map((t) => t.getAttribute('data-step') ?? '').join(','));
  await expect.poll(stepsOnSheet, { message: 'the tips read are gone from the sheet' }).not.toBe(tips.map((t) => t.step).join(','));
  return tips;
}

for (const c of CASES) {
  test(`a first game of ${c.game} teaches each step once on the TV and on every phone, alike for every role; the next game teaches none`, async ({ table }) => {
    test.setTimeout(420_000);
    const board = await openBoard(table);
    await expect(board.getByTestId('board-lobby')).toBeVisible();
    const shownOnTv = await watchTips(board);
    const phones: Page[] = [];
    for (const [i, lang] of c.langs.entries()) phones.push(await joinIn(table, NAMES[i]!, lang));
    await table.control({ type: 'selectGame', game: c.game, ...(c.options ? { options: c.options } : {}) }, { type: 'fillBots', upTo: c.players });
    // Every human decision is played by its stand-in once the (shortened) time runs out.
    await table.control({ type: 'setTurnTimer', game: c.game, level: 'normal' }, { type: 'start' });

    const onPhones = phones.map(() => [] as { step: string; words: string }[]);
    const problems: string[] = [];
    let shotPhone = false;
    let shotTv = false;
    for (let round = 0; round < 2000 && !(await board.getByTestId('end-screen').isVisible()); round++) {
      if (!shotTv && (await board.getByTestId('tip').isVisible())) {
        shotTv = true;
        await keepScreenshot(board, `tips-${c.game}-tv`);
        problems.push(...describeAxe(`${c.game} TV tip`, await seriousViolations(board)));
      }
      for (const [i, phone] of phones.entries()) {
        if (!shotPhone && (await phone.getByTestId('tip-sheet').isVisible())) {
          shotPhone = true;
          await keepScreenshot(phone, `tips-${c.game}-phone-${c.langs[i]}`);
          problems.push(...describeAxe(`${c.game} phone tip`, await seriousViolations(phone)));
        }
        const read = await readTip(phone);
        if (read !== null) onPhones[i]!.push(...read);
      }
      await board.waitForTimeout(150);
    }
    await expect(board.getByTestId('end-screen')).toBeVisible();
    // A tip still open at the end is read too.
    for (const [i, phone] of phones.entries()) onPhones[i]!.push(...((await readTip(phone)) ?? []));

    const steps = onPhones[0]!.map((t) => t.step);
    // The last tip may still be on the TV's queue when the end screen comes.
    await expect.poll(async () => (await shownOnTv()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(steps.length);
    const onTv = await shownOnTv();
    console.log(`${c.game}: taught ${steps.join(', ')}; the TV showed ${onTv.join(', ')}`);
    expect(steps).toEqual(expect.arrayContaining([...c.always]));
    expect(new Set(steps).size, 'no step taught twice in a game').toBe(steps.length);
    for (const [i, log] of onPhones.entries()) expect(log.map((t) => t.step), `the steps on ${NAMES[i]}'s phone`).toEqual(steps);
    // The two phones of one language, whoever they are, read the same words.
    expect(onPhones[1]).toEqual(onPhones[0]);
    if (onPhones[2] !== undefined) expect(onPhones[2].map((t) => t.words)).not.toEqual(onPhones[0]!.map((t) => t.words));
    // The TV showed each of them, in order, each once.
    expect(onTv).toEqual(steps);
    expect(problems).toEqual([]);

    // The game has been played here: the next one teaches nothing.
    await table.control({ type: 'restart' });
    await expect(board.getByTestId('end-screen')).toHaveCount(0);
    await board.waitForTimeout(4_000);
    await expect(board.getByTestId('tip')).toHaveCount(0);
    for (const phone of phones) await expect(phone.getByTestId('tip-sheet')).toHaveCount(0);
  });
}

test('the tips of the game chosen are shown even when those of the game chosen before arrive after them', async ({ table }) => {
  await table.control({ type: 'selectGame', game: 'turncoat' });
  const context = await table.newContext({ viewport: { width: 1920, height: 1080 } });
  const board = await context.newPage();
  // The board asks for the lobby game's tips as it opens; that download is held back until the
  // tips of the game chosen next have arrived, then let through: it must not take their place.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await board.route('**/assets/tips-*.js', async (route) => {
    if (held) return route.continue();
    held = true;
    await released;
    await route.continue();
  });
  await board.goto(table.boardUrl);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  await expect.poll(() => held, { message: 'the board asked for the lobby game’s tips' }).toBe(true);
  const chosenTips = board.waitForResponse((response) => /\/assets\/tips-[^/]*\.js$/.test(response.url()));
  await table.control({ type: 'selectGame', game: 'mole-in-the-crew' }, { type: 'fillBots', upTo: 5 });
  await chosenTips;
  release();
  await board.waitForTimeout(1_000);
  await table.control({ type: 'start' });
  await expect(board.getByTestId('tip')).toHaveAttribute('data-step', 'deal');
});

test('a step taught while a phone’s tip is open shows once that tip is closed, not lost behind it', async ({ table }) => {
  const board = await openBoard(table);
  const phone = await joinIn(table, 'Ana', 'en');
  await table.control({ type: 'selectGame', game: 'turncoat' }, { type: 'fillBots', upTo: 3 });
  await table.control({ type: 'setTurnTimer', game: 'turncoat', level: 'normal' }, { type: 'start' });
  const sheetSteps = () => phone.getByTestId('tip-sheet').getByTestId('tip').evaluateAll((all) => all.map((t) => t.getAttribute('data-step') ?? ''));
  await expect(phone.getByTestId('tip-sheet')).toBeVisible();
  // The first steps, taught together (the deal and the first mission come in one move).
  const first = await sheetSteps();
  // The game goes on (the stand-ins play) while they stay open: the TV teaches a later step.
  await expect(board.locator(`[data-testid="tip"]:not(${first.map((step) => `[data-step="${step}"]`).join(',')})`)).toBeVisible({ timeout: 90_000 });
  expect(await sheetSteps(), 'what the open sheet shows does not change under the thumb').toEqual(first);
  await phone.getByTestId('tip-done').click();
  await expect.poll(async () => (await sheetSteps()).filter((step) => !first.includes(step)).length, { message: 'the later step’s tip on the phone' }).toBeGreaterThan(0);
  await expect(phone.getByTestId('tip-sheet')).toBeVisible();
  expect((await sheetSteps()).filter((step) => first.includes(step))).toEqual([]);
});
