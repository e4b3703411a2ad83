import type { Portico } from '@portico/sdk'
import { usePorticoContext } from '../provider/context'

/** The Portico instance given to `PorticoProvider`. */
export function usePortico(): Portico {
  return usePorticoContext().portico
}
