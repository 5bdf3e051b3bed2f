// Starts the parts of a game's page that load only when the reader asks for them: the practice quiz
// and the guided lesson. It runs in the page's script (src/astro/PageParts.astro) and knows no game:
// each part's host on the page (src/astro/Practice.astro, Lesson.astro) says what it is
// (data-part, data-game), which addresses ask for it (data-link, a pattern of the fragment: #lesson,
// #try=…), and holds its start buttons (data-part-start) and a hidden line (data-part-failed) for a
// load that fails, whose "Try again" is a start button too. The first ask fetches the page's parts
// module (`parts`: src/astro/page-parts.ts), which fetches the game's own code for the part and
// puts it in the host; a reader who never asks loads none of it.

import type { OnDemand } from '../../engine/core/on-demand.ts';

/** What the page's parts module does for a host once asked. */
export interface PageParts {
  /** Puts the host's part in place; `fromLink` when the address asked for it, not a button. */
  startPart(host: HTMLElement, fromLink: boolean): Promise<void>;
}

export function launchParts(parts: OnDemand<PageParts>): void {
  for (const host of document.querySelectorAll<HTMLElement>('[data-part]')) {
    const link = new RegExp(host.dataset['link'] ?? '$^');
    const failed = host.querySelector<HTMLElement>('[data-part-failed]');
    let asked = false;
    const start = async (fromLink: boolean): Promise<void> => {
      if (asked) return;
      asked = true;
      host.setAttribute('aria-busy', 'true');
      try {
        await (await parts()).startPart(host, fromLink);
      } catch {
        // Offline, with the part's code not in the cache: the host says so and offers to try again.
        asked = false;
        if (failed) failed.hidden = false;
      }
      host.removeAttribute('aria-busy');
    };
    for (const button of host.querySelectorAll('[data-part-start]')) {
      button.addEventListener('click', () => void start(false));
    }
    const fromLink = (): void => {
      if (!link.test(window.location.hash)) return;
      host.scrollIntoView();
      void start(true);
    };
    fromLink();
    window.addEventListener('hashchange', fromLink);
  }
}
