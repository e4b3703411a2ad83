import type { OnrampIssue } from '@portico/sdk/onramp'
import type { MessageKey } from '../../i18n'

/** What the user reads when no on-ramp is offered, by the SDK's reason. */
export const UNAVAILABLE_TEXT: Record<OnrampIssue, MessageKey> = {
  'feature-off': 'buy.featureOff',
  'restricted-region': 'buy.unavailableRegion',
  'unsupported-network': 'buy.unsupportedNetwork',
}
