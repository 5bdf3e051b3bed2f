// The tables of contents' one script (TableOfContents.astro, the desktop column;
// MobileTableOfContents.astro, the phone's bar): it marks the part being read (aria-current) and,
// on a phone, names it in the bar and closes the menu once a part is chosen.
//
// Why not Starlight's own: it watched every element of the page's content with an
// IntersectionObserver, found by :has() selectors run over the whole page, once for each of the two
// tables. On a game page (1,300 to 1,500 elements) that was a task of 50 to 90 ms as the page
// loaded on a throttled phone (Lighthouse's long tasks, issue 42), where the glossary had none. The
// parts here are the page's headings that the table lists, a handful: the one being read is the
// last whose top has passed under the header, worked out at most once a frame while the page
// scrolls.

const tables = new Set<TableOfContents>();
let frame = 0;

function schedule(): void {
  if (frame !== 0) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    // One line for all: the header and the phone's bar, and a little room below them.
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const bar = document.querySelector('wh-toc summary')?.getBoundingClientRect().height ?? 0;
    const line = header + bar + 32;
    for (const table of tables) table.mark(line);
  });
}

class TableOfContents extends HTMLElement {
  private links: HTMLAnchorElement[] = [];
  private headings: (HTMLElement | null)[] = [];
  private current: HTMLAnchorElement | null = null;

  connectedCallback(): void {
    this.links = [...this.querySelectorAll('a')];
    this.headings = this.links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
    tables.add(this);
    if (tables.size === 1) {
      addEventListener('scroll', schedule, { passive: true });
      addEventListener('resize', schedule, { passive: true });
      addEventListener('hashchange', schedule);
    }
    // At the page's top the first part is the one being read: nothing to measure as the page loads
    // (a measure then is a layout of the whole page, in the load's busiest moment).
    if (scrollY === 0 && location.hash === '') this.show(0);
    else schedule();
    const menu = this.querySelector('details');
    if (menu) this.closeOnChoice(menu);
  }

  disconnectedCallback(): void {
    tables.delete(this);
  }

  /** Marks the last listed heading whose top is at or above `line` (px from the window's top). */
  mark(line: number): void {
    let index = 0;
    for (let i = 1; i < this.headings.length; i++) {
      const top = this.headings[i]?.getBoundingClientRect().top;
      if (top === undefined || top > line) break;
      index = i;
    }
    this.show(index);
  }

  private show(index: number): void {
    const link = this.links[index];
    if (link === undefined || link === this.current) return;
    this.current?.removeAttribute('aria-current');
    link.setAttribute('aria-current', 'true');
    this.current = link;
    const name = this.querySelector('.wh-toc-current');
    if (name) name.textContent = link.textContent;
  }

  /** The phone's menu closes when a part is chosen, on a tap outside it, and on Escape. */
  private closeOnChoice(menu: HTMLDetailsElement): void {
    const close = () => (menu.open = false);
    for (const link of this.links) link.addEventListener('click', close);
    addEventListener('click', (event) => {
      if (menu.open && !menu.contains(event.target as Node)) close();
    });
    addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      const hadFocus = menu.contains(document.activeElement);
      close();
      if (hadFocus) menu.querySelector('summary')?.focus();
    });
  }
}

if (!customElements.get('wh-toc')) customElements.define('wh-toc', TableOfContents);
