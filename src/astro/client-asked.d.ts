// The client directive the site adds (astro.config.mjs; components/core/launch-parts.ts), for the
// type check of the templates that use it.
declare module 'astro' {
  interface AstroClientDirectives {
    'client:asked'?: boolean;
  }
}

export {};
