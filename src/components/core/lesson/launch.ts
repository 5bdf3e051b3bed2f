// Starts the page's guided lesson when the reader presses its button or follows a link to it
// (#lesson, as the quick start does), through the sandbox island's script (core/launch-part.ts
// says how and why): the island's component carries loadLesson (core/island-parts.ts).

import { launchPart } from '../launch-part.ts';

export function launchLesson(): void {
  launchPart(
    '.wh-lesson-host',
    'lesson',
    (island, host) => island.loadLesson(host),
    (hash) => hash === '#lesson',
  );
}
