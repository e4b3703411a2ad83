import { stringHash } from '../stringHash'

/**
 * The background of an account without a profile image: a gradient whose two hues come from the address, so the same
 * account always looks the same and two accounts rarely alike.
 *
 * @example avatarGradient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // 'linear-gradient(135deg, hsl(…) …)'
 */
export function avatarGradient(address: string): string {
  const hash = stringHash(address.toLowerCase())
  const first = hash % 360
  const second = (first + 40 + ((hash >>> 9) % 120)) % 360
  return `linear-gradient(135deg, hsl(${first} 75% 60%), hsl(${second} 70% 45%))`
}
