// The SDK's wallet catalogue as the kit starts it (watched from the first open, prefetched on a hover of the button).
// The modal's chunk already holds the catalogue statically (Connect lists its wallets), and this module is in that
// chunk (rollup.config.mjs): the start reaches the catalogue through the modal, so an app's bundler fetches its code
// once, with the modal, instead of as a separately loaded entry.
export { prefetchCatalogue, watchCatalogue } from '@portico/sdk/catalogue'
