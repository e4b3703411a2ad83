// Types of serve.mjs (plain JavaScript so that it runs on node without a build step).
export function buildVue(outDir?: string): Promise<string>
export function writeDevnetConfig(
  outDir: string,
  devnet: { apiUrl: string; projectId: string; rpcUrls: Record<number, string>; frameUrl?: string },
): void
