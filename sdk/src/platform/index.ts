export type {
  FrameMessageEvent,
  Platform,
  PlatformEvents,
  PlatformFacts,
  PlatformFrame,
  PlatformStorage,
  PlatformWindow,
  TimerHandle,
} from './types'
export { memoryPlatform, type MemoryPlatform, type MemoryWindow } from './memoryPlatform'
export { browserPlatform } from './browserPlatform'
export { serverPlatform } from './serverPlatform'
export { defaultPlatform } from './defaultPlatform'
export { userAgentFacts, type UserAgentInput } from './userAgentFacts'
export { createTimers, type Timers } from './timers'
