// The quiz's entry, fetched when the reader starts the quiz or opens a question
// (src/astro/page-parts.ts), or at the guided lesson's end: DWYN's practice questions, shown on
// its own table, with the game from its play manifest (without its tools) and its practice spec, whose
// question makers come as the quiz deals each kind.

import type { DwynView } from '../../engine/dwyn/ui.ts';
import { DWYN_PRACTICE } from '../../engine/dwyn/practice.ts';
import { Practice, type PracticeStart } from '../core/practice/Practice.tsx';
import { DWYN_PLAY } from '../../engine/dwyn/play-manifest.ts';
import { DwynTable } from './DwynTable.tsx';

export default function DwynPractice(props: PracticeStart) {
  return <Practice<DwynView> {...props} manifest={DWYN_PLAY} practice={DWYN_PRACTICE} Table={DwynTable} />;
}
