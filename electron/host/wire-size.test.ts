import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatch, createRng, playGame, randomBot, type AnyGame, type BaseState, type OptionSpec, type Rng } from '../../shared/engine/index.ts';
import { GAMES } from '../../shared/games/index.ts';
import { TESTING } from '../../shared/games/testing.ts';
import { ACT_FRAME_BYTES, ACT_REPLY_BYTES, MAX_MESSAGE_BYTES, parseClientMessage, PROTOCOL_VERSION } from '../../shared/protocol/index.ts';
import { clientFrame, padJson, utf8Bytes } from '../../shared/protocol/pad.ts';
import { Room } from './room.ts';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { fakeBytes, TextConnection } from './testing/room-phone.ts';
import { padActReply, padRoomFrame, padViewFrame, ROOM_FRAME_EXTRA_BYTES, seatViewBytes, utf8, VIEW_OVERFLOW_STEP, viewFrameBytes } from './wire-size.ts';

/** Any UTF-16 text: astral characters, and code units of every value, lone surrogates included. */
const anyText = fc.string({ unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c))), maxLength: 40 });

describe('padding a JSON text', () => {
  it('counts UTF-8 bytes as a socket sends them, whatever the text (Korean, emoji, lone surrogates)', () => {
    for (const text of ['', 'Ana', '김민준', '👩‍🚀', 'Zoë', '\ud800', '\udc00a', '\ud83d\ude00\ud83d']) expect(utf8Bytes(text)).toBe(Buffer.byteLength(text, 'utf8'));
    fc.assert(fc.property(anyText, (text) => utf8Bytes(text) === Buffer.byteLength(text, 'utf8')), { numRuns: 2000 });
  });

  it('pads to the size, or to the next multiple of it, and every parser reads the same JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 600 }), (value, size) => {
        const text = JSON.stringify(value);
        const padded = padJson(text, size);
        expect(JSON.parse(padded)).toEqual(JSON.parse(text));
        expect(padded.trimEnd()).toBe(text.trimEnd());
        const bytes = utf8Bytes(padded);
        expect(bytes % size).toBe(0);
        expect(bytes).toBe(Math.max(size, Math.ceil(utf8Bytes(text) / size) * size));
      }),
      { numRuns: 1000 },
    );
  });

  it('sends every act ACT_FRAME_BYTES long, as the host reads it, and other messages as they are', () => {
    const act = (action: unknown, id = 'a7', game = 1) => clientFrame({ type: 'act', game, id, action });
    expect(utf8Bytes(act({ type: 'play', card: 'clean' }))).toBe(ACT_FRAME_BYTES);
    expect(utf8Bytes(act({ type: 'play', card: 'sabotage' }))).toBe(ACT_FRAME_BYTES);
    // The longest id the protocol takes, of characters four bytes long, in a game numbered high.
    const long = act({ type: 'reorder', order: ['electrician-1', 'electrician-2', 'old-timer-1'] }, '😀'.repeat(32), 999_999_999);
    expect(utf8Bytes(long)).toBe(ACT_FRAME_BYTES);
    const parsed = parseClientMessage(long);
    expect(parsed.ok && parsed.message).toMatchObject({ type: 'act', id: '😀'.repeat(32), action: { type: 'reorder' } });
    expect(clientFrame({ type: 'ping' })).toBe(JSON.stringify({ v: PROTOCOL_VERSION, type: 'ping' }));
    // Even a move that needed the ladder's last rung stays within what the host reads.
    expect(ACT_FRAME_BYTES * 4).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
  });

  it('keeps every legal move of every game well inside ACT_FRAME_BYTES, with the longest id', () => {
    const rng = createRng('act sizes');
    for (const [id, entry] of Object.entries(GAMES)) {
      const game = entry.game;
      let longest = 0;
      for (let n = 0; n < 40; n++) {
        const players = game.minPlayers + (n % (game.maxPlayers - game.minPlayers + 1));
        for (const state of statesOf(game, players, randomOptions(game, players, rng), `${id}:${n}`, n % 2 === 0 ? randomBot : entry.bots.heuristic!)) {
          for (let seat = 0; seat < players; seat++) {
            for (const action of game.legalActions(state, seat)) longest = Math.max(longest, utf8Bytes(JSON.stringify({ v: 2, type: 'act', game: 999_999, id: 'x'.repeat(64), action })));
          }
        }
      }
      expect(longest, id).toBeLessThan(ACT_FRAME_BYTES / 2);
    }
  });
});

