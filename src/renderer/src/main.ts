// First: no generated code under the CSP (see lib/jitless.ts).
import './lib/jitless';
import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';

mount(App, { target: document.getElementById('app') as HTMLElement });
