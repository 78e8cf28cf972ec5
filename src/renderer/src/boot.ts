/**
 * Starts the app this page runs (lib/appChoice.ts) and switches when that changes: a referee
 * signing in on the phone page gets the desk, a desk turned away (signed out, session ended)
 * gives way to the phone app, and a link to `#/report` or the projector view changes app
 * without a reload. The phone app is in the first file; the desk is a chunk of its own, fetched
 * when first needed (and each of its screens when opened).
 */
import { mount, unmount } from 'svelte';
import { callSafe } from './lib/api';
import { chooseApp, markReferee, refereeHere } from './lib/appChoice';
// In the first file a page loads: most pages at a venue are phones, and a phone on a slow
// network should not wait for a second round trip before its app starts.
import PhoneApp from './phone/PhoneApp.svelte';
import type { AppKind } from './lib/appChoice';

let running: { kind: AppKind; instance: Record<string, unknown> } | null = null;
let switching: Promise<void> = Promise.resolve();

const ipc = (): boolean => typeof window !== 'undefined' && !!window.api;

export function start(kind: AppKind): Promise<void> {
  switching = switching.then(async () => {
    if (running?.kind === kind) return;
    const component = kind === 'desk' ? (await import('./App.svelte')).default : PhoneApp;
    const target = document.getElementById('app') as HTMLElement;
    if (running) await unmount(running.instance);
    target.replaceChildren();
    running = { kind, instance: mount(component, { target }) };
  });
  return switching;
}

/** A referee signed in here: the desk from now on (also after a reload). */
export function toDesk(): Promise<void> {
  markReferee(true);
  return start('desk');
}

/** The desk is refused here (no referee session): the phone app, and no desk on the next load. */
export function toPhone(): Promise<void> {
  markReferee(false);
  return start('phone');
}

export function boot(): void {
  const first = chooseApp(location.hash, ipc(), refereeHere());
  void start(first);
  // A device may be a referee's without having signed in here (the server's own computer on
  // loopback, a session from before): asked alongside loading the phone app, so a phone waits
  // for nothing. The players' report page stays a phone page whatever the answer.
  if (first === 'phone' && chooseApp(location.hash, ipc(), true) === 'desk') {
    void callSafe('auth.status').then((answer) => {
      if ('data' in answer && answer.data.referee && chooseApp(location.hash, ipc(), true) === 'desk') void toDesk();
    });
  }
  window.addEventListener('hashchange', () => {
    void start(chooseApp(location.hash, ipc(), refereeHere()));
  });
}
