// One on-demand chunk per language: every word the screens show, so a device downloads only its own language.
export { common } from '../../shared/i18n/ko/common.ts';
export { phone } from '../../shared/i18n/ko/phone.ts';
export { board } from '../../shared/i18n/ko/board.ts';
export { turncoat } from '../../shared/i18n/ko/turncoat.ts';
export { snitch } from '../../shared/i18n/ko/snitch.ts';
