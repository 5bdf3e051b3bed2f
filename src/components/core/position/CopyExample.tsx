// "Copy as an example", for the site's authors: the position written as the start of a worked
// example's file, put on the clipboard and shown in a read-only box to copy from by hand where the
// browser keeps the clipboard closed. The writing is copy-example.ts's, fetched on the first click.

import { useState } from 'preact/hooks';
import { onDemand } from '../../../engine/core/on-demand.ts';
import type { PositionGame } from '../../../engine/core/position/check.ts';
import { notLoaded } from '../Later.tsx';
import type { Draft } from './model.ts';

const writer = onDemand(() => import('./copy-example.ts').then((m) => m.copyExample));

interface Props {
  readonly pg: PositionGame;
  readonly draft: Draft;
}

export function CopyExample({ pg, draft }: Props) {
  const [written, setWritten] = useState<{ readonly of: Draft; readonly text: string; readonly said: string } | null>(
    null,
  );
  const shown = written !== null && written.of === draft ? written : null;
  const copy = (): void => {
    writer()
      .then((copyExample) => copyExample(pg, draft))
      .then(
        (done) => setWritten({ of: draft, ...done }),
        () => setWritten({ of: draft, text: '', said: notLoaded('The example writer') }),
      );
  };
  return (
    <div class="wh-pos-example">
      <p>
        <button type="button" onClick={copy}>
          Copy as an example
        </button>{' '}
        For the site's authors: this position as the start of a worked example's file.
        <span aria-live="polite">{shown === null ? '' : ` ${shown.said}`}</span>
      </p>
      {shown !== null && shown.text !== '' ? (
        <textarea
          readOnly
          aria-label="The example's start, as a file"
          rows={Math.min(16, shown.text.split('\n').length)}
          value={shown.text}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}
