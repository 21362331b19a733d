// The board, the host controls and the rules pages may run on a machine with no Korean font (a
// laptop set up in another language, CI). Noto Sans KR comes with the app, split by Unicode
// range: the browser fetches only the pieces that hold characters on screen, so a page in
// English or Spanish downloads none of its Hangul. Phones bring their own fonts.
// One weight only: the browser draws bold Hangul from it, and each weight's table of ranges is
// itself some 25 KB of CSS.
import '@fontsource/noto-sans-kr/400.css';

/** The family name the bundled font registers, for stacks and for checks. */
export const BUNDLED_HANGUL_FONT = 'Noto Sans KR';
