import { NAME_ZONE } from '@portico/sdk/constants'

const ZONE_SUFFIX = `.${NAME_ZONE}`

/** The part of a full name the user types: `alice` for `alice.<zone>`. */
export function nameLabel(fullName: string): string {
  return fullName.endsWith(ZONE_SUFFIX) ? fullName.slice(0, -ZONE_SUFFIX.length) : fullName
}

/** The full name in the shared zone for what the user typed: `alice.<zone>`. */
export function fullName(label: string): string {
  return `${nameLabel(label)}${ZONE_SUFFIX}`
}
