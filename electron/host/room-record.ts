/**
 * The room file (room.json) as the host reads it back: checked field by field and brought up to
 * the version this host writes, before the room trusts any of it (issue 25). A file that a newer
 * Hideout wrote, a file damaged by hand or by a tool, a file planted by someone: none of them may
 * crash the room later (`seats: [null]` made every hello answer INTERNAL), give out a link
 * `#host=undefined`, or be silently overwritten.
 *
 * `checkRoomFile` is the RoomCheck given to TableStore.loadRoom, which acts on its answer:
 * - valid (after the migrations): the room, as a RoomRecord of ROOM_FILE_VERSION;
 * - a version newer than ROOM_FILE_VERSION: `newer`; the store leaves the file exactly as it is
 *   and throws DATA_TOO_NEW, and the host does not start (starting a fresh room would overwrite
 *   the newer Hideout's table);
 * - anything else: why, in words that quote nothing from the file (it holds tokens); the store
 *   sets the file aside as room.json.corrupt-<n> and the room starts afresh, saying so.
 *
 * Decisions, and why:
 * - zod, as the protocol's messages (shared/protocol): one way of writing shapes in the project,
 *   with the path of the field at fault in every message.
 * - The schema is checked against the RoomRecord interface at compile time (`sameKeys` below):
 *   a field added to RoomRecord without its check here fails `npm run typecheck`, rather than
 *   being dropped on the next load (zod drops keys it does not know).
 * - Unknown keys are dropped, not refused: a host of the same version with one more optional
 *   field (a branch, a newer patch) wrote them, and the room rewrites the file whole anyway.
 * - Ranges are the room's own invariants, not a game's rules: seat numbers within the seats
 *   (vip), a game id only when a game is on (and then a safe file name), counts that are whole
 *   and not negative (gameNumber: "x" once made the next game number "x1"), tokens that look
 *   like the tokens the room makes and are all different (two seats with one token would hand
 *   one phone both). Which game ids exist is checked by Room.open against its registry: an
 *   unknown game is not damage (an older host took any id), the lobby goes back to the default.
 * - Versions: MIGRATIONS[n] turns a version-n file into a version-(n+1) one; they run in turn
 *   from the file's version up to ROOM_FILE_VERSION, then the current schema checks the result.
 *   To change the format: bump ROOM_FILE_VERSION and RoomRecord's `version`, add MIGRATIONS[old]
 *   (never edit one that shipped: files of every older version must still come up), and a test
 *   with a file of the old version. Version 1 is the format written since the room file began.
 */
import { z } from 'zod';
import { MAX_DISCUSSION_SECONDS } from '../../shared/protocol/index.ts';
import type { RoomRecord, SeatRecord, WaitingRecord } from './room/types.ts';
import { isValidGameId, type RoomCheck } from './store.ts';

/** The room file version this host writes, and the newest it reads. */
export const ROOM_FILE_VERSION = 1;

/** Turns the content of a room file of one version into the next version's (see the top of the file). */
export type RoomMigration = (record: Record<string, unknown>) => Record<string, unknown>;

/**
 * MIGRATIONS[n]: version n → n + 1. None yet: version 1 is the only format there has been. The
 * first will look like
 *
 *     1: (r) => ({ ...r, version: 2, seats: (r.seats as unknown[]).map(...) }),
 */
export const MIGRATIONS: Readonly<Record<number, RoomMigration>> = {};

/** Far more seats than any game has: a bound on nonsense, not a rule of the table. */
export const MAX_SEATS = 100;
/** Names are at most 20 characters as people see them (MAX_NAME_LENGTH); one may take many code units. */
const MAX_NAME_UNITS = 400;

