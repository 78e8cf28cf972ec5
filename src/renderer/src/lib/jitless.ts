/**
 * The page's Content-Security-Policy refuses `eval` and `new Function` (src/shared/csp.ts).
 * zod would otherwise probe for them (a refused probe is reported as a policy violation) and
 * compile validators with them; told it is jitless, it validates without generated code.
 * Imported first by main.ts, before any schema is used.
 */
import { config } from 'zod';

config({ jitless: true });
