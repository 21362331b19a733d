import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phone as esPhone } from '../../shared/i18n/es/words.ts';
import { firstScreenWords as koFirst } from '../../shared/i18n/ko/first-screen.ts';
import { acceptedLang, firstScreenOf, seatCookie, withFirstScreen } from './first-screen.ts';

/** The phone's page as the build writes it (renderer/player/index.html after Vite). */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Hideout</title>
    <script type="module" crossorigin src="../assets/player-1.js"></script>
    <link rel="modulepreload" crossorigin href="../assets/common-1.js">
    <link rel="stylesheet" crossorigin href="../assets/common-1.css">
    <link rel="stylesheet" crossorigin href="../assets/player-1.css">
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`;

const request = (over: Partial<Parameters<typeof firstScreenOf>[0]> = {}) => firstScreenOf({ query: {}, cookie: undefined, acceptLanguage: undefined, port: 4747, ...over });

describe("the phone's first screen, in the join link's first response", () => {
  it('carries a name field, Join and the three languages in the HTML itself, with its style, before any script', () => {
    const page = withFirstScreen(BUILT, request())!;
    expect(page).toMatch(/<form id="first"[^>]*action="\/" method="get"/);
    expect(page).toContain('<input id="first-name" name="name" maxlength="20"');
    expect(page).toContain('<button type="submit">Join</button>');
    expect(page).toMatch(/<a href="\/\?lang=es"[^>]*>Español<\/a>/);
    expect(page).toMatch(/<a href="\/\?lang=ko"[^>]*>한국어<\/a>/);
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('</head>'));
    // The app still mounts into the same element and loads as built.
    expect(page).toContain('<script type="module" crossorigin src="../assets/player-1.js"></script>');
  });

  it("moves the app's stylesheets out of the head, so that they do not hold the first paint", () => {
    const page = withFirstScreen(BUILT, request())!;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    const tail = page.slice(page.indexOf('</form>'));
    expect(tail).toContain('href="../assets/common-1.css"');
    expect(tail).toContain('href="../assets/player-1.css"');
    // Still fetched from the head at once, beside the scripts: a preload holds no paint.
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="../assets/common-1.css">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="../assets/player-1.css">');
  });

  it('carries in its head the tags it is given for what the app fetches next', () => {
    const page = withFirstScreen(BUILT, request(), '<link rel="modulepreload" crossorigin href="/assets/words-en-1.js">')!;
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/words-en-1.js">');
  });

  it('speaks the language chosen on it, else the one the app remembered, else the browser\u2019s, else English', () => {
    expect(request({ query: { lang: 'ko' }, cookie: 'hideout-lang=es', acceptLanguage: 'en' }).lang).toBe('ko');
    expect(request({ cookie: 'a=1; hideout-lang=es', acceptLanguage: 'ko' }).lang).toBe('es');
    expect(request({ acceptLanguage: 'fr-FR,fr;q=0.9,ko;q=0.8,en;q=0.7' }).lang).toBe('ko');
    expect(request({ query: { lang: 'fr' }, cookie: 'hideout-lang=xx', acceptLanguage: 'de' }).lang).toBe('en');
    const spanish = withFirstScreen(BUILT, request({ acceptLanguage: 'es-MX' }))!;
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain(`>${esPhone.name.join}</button>`);
    expect(spanish).toContain(esPhone.name.label);
  });

  it('reads Accept-Language by weight, and refuses a weight of zero', () => {
    expect(acceptedLang('en;q=0.2, es;q=0.9')).toBe('es');
    expect(acceptedLang('ko;q=0, en')).toBe('en');
    expect(acceptedLang(undefined)).toBeNull();
  });

  it('says "Back in your seat" to a browser holding a seat at this port, and nothing of one at another', () => {
    const back = withFirstScreen(BUILT, request({ cookie: `${seatCookie(4747)}=1`, acceptLanguage: 'ko' }))!;
    expect(back).toContain(koFirst.back);
    expect(back).not.toContain('<form');
    expect(request({ cookie: `${seatCookie(5000)}=1` }).seated).toBe(false);
  });

  it('shows a name submitted before any script as joining, escaped, and never echoes markup', () => {
    const screen = request({ query: { name: '  <b>Ana</b> "x"  ' } });
    expect(screen.joining).toBe('<b>Ana</b> "x"');
    const page = withFirstScreen(BUILT, screen)!;
    expect(page).toContain('value="&#60;b&#62;Ana&#60;/b&#62; &#34;x&#34;" readonly');
    expect(page).not.toContain('<b>Ana');
    expect(page).toContain('<button type="submit" disabled>Joining…</button>');
    expect(request({ query: { name: ['a', 'b'] } }).joining).toBeNull();
  });

  it('leaves a page that is not the one expected as it is', () => {
    expect(withFirstScreen('<html><body>other</body></html>', request())).toBeNull();
  });

  const built = join(import.meta.dirname, '..', '..', 'out', 'renderer', 'player', 'index.html');
  it.skipIf(!existsSync(built) && !process.env.CI)('fits the page the build really writes', () => {
    expect(withFirstScreen(readFileSync(built, 'utf8'), request())).not.toBeNull();
  });
});
