import { mount } from 'svelte';
import App from './App.svelte';
import { drawWhenWordsLoaded } from '../lib/strings.ts';
import '../lib/fonts.ts';
import '../lib/visually-hidden.css';

// The page's words are fetched in its one language before anything is drawn.
drawWhenWordsLoaded(() => mount(App, { target: document.getElementById('app')! }));
