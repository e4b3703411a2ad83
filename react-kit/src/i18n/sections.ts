import type { Messages } from './en'

/**
 * The sections of the catalogue, the first part of every message key. An override's section is checked against
 * this list as soon as the translator is made, before the English of its part is loaded.
 */
export const MESSAGE_SECTIONS = [
  'common',
  'aria',
  'titles',
  'connect',
  'wallets',
  'walletConnect',
  'connecting',
  'status',
  'email',
  'social',
  'settings',
  'approve',
  'siwx',
  'network',
  'account',
  'activity',
  'send',
  'swap',
  'receive',
  'buy',
  'registerName',
  'legal',
  'buttons',
  'modal',
  'snackbar',
  'errors',
  'alertDetails',
] as const satisfies readonly (keyof Messages)[]
