// First, before any module of the page downloads another (lib/import-again.ts).
import '../lib/use-import-again.ts';
import { mount } from 'svelte';
import { SEAT_KEY, TableConnection, type TokenStore } from '../lib/net/table-connection.svelte.ts';
import { adoptFirstScreen, dropFirstScreen, withFirstScreenCookies } from '../lib/phone/first-screen.ts';
import { drawWhenWordsLoaded, common, lang } from '../lib/i18n/strings.ts';
import App from './App.svelte';
import { safeStorage } from '../lib/net/storage.ts';
import { hostKeyOf } from '../lib/net/host-key.ts';
import { reportToHost } from '../lib/net/socket-trouble.ts';
import './phone.css';
import '../lib/visually-hidden.css';

// First: a Join tapped on the first screen (in the page's HTML) from now on waits for the app.
adoptFirstScreen(document, location, history);
const seatStore: TokenStore = withFirstScreenCookies(safeStorage(), document, location, SEAT_KEY, lang);
// Read before the hash leaves the address bar: the QR code's key (`#k=`) seals every frame.
const hostKey = hostKeyOf(location.hash, seatStore);
// A typed address has no key yet: ask the page for it now, beside the socket opening, not after.
if (hostKey.from === 'page') hostKey.key().catch(() => {});
const connection = new TableConnection({ seatStore, lang, hostKey: hostKey.key, reportTrouble: reportToHost });

// A QR or reissued link may carry the seat's key in the hash: keep it, then take it out of the
// address bar so it is not shared by a screenshot or the browser's history.
if (location.hash) {
  connection.adoptLinkTokens(location.hash);
  history.replaceState(null, '', location.pathname + location.search);
}
connection.start();

// The page's words are fetched in its one language while the socket connects, then it draws.
drawWhenWordsLoaded(() => {
  document.title = common.app;
  dropFirstScreen(document);
  mount(App, { target: document.getElementById('app')!, props: { connection, store: seatStore, hostKey } });
});
