import { describe, expect, it } from 'vitest';
import { parseTryFragment, ruleTitle, tryFragment } from '../../src/components/core/practice/link.ts';

describe('practice question links (#try=)', () => {
  it('reads a well-formed link and writes it back the same', () => {
    const link = parseTryFragment('#try=legal.steal.42');
    expect(link).toEqual({ kind: 'legal', rule: 'steal', seed: 42 });
    expect(tryFragment({ kind: 'legal', rule: 'steal', seed: 42 })).toBe('#try=legal.steal.42');
  });

  it('reads a percent-encoded link', () => {
    expect(parseTryFragment('#try=legal.one%2Dlower.7')).toEqual({ kind: 'legal', rule: 'one-lower', seed: 7 });
  });

  it('is not a question link without #try=', () => {
    expect(parseTryFragment('#rule-steal')).toBeNull();
  });

  it.each(['#try=legal.steal.%ZZ', '#try=%', '#try=legal.steal.%E0%A4%A'])(
    'calls %s damaged rather than throwing',
    (hash) => {
      const link = parseTryFragment(hash);
      expect(link).toBeInstanceOf(Error);
      expect((link as Error).message).toMatch(/damaged/);
    },
  );

  it('calls a link with the wrong shape damaged', () => {
    expect(parseTryFragment('#try=legal.steal')).toBeInstanceOf(Error);
  });

  it("names a rule by the book's own titles only: never an object's own functions", () => {
    const titles = { crown: 'The Crown' };
    expect(ruleTitle(titles, 'crown')).toBe('The Crown');
    expect(ruleTitle(titles, 'constructor')).toBe('constructor');
    expect(ruleTitle(titles, 'toString')).toBe('toString');
  });
});
