/**
 * Import cycles, type-only imports included (ESLint's import-x/no-cycle skips those). The layers themselves
 * are ESLint's import zones (eslint.config.js); this only forbids cycles. Run by `npm run lint`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules import one way: a cycle, even of types, means two modules are one thing or in the wrong layer.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)build/', '\\.react-router/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