describe('padding the host\'s frames', () => {
  it('pads a view frame to its target; one longer goes to the next step beyond it', () => {
    const text = JSON.stringify({ type: 'view', v: 2, view: { you: { name: '이서연' } } });
    const bytes = utf8(text);
    expect(padViewFrame(text, bytes)).toEqual({ text, over: false });
    expect(utf8(padViewFrame(text, bytes + 300).text)).toBe(bytes + 300);
    const over = padViewFrame(text, bytes - 1);
    expect(over.over).toBe(true);
    expect(utf8(over.text)).toBe(bytes - 1 + VIEW_OVERFLOW_STEP);
    expect(JSON.parse(over.text)).toEqual(JSON.parse(text));
    expect(viewFrameBytes(1000, 384)).toBe(1384);
  });

  it('pads an ack and an error to ACT_REPLY_BYTES', () => {
    for (const message of [
      { type: 'ack', v: 2, id: 'a', duplicate: false },
      { type: 'ack', v: 2, id: 'x'.repeat(64), duplicate: true },
      { type: 'error', v: 2, code: 'ILLEGAL_ACTION', message: 'only a Mole can sabotage', reason: 'no-sabotage', ref: 'act', id: 'x'.repeat(64) },
    ]) {
      expect(utf8(padActReply(JSON.stringify(message)))).toBe(ACT_REPLY_BYTES);
    }
  });

  it('pads room frames that differ only in "you" to one length', () => {
    const room = { code: 'KQWX', seats: [{ seat: 0, name: '김민준' }] };
    const roomJson = JSON.stringify(room);
    const yous = [
      { seat: 0, host: false, vip: true },
      { seat: null, host: true, vip: false },
      { seat: null, host: false, vip: false, waiting: 10 },
    ];
    const frames = yous.map((you) => padRoomFrame(JSON.stringify({ type: 'room', v: 2, you, room }), utf8(roomJson)));
    expect(new Set(frames.map(utf8))).toEqual(new Set([utf8(roomJson) + ROOM_FRAME_EXTRA_BYTES]));
    expect(utf8(JSON.stringify({ type: 'welcome', v: 2, you: yous[2], room }))).toBeLessThan(utf8(roomJson) + ROOM_FRAME_EXTRA_BYTES);
  });
});

/** Random options the game accepts at this count, every flag drawn. */
function randomOptions(game: AnyGame, players: number, rng: Rng): Record<string, unknown> {
  for (;;) {
    const options: Record<string, unknown> = {};
    for (const spec of game.optionSpecs as readonly OptionSpec[]) {
      if (spec.kind === 'flag') options[spec.key] = rng.float() < 0.5;
      else if (rng.float() < 0.5) options[spec.key] = spec.kind === 'choice' ? rng.pick(spec.values!) : spec.min! + rng.int(spec.max! - spec.min! + 1);
    }
    if (!('code' in game.parseOptions(options, players))) return options;
  }
}

/** Every state of one game played by bots, the deal first. */
function statesOf(game: AnyGame, players: number, options: Record<string, unknown>, seed: string, bot: typeof randomBot): BaseState[] {
  const created = createMatch(game, { players, options, seed });
  if (!created.ok) throw new Error(created.error.message);
  const states: BaseState[] = [created.value];
  playGame(game, { players, options, seed, bots: Array.from({ length: players }, () => bot), onStep: (state) => states.push(state) });
  return states;
}

const MARGIN_BYTES = 64;

