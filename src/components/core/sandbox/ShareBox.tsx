// The share link: the hand's setup and every move so far, to copy (or select, where the clipboard
// is not available).

import { useState } from 'preact/hooks';

interface Props {
  readonly id: string;
  readonly url: string;
}

export function ShareBox({ id, url }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      const input = document.getElementById(id) as HTMLInputElement | null;
      input?.select();
    }
  };
  return (
    <div class="wh-share">
      <label htmlFor={id}>Share this hand (setup and every move so far)</label>
      <div class="wh-share-row">
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
        <button type="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
    </div>
  );
}
