// Types of build.mjs (plain JavaScript so that it runs on node without a build step).
export function buildAppKitApp(outDir: string): Promise<string>
export function writeDevnetConfig(outDir: string, devnet: { projectId: string; rpcUrls: Record<number, string> }): void
