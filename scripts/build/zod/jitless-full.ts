// The browser build reads `zod` through here, so that Zod never probes `new Function` (see jitless-config).
import './jitless-config';

// eslint-disable-next-line no-restricted-syntax -- a stand-in for the whole library re-exports all of it
export * from 'zod/v4';
