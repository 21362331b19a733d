export * from './bot.ts';
export * from './clone.ts';
export * from './errors.ts';
export * from './game.ts';
export * from './journal.ts';
export * from './lookup.ts';
export * from './match.ts';
export * from './rng.ts';
