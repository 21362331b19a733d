import { mount } from 'svelte';
import App from './App.svelte';
import '../lib/fonts.ts';

mount(App, { target: document.getElementById('app')! });
