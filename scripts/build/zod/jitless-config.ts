import { config } from 'zod/v4/core';

// Zod probes `new Function` when it builds an object schema, to compile faster parsers. The site's
// Content-Security-Policy forbids eval, and the probe, though caught, is reported as a violation. Schemas are
// built as their modules load, so this runs first: every import of Zod in the browser build comes through it.
config({ jitless: true });
