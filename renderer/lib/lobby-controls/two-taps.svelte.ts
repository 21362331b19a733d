/**
 * Kicking a player and restarting or ending a game cannot be undone: the first tap arms the
 * button (it then asks for a second tap), the second within a few seconds does it. One button is
 * armed at a time, whichever part of the controls it is in; Escape takes it back (the keyboard's
 * "no, not that").
 */
export class TwoTaps {
  /** The armed button's key, e.g. `kick-3`, `restart`. */
  armed = $state<string | null>(null);
  private disarm: ReturnType<typeof setTimeout> | undefined;

  twice(key: string, act: () => void): void {
    clearTimeout(this.disarm);
    if (this.armed === key) {
      this.armed = null;
      act();
      return;
    }
    this.armed = key;
    this.disarm = setTimeout(() => (this.armed = null), 4000);
  }

  escape = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || this.armed === null) return;
    clearTimeout(this.disarm);
    this.armed = null;
  };
}
