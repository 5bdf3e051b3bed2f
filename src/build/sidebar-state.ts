// Starlight's page layout (Page.astro, which no component override replaces) loads
// SidebarPersistState.ts on every page: it saves which of the sidebar's groups are open, and how far
// it is scrolled, for the persister that restores them. Our sidebar (src/astro/Sidebar.astro) is
// seven links without that persister, so there is nothing to save, and the script was 0.3 KB
// gzipped of every page's script before any interaction (issue 42: that script "does not grow").
// The module is built empty; tests/build/sidebar-state.test.ts and the browser's page-weight check
// hold that no page carries it.

import type { Plugin } from 'vite';

/** The module, as Vite resolves it inside Starlight's package. */
const SIDEBAR_STATE = /[\\/]@astrojs[\\/]starlight[\\/]components[\\/]SidebarPersistState\.ts$/;

/** A Vite plugin that builds Starlight's sidebar-state script as an empty module. */
export function noSidebarState(): Plugin {
  return {
    name: 'worked-hands:no-sidebar-state',
    enforce: 'pre',
    load: (id) => (SIDEBAR_STATE.test(id) ? 'export {};' : null),
  };
}
