// The board, the host controls and the rules pages may run on a machine with no Korean font (a
// laptop set up in another language, CI). Noto Sans KR comes with the app, split by Unicode
// range and cut down to Hangul and the CJK blocks at build time (scripts/hangul-font.ts): the
// browser fetches only the pieces that hold characters on screen, and never one for Latin text.
// Phones bring their own fonts (README, "Hangul on the board").
// One weight only: the browser draws bold Hangul from it, and each weight's table of ranges is
// itself some 25 KB of CSS (gzip).
import '@fontsource/noto-sans-kr/400.css';
// The stack that puts it first, and Korean's line breaking, for every page that imports this.
import './fonts.css';
