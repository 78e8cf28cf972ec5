import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { LANGUAGES } from '../../../shared/languageTable';
import { TRANSLATED_LANGUAGES } from '../../../shared/locales';
import { catalogLoader, languageLoaded, loadLanguage, setLanguage, t } from './i18n';

describe('loading a language', () => {
  it('fetches its catalog once, on demand; until then the screens read English', async () => {
    expect(languageLoaded('fr')).toBe(false);
    setLanguage('fr');
    expect(t('nav.settings')).toBe('Settings');
    await Promise.all([loadLanguage('fr'), loadLanguage('fr')]);
    expect(languageLoaded('fr')).toBe(true);
    expect(t('nav.settings')).toBe('Réglages');
    expect(languageLoaded('es')).toBe(false);
    setLanguage('en');
  });

  it('finds the catalog folder of every translated language of the table', async () => {
    for (const code of TRANSLATED_LANGUAGES) {
      const catalog = await catalogLoader(code)?.();
      expect(Object.keys(catalog ?? {}).sort(), code).toEqual(Object.keys(en).sort());
      expect(catalog?.[`lang.${code}`]).toBe(LANGUAGES.find((l) => l.code === code)?.name);
    }
    expect(catalogLoader('en')).toBeUndefined();
    expect(catalogLoader('zz')).toBeUndefined();
  });
});
