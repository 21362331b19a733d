// The TV's and the host controls' words in one language: the phone's (words-ko), with the board's
// whole catalog in place of the lobby's. A chunk of its own, so a phone never downloads it.
export * from './words-ko.ts';
export { board, boardPhases } from '../../shared/i18n/ko/tv-words.ts';
