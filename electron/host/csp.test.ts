import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.ts';

describe('content security policy', () => {
  it('allows only the host itself, and its socket by explicit origin', () => {
    const csp = contentSecurityPolicy('192.168.1.20:4747');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' ws://192.168.1.20:4747");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\/|\*/);
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('ignores a Host header that is not a plain host and port', () => {
    expect(contentSecurityPolicy('evil.com; script-src *')).toContain("connect-src 'self';");
    expect(contentSecurityPolicy(undefined)).toContain("connect-src 'self';");
  });
});
