/** The key of the origin-allowlist alert ('Origin not found on Allowlist, update configuration'): shown once. */
export const ORIGIN_ALERT_KEY = 'origin-not-allowed'
