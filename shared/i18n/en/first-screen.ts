/**
 * The words of the phone's first screen that the app itself never shows: the host writes them
 * into the page's HTML before any script has loaded (electron/host/first-screen.ts). The rest of
 * that screen is the app's own name screen's words (phone.ts).
 */
export const firstScreenWords = {
  /** A phone that holds a seat here, reopening the page. */
  back: 'Back in your seat…',
  /** Join was tapped before the app took over: it joins as soon as it is up. */
  joining: 'Joining…',
};

export type FirstScreenCatalog = typeof firstScreenWords;
