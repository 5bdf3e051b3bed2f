// Puts a game's practice quiz into its place on the page, in place of the start button that
// src/astro/Practice.astro renders: the game's quiz entry (src/components/<game>/Practice.tsx),
// fetched when the reader starts it or opens a question (src/astro/page-parts.ts), or when the
// guided lesson's end starts it on the lesson's rules.

import { h, render, type ComponentType } from 'preact';
import type { PracticeStart } from './Practice.tsx';

export async function mountPractice(
  load: () => Promise<{ default: ComponentType<PracticeStart> }>,
  host: HTMLElement,
  start: PracticeStart,
): Promise<void> {
  const { default: Quiz } = await load();
  // The guided lesson's end may start a quiz on its rules where a quiz runs already: the old one
  // goes first, so Preact does not diff against the start button it replaced.
  render(null, host);
  host.replaceChildren();
  render(h(Quiz, start), host);
}
