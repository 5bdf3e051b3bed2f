// Starlight's sidebar-state script built empty (src/build/sidebar-state.ts): our sidebar has no
// persister for it to feed. The browser tests' page-weight check holds that no built page carries it.
import { describe, expect, test } from 'vitest';
import { noSidebarState } from '../../src/build/sidebar-state.ts';

const load = noSidebarState().load as (id: string) => string | null;

describe('noSidebarState', () => {
  test("builds Starlight's SidebarPersistState.ts as an empty module", () => {
    expect(load('/site/node_modules/@astrojs/starlight/components/SidebarPersistState.ts')).toBe('export {};');
  });
  test('leaves every other module alone, Starlight’s other components included', () => {
    for (const id of [
      '/site/node_modules/@astrojs/starlight/components/Sidebar.astro',
      '/site/node_modules/@astrojs/starlight/components/SidebarPersister.astro',
      '/site/src/astro/Sidebar.astro',
    ]) {
      expect(load(id)).toBeNull();
    }
  });
});
