/**
 * Svelte action: a panel opened from a row of a long table scrolls into view (only as far as
 * needed: what was clicked stays where it is) when it appears and
 * whenever `key` changes (another row asked for it), so feedback lands where the eye is.
 */
export function reveal(node: HTMLElement, key?: unknown): { update(next: unknown): void } {
  let current = key;
  // Clear of the sticky header.
  node.style.scrollMarginTop = '4.5rem';
  const show = () => requestAnimationFrame(() => node.scrollIntoView({ block: 'nearest' }));
  show();
  return {
    update(next: unknown) {
      if (next !== current) {
        current = next;
        show();
      }
    },
  };
}
