// The position's link, to copy or open: it comes once the view is drawn (after-ready.tsx), at the
// foot of the page, so opening the view does not load it.

import { useState } from 'preact/hooks';

export function ShareLink({ href }: { readonly href: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <p class="wh-pos-share">
      <label>
        Link to this position <input type="text" readOnly value={href} onFocus={(e) => e.currentTarget.select()} />
      </label>{' '}
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard?.writeText(href).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        Copy
      </button>{' '}
      <a href={href}>Open</a>
      <span aria-live="polite">{copied ? ' Copied.' : ''}</span>
    </p>
  );
}
