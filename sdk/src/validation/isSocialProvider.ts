import * as v from 'valibot'

/**
 * Spec §5: the providers a social login can name. Farcaster is a social option too (spec §3 socials) but it
 * signs in through its own flow, not this provider check.
 */
export const SOCIAL_LOGIN_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** A social login the embedded wallet offers. */
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]

export const socialProviderSchema = v.picklist(SOCIAL_LOGIN_PROVIDERS)

export function isSocialProvider(value: unknown): value is SocialLoginProvider {
  return v.is(socialProviderSchema, value)
}
