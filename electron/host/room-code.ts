import crypto from 'node:crypto';

/**
 * Letters people read off a TV across a room and type on a phone without confusion: no I, L or
 * O (taken for 1, 1 and 0), and no digits at all.
 */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ';

/** Letters in a room code: 23^4 = 279,841 codes, plenty for the rooms of one LAN. */
export const ROOM_CODE_LENGTH = 4;

// The code is shown in big letters at a party: skip the few words nobody wants on the TV.
const UNWANTED = new Set(['ANUS', 'COCK', 'CUNT', 'FAGS', 'FUCK', 'FUKK', 'NGGR', 'SPAZ', 'TWAT', 'WANK']);

// The largest multiple of the alphabet's size that fits in a byte: bytes at or above it are
// dropped so that every letter stays equally likely.
const LIMIT = 256 - (256 % ROOM_CODE_ALPHABET.length);

/**
 * A fresh room code such as "QXHR": ROOM_CODE_LENGTH letters drawn uniformly from
 * ROOM_CODE_ALPHABET. Not a secret (the join URL and seat tokens guard the room); it only has to
 * be easy to read and unlikely to repeat. `randomBytes` is injectable for tests.
 */
export function roomCode(randomBytes: (size: number) => Uint8Array = crypto.randomBytes): string {
  for (;;) {
    let code = '';
    while (code.length < ROOM_CODE_LENGTH) {
      for (const byte of randomBytes(ROOM_CODE_LENGTH * 2)) {
        if (byte >= LIMIT) continue;
        code += ROOM_CODE_ALPHABET[byte % ROOM_CODE_ALPHABET.length];
        if (code.length === ROOM_CODE_LENGTH) break;
      }
    }
    if (!UNWANTED.has(code)) return code;
  }
}

/** Whether `text` (after trimming and upper-casing, as a phone user might type it) is a room code. */
export function isRoomCode(text: string): boolean {
  const code = text.trim().toUpperCase();
  return code.length === ROOM_CODE_LENGTH && [...code].every((c) => ROOM_CODE_ALPHABET.includes(c));
}
