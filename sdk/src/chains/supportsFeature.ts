import { checkParam } from '../validation/checkParam'
import * as v from 'valibot'
import {
  ACTIVITY_NAMESPACES,
  NAMESPACES,
  BALANCE_NAMESPACES,
  NAMES_NAMESPACES,
  ONRAMP_NAMESPACES,
  SEND_NAMESPACES,
  type Namespace,
} from '../constants'

/** The account features that only some namespaces have (spec §9 chain support). */
export const NAMESPACE_FEATURES = ['balance', 'send', 'names', 'activity', 'onramp'] as const
/** A feature a namespace's WalletConnect session may offer. */
export type NamespaceFeature = (typeof NAMESPACE_FEATURES)[number]

const SUPPORT: Readonly<Record<NamespaceFeature, readonly Namespace[]>> = {
  balance: BALANCE_NAMESPACES,
  send: SEND_NAMESPACES,
  names: NAMES_NAMESPACES,
  activity: ACTIVITY_NAMESPACES,
  onramp: ONRAMP_NAMESPACES,
}

/**
 * Whether a namespace has a feature (spec §9): balance and send on eip155 and solana, names and activity on
 * eip155, on-ramp on eip155 and solana. The UI asks this before offering a feature for a namespace connected
 * through WalletConnect (bip122, polkadot and cosmos have none of them).
 */
export function supportsFeature(namespace: Namespace, feature: NamespaceFeature): boolean {
  checkParam('namespace', v.picklist(NAMESPACES, 'must be a namespace'), namespace)
  checkParam('feature', v.picklist(NAMESPACE_FEATURES, 'must be balance, send, names, activity or onramp'), feature)
  return SUPPORT[feature].includes(namespace)
}
