// First, before any module of the page downloads another (lib/import-again.ts).
import '../lib/use-import-again.ts';
import { mount } from 'svelte';
import App from './App.svelte';
import { board, common, drawWhenWordsLoaded } from '../lib/i18n/strings.ts';
import '../lib/i18n/fonts.ts';
import '../lib/visually-hidden.css';

// The page's words are fetched in its one language before anything is drawn.
// The window's title follows too (the desktop app's window shows it).
drawWhenWordsLoaded(() => {
  document.title = `${common.app} — ${board.host.title}`;
  mount(App, { target: document.getElementById('app')! });
});
