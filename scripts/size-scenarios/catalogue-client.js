// A script or page that only reads the wallet catalogue: `createCatalogueClient` from the BUILT `@portico/sdk/api`,
// measured with every dependency (valibot too). Issue #32 asks under 8 kB; the HTTP clients' chunk imports no code
// of the core (rollup.config.mjs, the `api` chunk group), so no bundler has the core to shake off.
export { createCatalogueClient } from '../../sdk/dist/api.js'
