// One on-demand chunk per language: every word the screens show, so a device downloads only its own language.
export * from '../../shared/i18n/ko/words.ts';
