/** Keyboard helpers shared by the screens. */

/** True when the key press belongs to a text field (its own undo, typing, Enter handling). */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.tagName !== 'INPUT') return false;
  const type = (el as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/**
 * A keydown handler in which `key` (Esc to cancel a form, Enter to add a field's value) does
 * `action` instead of what the browser would do, whenever `when()` holds (by default always).
 */
export function keyDoes(
  key: string,
  action: () => void,
  when: () => boolean = () => true,
): (e: Pick<KeyboardEvent, 'key' | 'preventDefault'>) => void {
  return (e) => {
    if (e.key === key && when()) {
      e.preventDefault();
      action();
    }
  };
}

export type GlobalShortcut = 'undo' | 'redo' | 'jump' | 'help' | { screen: number } | null;

/**
 * Shortcuts that work anywhere: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo (except inside a
 * text field, where they edit the text), Alt+1…9 jump to a screen, Ctrl/Cmd+K (or / outside a text
 * field) finds a player or table, ? outside a text field lists the shortcuts.
 */
export function globalShortcut(
  e: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>,
): GlobalShortcut {
  const mod = e.ctrlKey || e.metaKey;
  if (e.altKey && !mod && /^[1-9]$/.test(e.key)) return { screen: Number(e.key) - 1 };
  const key = e.key.toLowerCase();
  if (mod && !e.altKey && !e.shiftKey && key === 'k') return 'jump';
  if (!mod && !e.altKey && !isTextEntry(e.target)) {
    if (e.key === '/') return 'jump';
    if (e.key === '?') return 'help';
  }
  if (!mod || e.altKey || isTextEntry(e.target)) return null;
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}
