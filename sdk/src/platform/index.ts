// @portico/sdk/platform: the in-memory platform, for tests and Node scripts: storage in a Map, and what a test reads
// or drives (the stored strings, links opened, the clipboard, visibility, an injected provider, pop-up windows). An
// app in a browser or on a server needs none of it (`createPortico` picks `browserPlatform` or `serverPlatform`, both
// in `@portico/sdk`), so the core's start does not carry it.
export { memoryPlatform, type MemoryPlatform, type MemoryWindow } from './memoryPlatform'
