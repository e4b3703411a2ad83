import type { Portico } from '@portico/sdk'
import { usePorticoContext } from './context'

/** The Portico instance given to `PorticoProvider`. */
export function usePortico(): Portico {
  return usePorticoContext().portico
}
