// The server's import rules (docs/ARCHITECTURE.md "Layers", decision 0044), checked by `npm run depcheck` in `npm test`.
//
// Every folder under server/src/features has a tier. A feature may import its own folder and folders of LOWER tiers
// only: never a higher tier, never another folder of its own tier. That makes the folders one directed graph with no
// loop, by construction. A new feature folder must be added to a tier here (the last rule fails until it is). Tests
// follow the same rules: a test lives in the lowest folder that has everything it drives.
//
// server/src/app.ts composes everything (registers each feature's routes). http/ is below the features apart from
// http/spa.ts, which renders the page with the flags and the page's first answers.

/** Lowest first. The names are the folders of server/src/features. */
const TIERS = [
  // The store's settings: read by everything, including the mail and text senders (which server they use).
  ['settings'],
  // Base: records, rules and third parties every feature may use.
  ['staff', 'mail', 'sms', 'media', 'content', 'stores', 'catalog-version', 'order-status', 'audit'],
  ['pricing', 'distributor'],
  // The catalogue.
  ['fitment'],
  ['catalog'],
  ['product', 'search'],
  // The shopper's side: the cart, the page flags and sign-in, the account, placing an order.
  ['cart'],
  ['app', 'appointments', 'forms'],
  ['account', 'locator'],
  ['checkout'],
  // House accounts: the House Account tender's limit check, payments on account, statements and aging (below payments,
  // whose tenders call the charge).
  ['house-accounts'],
  // The counter and what happens after the sale.
  ['payments', 'purchase', 'kiosk'],
  ['customers', 'special-orders'],
  ['orders', 'pos-cart'],
  // Returns, refunds and core charges (issue 28): on top of orders and payments.
  ['returns'],
  // The drawer's day and its Z report: reads every money record of the day, returns' included.
  ['till'],
  ['lost-sales'],
  // The back office (decision 0062): the owner's screens over everything above. Editors first, then the imports and
  // admin views that may use an editor's rules, then the reports that read everything.
  ['catalog-admin', 'staff-admin', 'store-admin', 'content-admin'],
  // The fitment coverage report's counts (decision 0084): over the editors' product filter, under the imports that
  // record coverage before and after.
  ['coverage'],
  ['catalog-import', 'fitment-admin', 'orders-admin'],
  ['reports'],
];

const F = '^server/src/features/';
const alt = (names) => `(${names.join('|')})`;

const tierRules = TIERS.map((tier, i) => ({
  name: `tier-${i}-${tier[0]}`,
  severity: 'error',
  comment:
    `${tier.join(', ')} may import lower tiers only (${TIERS.slice(0, i).flat().join(', ') || 'none'}): ` +
    'not a higher tier, not a sibling of the same tier. Move the shared piece down, or pass a function in.',
  from: { path: `${F}${alt(tier)}/` },
  to: {
    path: `${F}${alt(TIERS.slice(i).flat())}/`,
    // Its own folder is fine: "$1" is the folder the import comes from.
    pathNot: `${F}$1/`,
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No module under server/src imports itself back through others (docs/ARCHITECTURE.md "Layers"). Type-only ' +
        "imports vanish at run time and do not count; db/schema's tables name each other's keys lazily (drizzle's " +
        'references(() => …) between orders and order_statuses) and are one schema.',
      from: { path: '^server/src/', pathNot: '^server/src/db/schema/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...tierRules,
    {
      name: 'feature-without-tier',
      severity: 'error',
      comment: 'Every feature folder has a tier in .dependency-cruiser.cjs (TIERS); add the new one there.',
      from: { path: `${F}[^/]+/`, pathNot: `${F}${alt(TIERS.flat())}/` },
      to: {},
    },
    {
      name: 'http-below-features',
      severity: 'error',
      comment:
        'http/ is the plumbing features build on; it may use the settings and the base tier only (http/spa.ts is exempt).',
      from: { path: '^server/src/http/', pathNot: '^server/src/http/spa\\.ts$' },
      to: { path: `${F}`, pathNot: `${F}${alt([...TIERS[0], ...TIERS[1]])}/` },
    },
    {
      name: 'db-below-everything',
      severity: 'error',
      comment: 'db/ (schema, client, migrations) imports no feature and no http code.',
      from: { path: '^server/src/db/' },
      to: { path: '^server/src/(features|http)/' },
    },
    {
      name: 'no-routes-imports',
      severity: 'error',
      comment: 'A routes module is registered by app.ts, never imported by another module (share a plain function).',
      from: { path: '^server/src/(features/[^/]+|[^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: `${F}[^/]+/[a-z-]*routes\\.ts$`, pathNot: '^server/src/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // "#src/*" resolves through server/package.json "imports"; extensions for the .ts sources.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.d.ts'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
