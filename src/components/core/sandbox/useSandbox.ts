// The sandbox controller (controller.ts) tied to a Preact island: one controller per mount, started
// once the island has hydrated and disposed when it goes; each of its snapshots renders the island
// again. The views read the snapshot and call the actions this returns.

import { useEffect, useMemo, useState } from 'preact/hooks';
import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { createSandboxController, workerThinker, type SandboxActions, type SandboxSnapshot } from './controller.ts';

/** The sandbox as its views see it: the controller's latest snapshot and its actions. */
export type SandboxHandle<S, A> = SandboxSnapshot<S> & SandboxActions<A>;

export function useSandbox<S, A>(play: PlayManifest, startSearch: () => Worker): SandboxHandle<S, A> {
  const controller = useMemo(() => createSandboxController<S, A>(play, { thinker: workerThinker(startSearch) }), []);
  const [snapshot, setSnapshot] = useState(controller.getSnapshot);
  useEffect(() => {
    const unsubscribe = controller.subscribe(() => setSnapshot(controller.getSnapshot()));
    void controller.start();
    return () => {
      unsubscribe();
      controller.dispose();
    };
  }, [controller]);
  return { ...controller, ...snapshot };
}
