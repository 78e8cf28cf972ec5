import { describe, expect, it } from 'vitest';
import { globalShortcut, isTextEntry, keyDoes } from './keyboard';

const el = (tagName: string, type = '') => ({ tagName, type, isContentEditable: false, closest: () => null });
const key = (
  k: string,
  mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
  target: unknown = el('BUTTON'),
) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
  target: target as EventTarget,
});

describe('globalShortcut', () => {
  it('maps Ctrl+Z to undo and Ctrl+Shift+Z / Ctrl+Y to redo outside text fields', () => {
    expect(globalShortcut(key('z', { ctrlKey: true }))).toBe('undo');
    expect(globalShortcut(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(globalShortcut(key('y', { ctrlKey: true }))).toBe('redo');
    expect(globalShortcut(key('z', { metaKey: true }))).toBe('undo');
  });
  it('leaves Ctrl+Z to a text field, which undoes its own typing', () => {
    expect(globalShortcut(key('z', { ctrlKey: true }, el('INPUT', 'text')))).toBeNull();
    expect(globalShortcut(key('z', { ctrlKey: true }, el('TEXTAREA')))).toBeNull();
    expect(globalShortcut(key('z', { ctrlKey: true }, el('INPUT', 'checkbox')))).toBe('undo');
  });
  it('maps Alt+digit to a screen index and ignores plain keys', () => {
    expect(globalShortcut(key('3', { altKey: true }))).toEqual({ screen: 2 });
    expect(globalShortcut(key('z'))).toBeNull();
    expect(globalShortcut(key('0', { altKey: true }))).toBeNull();
  });
});

describe('quick-jump and help shortcuts', () => {
  it('opens the quick-jump with Ctrl+K anywhere and / outside a text field', () => {
    expect(globalShortcut(key('k', { ctrlKey: true }, el('INPUT', 'text')))).toBe('jump');
    expect(globalShortcut(key('k', { metaKey: true }))).toBe('jump');
    expect(globalShortcut(key('/'))).toBe('jump');
    expect(globalShortcut(key('/', {}, el('INPUT', 'search')))).toBeNull();
  });
  it('lists the shortcuts with ? outside a text field only', () => {
    expect(globalShortcut(key('?', { shiftKey: true }))).toBe('help');
    expect(globalShortcut(key('?', { shiftKey: true }, el('TEXTAREA')))).toBeNull();
  });
});

describe('isTextEntry', () => {
  it('tells typing fields from controls', () => {
    expect(isTextEntry(el('INPUT', 'number') as unknown as EventTarget)).toBe(true);
    expect(isTextEntry(el('INPUT', 'radio') as unknown as EventTarget)).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('keyDoes', () => {
  const press = (handler: ReturnType<typeof keyDoes>, k: string) => {
    let prevented = false;
    handler({ key: k, preventDefault: () => (prevented = true) });
    return prevented;
  };

  it('does the action for its key only, and keeps that key from the browser', () => {
    let done = 0;
    const handler = keyDoes('Escape', () => done++);
    expect(press(handler, 'Enter')).toBe(false);
    expect(done).toBe(0);
    expect(press(handler, 'Escape')).toBe(true);
    expect(done).toBe(1);
  });

  it('leaves the key alone while its condition does not hold', () => {
    let dirty = false;
    let done = 0;
    const handler = keyDoes(
      'Escape',
      () => done++,
      () => dirty,
    );
    expect(press(handler, 'Escape')).toBe(false);
    dirty = true;
    expect(press(handler, 'Escape')).toBe(true);
    expect(done).toBe(1);
  });
});
