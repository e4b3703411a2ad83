/**
 * Catalogue wallet ids the core SDK always excludes, on top of the integrator's `excludeWalletIds` (spec §7
 * getWallets). Empty today: Portico blocks no wallet by default. A wallet found to be harmful goes here.
 */
export const BLOCKED_WALLET_IDS: readonly string[] = []
