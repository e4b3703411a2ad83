// Types of serve.mjs (plain JavaScript so that it runs on node without a build step).
export const configFile: string
export function buildDapp(outDir?: string): Promise<string>
export function writeDevnetConfig(
  outDir: string,
  devnet: { apiUrl: string; projectId: string; rpcUrls: Record<number, string>; relayUrl?: string; frameUrl?: string },
): void
