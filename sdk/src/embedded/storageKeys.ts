import * as v from 'valibot'
import { exactly } from '../validation/schemaParts'
import type { StorageKey } from '../storage/keys'

/** The embedded wallet's own stored values (the last e-mail login time and the social provider are core keys). */
export const EMBEDDED_KEYS = {
  /** Set once a user signed in through the embedded wallet: the frame is then created at start. */
  loginUsed: { name: 'embedded:login_used', schema: exactly(true) } satisfies StorageKey<true>,
  /**
   * The session token the frame issued (SESSION_UPDATE), kept in the app's own storage and handed back with
   * IS_CONNECTED: browsers deny the frame, on another site, storage of its own, so without it every reload signs
   * the user out. Only the frame's origin ever sees it; cleared on sign-out and on a failed check.
   */
  sessionToken: {
    name: 'embedded:session_token',
    schema: v.pipe(v.string(), v.regex(/^[\w.~+/=-]{1,4096}$/, 'must be a session token')),
  } satisfies StorageKey<string>,
}
