/// <reference types="vite/client" />

/** The devnet's URLs, defined by `npm start` (examples/devnet/bin/start.mjs); null in a build (see config.ts). */
declare const __DEVNET__: unknown
