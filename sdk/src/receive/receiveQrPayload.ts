import { checkParam, textParam } from '../validation/checkParam'
/**
 * What the receive QR code holds: the plain address. Every wallet's scanner reads a bare address, on every
 * namespace; an EIP-681 `ethereum:` URI would fit EVM wallets only, and its `@chainId` part is ignored or refused
 * by many of them. The networks the address can receive on are shown next to the code instead.
 */
export function receiveQrPayload(address: string): string {
  checkParam('address', textParam(), address)
  return address.trim()
}
