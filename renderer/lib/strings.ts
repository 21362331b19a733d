import { initialLang, isLang, saveLang, surfaceOf, type Lang, type Surface } from './lang.ts';
import { safeStorage } from './storage.ts';

/** The screen this page is (phone, board, host controls, rules), which keeps its own language. */
export const surface: Surface = typeof location !== 'undefined' ? surfaceOf(location.pathname) : 'phone';

/** A rules page opened with ?lang=… (from the host page or a printed link) speaks that language. */
function linkedLang(): Lang | null {
  if (surface !== 'rules' || typeof location === 'undefined') return null;
  const asked = new URLSearchParams(location.search).get('lang');
  return isLang(asked) ? asked : null;
}

/**
 * The catalogs this screen speaks, chosen once when the page loads: changing the language
 * stores the choice and reloads the page (a phone keeps its seat across a reload), so every
 * string below is a plain value and components may read them anywhere.
 */
export const lang: Lang = linkedLang() ?? initialLang(safeStorage(), surface);

// Screen readers, hyphenation and the browser's choice of font for Hangul all go by it.
if (typeof document !== 'undefined') document.documentElement.lang = lang;

/** Stores a new language for this screen and reloads the page in it. */
export function switchLang(next: Lang): void {
  saveLang(safeStorage(), next, surface);
  if (surface === 'rules') {
    // The address names the language: replace it so the reload speaks the new one.
    const url = new URL(location.href);
    url.searchParams.set('lang', next);
    location.replace(url.toString());
  } else {
    location.reload();
  }
}

/**
 * Every word of the screens in one language; each language is its own chunk. The TV and the host
 * controls load a second one on top (tv-words), with the board's own words: a phone never
 * downloads them, and on a phone `board` holds only the lobby controls' words (the VIP's phone
 * shows them) and `boardPhases` is empty. Nothing a phone draws reads `board.screen`,
 * `board.host` or `boardPhases`.
 */
type Words = typeof import('./tv-words-en.ts');
type PhoneWords = typeof import('./words-en.ts');
const LOADERS: Record<Lang, () => Promise<PhoneWords>> = {
  en: () => import('./words-en.ts'),
  es: () => import('./words-es.ts'),
  ko: () => import('./words-ko.ts'),
};
const TV_LOADERS: Record<Lang, () => Promise<Words>> = {
  en: () => import('./tv-words-en.ts'),
  es: () => import('./tv-words-es.ts'),
  ko: () => import('./tv-words-ko.ts'),
};

// Filled by loadStrings() before any screen mounts; from then on they are plain values.
export let common: Words['common'];
export let phone: Words['phone'];
export let board: Words['board'];

/**
 * Phase names by game id then phase, as the phone's header and the board name them (gathered by
 * each language's shared/i18n/<lang>/words.ts and tv-words.ts).
 */
export let phonePhases: Words['phonePhases'];
export let boardPhases: Words['boardPhases'];

/**
 * Fetches this page's language and fills the catalogs above. Every page awaits it before it
 * mounts; a failed fetch (the Wi-Fi dropped while the page loaded) is tried again.
 */
export async function loadStrings(attempts = 5): Promise<void> {
  // Outside a page (the unit tests) every word is loaded.
  const tv = surface === 'board' || surface === 'host' || typeof location === 'undefined';
  let words: Words | undefined;
  for (let attempt = 1; words === undefined; attempt++) {
    try {
      // A phone's words lack only what the comment above names.
      words = tv ? await TV_LOADERS[lang]() : ({ ...(await LOADERS[lang]()), boardPhases: {} } as unknown as Words);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  common = words.common;
  phone = words.phone;
  board = words.board;
  phonePhases = words.phonePhases;
  boardPhases = words.boardPhases;
}

/**
 * Draws the page once its words are here. If they never come (the host went away while the page
 * loaded), the page says so in all three languages, since it cannot know which words it lacks.
 */
export function drawWhenWordsLoaded(draw: () => void): void {
  loadStrings().then(draw, () => {
    const app = document.getElementById('app');
    if (app === null) return;
    const note = document.createElement('p');
    note.setAttribute('role', 'alert');
    note.style.cssText = 'margin:2rem;font:1.2rem system-ui,sans-serif;text-align:center';
    note.textContent = 'Could not reach the table. · No se pudo conectar con la mesa. · 테이블에 연결할 수 없습니다.';
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = '↻';
    retry.setAttribute('aria-label', 'Reload · Recargar · 새로고침');
    retry.style.cssText = 'display:block;margin:1rem auto;font-size:2rem;padding:0.3rem 1.2rem';
    retry.onclick = () => location.reload();
    app.replaceChildren(note, retry);
  });
}
