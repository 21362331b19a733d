export * from './codes.ts';
export * from './messages.ts';
export * from './parse.ts';
