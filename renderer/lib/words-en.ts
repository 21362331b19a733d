// One on-demand chunk per language: every word the screens show, so a device downloads only its own language.
export { common } from '../../shared/i18n/en/common.ts';
export { phone } from '../../shared/i18n/en/phone.ts';
export { board } from '../../shared/i18n/en/board.ts';
export { turncoat } from '../../shared/i18n/en/turncoat.ts';
export { snitch } from '../../shared/i18n/en/snitch.ts';
