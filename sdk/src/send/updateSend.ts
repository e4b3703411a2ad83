import type { Portico } from '../instance/types'
import { initialSendState } from './initialState'
import type { SendState } from './types'

/**
 * Merges `changes` into `$send`. The first change also plugs the form's reset into the core (`hooks.resetSendForm`,
 * called on disconnect and on a namespace change): a form never touched has nothing to reset.
 */
export function updateSend(p: Portico, changes: Partial<SendState>): void {
  p.hooks.resetSendForm ??= () => p.$send.set(initialSendState())
  p.$send.set({ ...p.$send.get(), ...changes })
}
