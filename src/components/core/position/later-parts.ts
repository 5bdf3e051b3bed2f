// The parts of the position view that come once it is drawn (after-ready.tsx), in one module: one
// fetch, and one import in the view's own script rather than three.

export { CopyExample } from './CopyExample.tsx';
export { DealRest } from './DealRest.tsx';
export { Followed } from './Followed.tsx';
export { NotNow } from './NotNow.tsx';
export { OptionsFold } from './OptionsFold.tsx';
export { PaperSummary } from './PaperSummary.tsx';
export { PlayOn } from './PlayOn.tsx';
export { RuledBy } from './RuledBy.tsx';
export { ShareLink } from './ShareLink.tsx';
