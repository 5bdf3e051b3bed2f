// "Copy as an example", for the site's authors: the position written as the start of a worked
// example's file (example-yaml.ts, fetched on the first click), put on the clipboard and shown in a
// read-only box to copy from by hand where the browser keeps the clipboard closed.

import { useState } from 'preact/hooks';
import { onDemand } from '../../../engine/core/on-demand.ts';
import type { PositionGame } from '../../../engine/core/position/check.ts';
import { notLoaded } from '../Later.tsx';
import type { Draft } from './model.ts';

const writer = onDemand(() => import('./example-yaml.ts').then((m) => m.exampleYaml));

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
    writer().then(
      (exampleYaml) => {
        const text = exampleYaml(pg, draft);
        if (text === null) {
          setWritten({ of: draft, text: '', said: 'This position cannot happen, so no example can start from it.' });
          return;
        }
        const done = (said: string): void => setWritten({ of: draft, text, said });
        const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
        if (clipboard === undefined) done('Copy it from the box below.');
        else
          clipboard.writeText(text).then(
            () => done('Copied. Paste it into a new file of content/examples, as its first lines say.'),
            () => done('The browser kept the clipboard closed: copy it from the box below.'),
          );
      },
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
