/**
 * Issue 15 · Build 3 on the venue server: its refusals (before a call reaches a handler, or
 * from the handler) are written in the language the caller's browser asks for, so a phone that
 * opens a download link or a browser that shows the answer as it comes reads its own language.
 * Every refusal also carries its key, for the app's screens to render in the event's language,
 * and none is English-only any more. The texts expected here are the catalogs' (checked by hand
 * against src/shared/i18n/<language>/messages.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { preferredLanguage } from '../../src/main/transports/http/language';
import { api, closeAll, request, startVenue } from './testing';
import type { Answer } from './testing';

afterAll(closeAll);

const errorOf = (a: Answer) => (a.body as { error: { code: string; message: string; i18n?: { key: string } } }).error;

describe('the language of an answer', () => {
  it('is the first of the app’s languages the browser asks for, by weight; English otherwise', () => {
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('')).toBe('en');
    expect(preferredLanguage('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fr');
    expect(preferredLanguage('de-DE,de;q=0.9,it;q=0.8,es;q=0.5')).toBe('it');
    expect(preferredLanguage('en;q=0.4, es-419;q=0.6')).toBe('es');
    expect(preferredLanguage('de, nl;q=0.5')).toBe('en');
    expect(preferredLanguage('es;q=0, fr;q=abc, it;q=7')).toBe('en');
    expect(preferredLanguage('*')).toBe('en');
    // A list longer than any browser sends is cut, not parsed without end.
    expect(preferredLanguage(`${'de;q=0.1,'.repeat(5000)}it`)).toBe('en');
  });
});

describe('venue-server refusals in the caller’s language', () => {
  it('a foreign Host, another web page, an unknown request, a download without sign-in', async () => {
    const venue = await startVenue();
    const foreign = await request(venue, {
      path: '/api/app.info',
      method: 'POST',
      headers: { host: 'evil.example:80', 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(foreign.status).toBe(421);
    expect(errorOf(foreign).message).toBe(
      'Ce serveur ne répond qu’aux requêtes adressées à sa propre adresse dans la salle.',
    );
    expect(errorOf(foreign).i18n?.key).toBe('m.http.foreignHost');

    const page = await api(
      venue,
      'app.info',
      {},
      { headers: { origin: 'http://evil.example', 'accept-language': 'it' } },
    );
    expect(page.status).toBe(403);
    expect(errorOf(page).message).toBe('Le richieste da altre pagine web non sono accettate.');

    const unknown = await api(venue, 'rounds.teleport', {}, { headers: { 'accept-language': 'es-ES' } });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe(
      'Este servidor no ofrece esa petición; ¿alguno de los dos es una versión anterior de ITS Referee Desk?',
    );
    expect(errorOf(unknown).message).not.toContain('rounds.teleport');

    const download = await request(venue, { path: '/files/standings.pdf', headers: { 'accept-language': 'es' } });
    expect(download.status).toBe(401);
    expect(errorOf(download).message).toBe('Las descargas necesitan iniciar sesión como árbitro.');
  });

  it('a handler’s refusal too, with the key beside it; English without Accept-Language', async () => {
    const venue = await startVenue({ lan: false });
    await api(venue, 'events.create', { settings: { name: 'Lingua Cup' } }, { from: '127.0.0.1' });
    const french = await api(venue, 'rounds.close', { round: 1 }, { headers: { 'accept-language': 'fr' } });
    expect(french.status).toBe(404);
    expect(errorOf(french).message).toBe('La ronde 1 n’est pas encore appariée.');
    expect(errorOf(french).i18n?.key).toBe('m.round.notPaired');
    const english = await api(venue, 'rounds.close', { round: 1 });
    expect(errorOf(english).message).toBe('Round 1 has not been paired yet.');
  });
});
