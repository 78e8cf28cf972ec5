/**
 * The Content-Security-Policy of the app's pages, one policy for the venue server (a header on
 * every answer) and the desktop app (a header from the app:// protocol handler). The page loads
 * only its own bundled files: scripts and styles from its own origin, no inline script, no
 * plugins, no frames, no forms posting anywhere, and no other page may frame it.
 *
 * Images may be `data:` URLs: the QR code of the venue address is drawn as an SVG data URL
 * (src/renderer/src/lib/qr.ts). Styles need no 'unsafe-inline' in a build: Svelte writes
 * component styles into the bundled CSS file and the screens set no style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of the `<meta>` tag in src/renderer/index.html, which also covers the Vite dev
 * server (no header there): the same, except that the dev server injects styles inline (hot
 * reload) and a `<meta>` policy cannot carry frame-ancestors. A built page gets both the meta
 * policy and the header, and a browser enforces both, so inline styles stay refused there.
 */
export const META_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "style-src 'self'",
  "style-src 'self' 'unsafe-inline'",
).replace("; frame-ancestors 'none'", '');
