import { z } from 'zod';

// Pages run under a CSP without 'unsafe-eval'. Zod's JIT probes for eval with `new Function`, and the
// browser reports that refused probe as a CSP violation: in browsers, zod parses without its JIT.
// package.json lists this module under "sideEffects" so that bundlers keep this statement.
if ('document' in globalThis) z.config({ jitless: true });

/** Zod as every schema of the product uses it: the web app imports it from here, never from 'zod'. */
export { z };
