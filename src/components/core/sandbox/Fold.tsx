// A fold of the sandbox (the event log, the share box, the new-hand form), its content drawn only
// while it is open: most readers play the hand dealt and open none of them, and a closed log is not
// rebuilt after every move. Each one's code comes the first time it is opened (core/Later.tsx).

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';

interface Props {
  readonly summary: ComponentChildren;
  readonly class?: string;
  readonly children: ComponentChildren;
}

export function Fold({ summary, class: extra, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details class={`wh-panel ${extra ?? ''}`} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}
