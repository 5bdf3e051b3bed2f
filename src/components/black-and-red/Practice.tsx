// The quiz's entry, fetched when the reader starts the quiz or opens a question
// (src/astro/page-parts.ts), or at the guided lesson's end: Black & Red's practice questions, shown on
// its own table, with the game from its play manifest (without its tools) and its practice spec, whose
// question makers come as the quiz deals each kind.

import type { BlackAndRedView } from '../../engine/black-and-red/ui.ts';
import { BLACK_AND_RED_PRACTICE } from '../../engine/black-and-red/practice.ts';
import { Practice, type PracticeStart } from '../core/practice/Practice.tsx';
import { BLACK_AND_RED_PLAY } from '../../engine/black-and-red/play-manifest.ts';
import { BlackAndRedTable } from './BlackAndRedTable.tsx';

export default function BlackAndRedPractice(props: PracticeStart) {
  return (
    <Practice<BlackAndRedView>
      {...props}
      manifest={BLACK_AND_RED_PLAY}
      practice={BLACK_AND_RED_PRACTICE}
      Table={BlackAndRedTable}
    />
  );
}
