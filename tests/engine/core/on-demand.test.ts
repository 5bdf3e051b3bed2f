// The one way the site loads a part late (src/engine/core/on-demand.ts): fetched once, on the
// first call; kept for views to draw at once; a failed fetch forgotten, so the next call retries.

import { describe, expect, test, vi } from 'vitest';
import { onDemand } from '../../../src/engine/core/on-demand.ts';

describe('onDemand', () => {
  test('fetches nothing until it is called, then once however often it is called', async () => {
    const load = vi.fn(() => Promise.resolve('part'));
    const part = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    expect(part.loaded).toBeUndefined();
    const [a, b] = await Promise.all([part(), part()]);
    expect([a, b, await part()]).toEqual(['part', 'part', 'part']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('keeps the part once it has come, for a view to draw with no wait', async () => {
    const component = (): null => null;
    const part = onDemand(() => Promise.resolve(component));
    await part();
    expect(part.loaded).toBe(component);
  });

  test('a failed fetch is reported, then forgotten: the next call fetches again', async () => {
    let offline = true;
    const load = vi.fn(() => (offline ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve(7)));
    const part = onDemand(load);
    await expect(part()).rejects.toThrow('Failed to fetch');
    expect(part.loaded).toBeUndefined();
    offline = false;
    await expect(part()).resolves.toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
    expect(part.loaded).toBe(7);
  });
});
