// What a sandbox island's component carries for the parts of its page that load only when asked
// for (core/launch-part.ts starts them): the practice quiz and the guided lesson, each fetched
// here, from the island's own script, so the bundler knows the island's modules are loaded by then
// and the part's chunk takes only its own code (imported from the page script instead, it split
// the island's modules into chunks of their own, and the page's script grew).

import type { ComponentType } from 'preact';
import type { LessonParts } from './lesson/Lesson.tsx';
import type { PracticeStart } from './practice/Practice.tsx';

export function islandParts<V, A>(
  parts: LessonParts<V, A>,
  practice: () => Promise<{ default: ComponentType<PracticeStart> }>,
) {
  return {
    loadPractice: (host: HTMLElement, quiz: boolean): Promise<void> =>
      import('./practice/mount.ts').then((m) => m.mountPractice(practice, host, { quiz })),
    // The lesson's end starts a quiz on its rules: it takes the quiz's loader along.
    loadLesson: (host: HTMLElement): Promise<void> =>
      import('./lesson/mount.ts').then((m) => m.mountLesson(host, { ...parts, practice })),
  };
}
