// Where the reader's eyes go after each step of a guided lesson (issue 42): the lesson's table,
// laid out to fit a phone's window (cards.css), is brought whole into view below the page's sticky
// header, so the coach's words, the cards they name and the controls to tap are all on screen
// without the reader scrolling; and focus moves to the next thing to do without scrolling on its
// own. The lesson island calls `showStep` after every step, a refusal and a nudge included. (When
// the lesson becomes a controller, this is what its focus/scroll intention asks the view to do.)

/** What the reader should see now: the table whole, and, after a move made, focus on the next control. */
interface Intention {
  /** Move focus to the next control (a step made); a miss leaves focus where the reader tapped. */
  readonly focus: boolean;
}

/** The table's top edge may sit this far below its scroll margin (the header) and still count as in view. */
const SLACK = 2;

/**
 * Brings `table` into view below the sticky header (its scroll margin, table.css) when any of it is
 * out of view: its top, or, when it fits the window, its bottom. A table taller than the window is
 * aligned by its top, where the coach's situation and the cards in the middle are, unless its dock
 * (the coach and the controls) would then fall below the window: then the dock's bottom is aligned
 * with the window's.
 */
function bringIntoView(table: HTMLElement, dock: HTMLElement | null): void {
  const ceiling = parseFloat(getComputedStyle(table).scrollMarginTop) || 0;
  const room = window.innerHeight - ceiling;
  const top = table.getBoundingClientRect().top;
  const bottom = (dock ?? table).getBoundingClientRect().bottom;
  const inView = top >= ceiling - SLACK && bottom <= window.innerHeight + SLACK;
  if (inView) return;
  const by = bottom - top <= room || !dock ? top - ceiling : bottom - window.innerHeight;
  window.scrollBy({ top: by, behavior: 'instant' });
}

/** Carries out `intention` in the lesson's section: scroll first, then focus without scrolling again. */
export function showStep(section: HTMLElement, intention: Intention): void {
  const table = section.querySelector<HTMLElement>('.wh-table');
  const dock = section.querySelector<HTMLElement>('.wh-dock');
  if (table) bringIntoView(table, dock);
  if (!intention.focus || !dock) return;
  const next = dock.querySelector<HTMLElement>('[data-focus-key="lesson-next"], .wh-legal');
  if (dock.contains(document.activeElement) || document.activeElement === document.body)
    next?.focus({ preventScroll: true });
}
