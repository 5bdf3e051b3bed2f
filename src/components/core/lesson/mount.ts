// Puts a game's guided lesson into its place on the page, in place of the start button that
// src/astro/Lesson.astro renders: the game's lesson entry (src/components/<game>/Lesson.tsx, with its
// table and controls), fetched when the reader starts it (src/astro/page-parts.ts).

import { h, render, type ComponentType } from 'preact';
import type { LessonStart } from './Lesson.tsx';

export async function mountLesson(
  load: () => Promise<{ default: ComponentType<LessonStart> }>,
  host: HTMLElement,
): Promise<void> {
  const { default: Lesson } = await load();
  const target = host.querySelector<HTMLElement>('.wh-lesson-mount') ?? host;
  target.replaceChildren();
  render(h(Lesson, { src: host.dataset['src'] ?? '' }), target);
}
