import { board as boardWords } from '../shared/i18n/en/board.ts';
import { phone as phoneWords } from '../shared/i18n/en/phone.ts';
import { expect, keepScreenshot, openBoard, openPhone, test } from './table.ts';

test('a seat link for another seat asks before the phone gives up its own, and the host controls remove a spectator', async ({ table }) => {
  const board = await openBoard(table);
  const ana = await openPhone(table);
  await ana.getByTestId('name-input').fill('Ana');
  await ana.getByTestId('join-button').click();
  const bo = await openPhone(table);
  await bo.getByTestId('name-input').fill('Bo');
  await bo.getByTestId('join-button').click();
  await expect(board.getByTestId('seat-1')).toContainText('Bo');

  const controls = await (await table.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await controls.goto(table.hostUrl);
  // The board of this machine is listed, not removable; nobody else is watching yet.
  const access = controls.getByTestId('access-controls');
  await expect(access.getByTestId('spectator')).toHaveCount(1);
  await expect(access.getByTestId('spectator')).toHaveAttribute('data-board', 'true');

  // A link for Bo's seat, opened on Ana's phone (as a crafted link would be): Ana is asked first.
  await controls.getByTestId('new-phone-1').click();
  const link = (await controls.getByTestId('seat-link').textContent())!.trim();
  const anaAgain = await ana.context().newPage();
  await anaAgain.goto(link);
  const offer = anaAgain.getByTestId('seat-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(phoneWords.seatOffer.body('Ana'));
  await keepScreenshot(anaAgain, 'phone-seat-offer');
  await offer.getByTestId('seat-offer-keep').click();
  await expect(offer).toHaveCount(0);
  await expect(board.getByTestId('seat-0')).toHaveAttribute('data-connected', 'true');
  await expect(board.getByTestId('seat-0')).toContainText('Ana');
  // The link still works where its holder chooses it: Ana's phone takes Bo's seat on request.
  const anaThird = await ana.context().newPage();
  await anaThird.goto(link);
  await anaThird.getByTestId('seat-offer-take').click();
  await expect(anaThird.getByTestId('lobby')).toBeVisible();
  await expect(anaThird.getByTestId('header')).toContainText('Bo');

  // A spectator, listed by where it comes from, removed by the host.
  const guest = await openPhone(table);
  await expect(guest.getByTestId('name-input')).toBeVisible();
  const listed = access.getByTestId('spectator').and(controls.locator('[data-board="false"]'));
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(boardWords.host.access.local);
  await access.scrollIntoViewIfNeeded();
  await keepScreenshot(controls, 'host-access');
  await listed.getByTestId('remove-spectator').click();
  await expect(guest.getByTestId('kicked-screen')).toHaveAttribute('data-reason', 'removed');
  await expect(access.getByTestId('spectator')).toHaveCount(1);

  // The host link renewed (two taps): this page goes on; the old link opens nothing now.
  await access.getByTestId('renew-host-link').click();
  await access.getByTestId('renew-host-link').click();
  await expect(access.getByRole('status')).toHaveText(boardWords.host.access.renewed);
  const stale = await (await table.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await stale.goto(table.hostUrl);
  await expect(stale.getByText(boardWords.host.badToken)).toBeVisible();
  await controls.reload();
  await expect(controls.getByTestId('access-controls')).toBeVisible();
});

test('a phone from the QR code knows the table by its key; one that typed the address is asked to compare it with the TV; a kept key that does not match stops it', async ({ table }) => {
  const board = await openBoard(table);
  const print = board.getByTestId('key-print');
  await expect(print).toHaveText(/^Table key [0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  const shown = (await print.textContent())!.replace('Table key ', '');

  const scanned = await openPhone(table, table.qrUrl);
  await expect(scanned.getByTestId('name-input')).toBeVisible();
  await expect(scanned.getByTestId('key-check')).toHaveCount(0);

  const typed = await openPhone(table, table.joinUrl);
  await expect(typed.getByTestId('key-check')).toHaveText(phoneWords.hostKey.check(shown));
  await keepScreenshot(typed, 'phone-key-check');

  // A phone that kept another table's key at this address: it talks no further, and says why.
  const other = table.qrUrl.replace(/#k=.*/, `#k=${'A'.repeat(42)}Q`);
  const misled = await openPhone(table, other);
  await expect(misled.getByTestId('wrong-key')).toBeVisible();
  await keepScreenshot(misled, 'phone-wrong-key');
  await misled.getByTestId('trust-key').click();
  await expect(misled.getByTestId('key-check')).toHaveText(phoneWords.hostKey.check(shown));
});
