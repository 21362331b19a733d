/**
 * `node --import tsx e2e/grow-hand.ts <journal> <seat> <fewest> <most> <kind>`: e2e/long-hand.ts's search,
 * run apart because the games' registry imports JSON, which the browser tests' loader cannot.
 * From the journal's header (a game just started: nothing after it), bots play on until `seat`
 * is asked for a decision of `kind` holding `fewest` to `most` cards; the journal is rewritten with
 * those moves.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { applyAction, createMatch, createRng, type BaseState, type Seat } from '../shared/engine/index.ts';
import { GAMES } from '../shared/games/index.ts';

const [path, seatArg, fewestArg, mostArg, wanted] = process.argv.slice(2);
const seat = Number(seatArg);
const fewest = Number(fewestArg);
const most = Number(mostArg);
const { game, bots } = GAMES['the-snitch']!;
const bot = Object.values(bots)[0]!;
const [headerLine, ...rest] = readFileSync(path!, 'utf8').split('\n');
if (rest.some((line) => line.trim() !== '')) throw new Error('grow-hand: the game has already moved on');
const header = JSON.parse(headerLine!) as { players: number; options: unknown; seed: string | number; first?: Seat };

/**
 * The deal's seed for an attempt: the host's own for the first 100, then another every 100, since
 * some deals never give this seat that many cards at that decision (the journal then says which).
 */
const seedOf = (attempt: number): string | number => (attempt < 100 ? header.seed : `${header.seed}:${Math.floor(attempt / 100)}`);

/** Enough games that a hand seen once in 500 games is found every time (about e^-40 to miss it). */
const ATTEMPTS = 20_000;

function play(attempt: number): string[] | null {
  const made = createMatch(game, { players: header.players, options: header.options, seed: seedOf(attempt), ...(header.first !== undefined ? { first: header.first } : {}) });
  if (!made.ok) throw new Error(made.error.message);
  let state: BaseState = made.value;
  const rng = createRng(`long-hand:${attempt}`);
  const lines: string[] = [];
  while (game.outcome(state) === null) {
    const view = game.view(state, seat) as { you: { prompt: { kind: string } | null; hand: readonly string[] } | null };
    const kind = view.you?.prompt?.kind;
    const held = view.you?.hand.length ?? 0;
    if (kind === wanted && held >= fewest && held <= most) return lines;
    const due = game.pending(state);
    let actor: Seat | 'clock';
    let action: unknown;
    if (due.length > 0) {
      const chooser: Seat = rng.pick(due);
      const current = state;
      actor = chooser;
      action = bot.choose({ seat: chooser, legal: game.legalActions(state, chooser), rng, get view() { return game.view(current, chooser); } });
    } else {
      actor = 'clock';
      action = game.timer!(state)!.action;
    }
    const next = applyAction(game, state, actor, action);
    if (!next.ok) throw new Error(`grow-hand: a bot's move was refused: ${next.error.message}`);
    state = next.value;
    lines.push(JSON.stringify({ actor, action }));
  }
  return null;
}

for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
  const found = play(attempt);
  if (found === null) continue;
  writeFileSync(path!, [JSON.stringify({ ...JSON.parse(headerLine!), seed: seedOf(attempt) }), ...found, ''].join('\n'));
  process.exit(0);
}
throw new Error(`grow-hand: no game of ${ATTEMPTS} asked seat ${seat} for ${wanted} with ${fewest} to ${most} cards`);
