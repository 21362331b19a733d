/**
 * The cookies of the phone's first screen, named once for both sides: the app sets them
 * (renderer/lib/phone/first-screen.ts), the host reads them to write the first screen into the
 * join link's page (electron/host/first-screen.ts). They say nothing secret.
 */

/** The phone's language. */
export const LANG_COOKIE = 'hideout-lang';

/**
 * This browser holds a seat (or a place at the next game) at the host on `port`: cookies are
 * shared by every port of an address, the seat's key (in the page's storage) is not, so the port
 * is in the name.
 */
export const seatCookie = (port: number | string): string => `hideout-seat-${port}`;
