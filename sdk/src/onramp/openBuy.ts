import * as v from 'valibot'
import { checkParam, objectParam } from '../validation/checkParam'
import { PorticoError } from '../errors'
import type { Portico } from '../portico/types'
import { generateOnrampUrl } from './generateOnrampUrl'
import { openUrl } from '../url/openUrl'
import type { OnrampProvider } from './onrampProviders'
import { requireOnramp } from './requireOnramp'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'

/** The parameters of `openBuy`. */
export interface OpenBuyParams {
  /** The provider chosen (default: the first offered). */
  provider?: OnrampProvider['name']
  /** Asset symbols to offer ('USDC'). */
  assets: string[]
  presetFiatAmount?: number
  presetCryptoAmount?: number
}

/** Where the checkout opens: a new tab or window. */
const CHECKOUT_TARGET = '_blank'

/** What `openBuy` returns. */
export type OpenBuyReturnType = string

/**
 * Opens the checkout for the connected account (the destination wallet) through the platform, and returns its
 * URL. The URL comes from the blockchain API's generator, for the network's card on-ramp chain name (ethereum as
 * fallback). Refused when no on-ramp is offered ('Action not allowed') or the provider does not serve the
 * namespace ('Unsupported chain'); a network the service does not support gives no URL ('Network not found').
 *
 * @example
 * await openBuy(portico, { assets: ['USDC'], presetFiatAmount: 50 }) // the provider's checkout in a new window
 */
export function openBuy(p: Portico, params: OpenBuyParams): Promise<string> {
  return runAction(p, async (p) => {
    checkParam('params', objectParam({ assets: v.array(v.string(), 'must be a list of asset symbols') }), params)
    requireOnramp(p, params.provider)
    const url = await generateOnrampUrl(p, {
      assets: params.assets,
      ...(params.presetFiatAmount === undefined ? {} : { presetFiatAmount: params.presetFiatAmount }),
      ...(params.presetCryptoAmount === undefined ? {} : { presetCryptoAmount: params.presetCryptoAmount }),
    })
    if (!url) throw new PorticoError('NETWORK_NOT_FOUND')
    openUrl(p, { url, target: CHECKOUT_TARGET })
    return url
  })
}

/** The error codes `openBuy` can throw. */
export type OpenBuyErrorType =
  | ServiceErrorType
  | 'ACTION_FAILED'
  | 'ACTION_NOT_ALLOWED'
  | 'INVALID_PARAMETER'
  | 'NETWORK_NOT_FOUND'
  | 'UNSAFE_URL'
  | 'UNSUPPORTED_CHAIN'
