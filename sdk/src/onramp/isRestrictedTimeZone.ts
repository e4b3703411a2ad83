import { RESTRICTED_TIMEZONES } from '../constants'

/** Whether no on-ramp may be offered in a time zone (mainland China, Hong Kong, Macau; spec §9). */
export function isRestrictedTimeZone(timeZone: string): boolean {
  return (RESTRICTED_TIMEZONES as readonly string[]).includes(timeZone)
}
