// Starts the page's practice quiz when the reader presses its button or arrives with a question's
// link (#try=<kind>.<rule>.<seed>), through the sandbox island's script (core/launch-part.ts says
// how and why): the island's component carries loadPractice.

import { launchPart } from '../launch-part.ts';

/** The prefix of a question's link (link.ts, which loads with the quiz, reads the rest). */
const TRY = '#try=';

export function launchPractice(): void {
  // A question's link opens that question (the quiz reads the address); the button, the quiz.
  launchPart(
    '.wh-practice-host',
    'practice',
    (island, host, fromLink) => island.loadPractice(host, !fromLink),
    (hash) => hash.startsWith(TRY),
  );
}
