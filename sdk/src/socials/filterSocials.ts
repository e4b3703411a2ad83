import * as v from 'valibot'
import { checkParam, listParam, objectParam } from '../validation/checkParam'
/** The platform facts that decide which social logins show. */
export interface SocialsPlatformFacts {
  /** Running inside a messaging app's embedded browser. */
  isInAppBrowser: boolean
  isIos: boolean
  isMac: boolean
  isAndroid: boolean
}

/**
 * Spec §5: in a messaging-app embedded browser some social logins cannot complete, so they are dropped:
 * on iOS google, on Mac x, on Android facebook and x. Everywhere else the list is unchanged.
 */
export function filterSocials<Social extends string>(
  socials: readonly Social[],
  facts: SocialsPlatformFacts,
): Social[] {
  checkParam('socials', listParam(v.string()), socials)
  checkParam('facts', objectParam(), facts)
  if (!facts.isInAppBrowser) return [...socials]
  const dropped = new Set<string>()
  if (facts.isIos) dropped.add('google')
  if (facts.isMac) dropped.add('x')
  if (facts.isAndroid) {
    dropped.add('facebook')
    dropped.add('x')
  }
  return socials.filter((social) => !dropped.has(social))
}
