// client:asked, an Astro client directive (astro.config.mjs adds it): it wakes the island of the
// page's parts (src/astro/page-parts.tsx) when the reader asks for a part that loads only then, the
// practice quiz or the guided lesson, and asks it to start that part. Each part's host on the page
// (src/astro/Practice.astro, Lesson.astro) says what it is (data-part, data-game), which addresses
// ask for it (data-link, a pattern of the fragment: #lesson, #try=…) and what it says when its code
// cannot be fetched (data-failed: a line put after its start button, which tries again), and holds
// its start buttons (data-part-start). Until the first ask the page has fetched none of their code:
// this runs in the page's own script, and knows no game.
//
// The island is Astro's way to fetch a module by its built address: the directive gets its loader
// (`load`, the island's script and Preact's renderer), and the island, once drawn, takes the asks.

import type { ClientDirective } from 'astro';

/** The event by which the woken island is asked to start a host's part. */
export const ASK = 'wh:ask-part';

export interface Ask {
  readonly host: HTMLElement;
  /** The address asked for it (a question's link opens that question), not a button. */
  readonly fromLink: boolean;
  /** Called once the part is in place (true), or could not be loaded (false). */
  readonly settled: (ok: boolean) => void;
}

// Every part's host is wired by the first island's call: the page may render the island once per
// part, and one is enough.
let wired = false;

const asked: ClientDirective = (load) => {
  if (wired) return;
  wired = true;
  // Astro calls this as the island is parsed, before the hosts further down the page.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => wire(load));
  else wire(load);
};

function wire(load: Parameters<ClientDirective>[0]): void {
  // The island, woken; forgotten when its code could not be fetched, so the next ask tries again.
  let awake: Promise<unknown> | null = null;
  for (const host of document.querySelectorAll<HTMLElement>('[data-part]')) {
    const link = new RegExp(host.dataset['link'] ?? '$^');
    let busy = false;
    let started = false;
    const settled = (ok: boolean): void => {
      busy = false;
      started = ok;
      host.removeAttribute('aria-busy');
      if (ok) return;
      // Said anew (role alert) at each failure, next to the button that tries again; the part,
      // once in place, takes the start button's place and the line's.
      host.querySelector('[data-part-failed]')?.remove();
      const line = document.createElement('p');
      line.className = 'wh-notice';
      line.setAttribute('role', 'alert');
      line.setAttribute('data-part-failed', '');
      line.textContent = host.dataset['failed'] ?? '';
      host.querySelector('[data-part-start]')?.after(line);
    };
    const start = (fromLink: boolean): void => {
      if (busy || started) return;
      busy = true;
      host.setAttribute('aria-busy', 'true');
      awake ??= load().then((hydrate) => hydrate());
      awake.then(
        () => document.dispatchEvent(new CustomEvent<Ask>(ASK, { detail: { host, fromLink, settled } })),
        () => {
          awake = null;
          settled(false);
        },
      );
    };
    for (const button of host.querySelectorAll('[data-part-start]')) {
      button.addEventListener('click', () => start(false));
    }
    const fromLink = (): void => {
      if (!link.test(window.location.hash)) return;
      host.scrollIntoView();
      start(true);
    };
    fromLink();
    window.addEventListener('hashchange', fromLink);
  }
}

export default asked;
