import { describe, seriousViolations } from './axe.ts';
import { expect, keepScreenshot, openBoard, test } from './table.ts';
import { joinByLink } from './mole.ts';
import { PHONE_SIZES } from './thumb.ts';

const GAMES = ['mole-in-the-crew', 'turncoat', 'the-snitch'];
const LANGS = ['en', 'es', 'ko'];

/*
 * Each game's quick start, at the top of its rules as a phone opens them: the goal, a round, how
 * you win and what is secret, all on one screen of a phone's rules in every language, the
 * full rules below it.
 */
test('every game’s quick start is the first thing its rules show on a phone, and fits one small screen in every language', async ({ table }) => {
  const phone = await (await table.newContext({ viewport: PHONE_SIZES[1], hasTouch: true, isMobile: true })).newPage();
  const problems: string[] = [];
  for (const game of GAMES) {
    for (const lang of LANGS) {
      await phone.goto(`${table.origin}/rules?game=${game}&from=phone&lang=${lang}`);
      const quick = phone.getByTestId('quick-start');
      await expect(quick).toBeVisible();
      for (const part of ['goal', 'round', 'win', 'secret']) await expect(phone.getByTestId(`quick-start-${part}`).locator('dd')).not.toBeEmpty();
      // Above the full rules, and no taller than the screen.
      const box = (await quick.boundingBox())!;
      const firstSection = (await phone.getByTestId('rules-section').first().boundingBox())!;
      expect(box.y + box.height, `${game} ${lang}: the quick start comes before the rules`).toBeLessThanOrEqual(firstSection.y);
      // The rules' scrolling part, under the header and over the Close: one screen of it holds the whole quick start.
      const body = (await phone.getByTestId('rules-body').boundingBox())!;
      expect(box.height, `${game} ${lang}: the quick start fits one screen of the rules (${Math.round(body.height)} px)`).toBeLessThanOrEqual(body.height);
      if (lang === 'en') problems.push(...describe(`${game} quick start`, await seriousViolations(phone)));
      // Kept, and checked for words broken inside themselves (Korean wraps between words).
      await keepScreenshot(phone, `quick-start-${game}-${lang}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the host puts the chosen game’s quick start on the TV in the lobby, in the TV’s language, until the game starts', async ({ table }) => {
  const board = await openBoard(table);
  const controls = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await controls.goto(table.hostUrl);
  await controls.getByTestId('quick-start-tv-button').click();
  const onTv = board.getByTestId('board-quick-start');
  await expect(onTv.getByTestId('quick-start-goal')).toContainText('Crew');
  await expect(controls.getByTestId('quick-start-tv-button')).toHaveAttribute('aria-pressed', 'true');
  // The QR code stays beside it: phones still join.
  await expect(board.getByTestId('join-qr')).toBeVisible();
  await keepScreenshot(board, 'board-quick-start');
  // Another game chosen: its own quick start.
  await table.control({ type: 'selectGame', game: 'turncoat' });
  await expect(onTv.getByTestId('quick-start-goal')).toContainText('turncoat');
  // The game's start takes it away.
  for (const name of ['Ana', 'Bo']) await joinByLink(table, name);
  await table.control({ type: 'start' });
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
  await expect(onTv).toHaveCount(0);
});
