// "Copy as an example"'s work, fetched on the first click (CopyExample.tsx draws only its button
// and box): the position written as the start of an example file (example-yaml.ts), put on the
// clipboard, and what to tell the author.

import type { PositionGame } from '../../../engine/core/position/check.ts';
import { exampleYaml } from './example-yaml.ts';
import type { Draft } from './model.ts';

/** The file's text ('' when none can be written) and the sentence that says what became of it. */
export async function copyExample(
  pg: PositionGame,
  draft: Draft,
): Promise<{ readonly text: string; readonly said: string }> {
  const text = exampleYaml(pg, draft);
  if (text === null) return { text: '', said: 'This position cannot happen, so no example can start from it.' };
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard === undefined) return { text, said: 'Copy it from the box below.' };
  try {
    await clipboard.writeText(text);
    return { text, said: 'Copied. Paste it into a new file of content/examples, as its first lines say.' };
  } catch {
    return { text, said: 'The browser kept the clipboard closed: copy it from the box below.' };
  }
}
