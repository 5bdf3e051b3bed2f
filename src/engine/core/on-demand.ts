// A part of the site that is fetched the first time it is needed, and never before: a game's bot
// and tools, the sandbox's panels, the review, the strong bot's client, Day's showdown, the quiz,
// the guided lesson. It is the site's one way to load something late: every dynamic import is
// written as `onDemand(() => import('./x.ts'))` where the part is used (tests/build/on-demand.test.ts
// holds every import to it), and the bundler makes each such import a chunk of its own, fetched on
// the first call. The size report (scripts/size-report.ts) reads the same imports in the built
// module graph to measure what each of the reader's actions loads.
//
// A fetch that fails (the reader offline, the chunk not yet in the cache) is forgotten, so the next
// call fetches it again: views offer that as "Try again" (components/core/Later.tsx), and say what
// could not be loaded rather than leave a blank. No DOM here: the engine's play manifests use it
// for the bot and the tools.

export interface OnDemand<T> {
  /** The part, fetched on the first call; a fetch that failed is tried again on the next call. */
  (): Promise<T>;
  /** The part once it has come (undefined until then), for a view to draw at once, with no wait. */
  readonly loaded?: T | undefined;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | null = null;
  const part: { (): Promise<T>; loaded?: T } = () =>
    (loading ??= load().then(
      (value) => (part.loaded = value),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return part;
}
