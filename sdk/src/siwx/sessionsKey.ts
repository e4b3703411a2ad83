import * as v from 'valibot'
import type { StorageKey } from '../storage/keys'

/**
 * Where the default configuration keeps sign-in sessions. Entries are checked one by one when read (see
 * `readSessions`), so one corrupt entry does not cost the others.
 */
export const SIWX_SESSIONS_KEY: StorageKey<unknown[]> = { name: 'siwx_sessions', schema: v.array(v.unknown()) }
