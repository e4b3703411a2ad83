import { CAIP_NETWORK_ID } from '../caip/caipPatterns'
import * as v from 'valibot'
import { isNamespace } from '../caip/isNamespace'
import type { CaipNetworkId } from '../networks/types'
import type { SiwxSession } from './types'

const text = v.optional(v.string())
const chainId = v.custom<CaipNetworkId>(
  (value) => typeof value === 'string' && CAIP_NETWORK_ID.test(value) && isNamespace(value.split(':')[0]),
  'must be a CAIP network id of a known namespace',
)

/** A sign-in session as stored or received: checked before it is used. */
export const siwxSessionSchema: v.GenericSchema<unknown, SiwxSession> = v.object({
  data: v.object({
    accountAddress: v.pipe(v.string(), v.nonEmpty()),
    chainId,
    uri: v.string(),
    version: v.string(),
    expirationTime: text,
    issuedAt: text,
    notBefore: text,
    nonce: v.pipe(v.string(), v.nonEmpty()),
    domain: v.string(),
    requestId: text,
    resources: v.optional(v.array(v.string())),
    statement: text,
  }),
  message: v.pipe(v.string(), v.nonEmpty()),
  signature: v.pipe(v.string(), v.nonEmpty()),
  cacao: v.optional(v.record(v.string(), v.unknown())),
})
