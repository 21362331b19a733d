import { ACT_FRAME_BYTES, PROTOCOL_VERSION } from './codes.ts';

/**
 * Frame lengths (docs/protocol.md, "Frame lengths"): Wi-Fi encryption hides what a frame says,
 * not how long it is, so a frame whose length follows a secret (a sabotage, a role) tells it to
 * anyone in radio range. Frames are padded with spaces after their JSON, which every JSON parser
 * reads past. Small on purpose: every phone bundles it.
 */

/** The UTF-8 length of a text, as a socket sends it (a lone surrogate goes as U+FFFD, 3 bytes). */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A pair: two code units, four bytes.
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/** `text` followed by spaces up to `size` UTF-8 bytes, or up to the next multiple of `size` when it is longer. */
export function padJson(text: string, size: number): string {
  const bytes = utf8Bytes(text);
  return text + ' '.repeat(Math.max(1, Math.ceil(bytes / size)) * size - bytes);
}

/** The text a client sends for a message (the version added): an `act` padded to ACT_FRAME_BYTES, whatever it chose. */
export function clientFrame<M extends { type: string }>(message: M): string {
  const text = JSON.stringify({ v: PROTOCOL_VERSION, ...message });
  return message.type === 'act' ? padJson(text, ACT_FRAME_BYTES) : text;
}
