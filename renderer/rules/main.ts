// First, before any module of the page downloads another (lib/import-again.ts).
import '../lib/use-import-again.ts';
import { mount } from 'svelte';
import App from './App.svelte';
import { drawWhenWordsLoaded } from '../lib/i18n/strings.ts';
import { isFromPhone } from './from-phone.ts';
import '../lib/visually-hidden.css';

// The bundled Hangul font (lib/i18n/fonts.ts) is for the laptop's browsers. A phone brings its own
// fonts, so the rules opened from its Rules button (from=phone) leave the font's tables and
// slices alone; elsewhere they come in before the page draws, beside its words.
const fonts = isFromPhone(location.search) ? Promise.resolve() : import('../lib/i18n/fonts.ts').then(
  () => undefined,
  () => undefined,
);

// The page's words are fetched in its one language before anything is drawn.
drawWhenWordsLoaded(() => void fonts.then(() => mount(App, { target: document.getElementById('app')! })));
