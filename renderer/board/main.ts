import { mount } from 'svelte';
import App from './App.svelte';
import { loadStrings } from '../lib/strings.ts';
import '../lib/fonts.ts';

// The page's words are fetched in its one language before anything is drawn.
void loadStrings().then(() => mount(App, { target: document.getElementById('app')! }));
