/**
 * Every language's catalog, for main: the venue server answers a phone in its language, PDFs and
 * CSV files are written in the event's. The screens never import this module (they load one
 * language's folder when they need it, ../../renderer/src/lib/i18n.ts).
 */
import { LOCALES } from '../locales';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { addLanguage } from './languages';

addLanguage('es', es, LOCALES.es);
addLanguage('fr', fr, LOCALES.fr);
addLanguage('it', it, LOCALES.it);

export { rendererIn, textIn } from './languages';
