import { describe, expect, it } from 'vitest';
import { createRng, jsonEqual, type AnyGame, type BaseState, type OptionSpec, type Rng, type Seat } from '../../../shared/engine/index.ts';
import { GAMES } from '../../../shared/games/index.ts';
import { ACT_FRAME_BYTES, ACT_REPLY_BYTES } from '../../../shared/protocol/codes.ts';
import { clientFrame, utf8Bytes } from '../../../shared/protocol/pad.ts';
import { Room } from '../room.ts';
import { ManualScheduler, MemoryStore } from '../testing/memory-store.ts';
import { fakeBytes, TextConnection } from '../testing/room-phone.ts';
import { seatViewBytes } from '../wire-size.ts';
import { openTable, until } from './table.ts';

/**
 * Lengths at the wire (issue 25): Wi-Fi encryption hides what a frame says, not how long it is.
 * Random games of every game, at every player count and in every variant, are played through the
 * real Room by phones on connections that keep each frame's text exactly as a socket would send
 * it (`sendText`'s text, or JSON.stringify of what `send` is given). After every input the room
 * gets (an act, a timer), the frames each connection got are grouped by kind and order, and:
 *
 * - every `view` of a broadcast is exactly as long on every connection (each seat whatever its
 *   role or hand, the board, a spectator), and that length is the board's frame plus what the game
 *   declares from the board's view: a function of what the TV shows;
 * - every seat's view fits that length with room to spare (none ever falls back on the ladder);
 * - every act a phone may send (each legal choice of every seat, with an id of any length) is
 *   ACT_FRAME_BYTES long as the phone sends it (`clientFrame`, what the phones use), and so is
 *   every act that is refused: a Crew member's sabotage, a move out of turn, a stale game's;
 * - every answer to an act, `ack` or `error`, is ACT_REPLY_BYTES long;
 * - `room` frames differ between connections only in `you` (the seat, the VIP flag, the waiting
 *   place), which holds nothing but public facts.
 *
 * Every player count with every combination of the game's flags is a table of its own; beside
 * those, HIDEOUT_LENGTH_GAMES random tables per game kind (default 6, more while fewer than
 * MIN_BROADCASTS broadcasts were checked), each playing two games. HIDEOUT_LENGTH_REPORT=1
 * prints what was checked.
 */
const EXTRA_TABLES = Math.max(0, Number(process.env.HIDEOUT_LENGTH_GAMES ?? 6));
const GAMES_PER_TABLE = 2;
/** Random tables go on being played, beyond EXTRA_TABLES, until this many view broadcasts were checked (short games). */
const MIN_BROADCASTS = 1500;
/** Once broadcastRoom pads its frames (wire-size.ts padRoomFrame), every connection's room frame is one length. */
const ROOM_FRAMES_PADDED = true;
/** Every seat's view stays at least this many bytes short of its padded length: the margin. */
const MARGIN_BYTES = 64;


/** Names of every script and length: names are public (the board shows them) and views carry none. */
const NAMES = ['Ana', '김민준', '이서연하늘', '👩‍🚀', 'Zoë', 'Maximiliana Fernánde', 'Bo', 'محمد', '田中さくら', 'Ólafur', 'J'];

/** Every combination of the flags the game accepts at this count, with random values for its other options. */
function variants(game: AnyGame, players: number, rng: Rng): Record<string, unknown>[] {
  const flags = game.optionSpecs.filter((s: OptionSpec) => s.kind === 'flag');
  const others = game.optionSpecs.filter((s: OptionSpec) => s.kind !== 'flag');
  const out: Record<string, unknown>[] = [];
  for (let bits = 0; bits < 2 ** flags.length; bits++) {
    const options: Record<string, unknown> = {};
    flags.forEach((s: OptionSpec, i: number) => (options[s.key] = (bits & (1 << i)) !== 0));
    for (const s of others) {
      if (rng.float() < 0.3) continue;
      if (s.kind === 'choice') options[s.key] = rng.pick(s.values!);
      else options[s.key] = rng.pick([s.min!, s.max!, s.min! + rng.int(s.max! - s.min! + 1)]);
    }
    const parsed = game.parseOptions(options, players);
    // A choice that does not fit this table (a seat beyond it) is left at its default.
    if (!('code' in parsed)) out.push(options);
    else if (!('code' in game.parseOptions(Object.fromEntries(flags.map((s: OptionSpec) => [s.key, options[s.key]])), players))) {
      out.push(Object.fromEntries(flags.map((s: OptionSpec) => [s.key, options[s.key]])));
    }
  }
  return out;
}

