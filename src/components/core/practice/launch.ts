// Starts the page's practice quiz when the reader presses its button or arrives with a question's
// link (#try=<kind>.<rule>.<seed>). It runs in the sandbox's page script (src/astro/Sandbox.astro),
// and the quiz loads through the sandbox island's own script, whose address the island carries
// (component-url): its component carries loadPractice, and a chunk loaded from it leaves out
// everything it has loaded already (the engine, the table). So the quiz adds only its own code, and
// only when asked for; the page needs no list of games and no script of its own for it.

type SandboxModule = { default: { loadPractice(host: HTMLElement, quiz: boolean): Promise<void> } };

/** The prefix of a question's link (link.ts, which loads with the quiz, reads the rest). */
const TRY = '#try=';

export function launchPractice(): void {
  const host = document.querySelector<HTMLElement>('.wh-practice-host');
  const url = document.querySelector('.wh-sandbox-host astro-island')?.getAttribute('component-url');
  if (!host || !url) return;
  let started = false;
  const start = async (quiz: boolean): Promise<void> => {
    if (started) return;
    started = true;
    host.setAttribute('aria-busy', 'true');
    const sandbox = (await import(/* @vite-ignore */ url)) as SandboxModule;
    await sandbox.default.loadPractice(host, quiz);
    host.removeAttribute('aria-busy');
  };
  host.querySelector('[data-practice-start]')?.addEventListener('click', () => void start(true));
  // A question's link: bring the quiz into view and open the question (the quiz reads the address).
  const fromLink = (): void => {
    if (!window.location.hash.startsWith(TRY)) return;
    host.scrollIntoView();
    void start(false);
  };
  fromLink();
  window.addEventListener('hashchange', fromLink);
}
