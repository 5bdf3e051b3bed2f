// The share link: the hand's setup and every move so far, to copy (or select, where the clipboard
// is not available). It is made only while the box is open, with the codec fetched on first use.

import { useEffect, useState } from 'preact/hooks';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { errorMessage } from '../../../engine/core/replay.ts';
import { playFragment } from './link.ts';
import type { Session } from './session.ts';
import { shareKit } from './controller.ts';

interface Props {
  readonly id: string;
  readonly manifest: PlayManifest;
  readonly session: Session<unknown>;
}

export function ShareBox({ id, manifest, session }: Props) {
  const [url, setUrl] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let current = true;
    shareKit(manifest)
      .then(({ codec, game }) => {
        const page = `${window.location.origin}${window.location.pathname}`;
        if (current) setUrl(`${page}${playFragment(codec.encodeSession(game, session))}`);
      })
      .catch((error: unknown) => {
        if (current) setUrl(`The link could not be made: ${errorMessage(error)}`);
      });
    return () => {
      current = false;
    };
  }, [session]);
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
      <label htmlFor={id}>Share this {manifest.game.dealName ?? 'hand'} (setup and every move so far)</label>
      <div class="wh-share-row">
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
        <button type="button" onClick={() => void copy()} disabled={url === ''}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </div>
    </div>
  );
}
