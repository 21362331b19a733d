/** Where the choice is kept: per device, like the language. */
export const FOUR_COLOUR_KEY = 'hideout.fourColour';

function read(): boolean {
  try {
    return localStorage.getItem(FOUR_COLOUR_KEY) === '1';
  } catch {
    return false;
  }
}

/** Four-colour suits for colour-blind players: one switch per device, on the board and on phones. */
class FourColour {
  on = $state(read());

  toggle(): void {
    this.on = !this.on;
    try {
      localStorage.setItem(FOUR_COLOUR_KEY, this.on ? '1' : '0');
    } catch {
      // Without storage the switch still holds for this page.
    }
  }
}

export const fourColour = new FourColour();
