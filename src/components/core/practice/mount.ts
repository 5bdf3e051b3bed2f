// Puts a game's practice quiz into its place on the page, in place of the start button that
// src/astro/Practice.astro renders. Each sandbox island carries a loadPractice that calls this
// (see launch.ts for why the quiz loads through the sandbox).

import { h, render, type ComponentType } from 'preact';
import type { PracticeStart } from './Practice.tsx';

export async function mountPractice(
  load: () => Promise<{ default: ComponentType<PracticeStart> }>,
  host: HTMLElement,
  quiz: boolean,
): Promise<void> {
  const { default: Quiz } = await load();
  host.replaceChildren();
  render(h(Quiz, { quiz }), host);
}
