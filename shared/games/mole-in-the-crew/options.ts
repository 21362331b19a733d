import { ErrorCode, type EngineError, type OptionSpec, type Seat } from '../../engine/index.ts';
import { rolesToDeal } from './deal.ts';
import { ADVANCED_SNITCH_PLAYERS, VAULT_PLAYERS } from './table.ts';
import { ROLES, type MoleAction, type MoleDeal, type MoleOptions, type Role } from './types.ts';

export const OPTION_SPECS: readonly OptionSpec[] = [
  { key: 'quick', kind: 'flag', default: false },
  { key: 'vault', kind: 'flag', default: false, players: VAULT_PLAYERS },
  { key: 'advancedSnitch', kind: 'flag', default: false, players: ADVANCED_SNITCH_PLAYERS },
];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown): v is Seat => Number.isInteger(v) && (v as number) >= 0;

function badOptions(reason: string, message: string): EngineError {
  return { code: ErrorCode.BadOptions, reason, message };
}

export function parseOptions(raw: unknown, players: number): MoleOptions | EngineError {
  if (!isRecord(raw)) return badOptions('not-an-object', 'options must be an object');
  const known = new Set(OPTION_SPECS.map((s) => s.key));
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) return badOptions('unknown-option', `Mole in the Crew has no option "${key}"`);
  }
  const options: MoleOptions = { quick: false, vault: false, advancedSnitch: false };
  for (const key of known) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return badOptions('not-a-flag', `option "${key}" must be true or false`);
    options[key as keyof MoleOptions] = value;
  }
  if (options.vault && !VAULT_PLAYERS.includes(players)) {
    return badOptions('vault-players', 'the Vault variant is for 7 to 10 players');
  }
  if (options.vault && options.quick) {
    return badOptions('vault-quick', 'the Vault hardens lock 4, which a Quick game never reaches');
  }
  if (options.advancedSnitch && !ADVANCED_SNITCH_PLAYERS.includes(players)) {
    return badOptions('advanced-snitch-players', 'Advanced Snitch is for 5 or 6 players (7+ already have a Snitch from 8)');
  }
  return options;
}

/** A fixed deal must hand out exactly the roles the table deals, in any seat order. */
export function parseDeal(raw: unknown, players: number, options: MoleOptions): MoleDeal | EngineError {
  const bad = (message: string): EngineError => ({ code: ErrorCode.BadDeal, message });
  if (!isRecord(raw)) return bad('a Mole in the Crew deal is {"roles": [...], "firstBoss"?: seat}');
  const roles = raw.roles;
  if (!Array.isArray(roles) || roles.length !== players) return bad(`"roles" must list one role for each of the ${players} seats`);
  if (!roles.every((r): r is Role => (ROLES as readonly unknown[]).includes(r))) {
    return bad(`every role must be one of ${ROLES.join(', ')}`);
  }
  const expected = rolesToDeal(players, options).sort().join(',');
  if ([...roles].sort().join(',') !== expected) {
    return bad(`this table deals exactly: ${rolesToDeal(players, options).join(', ')}`);
  }
  const deal: MoleDeal = { roles: [...roles] };
  if (raw.firstBoss !== undefined) {
    if (!isSeat(raw.firstBoss) || raw.firstBoss >= players) return bad('"firstBoss" must be a seat of this table');
    deal.firstBoss = raw.firstBoss;
  }
  return deal;
}

function badAction(message: string): EngineError {
  return { code: ErrorCode.BadAction, message };
}

/** Shape only; whether the action is allowed now is the rules' call. */
export function parseAction(raw: unknown): MoleAction | EngineError {
  if (!isRecord(raw)) return badAction('an action is an object with a "type"');
  switch (raw.type) {
    case 'propose':
      if (!Array.isArray(raw.team) || !raw.team.every(isSeat)) return badAction('"team" must be a list of seats');
      return { type: 'propose', team: [...raw.team] };
    case 'vote':
      if (typeof raw.approve !== 'boolean') return badAction('"approve" must be true or false');
      return { type: 'vote', approve: raw.approve };
    case 'play':
      if (raw.card !== 'clean' && raw.card !== 'sabotage') return badAction('"card" must be "clean" or "sabotage"');
      return { type: 'play', card: raw.card };
    case 'getaway': {
      if (!isSeat(raw.mark)) return badAction('"mark" must be a seat');
      if (raw.protect !== undefined && !isSeat(raw.protect)) return badAction('"protect" must be a seat');
      return raw.protect === undefined
        ? { type: 'getaway', mark: raw.mark }
        : { type: 'getaway', mark: raw.mark, protect: raw.protect };
    }
    default:
      return badAction(`unknown action type ${JSON.stringify(raw.type)}`);
  }
}
