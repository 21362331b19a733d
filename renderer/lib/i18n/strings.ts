import { initialLang, isLang, saveLang, surfaceOf, type Lang, type Surface } from './lang.ts';
import { safeStorage } from '../net/storage.ts';
import { byLanguage } from './by-language.ts';
import { rememberLangForFirstScreen } from '../phone/first-screen.ts';
import { namesOf } from './game-names.ts';

/** The screen this page is (phone, board, host controls, rules), which keeps its own language. */
export const surface: Surface = typeof location !== 'undefined' ? surfaceOf(location.pathname) : 'phone';

/**
 * A rules page opened with ?lang=… (from the host page or a printed link) speaks that language;
 * so does a phone whose player chose it on the first screen, before the app had loaded (its
 * language links: electron/host/first-screen.ts), which keeps it as its choice.
 */
function linkedLang(): Lang | null {
  if ((surface !== 'rules' && surface !== 'phone') || typeof location === 'undefined') return null;
  const asked = new URLSearchParams(location.search).get('lang');
  return isLang(asked) ? asked : null;
}

/**
 * The catalogs this screen speaks, chosen once when the page loads: changing the language
 * stores the choice and reloads the page (a phone keeps its seat across a reload), so every
 * string below is a plain value and components may read them anywhere.
 */
export const lang: Lang = linkedLang() ?? initialLang(safeStorage(), surface);
if (surface === 'phone' && linkedLang() !== null) saveLang(safeStorage(), lang, 'phone');

// Screen readers, hyphenation and the browser's choice of font for Hangul all go by it.
if (typeof document !== 'undefined') document.documentElement.lang = lang;

/** Stores a new language for this screen and reloads the page in it. */
export function switchLang(next: Lang): void {
  saveLang(safeStorage(), next, surface);
  // The host writes the phone's first screen in this language on the reload.
  if (surface === 'phone') rememberLangForFirstScreen(document, next);
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
 * Every word of the shell in one language, each language its own chunk (words/<lang>.ts), with
 * every game's names in it (renderer/games/<id>/names/<lang>.ts). The TV and the host controls load a second chunk on top (tv-words),
 * with the board's own words: a phone never downloads them, and on a phone `board` holds only the
 * lobby controls' words (the VIP's phone shows them). Nothing a phone draws reads `board.screen`
 * or `board.host`. Each game's own words come with its screens (renderer/games/<id>/words/).
 */
type PhoneWords = typeof import('./words/en.ts');
type TvWords = typeof import('../../../shared/i18n/en/tv-words.ts');
const phoneWords = byLanguage<PhoneWords>({
  en: () => import('./words/en.ts'),
  es: () => import('./words/es.ts'),
  ko: () => import('./words/ko.ts'),
});
const tvWords = byLanguage<TvWords>({
  en: () => import('../../../shared/i18n/en/tv-words.ts'),
  es: () => import('../../../shared/i18n/es/tv-words.ts'),
  ko: () => import('../../../shared/i18n/ko/tv-words.ts'),
});

/** Names by game id: of the game, and of its table options by option key. */
interface GamesWords {
  games: Readonly<Record<string, string>>;
  variants: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

// Filled by loadStrings() before any screen mounts; from then on they are plain values.
export let common: PhoneWords['common'] & GamesWords;
export let phone: PhoneWords['phone'];
export let board: PhoneWords['board'] & TvWords['board'];

/** Phase names by game id then phase, as the phone's header and the board name them (each game's names/<lang>.ts). */
export let phonePhases: Readonly<Record<string, Readonly<Record<string, string>>>>;
export let boardPhases: Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Every word a page may show: `board` is the lobby controls' words, with the board's own on the TV and the host controls (above). */
async function wordsOf(tv: boolean) {
  const [words, tvOnly] = await Promise.all([phoneWords(lang), tv ? tvWords(lang) : undefined]);
  return { words, games: namesOf(words.games), board: { ...words.board, ...(tvOnly?.board ?? ({} as TvWords['board'])) } };
}

/**
 * Fetches this page's language and fills the catalogs above. Every page awaits it before it
 * mounts; a failed fetch (the Wi-Fi dropped while the page loaded) is tried again.
 */
export async function loadStrings(attempts = 5): Promise<void> {
  // Outside a page (the unit tests) every word is loaded.
  const tv = surface === 'board' || surface === 'host' || typeof location === 'undefined';
  let loaded: Awaited<ReturnType<typeof wordsOf>> | undefined;
  for (let attempt = 1; loaded === undefined; attempt++) {
    try {
      loaded = await wordsOf(tv);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  const games = Object.entries(loaded.games);
  common = { ...loaded.words.common, games: tableOf(games.map(([id, g]) => [id, g.name])), variants: tableOf(games.map(([id, g]) => [id, g.variants])) };
  phone = loaded.words.phone;
  board = loaded.board;
  phonePhases = tableOf(games.map(([id, g]) => [id, g.phases.phone]));
  // A phone's board shows no phase.
  boardPhases = tv ? tableOf(games.map(([id, g]) => [id, g.phases.board])) : {};
}

const tableOf = <T>(entries: (readonly [string, T])[]): Readonly<Record<string, T>> => Object.fromEntries(entries);

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
