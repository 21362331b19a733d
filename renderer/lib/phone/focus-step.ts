import type { Attachment } from 'svelte/attachments';

/**
 * A decision in steps (The Snitch's turn: the card, then whose plan) draws each step in place of
 * the control that led to it, and the focus would fall back to the top of the page with the
 * control gone: a keyboard or a screen reader would start again from the header. Attached to a
 * step's heading (or, with `'title'`, to a step whose heading is the decision's title), it takes
 * the focus as the step appears, when the focus was in the decision or nowhere; a player on their
 * secret card or in a sheet keeps theirs. No ring, as for the decision's title
 * (live-region.svelte.ts): a phone whose focus moved looks like one whose did not.
 */
export function focusStep(heading: 'self' | 'title' = 'self'): Attachment<HTMLElement> {
  return (element) => {
    const decision = element.closest('section[aria-labelledby="decision-title"]');
    const target = heading === 'title' ? document.getElementById('decision-title') : element;
    if (decision === null || target === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && (!decision.contains(active) || active.closest('[data-secret]') !== null)) return;
    target.tabIndex = -1;
    target.style.outline = 'none';
    target.focus({ preventScroll: true });
  };
}