/** The `n`th id a phone makes: unique, of any length the protocol allows. */
function anyId(rng: Rng, n: number): string {
  const head = `${n.toString(36)}-`;
  return `${head}${'x'.repeat(64)}`.slice(0, head.length + rng.int(65 - head.length));
}

interface Findings {
  /** View broadcasts seen, and those whose unpadded texts differed in length between seated phones. */
  viewBroadcasts: number;
  unpaddedDiffer: number;
  /** Acts checked (every legal choice of every seat at every step), and decisions whose unpadded choices differed in length. */
  actsChecked: number;
  decisions: number;
  decisionsUnpaddedDiffer: number;
  /** Answers to acts, and refused acts among them. */
  replies: number;
  refused: number;
  /** The least any seat's view fell short of its padded length, in bytes. */
  leastSlack: number;
  problems: string[];
  logs: string[];
}

const typeOf = (text: string): string => (JSON.parse(text) as { type: string }).type;

/**
 * Seats `players` phones (with a board and the host controls watching) at a table of `id` with
 * `options`, and plays `count` games to their end (start, then restart), phones choosing at
 * random among the legal moves (three times in ten) or as the game's heuristic bot would, and
 * sometimes sending a move the host refuses first. Adds what the frames showed to `found`.
 */
function playTable(id: string, players: number, options: Record<string, unknown>, count: number, seed: string, found: Findings): void {
  const entry = GAMES[id]!;
  const game = entry.game;
  const rng = createRng(seed);
  const clock = new ManualScheduler();
  const room = Room.open({
    registry: GAMES,
    store: new MemoryStore(),
    randomBytes: fakeBytes,
    newRoomCode: () => 'KQWX',
    scheduler: clock,
    now: () => clock.now,
    botDelayMs: 0,
    log: (line) => found.logs.push(line),
  });
  const host = new TextConnection(room);
  host.say({ type: 'hello', hostToken: room.hostToken });
  host.say({ type: 'selectGame', game: id, options });
  const phones: TextConnection[] = [];
  for (let i = 0; i < players; i++) {
    const phone = new TextConnection(room);
    phone.say({ type: 'hello' });
    phone.say({ type: 'join', name: NAMES[(i + rng.int(NAMES.length)) % NAMES.length]! });
    phones.push(phone);
  }
  const board = new TextConnection(room);
  board.say({ type: 'hello' });
  const everyone = [...phones, board, host];
  const problem = (what: string) => found.problems.length < 20 && found.problems.push(`${seed}: ${what}`);

  let seen = everyone.map((c) => c.texts.length);
  /** The frames each connection got since the last look, grouped by kind, then checked. */
  const look = (what: string) => {
    const fresh = everyone.map((c, i) => c.texts.slice(seen[i]));
    seen = everyone.map((c) => c.texts.length);
    const byKind = fresh.map((texts) => {
      const kinds = new Map<string, string[]>();
      for (const text of texts) {
        const type = typeOf(text);
        kinds.set(type, [...(kinds.get(type) ?? []), text]);
      }
      return kinds;
    });
    // Views: every broadcast reaches everyone, and each of its frames is one length.
    const views = byKind.map((k) => k.get('view') ?? []);
    if (new Set(views.map((v) => v.length)).size !== 1) problem(`${what}: view frames per connection ${views.map((v) => v.length).join(',')}`);
    for (let k = 0; k < views[0]!.length; k++) {
      const frames = views.map((v) => v[k]!);
      const lengths = frames.map(utf8Bytes);
      const boardFrame = frames[players]!;
      const boardMessage = JSON.parse(boardFrame) as { view: unknown };
      const declared = seatViewBytes(entry, boardMessage.view);
      const expected = utf8Bytes(boardFrame.trimEnd()) + declared;
      found.viewBroadcasts++;
      const unpadded = frames.slice(0, players).map((f) => utf8Bytes(f.trimEnd()));
      if (new Set(unpadded).size > 1) found.unpaddedDiffer++;
      if (new Set(lengths).size > 1) problem(`${what}: view ${k} has lengths ${lengths.join(',')} (seats, board, host)`);
      if (lengths[0] !== expected) problem(`${what}: view ${k} is ${lengths[0]} bytes, not the board's ${expected - declared} and the declared ${declared}`);
      for (const [seat, bytes] of unpadded.entries()) {
        const slack = expected - bytes;
        found.leastSlack = Math.min(found.leastSlack, slack);
        if (slack < MARGIN_BYTES) problem(`${what}: seat ${seat}'s view is ${slack} bytes short of its padded length, less than the margin of ${MARGIN_BYTES}`);
      }
    }
    // Room frames: the same room to everyone; only `you` differs, and it holds public facts only.
    const rooms = byKind.map((k) => k.get('room') ?? []);
    for (let k = 0; k < Math.min(...rooms.map((r) => r.length)); k++) {
      const frames = rooms.map((r) => r[k]!);
      const messages = frames.map((f) => JSON.parse(f) as { you: Record<string, unknown>; room: unknown });
      if (!messages.every((m) => jsonEqual(m.room, messages[0]!.room))) problem(`${what}: room ${k} differs between connections`);
      const rest = frames.map((f, i) => utf8Bytes(f.trimEnd()) - utf8Bytes(JSON.stringify(messages[i]!.you)));
      if (new Set(rest).size > 1) problem(`${what}: room ${k} differs in length beyond "you"`);
      for (const m of messages) {
        if (Object.keys(m.you).some((key) => !['seat', 'host', 'vip', 'waiting'].includes(key))) problem(`${what}: "you" carries ${Object.keys(m.you).join(',')}`);
      }
      if (ROOM_FRAMES_PADDED && new Set(frames.map(utf8Bytes)).size > 1) problem(`${what}: room ${k} has lengths ${frames.map(utf8Bytes).join(',')}`);
    }
    // Answers to acts: one length, ack or error.
    for (const [i, kinds] of byKind.entries()) {
      const answers = [...(kinds.get('ack') ?? []), ...(kinds.get('error') ?? []).filter((t) => (JSON.parse(t) as { ref?: string }).ref === 'act')];
      for (const text of answers) {
        found.replies++;
        if (typeOf(text) === 'error') found.refused++;
        if (utf8Bytes(text) !== ACT_REPLY_BYTES) problem(`${what}: connection ${i} got an answer to an act of ${utf8Bytes(text)} bytes: ${text.trimEnd().slice(0, 120)}`);
      }
      // The phones and the board get nothing else during a game (the host controls get their own news too).
      if (i <= players) for (const type of kinds.keys()) if (!['view', 'room', 'ack', 'error'].includes(type)) problem(`${what}: connection ${i} got a "${type}" frame`);
    }
  };

  let n = 0;
  for (let played = 1; played <= count; played++) {
    host.say({ type: played === 1 ? 'start' : 'restart' });
    look(`game ${played} dealt`);
    const gameNumber = played;
    const acked: { phone: TextConnection; text: string }[] = [];
    const looked = new Set<Seat>();
    for (let step = 0; room.phase === 'playing' && step < 5000; step++) {
      const state = room.gameState as BaseState;
      // Every act any seat may send now is one length as the phone sends it, whatever it chose.
      const legal = phones.map((_, seat) => game.legalActions(state, seat) as readonly unknown[]);
      for (const [seat, actions] of legal.entries()) {
        if (actions.length === 0) continue;
        found.decisions++;
        const unpadded = new Set<number>();
        for (const action of actions) {
          const message = { type: 'act', game: gameNumber, id: anyId(rng, n), action };
          const bytes = utf8Bytes(clientFrame(message));
          found.actsChecked++;
          unpadded.add(utf8Bytes(JSON.stringify({ v: 2, ...message, id: `${n}` })));
          if (bytes !== ACT_FRAME_BYTES) problem(`seat ${seat}'s act ${JSON.stringify(action)} is ${bytes} bytes`);
        }
        if (unpadded.size > 1) found.decisionsUnpaddedDiffer++;
      }
      // Now and then a phone looks at its card (every role sends the same).
      const seat0 = rng.int(players);
      if (!looked.has(seat0) && rng.float() < 0.2) {
        looked.add(seat0);
        phones[seat0]!.say({ type: 'looked' });
        look('a look');
      }
      const due = game.pending(state);
      if (due.length === 0) {
        if (clock.runAll(1) === 0) break;
        look('a timer');
        continue;
      }
      const seat = rng.pick(due);
      const phone = phones[seat]!;
      const roll = rng.float();
      // Refused moves: one legal for another seat but not this one (a Crew member's sabotage, the
      // Driver's protection), out of turn, for a game no longer played, not a move at all, a retry.
      const others = legal.flatMap((actions, s) => (s === seat ? [] : actions)).filter((a) => !legal[seat]!.some((b) => jsonEqual(a, b)));
      if (roll < 0.1 && others.length > 0) phone.say({ type: 'act', game: gameNumber, id: anyId(rng, n++), action: rng.pick(others) });
      else if (roll < 0.14) {
        const idle = phones.findIndex((_, s) => !due.includes(s) && legal[s]!.length === 0);
        if (idle >= 0) phones[idle]!.say({ type: 'act', game: gameNumber, id: anyId(rng, n++), action: rng.pick(legal[seat]!) });
      } else if (roll < 0.16) phone.say({ type: 'act', game: gameNumber + 7, id: anyId(rng, n++), action: rng.pick(legal[seat]!) });
      else if (roll < 0.18) phone.say({ type: 'act', game: gameNumber, id: anyId(rng, n++), action: { type: 'no-such-move' } });
      else if (roll < 0.2 && acked.length > 0) {
        const again = rng.pick(acked);
        room.receive(again.phone, again.text);
      }
      if (roll < 0.2) look('a refused act');
      const action = rng.float() < 0.3 ? rng.pick(legal[seat]!) : entry.bots.heuristic!.choose({ seat, legal: legal[seat]!, rng, view: game.view(state, seat) });
      const text = clientFrame({ type: 'act', game: gameNumber, id: anyId(rng, n++), action });
      acked.push({ phone, text });
      room.receive(phone, text);
      look(`act ${step} of game ${played}`);
      // The board's reveals end now and then between moves (their timers), as at a table.
      if (rng.float() < 0.3 && clock.runAll(1) > 0) look('a timer');
    }
    if (room.phase !== 'over') problem(`game ${played} did not end`);
    // The move of a phone that did not see the end yet.
    phones[0]!.say({ type: 'act', game: gameNumber, id: anyId(rng, n++), action: { type: 'late' } });
    look('a late act');
    clock.runAll();
    look('the reveals end');
  }
}

