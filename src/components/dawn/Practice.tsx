// The quiz's entry, fetched when the reader starts the quiz or opens a question
// (src/astro/page-parts.ts), or at the guided lesson's end: Dawn's practice questions, shown on
// its own table, with the game from its play manifest (without its tools) and its practice spec, whose
// question makers come as the quiz deals each kind.

import type { DawnView } from '../../engine/dawn/ui.ts';
import { DAWN_PRACTICE } from '../../engine/dawn/practice.ts';
import { Practice, type PracticeStart } from '../core/practice/Practice.tsx';
import { DAWN_PLAY } from '../../engine/dawn/play-manifest.ts';
import { DawnTable } from './DawnTable.tsx';

export default function DawnPractice(props: PracticeStart) {
  return <Practice<DawnView> {...props} manifest={DAWN_PLAY} practice={DAWN_PRACTICE} Table={DawnTable} />;
}