describe('what each game declares a seat\'s view may add to the board\'s', () => {
  for (const [id, entry] of Object.entries(GAMES)) {
    it(`${id}: every seat's view of every state fits, ${MARGIN_BYTES} bytes to spare, and the size follows only what the board sees`, () => {
      expect(entry.seatViewBytes, `${id} declares seatViewBytes`).toBeTypeOf('function');
      const game = entry.game;
      const rng = createRng(`seat view bytes:${id}`);
      let states = 0;
      let leastSlack = Infinity;
      for (let n = 0; n < 60; n++) {
        const players = game.minPlayers + (n % (game.maxPlayers - game.minPlayers + 1));
        const bot = n % 3 === 0 ? randomBot : entry.bots.heuristic!;
        for (const state of statesOf(game, players, randomOptions(game, players, rng), `${id}:${n}`, bot)) {
          states++;
          const board = game.view(state, 'board');
          const boardBytes = utf8(JSON.stringify(board));
          const declared = seatViewBytes(entry, board);
          for (let seat = 0; seat < players; seat++) leastSlack = Math.min(leastSlack, boardBytes + declared - utf8(JSON.stringify(game.view(state, seat))));
          // The size is a function of what the board sees: with every fact hidden from the board
          // rewritten (roles, hands, decks), the board's view and the size are the same.
          if (n % 4 !== 0 || TESTING[id]!.secrecy.skipB?.(state)) continue;
          const otherBoard = game.view(TESTING[id]!.secrecy.hideFrom(state, 'board', rng), 'board');
          expect(utf8(JSON.stringify(otherBoard))).toBe(boardBytes);
          expect(seatViewBytes(entry, otherBoard)).toBe(declared);
        }
      }
      expect(states).toBeGreaterThan(1000);
      expect(leastSlack).toBeGreaterThanOrEqual(MARGIN_BYTES);
    }, 60_000);
  }
});


describe('the host\'s answers to a move', () => {
  it('are ACT_REPLY_BYTES long whatever they say: ack, retry, every refusal; other errors go as they are', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const room = Room.open({ registry: GAMES, store, randomBytes: fakeBytes, newRoomCode: () => 'KQWX', scheduler: clock, now: () => clock.now, botDelayMs: 0 });
    const host = new TextConnection(room);
    host.say({ type: 'hello', hostToken: room.hostToken });
    const phones = Array.from({ length: 5 }, (_, i) => {
      const phone = new TextConnection(room);
      phone.say({ type: 'hello' });
      phone.say({ type: 'join', name: ['김민준', 'Ana', '👩‍🚀', 'Zoë', 'Bo'][i]! });
      return phone;
    });
    const watcher = new TextConnection(room);
    watcher.say({ type: 'hello' });
    const answers: string[] = [];
    const act = (phone: TextConnection, action: unknown, extra: Record<string, unknown> = {}) => answers.push(phone.say({ type: 'act', game: 1, id: `m${answers.length}`, action, ...extra }));
    act(phones[0]!, { type: 'vote', approve: true }); // NO_GAME
    host.say({ type: 'start' });
    const state = room.gameState as unknown as { boss: number };
    const boss = phones[state.boss]!;
    const other = phones[(state.boss + 1) % 5]!;
    act(watcher, { type: 'vote', approve: true }); // NOT_SEATED
    act(other, { type: 'propose', team: [0, 1] }); // NOT_YOUR_TURN
    act(boss, { type: 'propose', team: [0] }); // ILLEGAL_ACTION (team size)
    act(boss, { type: 'no-such-move' }); // BAD_ACTION
    act(boss, { type: 'propose', team: [0, 1] }, { game: 7 }); // STALE_GAME
    act(boss, { type: 'propose', team: [0, 1] }, { id: '' }); // BAD_MESSAGE
    store.failAppends = true;
    act(boss, { type: 'propose', team: [0, 1] }); // STORAGE_FAILED
    store.failAppends = false;
    boss.say({ type: 'act', game: 1, id: 'ok', action: { type: 'propose', team: [0, 1] } });
    // The ack, then the views of the move.
    const acked = boss.texts.find((t) => t.startsWith('{"type":"ack"'))!;
    const retry = boss.say({ type: 'act', game: 1, id: 'ok', action: { type: 'propose', team: [0, 1] } });
    expect(answers.map((t) => (JSON.parse(t) as { code: string }).code)).toEqual(['NO_GAME', 'NOT_SEATED', 'NOT_YOUR_TURN', 'ILLEGAL_ACTION', 'BAD_ACTION', 'STALE_GAME', 'BAD_MESSAGE', 'STORAGE_FAILED']);
    expect(JSON.parse(acked)).toMatchObject({ type: 'ack', duplicate: false });
    expect(JSON.parse(retry)).toMatchObject({ type: 'ack', duplicate: true });
    for (const text of [...answers, acked, retry]) expect(utf8(text), text.trimEnd()).toBe(ACT_REPLY_BYTES);
    // Not an answer to a move: as it is.
    const refused = watcher.say({ type: 'looked' });
    expect(refused).toBe(refused.trimEnd());
    expect(JSON.parse(refused)).toMatchObject({ type: 'error', code: 'NOT_SEATED', ref: 'looked' });
  });
});
