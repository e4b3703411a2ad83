// Types of serve.mjs (plain JavaScript so that it runs on node without a build step).
export const configFile: string
/** With `packages`, the app is built against the built packages (`dist/`) instead of their sources. */
export function buildDapp(outDir?: string, options?: { packages?: boolean }): Promise<string>
export function writeDevnetConfig(
  outDir: string,
  devnet: { apiUrl: string; projectId: string; rpcUrls: Record<number, string>; relayUrl?: string; frameUrl?: string },
): void
