// Starts a part of a game page that loads only when asked for (the practice quiz, the guided
// lesson): when the reader presses one of its buttons or arrives at one of its links. It runs in
// the sandbox's page script (src/astro/Sandbox.astro), and the part loads through the sandbox
// island's own script, whose address the island carries (component-url): its component carries the
// part's loader (loadPractice, loadLesson), and a chunk loaded from it leaves out everything the
// island has loaded already (the engine, the table). So a part adds only its own code, and only
// when asked for; the page needs no list of games and no script of its own for it.

/** What a sandbox island's component carries for the parts that load through it. */
interface Loaders {
  loadPractice(host: HTMLElement, quiz: boolean): Promise<void>;
  loadLesson(host: HTMLElement): Promise<void>;
}

/**
 * Wires up the part in `hostSelector`: its buttons (`[data-<name>-start]`) and links (`fromLink`
 * says whether the address is one) call `load` on the island's script, once.
 */
export function launchPart(
  hostSelector: string,
  name: string,
  load: (island: Loaders, host: HTMLElement, fromLink: boolean) => Promise<void>,
  isLink: (hash: string) => boolean,
): void {
  const host = document.querySelector<HTMLElement>(hostSelector);
  const url = document.querySelector('.wh-sandbox-host astro-island')?.getAttribute('component-url');
  if (!host || !url) return;
  let started = false;
  const start = async (fromLink: boolean): Promise<void> => {
    if (started) return;
    started = true;
    host.setAttribute('aria-busy', 'true');
    const island = (await import(/* @vite-ignore */ url)) as { default: Loaders };
    await load(island.default, host, fromLink);
    host.removeAttribute('aria-busy');
  };
  for (const button of document.querySelectorAll(`[data-${name}-start]`)) {
    button.addEventListener('click', () => void start(false));
  }
  const fromLink = (): void => {
    if (!isLink(window.location.hash)) return;
    host.scrollIntoView();
    void start(true);
  };
  fromLink();
  window.addEventListener('hashchange', fromLink);
}
