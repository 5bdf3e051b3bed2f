// What the other seats did since the reader's last move, in the coach's box: one line, cut short,
// with "more" to read it whole (issue 42: on a phone the whole of it pushed the coach's words and
// the reader's cards off screen). Opened, the whole of it is a list, a line a sentence, in a box
// laid over the table just above the line, with its own edges (a newcomer did not see that the
// two-line box it replaced scrolled): the coach's words and what to tap stay where they were, and
// "less", where "more" was, puts it away. The transcript under the lesson has it all too.

import { useState } from 'preact/hooks';

/** Beyond this many characters the line is cut and "more" offered (about a phone's line). */
const SHORT = 40;

export function Latest({ lead, lines }: { readonly lead: string; readonly lines: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const text = lines.join(' ');
  const long = lead.length + text.length + 2 > SHORT;
  return (
    <div class={`wh-latest${long ? ' wh-latest-short' : ''}`}>
      <span class="wh-latest-text">
        {lead}: {text}
      </span>
      {long ? (
        <button type="button" class="wh-latest-more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'less' : 'more'}
        </button>
      ) : null}
      {open ? (
        <ul class="wh-latest-list" aria-label={lead}>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
