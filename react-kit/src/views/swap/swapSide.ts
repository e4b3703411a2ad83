import type { RouterData } from '@portico/sdk'

/** Which side of the swap a token choice is for: the source ('source', the default) or the received token ('to'). */
export type SwapSide = 'source' | 'to'

export function swapSideOf(data: RouterData | undefined): SwapSide {
  return data?.side === 'to' ? 'to' : 'source'
}
