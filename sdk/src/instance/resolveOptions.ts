import * as v from 'valibot'
import { PorticoError } from '../errors'
import { DEFAULT_ACCOUNT_TYPES, DEFAULT_FEATURES, defaultOptions } from './defaults'
import type { PorticoOptions, ResolvedOptions } from './options'
import { optionsSchema } from './optionsSchema'

/**
 * Checks the integrator's options and fills in every default. Throws `INVALID_OPTIONS` naming the first bad
 * field, or `OPTIONS_CONFLICT_SIWX` when both sign-in configurations are set.
 */
export function resolveOptions(options: PorticoOptions): ResolvedOptions {
  const result = v.safeParse(optionsSchema(), options)
  if (!result.success) {
    const issue = result.issues[0]
    const field = v.getDotPath(issue) ?? 'options'
    throw new PorticoError('INVALID_OPTIONS', { params: { field, reason: issue.message } })
  }
  if (options.siwx && options.siweConfig) throw new PorticoError('OPTIONS_CONFLICT_SIWX')

  // The checked input is used as given (not valibot's copy) so functions and objects keep their identity.
  const { platform: _platform, features, defaultAccountTypes, ...given } = options
  // An option passed as `undefined` takes its default.
  const rest = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined))
  return {
    ...defaultOptions(),
    ...rest,
    projectId: (options.projectId ?? '').trim(),
    features: { ...DEFAULT_FEATURES, ...features },
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...defaultAccountTypes },
  }
}
