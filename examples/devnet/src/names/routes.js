// @ts-check
import * as v from 'valibot'
import { NAME_TIMESTAMP_TOLERANCE_S, NAME_ZONE } from '../config.js'
import { Address } from '../blockchain/params.js'
import { HttpError, json } from '../http/reply.js'
import { route } from '../http/router.js'
import { coinTypeOf, fullName, labelOf, nameError } from './rules.js'

const RegisterBody = v.object({
  coin_type: v.pipe(v.number(), v.integer()),
  address: Address,
  message: v.pipe(v.string(), v.maxLength(10_000)),
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)),
})
const RegisterMessage = v.object({
  name: v.string(),
  attributes: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(2000))), {}),
  timestamp: v.pipe(v.number(), v.integer()),
})

/** @param {string} reason @param {string} description @param {number} [status] */
const refuse = (reason, description, status = 400) => new HttpError(status, nameError(reason, description))

/**
 * The name service of the `reown.id` zone: register (signature verified on the chain of the coin type, so
 * smart-contract signers verify too), forward lookup, reverse lookup, suggestions and identity.
 * @param {import('../services.js').Services} services
 */
export function nameRoutes(services) {
  const names = () => services.state.names
  /** @param {string} address */
  const namesOf = (address) =>
    Object.values(names()).filter((record) =>
      Object.values(record.addresses).some((entry) => entry.address.toLowerCase() === address.toLowerCase()),
    )

  return [
    route('POST', '/v1/profile/account', async ({ body }) => {
      const parsedBody = v.safeParse(RegisterBody, body)
      if (!parsedBody.success) throw refuse('INVALID_BODY', 'Expected { coin_type, address, message, signature }')
      const { coin_type: coinType, address, message, signature } = parsedBody.output
      const parsedMessage = v.safeParse(RegisterMessage, safeJson(message))
      if (!parsedMessage.success) throw refuse('INVALID_MESSAGE', 'The message must be JSON { name, attributes, timestamp }')
      const { attributes, timestamp } = parsedMessage.output
      const name = parsedMessage.output.name.toLowerCase() // names are case-insensitive; stored lower-case
      if (!labelOf(name)) {
        throw refuse('INVALID_NAME', `The name must be <label>.${NAME_ZONE} with at least 4 letters, digits or hyphens`)
      }
      const chain = [...services.chains.values()].find((c) => coinTypeOf(c.chainId) === coinType)
      if (!chain) throw refuse('INVALID_COIN_TYPE', `Unsupported coin type ${coinType}`)
      const nowS = Math.floor(services.now() / 1000)
      if (Math.abs(nowS - timestamp) > NAME_TIMESTAMP_TOLERANCE_S) {
        throw refuse('INVALID_TIMESTAMP', 'The message timestamp is too old or in the future', 401)
      }
      const valid = await chain.clients.publicClient
        .verifyMessage({ address: /** @type {`0x${string}`} */ (address), message, signature: /** @type {`0x${string}`} */ (signature) })
        .catch(() => false) // a malformed signature is an invalid one
      if (!valid) throw refuse('INVALID_SIGNATURE', 'The signature does not match the address', 401)
      if (names()[name]) throw refuse('NAME_TAKEN', `The name ${name} is already registered`, 409)
      const at = new Date(services.now()).toISOString()
      const record = {
        name,
        registered_at: at,
        updated_at: at,
        addresses: { [String(coinType)]: { address: address.toLowerCase(), created: at } },
        attributes: Object.keys(attributes).length > 0 ? [attributes] : [],
      }
      names()[name] = record
      services.saveState()
      return json(record)
    }),

    route('GET', '/v1/profile/account/:name', ({ params }) => {
      const record = names()[(params.name ?? '').toLowerCase()]
      if (!record) throw refuse('NAME_NOT_FOUND', `No name ${params.name}`, 404)
      return json(record)
    }),

    route('GET', '/v1/profile/reverse/:address', ({ params }) => json(namesOf(v.parse(Address, params.address)))),

    route('GET', '/v1/profile/suggestions/:name', ({ params, query }) => {
      if (query.zone !== undefined && query.zone !== NAME_ZONE) throw refuse('INVALID_ZONE', `Unknown zone ${query.zone}`)
      const label = (params.name ?? '').replace(new RegExp(`\\.${NAME_ZONE.replace('.', '\\.')}$`), '').toLowerCase()
      const base = label.replace(/[^a-z0-9-]/g, '')
      if (base.length === 0) return json({ suggestions: [] })
      const exact = fullName(base.padEnd(4, '0'))
      const candidates = [exact, ...['1', '2', '-web3', '-dev', '-wallet'].map((suffix) => fullName(`${base}${suffix}`.padEnd(4, '0')))]
      const unique = [...new Set(candidates)].filter((name) => labelOf(name) !== undefined)
      const suggestions = unique
        .map((name) => ({ name, registered: names()[name] !== undefined }))
        .filter((s, i) => i === 0 || !s.registered)
      return json({ suggestions })
    }),

    route('GET', '/v1/identity/:address', ({ params }) => {
      const [record] = namesOf(v.parse(Address, params.address))
      const avatar = record?.attributes.find((a) => typeof a.avatar === 'string')?.avatar ?? null
      return json({ name: record?.name ?? null, avatar })
    }),
  ]
}

/** @param {string} text */
function safeJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined // reported as an invalid message by the schema
  }
}
