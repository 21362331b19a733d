import { expect, openBoard, openPhone, test } from './table.ts';

test('the board shows where to join, and a phone that follows the link gets a seat', async ({ table }) => {
  expect(table.joinUrl).toBe(`${table.origin}/`);
  const board = await openBoard(table);
  await expect(board.getByTestId('join-url')).toContainText(table.joinUrl);
  await expect(board.getByTestId('room-code')).toContainText(table.room);
  const phone = await openPhone(table);
  await phone.getByTestId('name-input').fill('Ana');
  await phone.getByTestId('join-button').click();
  await expect(phone.getByTestId('lobby')).toBeVisible();
  await expect(board.getByTestId('seat-0')).toContainText('Ana');
  await expect(board.getByTestId('seat-0')).toHaveAttribute('data-connected', 'true');
});

test('the host controls ask twice before removing a player', async ({ table }) => {
  const board = await openBoard(table);
  const phone = await openPhone(table);
  await phone.getByTestId('name-input').fill('Bo');
  await phone.getByTestId('join-button').click();
  await expect(board.getByTestId('seat-0')).toContainText('Bo');
  const controls = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await controls.goto(table.hostUrl);
  const kick = controls.getByTestId('seat-control-0').getByTestId('kick');
  await kick.click();
  await expect(kick).toContainText('again');
  await expect(board.getByTestId('seat-0')).toContainText('Bo');
  await kick.click();
  await expect(board.getByTestId('seat-0')).toHaveCount(0);
  await expect(phone.getByTestId('kicked-screen')).toBeVisible();
});

test('every page loads its icon and everything else without a 404 or an error in the console', async ({ table }) => {
  const pages = [
    { name: 'board', url: table.boardUrl, viewport: { width: 1920, height: 1080 }, ready: 'room-code' },
    { name: 'phone', url: table.joinUrl, viewport: { width: 390, height: 844 }, ready: 'name-input' },
    { name: 'host controls', url: table.hostUrl, viewport: { width: 1280, height: 800 }, ready: 'join-qr' },
    { name: 'rules', url: `${table.origin}/rules`, viewport: { width: 1280, height: 800 }, ready: 'rules-bar' },
  ];
  const problems: string[] = [];
  for (const { name, url, viewport, ready } of pages) {
    const page = await (await table.newContext({ viewport })).newPage();
    page.on('console', (m) => m.type() === 'error' && problems.push(`${name}: console: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${name}: ${r.status()} ${r.url()}`));
    page.on('requestfailed', (r) => problems.push(`${name}: failed ${r.url()}`));
    await page.goto(url);
    // The page at work: its screen drawn (fonts, lazy screens, the socket), not only its HTML.
    await expect(page.getByTestId(ready)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // The icons the page names, each answered as an image. (The browser fetches a page's icon
    // itself, out of the page's sight: asked here in the page's context instead.)
    const icons = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(icons.length, `${name}: the icons it names`).toBeGreaterThan(0);
    for (const href of icons) {
      const answer = await page.request.get(href);
      expect(answer.status(), `${name}: ${href}`).toBe(200);
      expect(answer.headers()['content-type'], `${name}: ${href}`).toMatch(/^image\//);
    }
    await page.context().close();
  }
  expect(problems).toEqual([]);
});

// The tables' own watch on the pages: an error a screen throws and nothing catches (which can
// leave it frozen while the test waits for something else) fails the test that owns the table,
// when its table stops. Expected to fail: were the error not noticed, this test would pass, and
// so be reported as a failure.
test('an error thrown in a page and caught by nothing fails the test', async ({ table }) => {
  test.fail();
  const board = await openBoard(table);
  await board.evaluate(() => setTimeout(() => Promise.reject(new Error('a screen gave up'))));
  // Nothing else here can fail: the failure expected is the table's, as it stops.
  await board.waitForTimeout(1_000);
});
