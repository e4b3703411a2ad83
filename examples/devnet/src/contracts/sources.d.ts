export declare const DEVNET_SOURCES: string[]
export declare const contractsDir: string
export declare const artifactsPath: string
export declare function readSources(): { name: string; content: string }[]
export declare function hashSources(sources: { name: string; content: string }[]): string
