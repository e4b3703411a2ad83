import type { Messages } from './en'

/**
 * The sections of the catalogue, the first part of every message key. An override's section is checked against
 * this list as soon as the translator is made, before the English of its section is loaded. Each is a file of
 * `./en/` (the catalogue test holds the two equal).
 */
export const MESSAGE_SECTIONS = [
  'account',
  'approve',
  'buy',
  'connect',
  'connecting',
  'email',
  'errors',
  'network',
  'receive',
  'registerName',
  'send',
  'settings',
  'shared',
  'shell',
  'siwx',
  'social',
  'start',
  'swap',
  'walletConnect',
  'wallets',
] as const satisfies readonly (keyof Messages)[]
