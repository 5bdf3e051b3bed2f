// What the other seats did since the reader's last move, in the coach's box: one line, cut short,
// with "more" to read it whole (issue 42: on a phone the whole of it pushed the coach's words and
// the reader's cards off screen), in a box of a few lines that scrolls, so Continue or the move to
// make stays in view. The transcript under the lesson has it all too.

import { useState } from 'preact/hooks';

/** Beyond this many characters the line is cut and "more" offered (about a phone's line). */
const SHORT = 40;

export function Latest({ lead, text }: { readonly lead: string; readonly text: string }) {
  const [open, setOpen] = useState(false);
  const long = lead.length + text.length + 2 > SHORT;
  return (
    <p class={`wh-latest${long && !open ? ' wh-latest-short' : ''}`}>
      <span class="wh-latest-text">
        {lead}: {text}
      </span>
      {long ? (
        <button type="button" class="wh-latest-more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'less' : 'more'}
        </button>
      ) : null}
    </p>
  );
}
