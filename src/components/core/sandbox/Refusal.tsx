// Why the reader's last move was refused, with a link to the rule that stops it. The live region
// is always present, so a screen reader announces each new refusal as it appears.

import type { Violation } from '../../../engine/core/game.ts';
import { RuleLink } from '../RuleLink.tsx';
import type { RuleTitles } from '../types.ts';

interface Props {
  readonly refusal: Violation | null;
  readonly titles: RuleTitles;
}

export function Refusal({ refusal, titles }: Props) {
  return (
    <div class="wh-refusal" aria-live="assertive">
      {refusal ? (
        <p>
          <strong>Not allowed:</strong> {refusal.message} See the rule:{' '}
          <RuleLink rule={refusal.rule} title={titles[refusal.rule] ?? refusal.rule} />.
        </p>
      ) : null}
    </div>
  );
}
