// The island of a game page's parts that load when the reader asks for them: the game's quiz
// (src/components/<game>/Practice.tsx) and its guided lesson (Lesson.tsx), each found by its host's
// game through a pattern over every game's folder, as the islands are (islands.ts), and put in the
// host's place. It draws nothing: the client:asked directive (components/core/launch-parts.ts)
// wakes it on the first ask, and it starts each part asked for. Each game's entry is a chunk of its
// own, fetched only when its part is asked for.

import type { ComponentType } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { ASK, type Ask } from '../components/core/launch-parts.ts';
import type { LessonStart } from '../components/core/lesson/Lesson.tsx';
import { mountLesson } from '../components/core/lesson/mount.ts';
import { mountPractice } from '../components/core/practice/mount.ts';
import type { PracticeStart } from '../components/core/practice/Practice.tsx';

type Entries<P> = Readonly<Record<string, () => Promise<{ default: ComponentType<P> }>>>;

const QUIZZES = import.meta.glob<{ default: ComponentType<PracticeStart> }>('../components/*/Practice.tsx');
const LESSONS = import.meta.glob<{ default: ComponentType<LessonStart> }>('../components/*/Lesson.tsx');

/** The loader of the host's game's `file`. */
function entryOf<P>(entries: Entries<P>, host: HTMLElement, file: string) {
  const path = `../components/${host.dataset['game'] ?? ''}/${file}`;
  const load = entries[path];
  if (!load) throw new Error(`${path.slice(3)} is missing: the page has a part the game does not.`);
  return load;
}

function startPart(host: HTMLElement, fromLink: boolean): Promise<void> {
  return host.dataset['part'] === 'lesson'
    ? mountLesson(entryOf(LESSONS, host, 'Lesson.tsx'), host)
    : // A question's link opens that question (the quiz reads the address); a button, the quiz.
      mountPractice(entryOf(QUIZZES, host, 'Practice.tsx'), host, { quiz: !fromLink });
}

export default function PageParts() {
  useLayoutEffect(() => {
    const start = (event: Event): void => {
      const { host, fromLink, settled } = (event as CustomEvent<Ask>).detail;
      startPart(host, fromLink).then(
        () => settled(true),
        () => settled(false),
      );
    };
    document.addEventListener(ASK, start);
    return () => document.removeEventListener(ASK, start);
  }, []);
  return null;
}
