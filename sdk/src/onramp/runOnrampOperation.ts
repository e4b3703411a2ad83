import type { BlockchainClient } from '../api/blockchain'
import type { WritablePortico } from '../portico/types'
import { withStatus } from '../mutation/status'
import { onSupportedNetwork } from '../api/instance/onSupportedNetwork'
import type { OnrampOperation, OnrampState } from './types'
import { onrampStore } from './onrampStore'

/**
 * Runs one on-ramp call with its status in `$onramp` and stores its answer under `field` (unless `keep` says the
 * answer is no longer wanted); skipped with `empty` on a network the blockchain service does not support.
 */
export function runOnrampOperation<K extends OnrampOperation & keyof OnrampState>(
  p: WritablePortico,
  field: K,
  empty: NonNullable<OnrampState[K]>,
  run: (blockchain: BlockchainClient) => Promise<NonNullable<OnrampState[K]>>,
  keep: () => boolean = () => true,
): Promise<NonNullable<OnrampState[K]>> {
  return withStatus(
    (status) => {
      const state = onrampStore(p).get()
      onrampStore(p).set({ ...state, status: { ...state.status, [field]: status } })
    },
    async () => {
      const { value } = await onSupportedNetwork(p, empty, run)
      if (keep()) onrampStore(p).set({ ...onrampStore(p).get(), [field]: value })
      return value
    },
  )
}
