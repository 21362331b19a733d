import type { TokenStore } from '../net/table-connection.svelte.ts';
import { LANG_COOKIE, seatCookie } from '../../../shared/protocol/first-screen-cookies.ts';

/**
 * The app taking over the first screen the host wrote into the page's HTML
 * (electron/host/first-screen.ts): a name field and Join a player may have used before any
 * script ran. What they typed goes on in the app's name field, a Join tapped (or submitted with
 * the page itself, `?name=`, before any script at all) is sent as soon as the socket is open,
 * and the first screen goes once the app is drawn.
 */
export interface FirstScreen {
  /** What was typed (or submitted) on the first screen. */
  name: string;
  /** Join was tapped before the app could send it. */
  join: boolean;
  /** The first screen's field had the focus (and the phone's keyboard up). */
  focused: boolean;
}

/** What the first screen held when the app took it over (filled by `adoptFirstScreen`). */
export const firstScreen: FirstScreen = { name: '', join: false, focused: false };

const fieldOf = (doc: Document): HTMLInputElement | null => doc.querySelector<HTMLInputElement>('#first input[name="name"]');

/**
 * Called first thing by the phone's page: from now on a Join tapped on the first screen is kept
 * for the app (and not sent as a page load), and a name submitted before any script ran is taken
 * from the address, which then forgets it.
 */
export function adoptFirstScreen(doc: Document, loc: Location, history: History): void {
  const params = new URLSearchParams(loc.search);
  const submitted = params.get('name')?.trim() ?? '';
  if (submitted !== '') {
    firstScreen.name = submitted.slice(0, 20);
    firstScreen.join = true;
  }
  if (params.has('name') || params.has('lang')) {
    params.delete('name');
    params.delete('lang');
    const rest = params.toString();
    history.replaceState(history.state, '', loc.pathname + (rest ? `?${rest}` : '') + loc.hash);
  }
  const form = doc.querySelector<HTMLFormElement>('form#first');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    firstScreen.join = true;
    form.querySelector('button')?.setAttribute('disabled', '');
  });
}

/** Reads what the first screen holds now, then takes it away (the app is drawn beside it). */
export function dropFirstScreen(doc: Document): void {
  const field = fieldOf(doc);
  if (field !== null) {
    if (field.value.trim() !== '') firstScreen.name = field.value;
    firstScreen.focused = doc.activeElement === field;
  }
  doc.getElementById('first')?.remove();
}

const YEAR = 60 * 60 * 24 * 365;

/** The phone's language, for the host's first screen of the next page load (also after a change of language). */
export function rememberLangForFirstScreen(doc: Document, lang: string): void {
  doc.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${YEAR}; SameSite=Strict`;
}

/**
 * The cookies the host reads to write the first screen (shared/protocol/first-screen-cookies.ts):
 * the phone's language, and whether this browser holds a seat at the host on this port (the
 * seat's key itself stays in the page's storage). The store is wrapped so that the seat cookie
 * follows the key.
 */
export function withFirstScreenCookies(store: TokenStore, doc: Document, loc: Location, seatKey: string, lang: string): TokenStore {
  const seat = seatCookie(loc.port || (loc.protocol === 'https:' ? '443' : '80'));
  const seated = () => {
    doc.cookie = store.getItem(seatKey) !== null ? `${seat}=1; path=/; max-age=${YEAR}; SameSite=Strict` : `${seat}=; path=/; max-age=0; SameSite=Strict`;
  };
  rememberLangForFirstScreen(doc, lang);
  seated();
  return {
    getItem: (key) => store.getItem(key),
    setItem: (key, value) => {
      store.setItem(key, value);
      if (key === seatKey) seated();
    },
    removeItem: (key) => {
      store.removeItem(key);
      if (key === seatKey) seated();
    },
  };
}
