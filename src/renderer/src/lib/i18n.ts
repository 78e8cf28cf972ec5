/**
 * Every user-visible string lives in ./strings/<language>.ts. English is complete; other
 * languages fall back to English key by key until translated.
 */
import { en } from './strings/en';
import type { StringKey } from './strings/en';

export type Language = 'en' | 'es' | 'fr' | 'it';

const catalogs: Record<Language, Partial<Record<StringKey, string>>> = { en, es: {}, fr: {}, it: {} };
let language: Language = 'en';

export function setLanguage(next: Language): void {
  language = next;
}

/** Looks a string up and fills `{name}` placeholders. */
export function t(key: StringKey, values: Record<string, string | number> = {}): string {
  const template = catalogs[language][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? `{${name}}`));
}

export type { StringKey };
