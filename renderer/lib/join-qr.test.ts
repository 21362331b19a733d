import { describe, expect, it } from 'vitest';
import { qrSrc } from './join-qr.ts';

describe("the QR code's address", () => {
  it('changes with the join URL it shows, so a moved address is fetched again', () => {
    expect(qrSrc('http://192.168.1.20:8080/')).not.toBe(qrSrc('http://10.0.0.5:8080/'));
    expect(qrSrc('http://192.168.1.20:8080/')).toMatch(/^\/qr\.svg\?for=/);
    expect(qrSrc(null)).toBe('/qr.svg?for=');
  });
});
