import * as v from 'valibot'
import { PorticoError } from '../errors/PorticoError'

/**
 * Checks one parameter of a public function at its boundary, before anything reaches a store: the value as the
 * schema parses it, or INVALID_PARAMETER naming the parameter (and the field inside it) and why.
 *
 * @example
 * const mode = checkParam('themeMode', themeModeSchema, given) // 'Invalid parameter themeMode: must be light or dark'
 */
export function checkParam<T>(name: string, schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  const [issue] = result.issues
  const path = v.getDotPath(issue)
  throw new PorticoError('INVALID_PARAMETER', {
    params: { name: path ? `${name}.${path}` : name, reason: issue.message },
  })
}

/** A params object whose fields the action reads itself (message: 'must be an object'). */
export const objectParam = <const E extends v.ObjectEntries = Record<never, never>>(entries: E = {} as E) =>
  v.looseObject(entries, 'must be an object')

/** A list parameter, of `item`s when given (message: 'must be a list'). */
export const listParam = <T extends v.GenericSchema = v.UnknownSchema>(item?: T) =>
  v.array(item ?? (v.unknown() as unknown as T), 'must be a list')

/** A finite number parameter. */
export const numberParam = () => v.pipe(v.number('must be a number'), v.finite('must be a finite number'))

/** A bigint parameter (an amount in base units). */
export const unitsParam = () => v.bigint('must be a bigint')

/**
 * An object with these methods, however it has them (its own, its prototype's, or a proxy's: valibot's object
 * schemas look for own keys only).
 */
export const hasMethods = (methods: readonly string[], message: string) =>
  v.custom<object>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function'),
    message,
  )

/** An EIP-1193 provider: an object with `request`. */
export const providerParam = () => hasMethods(['request'], 'must be an EIP-1193 provider')

/** A text parameter (message: 'must be a text'). */
export const textParam = () => v.string('must be a text')

/** A text that is not empty once trimmed. */
export const filledTextParam = () =>
  v.pipe(
    v.string('must be a text'),
    v.check((text) => text.trim().length > 0, 'must not be empty'),
  )
