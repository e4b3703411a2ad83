import { checkParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { ONRAMP_CARD_CHAIN_FALLBACK, ONRAMP_CARD_CHAIN_NAMES } from '../constants'
import type { CaipNetwork } from '../networks/types'

/** The card on-ramp's name of a network (spec §9): its lower-case name when accepted, else the fallback. */
export function onrampChainName(network: Pick<CaipNetwork, 'name'>): string {
  checkParam('network', objectParam({ name: v.string() }), network)
  const name = network.name.toLowerCase()
  return (ONRAMP_CARD_CHAIN_NAMES as readonly string[]).includes(name) ? name : ONRAMP_CARD_CHAIN_FALLBACK
}
