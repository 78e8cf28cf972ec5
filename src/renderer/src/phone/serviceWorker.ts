/**
 * Registers the service worker (src/renderer/public/sw.js) that keeps the phone pages, so a
 * reload with the venue Wi-Fi down still opens the app and shows what the phone kept. Browsers
 * allow service workers in a secure context only: over the venue server's plain-HTTP address a
 * phone has none, and what it kept shows while the page stays open (a reload needs the network).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(async () => {
      const ready = await navigator.serviceWorker.ready;
      // The files this page loaded before the worker took over: kept now, not on the next visit.
      const files = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));
      ready.active?.postMessage({ type: 'keep', urls: ['/', ...files] });
      // Files fetched later (the wizard, its scoring engine, a language) are kept too, should the
      // worker have missed them: the wizard scores and shows its breakdown offline from them.
      new PerformanceObserver((list) => {
        const later = list
          .getEntries()
          .map((e) => e.name)
          .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));
        if (later.length) navigator.serviceWorker.controller?.postMessage({ type: 'keep', urls: later });
      }).observe({ type: 'resource' });
    })
    .catch(() => {
      // No worker (refused, private mode): the page works online as before.
    });
}
