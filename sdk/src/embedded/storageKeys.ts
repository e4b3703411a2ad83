import { exactly } from '../validation/schemaParts'
import type { StorageKey } from '../storage/keys'

/** The embedded wallet's own stored values (the last e-mail login time and the social provider are core keys). */
export const EMBEDDED_KEYS = {
  /** Set once a user signed in through the embedded wallet: the frame is then created at start. */
  loginUsed: { name: 'embedded:login_used', schema: exactly(true) } satisfies StorageKey<true>,
}
