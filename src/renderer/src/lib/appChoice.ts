/**
 * Which of the two apps a page runs. The players' phones (the public page, Find my table, their
 * own game and report) get the phone app, a small bundle of its own; the referee's screens are
 * the desk app, fetched only by a device a referee signed in on. The choice needs no request:
 * the desktop app (IPC) is always the desk, `#/report` is always a phone page, the projector
 * view stays on the desk, and anything else follows whether a referee signed in on this device
 * (a flag in localStorage; the session itself is an HttpOnly cookie the page cannot read).
 */
export type AppKind = 'desk' | 'phone';

const REFEREE_FLAG = 'its-ref.referee';

export function chooseApp(hash: string, ipc: boolean, referee: boolean): AppKind {
  if (ipc) return 'desk';
  // `#/report?who=…&code=…` (a player card's QR code) is the report page too.
  const head = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  if (head === 'report' || head === 'phone') return 'phone';
  if (head === 'projector') return 'desk';
  return referee ? 'desk' : 'phone';
}

/** Whether a referee signed in from this browser (and has not signed out or been turned away since). */
export function refereeHere(): boolean {
  try {
    return globalThis.localStorage?.getItem(REFEREE_FLAG) === '1';
  } catch {
    return false;
  }
}

export function markReferee(yes: boolean): void {
  try {
    if (yes) localStorage.setItem(REFEREE_FLAG, '1');
    else localStorage.removeItem(REFEREE_FLAG);
  } catch {
    // Without storage every load starts on the phone app; the PIN form is there.
  }
}
