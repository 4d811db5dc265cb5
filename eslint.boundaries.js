// Which part of the code may import which (docs/architecture.md §6), as zones of
// eslint-plugin-import-x's `no-restricted-paths`: a file under `target` importing anything under a
// `from` fails `npm run lint`. The import is resolved to a file first, so `../../app/x.ts` and
// `../app/x.ts` are judged by where they land, not by how they are spelled.
//
// The browser app, from the top down: app/ (the composition root: routes, guards, providers) →
// pages/ → features/ → session/ (the signed-in session and the client singletons) → sync/ (the
// engine, which a worker can host: it imports no page code) → db/ → lib/; components/ and
// machines/ serve the UI and import neither data nor pages. supabase/functions/_shared is below all
// of them, and below server/ too.

/** Every directory of src/ and what its code must not import. */
const BROWSER = {
  'src/app': [],
  'src/pages': ['src/app'],
  'src/features': ['src/app', 'src/pages'],
  'src/session': ['src/app', 'src/pages', 'src/features'],
  'src/sync': ['src/app', 'src/pages', 'src/features', 'src/session', 'src/components', 'src/machines'],
  'src/db': [
    'src/app',
    'src/pages',
    'src/features',
    'src/session',
    'src/sync',
    'src/components',
    'src/machines',
  ],
  'src/machines': ['src/app', 'src/pages', 'src/features', 'src/session', 'src/components'],
  'src/components': [
    'src/app',
    'src/pages',
    'src/features',
    'src/session',
    'src/sync',
    'src/db',
    'src/machines',
  ],
  'src/lib': [
    'src/app',
    'src/pages',
    'src/features',
    'src/session',
    'src/sync',
    'src/db',
    'src/components',
    'src/machines',
  ],
};

const WHY = {
  'src/app': 'src/app is the composition root: nothing imports it (give what you need a room of its own).',
  'src/pages': 'pages are what the router mounts; only src/app imports them.',
  'src/features': 'features sit above this layer.',
  'src/session':
    'the session and the client singletons are page code; the sync engine and below get what they need injected.',
  'src/sync': 'the sync engine sits above this layer.',
  'src/db': 'the local database sits above this layer.',
  'src/components': 'UI components are for features and pages.',
  'src/machines': 'state machines are for features and pages (and receive their actors).',
};

function browserZones() {
  const zones = [];
  for (const [target, forbidden] of Object.entries(BROWSER)) {
    for (const from of forbidden) {
      zones.push({ target: `./${target}`, from: `./${from}`, message: WHY[from] });
    }
  }
  return zones;
}

/** Runtime boundaries: they hold for tests too. */
export const RUNTIME_ZONES = [
  {
    target: './server',
    from: ['./src', './scripts'],
    message: 'server/ imports neither src/ nor scripts/: move what both need to supabase/functions/_shared.',
  },
  {
    target: './supabase/functions',
    from: './src',
    message: 'the functions run under Deno on Supabase: they cannot reach the browser app.',
  },
  {
    target: './src',
    from: ['./server', './scripts'],
    message: 'the browser app cannot import Node code.',
  },
];

/** Boundaries between layers, and from the product code to tests and tools. */
export const PRODUCT_ZONES = [
  ...browserZones(),
  ...RUNTIME_ZONES,
  {
    target: './supabase/functions',
    from: ['./server', './scripts', './tests', './bench'],
    message: 'the functions run under Deno on Supabase: only their own code and npm packages.',
  },
  { target: './server', from: ['./tests', './bench'], message: 'product code does not import tests.' },
  { target: './src', from: ['./tests', './bench'], message: 'product code does not import tests.' },
];
