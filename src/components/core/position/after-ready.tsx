// Parts of the position view fetched once it is drawn rather than with it, so that opening it
// stays within its script budget (scripts/size-report.ts: the position's `then`): the editor's
// folded options (OptionsFold.tsx) and its "Deal the rest" (DealRest.tsx), the ruling's kinds of
// move not allowed now (NotNow.tsx) and the options it depends on (RuledBy.tsx), the position in words
// for paper (PaperSummary.tsx), which only print shows, what followed a move tried (Followed.tsx),
// which no one sees before a move, and the share link, "Play on from here" and "Copy as an
// example" (ShareLink.tsx, PlayOn.tsx, CopyExample.tsx), at the foot of the page, all in later-parts.ts. Each draws nothing until it has come; a fetch that fails leaves the page
// without them (the position is still edited and ruled, and the table and the ruling still print).

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { onDemand } from '../../../engine/core/on-demand.ts';

const parts = onDemand(() => import('./later-parts.ts'));

type Parts = Awaited<ReturnType<typeof parts>>;

function afterReady<P extends object>(pick: (loaded: Parts) => ComponentType<P>): ComponentType<P> {
  return function AfterReady(props: P) {
    const [Loaded, setLoaded] = useState(() => (parts.loaded === undefined ? undefined : pick(parts.loaded)));
    useEffect(() => {
      if (Loaded === undefined)
        parts().then(
          (loaded) => setLoaded(() => pick(loaded)),
          () => undefined,
        );
    }, []);
    return Loaded === undefined ? null : <Loaded {...props} />;
  };
}

export const Options = afterReady((m) => m.OptionsFold);

export const RestDealer = afterReady((m) => m.DealRest);

export const NotAllowedNow = afterReady((m) => m.NotNow);

export const RulingOptions = afterReady((m) => m.RuledBy);

export const Paper = afterReady((m) => m.PaperSummary);

export const CopyAsExample = afterReady((m) => m.CopyExample);

export const WhatFollowed = afterReady((m) => m.Followed);

export const Share = afterReady((m) => m.ShareLink);

export const PlayOnFromHere = afterReady((m) => m.PlayOn);
