/**
 * The phone app's tabs as hash routes, so a reload (also offline) stays on the tab: My table
 * `#/`, Pairings `#/phone/pairings`, Standings `#/phone/standings`, Report `#/report` (the
 * address players already know). A player card's QR code opens
 * `#/report?who=<name>&code=<code>[&id=<player>]`: the page signs in with it and drops it from the address.
 */
export const PHONE_TABS = ['table', 'pairings', 'standings', 'report'] as const;
export type PhoneTab = (typeof PHONE_TABS)[number];

export function phoneTab(hash: string): PhoneTab {
  const [path = ''] = hash.replace(/^#\/?/, '').split('?');
  const [head, sub] = path.split('/');
  if (head === 'report') return 'report';
  if (head === 'phone' && (sub === 'pairings' || sub === 'standings')) return sub;
  return 'table';
}

export function tabHash(tab: PhoneTab): string {
  if (tab === 'report') return '#/report';
  return tab === 'table' ? '#/' : `#/phone/${tab}`;
}

/**
 * The sign-in a QR code carries, if the address has one (name and code both given); the card of
 * a player whose name another player shares also carries their id (`&id=`).
 */
export function qrSignIn(hash: string): { name: string; code: string; player?: string } | null {
  const query = hash.split('?')[1];
  if (!query) return null;
  const params = new URLSearchParams(query);
  const name = params.get('who')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const player = params.get('id')?.trim() ?? '';
  return name && code ? { name, code, ...(player ? { player } : {}) } : null;
}
