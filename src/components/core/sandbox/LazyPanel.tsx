// A panel of the sandbox whose content is fetched the first time the reader opens it (the event
// log, the share box, the new-hand form): most readers play the hand dealt and open none of them,
// and a closed panel is not drawn, so a long session's log is not rebuilt after every move.

import type { ComponentChildren, ComponentType, VNode } from 'preact';
import { useState } from 'preact/hooks';

interface Props<P> {
  readonly summary: ComponentChildren;
  readonly class?: string;
  readonly load: () => Promise<ComponentType<P>>;
  /** The content, drawn while the panel is open, once its part has arrived. */
  readonly children: (Part: ComponentType<P>) => VNode | null;
}

export function LazyPanel<P>({ summary, class: extra, load, children }: Props<P>) {
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <details
      class={`wh-panel ${extra ?? ''}`}
      onToggle={(e) => {
        const now = (e.currentTarget as HTMLDetailsElement).open;
        setOpen(now);
        if (now && !Part) void load().then((part) => setPart(() => part));
      }}
    >
      <summary>{summary}</summary>
      {open ? Part ? children(Part) : <p class="wh-help">Loading…</p> : null}
    </details>
  );
}
