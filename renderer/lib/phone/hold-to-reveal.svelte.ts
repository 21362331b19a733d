/** How long a press must last before a secret shows: a brush of the screen reveals nothing. */
export const HOLD_MS = 250;

/**
 * The hold-to-reveal gesture of every secret card on a phone (role, identity): the secret shows
 * only while the card is held (pointer or Space/Enter) for at least HOLD_MS, and hides at once on
 * release, scroll, blur or a tab switch. `toggle` is the screen reader's way (it cannot hold): a
 * press shows, the next press, a blur or a tab switch hides; a scroll does not, since a screen
 * reader scrolls the page as it reads the face, and focusing the toggle may scroll it into view. The handlers are fields so markup can pass them as is.
 * `onheld` hears each hold that showed the secret (the TV's start moment counts who has looked, never what).
 */
export class HoldToReveal {
  revealed = $state(false);
  /** The secret shows because the toggle was pressed, not held. */
  private toggled = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly onheld: () => void) {}

  private start(): void {
    this.stopTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.toggled = false;
      this.revealed = true;
      this.onheld();
    }, HOLD_MS);
  }

  private stopTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  hide = (): void => {
    this.stopTimer();
    this.toggled = false;
    this.revealed = false;
  };

  /** The page scrolled: a finger that scrolls has let go of the card; a toggled secret stays. */
  scrolled = (): void => {
    if (!this.toggled) this.hide();
  };

  down = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    try {
      (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    } catch {
      // Not every pointer can be captured; pointerleave then ends the hold.
    }
    this.start();
  };

  /** The accessible alternative to holding: a press shows the secret, the next hides it. */
  toggle = (): void => {
    this.stopTimer();
    this.revealed = !this.revealed;
    this.toggled = this.revealed;
  };

  keydown = (event: KeyboardEvent): void => {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      this.start();
    }
  };

  keyup = (event: KeyboardEvent): void => {
    if (event.key === ' ' || event.key === 'Enter') this.hide();
  };
}
