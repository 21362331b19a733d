import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClientMessage, ErrorMessage, RoomInfo, SeatInfo, ServerMessage, YouInfo } from './messages.ts';
import { ProtocolError } from './codes.ts';
import { ErrorCode } from '../engine/errors.ts';
// The page is read as text through Vite's ?raw import, so this test needs no Node API.
import doc from '../../docs/protocol.md?raw';

function section(type: string): string {
  const start = doc.indexOf(`### \`${type}\``);
  if (start < 0) return '';
  const next = doc.indexOf('\n### ', start + 1);
  return doc.slice(start, next < 0 ? undefined : next);
}

const fieldsOf = (schema: z.ZodObject) => Object.keys(schema.shape).filter((k) => k !== 'type' && k !== 'v');

describe('docs/protocol.md matches the schemas', () => {
  const messages = [...ClientMessage.options, ...ServerMessage.options] as z.ZodObject[];
  for (const schema of messages) {
    const type = (schema.shape.type as z.ZodLiteral<string>).value;
    it(`documents "${type}" and each of its fields`, () => {
      const text = section(type);
      expect(text, `no "### \`${type}\`" section`).not.toBe('');
      for (const field of fieldsOf(schema)) expect(text, `field "${field}" of "${type}"`).toContain(`\`${field}\``);
    });
  }

  it('documents every field of the shared shapes', () => {
    for (const schema of [YouInfo, RoomInfo, SeatInfo, ErrorMessage] as z.ZodObject[]) {
      for (const field of fieldsOf(schema)) expect(doc).toContain(`\`${field}\``);
    }
  });

  it('lists every error code', () => {
    for (const code of [...Object.values(ProtocolError), ...Object.values(ErrorCode)]) expect(doc).toContain(`\`${code}\``);
  });
});
