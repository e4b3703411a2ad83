import { connect, type ConnectReturnType } from '../connect/connect'
import type { WritablePortico } from '../instance/types'
import { authConnector } from './embeddedSession'

/** Connects the AUTH connector once the frame holds a session (the user session then shows on the account). */
export function finishLogin(p: WritablePortico): Promise<ConnectReturnType> {
  return connect(p, { connector: authConnector(p) })
}
