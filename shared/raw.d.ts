/** Vite's `?raw` imports: a file's text, used by tests that compare docs with code. */
declare module '*?raw' {
  const text: string;
  export default text;
}
