// The ruling in one line, kept in view (issue 43's newcomer trial: on a phone the ruling sat far
// from the editor the reader was working in): who acts and how many moves are allowed, or how many
// problems stop the position, with a button that takes the reader there. It sits near the top of
// the view, first in its reading order, and stays under the page's header as the reader scrolls
// (position.css); the button brings the ruling's heading (or the problems) into view and moves the
// focus to it, so a keyboard or a screen reader goes on from there.

/** The ruling's heading, and the problems' box: where the bar's button takes the reader. */
export const RULING_HEAD = 'wh-pos-ruling-head';
export const PROBLEMS = 'wh-pos-problems';

interface Props {
  /** The ruling in a line ("B to act: 3 moves allowed."), or null while the position cannot happen. */
  readonly said: string | null;
  /** How many problems stop the position. */
  readonly problems: number;
  /**
   * Given while nothing is placed (an empty table): the bar asks for cards rather than counting
   * problems the reader did not make, and its button shows them (this is called first).
   */
  readonly ask?: (() => void) | undefined;
}

/**
 * Brings the element `id` (a heading, the problems) into view and moves the focus to it, so a
 * keyboard or a screen reader goes on from there: the bar's button and the ruling's way back to
 * the editor.
 */
export function bringIntoView(id: string): void {
  const target = document.getElementById(id);
  target?.scrollIntoView({ block: 'start' });
  target?.focus({ preventScroll: true });
}

/** What an empty table asks of the reader. */
const PLACE_CARDS = 'Nothing is placed yet: place the cards, or Deal the rest.';

export function RulingBar({ said, problems, ask }: Props) {
  const to = said === null ? PROBLEMS : RULING_HEAD;
  return (
    <div class="wh-pos-bar" role="region" aria-label="The ruling in short">
      <p>
        {/* Said aloud when it changes to a ruling (the position has just become one, a move was
            tried); the problems' box says the problems itself. */}
        <span aria-live="polite">{said ?? ''}</span>
        {ask
          ? PLACE_CARDS
          : said === null
            ? `This position cannot happen yet: ${problems === 1 ? 'one problem' : `${problems} problems`} to fix.`
            : null}
      </p>
      <button
        type="button"
        onClick={() => {
          ask?.();
          bringIntoView(to);
        }}
      >
        {said === null && !ask ? 'See what is wrong' : 'See the ruling'}
      </button>
    </div>
  );
}
