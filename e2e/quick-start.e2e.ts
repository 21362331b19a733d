import { describe, seriousViolations } from './axe.ts';
import { expect, keepScreenshot, test } from './table.ts';
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
