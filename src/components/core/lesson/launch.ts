// Starts the page's guided lesson when the reader presses its button (or arrives at #lesson). It
// runs in the sandbox's page script (src/astro/Sandbox.astro), and the lesson loads through the
// sandbox island's own script, as the practice quiz does (core/practice/launch.ts says why): the
// island's component carries the game's parts (its table and controls), and the lesson's own code
// loads only now.

import type { LessonParts } from './Lesson.tsx';

type SandboxModule = { default: { parts: LessonParts<unknown, unknown> } };

export function launchLesson(): void {
  const host = document.querySelector<HTMLElement>('.wh-lesson-host');
  const url = document.querySelector('.wh-sandbox-host astro-island')?.getAttribute('component-url');
  if (!host || !url) return;
  let started = false;
  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    host.setAttribute('aria-busy', 'true');
    const [sandbox, { mountLesson }] = await Promise.all([
      import(/* @vite-ignore */ url) as Promise<SandboxModule>,
      import('./mount.ts'),
    ]);
    await mountLesson(host, sandbox.default.parts);
    host.removeAttribute('aria-busy');
  };
  for (const button of document.querySelectorAll('[data-lesson-start]')) {
    button.addEventListener('click', () => void start());
  }
  // The quick start's link to the lesson (#lesson) starts it too.
  const fromLink = (): void => {
    if (window.location.hash === '#lesson') void start();
  };
  fromLink();
  window.addEventListener('hashchange', fromLink);
}
