// Where a share link keeps its game record: in the fragment, #play=<record>. Browsers never send
// the fragment to a server, so no server's limit on the length of an address applies, however long
// the game. Links made before the record moved there have it in the query, ?play=<record>#sandbox;
// they still open.

const KEY = 'play';
const PREFIX = `#${KEY}=`;
/** After the record, the decision a review's "Try again from here" reopens: #play=<record>&again=4. */
export const AGAIN = '&again=';

/**
 * The fragment that opens `record` in the page's sandbox. `again`: the link is a review's "Try again
 * from here" at that decision (numbered as the review numbers them), and the sandbox says so.
 */
export function playFragment(record: string, again?: number): string {
  return PREFIX + record + (again ? AGAIN + again : '');
}

/** True when `hash` (location.hash) holds a record. */
function isPlayFragment(hash: string): boolean {
  return hash.startsWith(PREFIX);
}

/**
 * The record in the page's address, if it is a share link, or null. It is removed from the
 * address, leaving #sandbox, so a reload restores the saved hand (with any later moves) rather
 * than the link.
 */
function takeLinkedRecord(): string | null {
  const url = new URL(window.location.href);
  const fromHash = isPlayFragment(url.hash) ? url.hash.slice(PREFIX.length) : null;
  const fromQuery = url.searchParams.get(KEY);
  if (fromHash === null && fromQuery === null) return null;
  url.searchParams.delete(KEY);
  if (fromHash !== null) url.hash = '#sandbox';
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return fromHash ?? fromQuery;
}

/** Where the sandbox finds the share links it opens: the page's address, or the tests' own. */
export interface LinkSource {
  /** The record of a link waiting to be opened, taken (so it opens once), or null. */
  take(): string | null;
  /**
   * Calls `onChange` whenever a new link may be waiting; its promise settles once the link is
   * opened or refused. Returns the call that stops listening.
   */
  listen(onChange: () => Promise<void>): () => void;
}

/**
 * The page's address: a link into the page ("play on from here") changes only the fragment, so the
 * page stays and hears of it as a hashchange.
 */
export const pageLinks: LinkSource = {
  take: takeLinkedRecord,
  listen(onChange) {
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  },
};
