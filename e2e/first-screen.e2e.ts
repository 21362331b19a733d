import type { Page, Route } from '@playwright/test';
import { expect, keepScreenshot, openBoard, openPhone, test, type Table } from './table.ts';

/**
 * The phone's first screen is in the join link's HTML (electron/host/first-screen.ts): a slow
 * phone types its name before the app's scripts have arrived, and the app takes over what it
 * finds there. The scripts are held back here, as a slow Wi-Fi would, and let go when the test says.
 */

/** A phone whose requests for `held` wait until `release` is called. */
async function slowPhone(table: Table, held: RegExp): Promise<{ page: Page; release: () => void }> {
  const context = await table.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { page, release };
}

const ALL_SCRIPTS = /\/assets\/[^/]+\.js$/;
/** The words of the page's language: the app's code runs, but it draws only once they are in. */
const WORDS = /\/assets\/words-[a-z]{2}-[^/]+\.js$/;

test('a slow phone types its name and taps Join before the app has loaded; the app sends it once it is up', async ({ table }) => {
  const board = await openBoard(table);
  const { page: ana, release } = await slowPhone(table, WORDS);
  await ana.goto(table.qrUrl);
  // Nothing of the app is drawn yet, and the field already takes typing.
  await expect(ana.getByTestId('name-input')).toHaveCount(0);
  const field = ana.locator('#first-name');
  await field.fill('Ana');
  await keepScreenshot(ana, 'first-screen-en');
  await ana.locator('#first button[type="submit"]').tap();
  // Still the first screen (its Join waits for the app), the name as typed.
  await expect(field).toHaveValue('Ana');
  release();
  await expect(ana.getByTestId('lobby')).toBeVisible();
  await expect(board.getByTestId('seat-0')).toContainText('Ana');
  await expect(ana.locator('#first')).toHaveCount(0);
});

test('what was typed on the first screen is in the app\u2019s name field, with the keyboard still up', async ({ table }) => {
  const { page, release } = await slowPhone(table, WORDS);
  await page.goto(table.qrUrl);
  await page.locator('#first-name').fill('Bo');
  release();
  const input = page.getByTestId('name-input');
  await expect(input).toHaveValue('Bo');
  await expect(input).toBeFocused();
  await expect(page.locator('#first')).toHaveCount(0);
});

test('with no script at all, the first screen still types, and Join goes to the page, whose name the app keeps for a Join once the key is compared', async ({ table }) => {
  const board = await openBoard(table);
  const { page, release } = await slowPhone(table, ALL_SCRIPTS);
  await page.goto(table.qrUrl, { waitUntil: 'commit' });
  await page.locator('#first-name').fill('Cy');
  await page.locator('#first button[type="submit"]').tap();
  await page.waitForURL(/\?name=Cy/, { waitUntil: 'commit' });
  await expect(page.locator('#first button[type="submit"]')).toBeDisabled();
  release();
  // The page's own address dropped the QR code's key (`#k=`): like a typed address, the phone asks
  // its player to compare the key with the TV before it joins, the name kept.
  await expect(page.getByTestId('key-check')).toBeVisible();
  await expect(page.getByTestId('name-input')).toHaveValue('Cy');
  // The address forgets the name once the app has it.
  expect(new URL(page.url()).search).toBe('');
  await page.getByTestId('join-button').tap();
  await expect(page.getByTestId('lobby')).toBeVisible();
  await expect(board.getByTestId('seat-0')).toContainText('Cy');
});

test('a phone with no key from the QR code keeps its early Join until its player has compared the key with the TV', async ({ table }) => {
  const board = await openBoard(table);
  const { page, release } = await slowPhone(table, WORDS);
  // The address typed by hand: no `#k=`, the key is the page's.
  await page.goto(table.joinUrl);
  await page.locator('#first-name').fill('Di');
  await page.locator('#first button[type="submit"]').tap();
  release();
  await expect(page.getByTestId('key-check')).toBeVisible();
  await expect(page.getByTestId('name-input')).toHaveValue('Di');
  await expect(board.getByTestId('seat-0')).toHaveCount(0);
  await page.getByTestId('join-button').tap();
  await expect(board.getByTestId('seat-0')).toContainText('Di');
});

test('its language links work before any script, and a phone back at its seat reads so at once', async ({ table }) => {
  const { page, release } = await slowPhone(table, ALL_SCRIPTS);
  await page.goto(table.joinUrl, { waitUntil: 'commit' });
  await page.getByRole('link', { name: '한국어' }).tap({ noWaitAfter: true });
  await page.waitForURL(/\?lang=ko/, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.locator('#first button[type="submit"]')).toHaveText('참가');
  await keepScreenshot(page, 'first-screen-ko');
  release();
  // The app speaks the language chosen there, and keeps it.
  await expect(page.getByTestId('join-button')).toHaveText('참가');
  await page.getByTestId('name-input').fill('다은');
  await page.getByTestId('join-button').tap();
  await expect(page.getByTestId('lobby')).toBeVisible();

  // Reopened with the scripts held again: the first response already says it is her seat.
  const held = await page.context().newPage();
  let let_go!: () => void;
  const later = new Promise<void>((resolve) => (let_go = resolve));
  await held.route(ALL_SCRIPTS, async (route) => {
    await later;
    await route.continue();
  });
  await page.close();
  await held.goto(table.joinUrl, { waitUntil: 'commit' });
  await expect(held.locator('#first[data-first="seated"]')).toHaveText('자리로 돌아가는 중…');
  let_go();
  await expect(held.getByTestId('lobby')).toBeVisible();
});

test('seated in the lobby, a phone fetches the chosen game\u2019s screens while it waits, so the deal needs no download', async ({ table }) => {
  const page = await openPhone(table);
  const gameScreens = page.waitForRequest(/\/assets\/[A-Z][A-Za-z]*Phone-[\w-]+\.js$/);
  await page.getByTestId('name-input').fill('Di');
  await page.getByTestId('join-button').tap();
  await expect(page.getByTestId('lobby')).toBeVisible();
  await gameScreens;
  // Fetched with no game started: the phone is still in the lobby.
  await expect(page.getByTestId('lobby')).toBeVisible();
});