const emptyFindings = (): Findings => ({ viewBroadcasts: 0, unpaddedDiffer: 0, actsChecked: 0, decisions: 0, decisionsUnpaddedDiffer: 0, replies: 0, refused: 0, leastSlack: Infinity, problems: [], logs: [] });

describe('lengths at the wire: every frame a phone gets or sends in a moment is one length, whatever its role, hand or choice', () => {
  for (const [id, entry] of Object.entries(GAMES)) {
    const { minPlayers, maxPlayers } = entry.game;
    it(`${id}: every player count and variant, and ${EXTRA_TABLES} random tables more or enough for ${MIN_BROADCASTS} broadcasts, ${GAMES_PER_TABLE} games each`, () => {
      const rng = createRng(`lengths:${id}`);
      const found = emptyFindings();
      let tables = 0;
      for (let players = minPlayers; players <= maxPlayers; players++) {
        for (const options of variants(entry.game, players, rng)) playTable(id, players, options, GAMES_PER_TABLE, `lengths:${id}:${players}:${tables++}`, found);
      }
      for (let t = 0; t < EXTRA_TABLES || found.viewBroadcasts < MIN_BROADCASTS; t++) {
        const players = minPlayers + rng.int(maxPlayers - minPlayers + 1);
        playTable(id, players, rng.pick(variants(entry.game, players, rng)), GAMES_PER_TABLE, `lengths:${id}:${players}:${tables++}`, found);
      }
      if (process.env.HIDEOUT_LENGTH_REPORT) console.log(id, tables, { ...found, logs: found.logs.length });
      expect(found.problems).toEqual([]);
      expect(found.logs.filter((l) => l.includes('longer than'))).toEqual([]);
      // Enough of everything to mean something.
      expect(found.viewBroadcasts).toBeGreaterThan(tables * GAMES_PER_TABLE * 8);
      expect(found.actsChecked).toBeGreaterThan(tables * GAMES_PER_TABLE * 8);
      expect(found.refused).toBeGreaterThan(tables);
      expect(found.replies).toBeGreaterThan(found.refused);
      // The declarations are not so loose that nothing could fail them.
      expect(found.leastSlack).toBeLessThan(300);
    }, 240_000);
  }
});

