/**
 * The shapes of CAIP ids, written once. CAIP-2: a namespace of 3 to 8 lowercase letters, digits or '-', a colon, a
 * chain reference of 1 to 32 letters, digits, '-' or '_'. CAIP-10: that, a colon, and the account address.
 *
 * @example CAIP_NETWORK_ID.test('eip155:1') // true
 */
export const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** 'namespace:reference:address' (CAIP-10); the address part is checked by the namespace's own rule. */
export const CAIP_ACCOUNT_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:.+$/
