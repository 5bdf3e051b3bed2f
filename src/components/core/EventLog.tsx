// The sandbox's event log: every event in words with a link to the rule that caused it. Repeats
// in a row (a bot rearranging its hand) fold into one line.

import { useEffect, useRef, useState } from 'preact/hooks';
import { RuleLink } from './RuleLink.tsx';
import type { RuleTitles } from './types.ts';

export interface LogLine {
  readonly text: string;
  readonly rule: string;
  /** A strong bot's reason for the move this line begins (shown on request). */
  readonly why?: string | undefined;
}

interface Props {
  readonly id: string;
  readonly lines: readonly LogLine[];
  readonly titles: RuleTitles;
}

export function EventLog({ id, lines, titles }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const folded = fold(lines);
  const [why, setWhy] = useState(false);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lines.length]);
  return (
    // A scrolling region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div class="wh-log" ref={box} tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
      <p class="wh-log-title" id={`${id}-title`}>
        Event log
      </p>
      <label class="wh-inline-field">
        <input type="checkbox" checked={why} onChange={(e) => setWhy((e.currentTarget as HTMLInputElement).checked)} />{' '}
        Show the strong bots' reasons
      </label>
      <ol>
        {folded.map((line, i) => (
          <li key={i}>
            {line.text}
            {line.times > 1 ? ` (${line.times} times)` : ''}{' '}
            <span class="wh-log-rule">
              (<RuleLink rule={line.rule} title={titles[line.rule] ?? line.rule} />)
            </span>
            {why && line.why ? <p class="wh-log-why">Why: {line.why}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function fold(lines: readonly LogLine[]): (LogLine & { times: number })[] {
  const out: (LogLine & { times: number })[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && prev.text === line.text && prev.rule === line.rule && !line.why) prev.times++;
    else out.push({ ...line, times: 1 });
  }
  return out;
}
