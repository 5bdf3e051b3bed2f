// Bringing a part that is laid out to fit a phone's window (the guided lesson's table with the
// coach's box in it: cards.css) whole into view below the page's sticky header (issue 42), so the
// coach's words, the cards they name and the controls to tap are all on screen without the reader
// scrolling. useEyes.ts calls it for a mark its view asks to fit, in place of a scroll to the
// nearest edge; the controller says when (lesson/controller.ts: after each step and each miss).

/** The part's top edge may sit this far below its scroll margin (the header) and still count as in view. */
const SLACK = 2;

/**
 * Scrolls `part` into view below the sticky header (its scroll margin: table.css) when any of it is
 * out of view: its top, or its `foot`'s bottom (the coach and the controls). When the part, top to
 * foot, fits the window its top goes just under the header; when it is taller, the foot's bottom is
 * lined up with the window's, so the words and the controls stay in view.
 */
export function fitInView(part: HTMLElement, foot: HTMLElement | null): void {
  const ceiling = parseFloat(getComputedStyle(part).scrollMarginTop) || 0;
  const room = window.innerHeight - ceiling;
  const top = part.getBoundingClientRect().top;
  const bottom = (foot ?? part).getBoundingClientRect().bottom;
  if (top >= ceiling - SLACK && bottom <= window.innerHeight + SLACK) return;
  const by = bottom - top <= room || !foot ? top - ceiling : bottom - window.innerHeight;
  window.scrollBy({ top: by, behavior: 'instant' });
}
