import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION, ProtocolError, type AnyErrorCode } from './codes.ts';
import { ActMessage, CLIENT_MESSAGE_TYPES, ClientMessage } from './messages.ts';

export interface ParseFailure {
  code: AnyErrorCode;
  message: string;
  /** The message's type, when it had a readable one. */
  ref?: string;
  /** The client action id, when it was an `act` with a readable id. */
  id?: string;
}

export type Parsed = { ok: true; message: ClientMessage } | { ok: false; error: ParseFailure };

const utf8Length = (text: string): number => {
  // Counting without an encoder keeps this usable in any JavaScript runtime.
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
};

/**
 * Reads one text frame from a client: size, JSON, version, type, then the type's schema. Every
 * failure says which check failed, in a stable code, and never throws.
 */
export function parseClientMessage(text: string): Parsed {
  if (utf8Length(text) > MAX_MESSAGE_BYTES) {
    return { ok: false, error: { code: ProtocolError.TooLarge, message: `messages are limited to ${MAX_MESSAGE_BYTES} bytes` } };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: ProtocolError.BadJson, message: 'the message is not valid JSON' } };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: { code: ProtocolError.BadMessage, message: 'a message is a JSON object with a "type"' } };
  }
  const record = raw as Record<string, unknown>;
  const type = typeof record.type === 'string' ? record.type : undefined;
  const id = type === 'act' && typeof record.id === 'string' && record.id.length <= 64 ? record.id : undefined;
  const base = { ...(type !== undefined && type.length <= 32 ? { ref: type } : {}), ...(id !== undefined ? { id } : {}) };
  if (type === undefined || !(CLIENT_MESSAGE_TYPES as string[]).includes(type)) {
    return { ok: false, error: { code: ProtocolError.UnknownType, message: `unknown message type ${JSON.stringify(record.type)?.slice(0, 40)}`, ...base } };
  }
  if (record.v !== PROTOCOL_VERSION) {
    return {
      ok: false,
      error: { code: ProtocolError.BadVersion, message: `this host speaks protocol version ${PROTOCOL_VERSION} ("v": ${PROTOCOL_VERSION})`, ...base },
    };
  }
  // Moves are most of the traffic: a well-formed one is recognised without the schema library
  // (a test holds this check to the schema on generated messages); anything else takes the schema.
  if (type === 'act' && isWellFormedAct(record)) return { ok: true, message: record as ClientMessage };
  const result = ClientMessage.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at "${issue.path.join('.')}"` : '';
    return { ok: false, error: { code: ProtocolError.BadMessage, message: `bad "${type}" message${where}: ${issue?.message ?? 'invalid'}`, ...base } };
  }
  return { ok: true, message: result.data };
}


const ACT_KEYS: ReadonlySet<string> = new Set(Object.keys(ActMessage.shape));

/**
 * Exactly what ActMessage accepts, written out: the same keys and no other (v and type were
 * checked by the caller), `game` a whole number from 1, `id` 1 to 64 characters, `action` a
 * plain JSON object. False sends the message through the schema, which then names the problem.
 */
export function isWellFormedAct(m: Record<string, unknown>): boolean {
  let keys = 0;
  for (const key of Object.keys(m)) {
    if (!ACT_KEYS.has(key)) return false;
    keys++;
  }
  if (keys !== ACT_KEYS.size) return false;
  const { game, id, action } = m;
  if (typeof game !== 'number' || !Number.isSafeInteger(game) || game < 1) return false;
  if (typeof id !== 'string' || id.length < 1 || id.length > 64) return false;
  return typeof action === 'object' && action !== null && !Array.isArray(action) && Object.getPrototypeOf(action) === Object.prototype;
}