describe('without the padding the lengths would tell (the check above can fail)', () => {
  it('Mole in the Crew at seven: seated phones\' unpadded views differ in most broadcasts, and a clean card and a sabotage differ', () => {
    const found = emptyFindings();
    for (let t = 0; t < 3; t++) playTable('mole-in-the-crew', 7, {}, 1, `unpadded:${t}`, found);
    expect(found.problems).toEqual([]);
    // The measure: most broadcasts had no length shared by a Mole's phone and a Crew phone.
    expect(found.unpaddedDiffer / found.viewBroadcasts).toBeGreaterThan(0.5);
    const clean = JSON.stringify({ v: 2, type: 'act', game: 1, id: 'a7', action: { type: 'play', card: 'clean' } });
    const sabotage = JSON.stringify({ v: 2, type: 'act', game: 1, id: 'a7', action: { type: 'play', card: 'sabotage' } });
    expect(utf8Bytes(sabotage) - utf8Bytes(clean)).toBe(3);
    expect(utf8Bytes(clientFrame(JSON.parse(sabotage)))).toBe(utf8Bytes(clientFrame(JSON.parse(clean))));
    expect(found.decisionsUnpaddedDiffer).toBeGreaterThan(0);
  }, 60_000);
});

describe('lengths on a real socket', () => {
  it('the host sends the padded texts as they are and uncompressed (permessage-deflate would undo the padding), and reads a padded act', async () => {
    const table = await openTable();
    try {
      const admin = await table.admin();
      await admin.request({ type: 'selectGame', game: 'mole-in-the-crew' }, 'room');
      const phones = await table.seat(5);
      // The ws client offers permessage-deflate, as browsers do; the host declines it.
      for (const p of [...phones.map((x) => x.client), admin]) expect(p.socket.extensions).toBe('');
      admin.send({ type: 'start' });
      const isView = (f: string) => f.startsWith('{"type":"view"');
      await until(() => phones.every((p) => p.client.frames.some(isView)), 'the first views');
      const first = phones.map((p) => p.client.frames.find(isView)!);
      expect(new Set(first.map((f) => JSON.parse(f).view.you.role)).size).toBeGreaterThan(1);
      expect(new Set(first.map(utf8Bytes)).size).toBe(1);
      const boss = phones.find((p) => JSON.parse(p.client.frames.find(isView)!).view.you.prompt?.kind === 'propose')!;
      const { size } = JSON.parse(boss.client.frames.find(isView)!).view.you.prompt as { size: number };
      const act = clientFrame({ type: 'act', game: 1, id: 'padded-1', action: { type: 'propose', team: [...Array(size).keys()] } });
      expect(utf8Bytes(act)).toBe(ACT_FRAME_BYTES);
      const ack = boss.client.next('ack', (m) => m.id === 'padded-1');
      boss.client.sendRaw(act);
      expect(await ack).toMatchObject({ duplicate: false });
      expect(utf8Bytes(boss.client.frames.find((f) => f.startsWith('{"type":"ack"'))!)).toBe(ACT_REPLY_BYTES);
    } finally {
      await table.close();
    }
  }, 30_000);
});
