import { test } from '../table.ts';

// Run by e2e/fixtures.test.ts, which expects the first test to fail with its name and the second to pass.

test('a test that forgets to close the context it opened', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent('<p>left open</p>');
});

test('a test that closes what it opened', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Open long enough for the reporter, which counts renderers every second, to see it.
  await page.waitForTimeout(1_500);
  await context.close();
});

test('the next test starts with no context of the one before', async ({ browser }) => {
  if (browser.contexts().length !== 0) throw new Error(`${browser.contexts().length} contexts were still open`);
});

test('a page asking for anything off this machine gets nothing: the request goes to a proxy that is not there', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // 192.0.2.1 is an address for documentation (TEST-NET-1): nothing answers there anyway.
  const error = await page.goto('http://192.0.2.1/').then(
    () => null,
    (e: Error) => e.message,
  );
  await context.close();
  if (error === null || !error.includes('ERR_PROXY_CONNECTION_FAILED')) throw new Error(`the request went somewhere: ${error}`);
});
