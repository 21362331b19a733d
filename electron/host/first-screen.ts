/**
 * The phone's first screen, in the join link's first response: a name field, Join and the
 * languages are in the HTML itself, with the little CSS they need inline, so a player types
 * before any script has come down a slow Wi-Fi (the app's shell is tens of kilobytes). The app
 * takes the screen over when it starts (renderer/lib/phone/first-screen.ts): what was typed stays,
 * and a Join tapped before it started is sent as soon as its socket is open. Without any script
 * at all, Join submits the form to the page itself (`?name=`), whose name the app then keeps.
 *
 * What the host knows of the phone at this point is only what the request says: the language
 * (`?lang=`, from the first screen's own links; the phone's choice, which the app keeps in a
 * cookie; else the browser's Accept-Language) and whether this browser holds a seat here (a
 * cookie that says only that: the seat's key never leaves the phone in the clear). A phone
 * coming back to its seat reads "Back in your seat…" instead of a blank page.
 */
import { common as enCommon, phone as enPhone } from '../../shared/i18n/en/words.ts';
import { common as esCommon, phone as esPhone } from '../../shared/i18n/es/words.ts';
import { common as koCommon, phone as koPhone } from '../../shared/i18n/ko/words.ts';
import { LANG_COOKIE, seatCookie } from '../../shared/protocol/first-screen-cookies.ts';
import { firstScreenWords as enFirst } from '../../shared/i18n/en/first-screen.ts';
import { firstScreenWords as esFirst } from '../../shared/i18n/es/first-screen.ts';
import { firstScreenWords as koFirst } from '../../shared/i18n/ko/first-screen.ts';

export { LANG_COOKIE, seatCookie };

export const FIRST_LANGS = ['en', 'es', 'ko'] as const;
export type FirstLang = (typeof FIRST_LANGS)[number];

const WORDS = {
  en: { phone: enPhone, common: enCommon, first: enFirst },
  es: { phone: esPhone, common: esCommon, first: esFirst },
  ko: { phone: koPhone, common: koCommon, first: koFirst },
} as const;

export interface FirstScreenRequest {
  /** The query's `lang` and `name` (a Join submitted before the app took over). */
  query: Record<string, unknown>;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** The host's port, for the seat cookie's name. */
  port: number;
}

export interface FirstScreen {
  lang: FirstLang;
  /** This browser holds a seat here: "Back in your seat…", no form. */
  seated: boolean;
  /** A name joined with before the app took over (the form's own submission), to show as joining. */
  joining: string | null;
}

const isFirstLang = (value: unknown): value is FirstLang => typeof value === 'string' && (FIRST_LANGS as readonly string[]).includes(value);

function cookies(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) found.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return found;
}

/** The first language of an Accept-Language header that Hideout speaks, by weight. */
export function acceptedLang(header: string | undefined): FirstLang | null {
  const tags = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q.slice(2)) || 0, i };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return tags.map((t) => t.code).find(isFirstLang) ?? null;
}

