/**
 * The QR code's address on this host, naming the join URL it shows: when the host's address
 * moves (the Wi-Fi changed), the room's new join URL is a new image, fetched again.
 */
export function qrSrc(joinUrl: string | null): string {
  return `/qr.svg?for=${encodeURIComponent(joinUrl ?? '')}`;
}
