/**
 * The import rules of the code base (docs/decisions: the UI does not reach into the server).
 * Run by `npm run lint`. Type-only imports count: a type cycle is still a knot to untie.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other (even only for types) cannot be read, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-not-to-server',
      severity: 'error',
      comment:
        'Browser code must not import the server: loaders read through context.services (app/load-context.ts); ' +
        'shared constants and pure helpers live in common/. Only *.server.ts(x) files of app/ may import server/.',
      from: { path: '^app/', pathNot: '[.]server[.]tsx?$' },
      to: { path: '^server/' },
    },
    {
      name: 'common-stands-alone',
      severity: 'error',
      comment: 'common/ is shared by the server and the browser: it imports neither.',
      from: { path: '^common/' },
      to: { path: '^(server|app)/' },
    },
    {
      name: 'another-module-only-through-its-door',
      severity: 'error',
      comment:
        'A module reaches another module only through its door: server/modules/<name>/module.ts (what it gives) ' +
        'or ports.ts (the types it takes and gives). Its other files are its own, free to change (docs/decisions/0041). ' +
        'A test may build its fixtures from another module\'s files (a repo, the gateway simulator): it is not shipped.',
      from: { path: '^server/modules/([^/]+)/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '^server/modules/([^/]+)/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/(module|ports)[.]ts$'],
      },
    },
    {
      name: 'modules-only-through-their-doors-from-outside',
      severity: 'error',
      comment:
        'The wiring (server/services.ts), the HTTP edge and the scripts reach a module only through its door, ' +
        'module.ts or ports.ts, as modules do each other (docs/decisions/0041, 0042); server/db/types.ts composes ' +
        'the modules\' tables.ts. Tests, the demo seed and the bench write fixture rows straight into tables: exempt. ' +
        'So are the worker threads, which load only the files they run: the orders\' export (docs/decisions/0070) and the search (0073).',
      from: { path: '^(server/[^/]+[.]ts$|server/http/|server/db/|scripts/)', pathNot: ['[.]test[.]ts$', '^scripts/bench/', '^server/(orders-export|search)-worker[.]ts$'] },
      to: { path: '^server/modules/[^/]+/', pathNot: '^server/modules/[^/]+/(module|ports|tables)[.]ts$' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      from: {},
      // React Router's generated route types (./+types/…, in .react-router/types through rootDirs)
      // and its build's virtual modules are made by its tooling.
      to: { couldNotResolve: true, pathNot: '([+]types/|^virtual:)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|build-[^/]+|data|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    combinedDependencies: false,
  },
};
