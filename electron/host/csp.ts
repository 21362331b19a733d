/**
 * The Content-Security-Policy of every page the host serves (board, phone, host controls, and
 * the same pages inside the desktop app): everything from the host itself, nothing else. The
 * socket is allowed by its explicit ws:// origin, since older phone browsers do not count ws: as
 * 'self'.
 */
export function contentSecurityPolicy(hostHeader: string | undefined): string {
  // The Host header is what the browser used to reach us; keep only a safe host[:port] form.
  const host = hostHeader !== undefined && /^[A-Za-z0-9.:[\]-]{1,100}$/.test(hostHeader) ? hostHeader : null;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Svelte sets element styles through style attributes (transitions, positions).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self'${host ? ` ws://${host}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    // The phone's first screen (first-screen.ts) submits its Join to the page itself when no script has run yet.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
