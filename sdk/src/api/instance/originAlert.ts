/** The key of the origin-allowlist alert ('Origin not found on Allowlist, update configuration'): shown once. */
export const ORIGIN_ALERT_KEY = 'origin-not-allowed'

/** The alert analytics raises (product spec §8, word for word). */
export const ANALYTICS_MESSAGES = {
  ORIGIN_NOT_ALLOWED: 'Origin not found on Allowlist, update configuration',
} as const
