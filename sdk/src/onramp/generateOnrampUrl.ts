import { ONRAMP_NAMESPACES } from '../constants'
import { checkParam, filledTextParam, listParam, numberParam, objectParam } from '../validation/checkParam'
import * as v from 'valibot'
import { onrampChainName } from './onrampChainName'
import { runOnrampOperation } from './runOnrampOperation'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import type { Portico } from '../portico/types'
import { transactionError } from '../errors/transactionMessages'

/** The parameters of `generateOnrampUrl`. */
export interface GenerateOnrampUrlParams {
  /** Asset symbols the user may buy (e.g. ['USDC']). */
  assets: string[]
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

const positiveAmount = () =>
  v.optional(
    v.pipe(
      numberParam(),
      v.check((amount) => amount > 0, 'must be more than 0'),
    ),
  )

const paramsSchema = () =>
  objectParam({
    assets: listParam(filledTextParam()),
    presetCryptoAmount: positiveAmount(),
    presetFiatAmount: positiveAmount(),
  })

/** What `generateOnrampUrl` returns. */
export type GenerateOnrampUrlReturnType = string

/**
 * The checkout URL for the connected account on the active network (eip155 and solana): the account is the
 * destination wallet and the partner user id. Empty when the network is not supported by the service. Preset
 * amounts, when given, are finite numbers above 0 (INVALID_PARAMETER otherwise, before anything is asked).
 *
 * @example
 * const url = await generateOnrampUrl(portico, { assets: ['USDC'], presetFiatAmount: 50 })
 */
export function generateOnrampUrl(p: Portico, params: GenerateOnrampUrlParams): Promise<string> {
  return runAction(p, (p) => {
    checkParam('params', paramsSchema(), params)
    const { address } = p.$account.get()
    const network = p.$network.get().caipNetwork
    if (!address || !network || !ONRAMP_NAMESPACES.includes(network.chainNamespace))
      throw transactionError('UNSUPPORTED_CHAIN')
    const chain = onrampChainName(network)
    return runOnrampOperation(p, 'url', '', (blockchain) =>
      blockchain.generateOnrampUrl({
        destinationWallets: [{ address, blockchains: [chain], assets: params.assets }],
        defaultNetwork: chain,
        partnerUserId: address,
        ...(params.presetCryptoAmount === undefined ? {} : { presetCryptoAmount: params.presetCryptoAmount }),
        ...(params.presetFiatAmount === undefined ? {} : { presetFiatAmount: params.presetFiatAmount }),
      }),
    )
  })
}

/** The error codes `generateOnrampUrl` can throw. */
export type GenerateOnrampUrlErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER' | 'UNSUPPORTED_CHAIN'
