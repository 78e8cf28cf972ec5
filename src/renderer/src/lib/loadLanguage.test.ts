import { describe, expect, it } from 'vitest';
import { languageLoaded, loadLanguage, setLanguage, t } from './i18n';

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
});
