/**
 * The rules page opened from a phone's Rules button (`/rules?…&from=phone`): the phone opened it in
 * a tab of its own and kept its game page, with its socket, in the tab it came from.
 */
export const isFromPhone = (search: string): boolean => new URLSearchParams(search).get('from') === 'phone';

/**
 * The rules page's address for a phone: its game (the page shows its first game for none or one
 * it does not know) in the phone's language, in the phone's layout.
 */
export const phoneRulesAddress = (game: string | null, lang: string): string =>
  `/rules?${new URLSearchParams({ ...(game !== null ? { game } : {}), lang, from: 'phone' }).toString()}`;

interface TabLike {
  readonly closed: boolean;
  close(): void;
  history: { readonly length: number; back(): void };
  location: { assign(url: string): void };
}

/**
 * Back to the game: closing this tab brings back the phone's game page, still connected. A
 * browser closes a tab only when a script opened it (the Rules button did) or it has no history
 * of its own; otherwise (a browser that opened the rules in the game's own tab, an address typed
 * by hand) it goes back, or to the phone's page, which takes its seat again from its stored key.
 */
export function backToTheGame(tab: TabLike = window, wait: (then: () => void) => void = (then) => setTimeout(then, 250)): void {
  tab.close();
  wait(() => {
    if (tab.closed) return;
    if (tab.history.length > 1) tab.history.back();
    else tab.location.assign('/');
  });
}
