// Puts a game's guided lesson into its place on the page, in place of the start button that
// src/astro/Lesson.astro renders. Each sandbox island's script exports this as its loadLesson, with
// the game's table and controls it has loaded already (core/practice/launch.ts says why parts of a
// page load through the sandbox), so the lesson adds only its own code, and only when started.

import { h, render } from 'preact';
import type { LessonParts } from './Lesson.tsx';

export async function mountLesson<V, A>(host: HTMLElement, parts: LessonParts<V, A>): Promise<void> {
  const { Lesson } = await import('./Lesson.tsx');
  const target = host.querySelector<HTMLElement>('.wh-lesson-mount') ?? host;
  target.replaceChildren();
  render(h(Lesson<V, A>, { ...parts, src: host.dataset['src'] ?? '', storage: window.localStorage }), target);
}