// Control characters (C0, DEL, C1): they would garble the log and the terminal a name is printed to.
const NO_CONTROLS = /^\P{Cc}*$/u;
/** What `toBase64Url(randomBytes(18))` makes, with room for longer ones. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

const name = z.string().min(1).max(MAX_NAME_UNITS).regex(NO_CONTROLS, 'must not hold control characters');
const token = z.string().regex(TOKEN, 'must be a token (16 to 128 letters, digits, "-" or "_")');
// As the protocol takes a language from a phone (shared/protocol/messages.ts).
const lang = z.string().min(2).max(16).regex(NO_CONTROLS, 'must not hold control characters');
const seat = z.number().int().min(0).max(MAX_SEATS - 1);
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const SeatSchema = z.object({
  name,
  kind: z.enum(['human', 'bot']),
  bot: z.string().min(1).max(64).optional(),
  token: token.optional(),
  lang: lang.optional(),
});

const WaitingSchema = z.object({ name, token, lang: lang.optional(), aside: z.number().int().min(1).optional() });

const ScoreSchema = z.object({ name, played: count, won: count }).refine((s) => s.won <= s.played, { message: 'won more games than were played', path: ['won'] });

export const RoomRecordSchema = z
  .object({
    version: z.literal(ROOM_FILE_VERSION),
    code: z.string().regex(/^[A-Z0-9]{1,12}$/, 'must be a room code (capital letters and digits)'),
    hostToken: token,
    phase: z.enum(['lobby', 'playing', 'over']),
    game: z.string().min(1).max(64).regex(NO_CONTROLS, 'must not hold control characters'),
    options: z.record(z.string(), z.unknown()),
    seats: z.array(SeatSchema).max(MAX_SEATS),
    vip: seat.nullable(),
    gameNumber: count,
    gameId: z.string().refine(isValidGameId, 'must be a game id (1 to 64 letters, digits, "_" or "-")').nullable(),
    scores: z.array(ScoreSchema).max(1000).optional(),
    waiting: z.array(WaitingSchema).max(MAX_SEATS).optional(),
    lastFirst: seat.optional(),
    discussion: z.record(z.string().max(64), z.record(z.string().max(64), z.number().int().min(0).max(MAX_DISCUSSION_SECONDS))).optional(),
    remoteHost: z.boolean().optional(),
    paused: z.literal(true).optional(),
    endedBy: seat.nullable().optional(),
    turnTimers: z.record(z.string().max(64), z.enum(['relaxed', 'normal', 'extended'])).optional(),
    /** The host's long-lived X25519 secret key (base64url), for the phones' encrypted frames. */
    hostKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a 32-byte key in base64url').optional(),
    teach: z.record(z.string().max(64), z.boolean()).optional(),
    taught: z.array(z.string().min(1).max(64)).max(64).optional(),
    tipsSeen: z
      .object({
        gameNumber: count,
        steps: z.array(z.string().min(1).max(32)).max(64),
        taught: z.array(z.object({ step: z.string().min(1).max(32), seq: count })).max(64),
      })
      .optional(),
  })
  .superRefine((r, ctx) => {
    if (r.vip !== null && r.vip >= r.seats.length) ctx.addIssue({ code: 'custom', path: ['vip'], message: `must be one of the ${r.seats.length} seats, or null` });
    if (r.phase === 'lobby' && r.gameId !== null) ctx.addIssue({ code: 'custom', path: ['gameId'], message: 'must be null in the lobby' });
    if (r.phase !== 'lobby' && r.gameId === null) ctx.addIssue({ code: 'custom', path: ['gameId'], message: `must name the game being played (phase "${r.phase}")` });
    r.seats.forEach((s, i) => {
      if (s.kind === 'bot' && s.token !== undefined) ctx.addIssue({ code: 'custom', path: ['seats', i, 'token'], message: 'a bot seat has no token' });
    });
    // Every token opens one thing only.
    const tokens = [r.hostToken, ...r.seats.flatMap((s) => (s.token === undefined ? [] : [s.token])), ...(r.waiting ?? []).map((w) => w.token)];
    if (new Set(tokens).size !== tokens.length) ctx.addIssue({ code: 'custom', path: ['seats'], message: 'the same token opens two places' });
  });

// ---- the schema is RoomRecord, no more and no less (checked by tsc, see the top of the file) ----
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : { missing: Exclude<keyof B, keyof A>; extra: Exclude<keyof A, keyof B> };
type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Parsed = z.infer<typeof RoomRecordSchema>;
const sameKeys: [SameKeys<Parsed, RoomRecord>, SameKeys<z.infer<typeof SeatSchema>, SeatRecord>, SameKeys<z.infer<typeof WaitingSchema>, WaitingRecord>] = [true, true, true];
const sameTypes: [Assignable<Parsed, RoomRecord>, Assignable<z.infer<typeof SeatSchema>, SeatRecord>, Assignable<z.infer<typeof WaitingSchema>, WaitingRecord>] = [true, true, true];
void sameKeys;
void sameTypes;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Brings a room file's content to `current` through `migrations` (the real ones by default;
 * tests give their own): the record at that version, unchecked, or why not. A gap in the table
 * is this host's bug, not the file's fault: it throws, and the file is left alone.
 */
export function migrateRoomFile(
  value: unknown,
  migrations: Readonly<Record<number, RoomMigration>> = MIGRATIONS,
  current: number = ROOM_FILE_VERSION,
): { ok: true; record: Record<string, unknown> } | { ok: false; reason: string; newer?: { version: number; known: number } } {
  if (!isPlainObject(value)) return { ok: false, reason: 'it is not a JSON object' };
  const { version } = value;
  if (!(typeof version === 'number' && Number.isSafeInteger(version) && version >= 1)) return { ok: false, reason: '"version" must be a whole number from 1' };
  if (version > current) return { ok: false, reason: `version ${version} is newer than this host's ${current}`, newer: { version, known: current } };
  let record = value;
  for (let v = version; v < current; v++) {
    const step = migrations[v];
    if (step === undefined) throw new Error(`no migration of the room file from version ${v} to ${v + 1}`);
    record = step(record);
    if (record.version !== v + 1) throw new Error(`the room file migration from version ${v} gave version ${String(record.version)}`);
  }
  return { ok: true, record };
}

/** Why a parse failed, field by field (at most three), quoting no value: the file holds tokens. */
function describe(error: z.ZodError): string {
  const shown = error.issues.slice(0, 3).map((issue) => `${issue.path.length === 0 ? 'the room' : issue.path.join('.')}: ${issue.message}`);
  const more = error.issues.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/** The room file's content checked and migrated: the store's RoomCheck for loadRoom (see the top of the file). */
export const checkRoomFile: RoomCheck<RoomRecord> = (value) => {
  const migrated = migrateRoomFile(value);
  if (!migrated.ok) return migrated;
  const parsed = RoomRecordSchema.safeParse(migrated.record);
  if (!parsed.success) return { ok: false, reason: describe(parsed.error) };
  return { ok: true, value: parsed.data };
};