/** What the first screen shows for this request. */
export function firstScreenOf(request: FirstScreenRequest): FirstScreen {
  const jar = cookies(request.cookie);
  const asked = request.query.lang;
  const kept = jar.get(LANG_COOKIE);
  const lang = isFirstLang(asked) ? asked : isFirstLang(kept) ? kept : (acceptedLang(request.acceptLanguage) ?? 'en');
  const name = typeof request.query.name === 'string' ? request.query.name.trim().slice(0, 20) : '';
  return { lang, seated: jar.get(seatCookie(request.port)) === '1', joining: name.length > 0 ? name : null };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Looks like the app's own name screen (renderer/player/NameScreen.svelte, phone.css), so the
 * takeover does not jump; only what is needed to type and join.
 */
const STYLE = `<style>
#first{max-width:30rem;margin:0 auto;padding:0.75rem 1rem 1rem;font-size:18px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#f4f5f7}
html{background:#0e1014;color-scheme:dark}body{margin:0}
#first h1{font-size:1.6rem;line-height:1.2;margin:0.6rem 0}#first p{margin:0 0 0.6rem;color:#b8bfcc}
#first label{display:flex;flex-direction:column;gap:0.4rem;margin-top:1rem;font-weight:600}
#first input{font:inherit;min-height:48px;padding:0 0.8rem;border-radius:0.6rem;border:2px solid #3a4254;background:#191d25;color:#f4f5f7}
#first button{font:inherit;font-weight:700;width:100%;min-height:52px;margin-top:1.2rem;border:0;border-radius:0.8rem;background:#5cc8ff;color:#0e1014}
#first button:disabled{opacity:0.6}
#first nav{display:flex;gap:1.2rem;margin-top:1.4rem}#first nav a{color:#5cc8ff;min-height:48px;display:inline-flex;align-items:center}
#first nav a[aria-current]{color:#f4f5f7;font-weight:700;text-decoration:none}
</style>`;

/** The first screen's markup, for `<div id="app">` of the phone's page. */
export function firstScreenHtml(screen: FirstScreen): string {
  const { phone, first } = WORDS[screen.lang];
  if (screen.seated) {
    return `<section id="first" data-first="seated" role="status"><h1>${escapeHtml(first.back)}</h1></section>`;
  }
  const joining = screen.joining;
  const links = FIRST_LANGS.map(
    (code) => `<a href="/?lang=${code}" hreflang="${code}" lang="${code}"${code === screen.lang ? ' aria-current="true"' : ''}>${escapeHtml(WORDS[code].common.languages[code])}</a>`,
  ).join('');
  return (
    `<form id="first" data-first="name" action="/" method="get" autocomplete="off">` +
    `<h1>${escapeHtml(phone.name.title)}</h1><p>${escapeHtml(phone.name.intro)}</p>` +
    `<label>${escapeHtml(phone.name.label)}<input id="first-name" name="name" maxlength="20" autocomplete="nickname" autocapitalize="words" enterkeyhint="go" placeholder="${escapeHtml(phone.name.placeholder)}"${joining !== null ? ` value="${escapeHtml(joining)}" readonly` : ''}></label>` +
    `<input type="hidden" name="lang" value="${screen.lang}">` +
    `<button type="submit"${joining !== null ? ' disabled' : ''}>${escapeHtml(joining !== null ? first.joining : phone.name.join)}</button>` +
    `<nav aria-label="${escapeHtml(phone.name.lang)}">${links}</nav>` +
    `</form>`
  );
}

/**
 * The phone's page with its first screen in: the built page (renderer/player/index.html, whose
 * `<div id="app"></div>` the app mounts into) with the screen inside that element, its style in the
 * head and the page's language. The app's stylesheets move from the head to the end of the body:
 * in the head they would hold the first paint until they arrive, and only the app needs them.
 * `preloads`: more tags for the head (page-preloads.ts: the chunks the app asks for next).
 * Null when the page is not the one expected (then it is sent as built).
 */
export function withFirstScreen(page: string, screen: FirstScreen, preloads = ''): string | null {
  const mount = '<div id="app"></div>';
  if (!page.includes(mount) || !page.includes('</head>') || !page.includes('</body>')) return null;
  const sheets: string[] = [];
  // Each stylesheet is still fetched from the head, early and beside the scripts (a preload
  // blocks nothing); in the body a browser would fetch them one after another, and the app's
  // scripts wait for them.
  const early: string[] = [];
  const head = page.slice(0, page.indexOf('</head>')).replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (link) => {
    sheets.push(link.trim());
    early.push(link.trim().replace('rel="stylesheet"', 'rel="preload" as="style"'));
    return '';
  });
  return (head + page.slice(page.indexOf('</head>')))
    .replace(/<html lang="[^"]*"/, `<html lang="${screen.lang}"`)
    .replace('</head>', `${early.join('')}${preloads}${STYLE}</head>`)
    .replace(mount, `<div id="app">${firstScreenHtml(screen)}</div>`)
    .replace('</body>', `${sheets.join('')}</body>`);
}
