// One on-demand chunk per language: every word the screens show, so a device downloads only its own language.
export { common } from '../../shared/i18n/es/common.ts';
export { phone } from '../../shared/i18n/es/phone.ts';
export { board } from '../../shared/i18n/es/board.ts';
export { turncoat } from '../../shared/i18n/es/turncoat.ts';
export { snitch } from '../../shared/i18n/es/snitch.ts';
