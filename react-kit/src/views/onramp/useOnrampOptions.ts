import { useStore } from '../../hooks/useStore'
import type { Portico } from '@portico/sdk'
import { fetchOnrampOptions } from '@portico/sdk/onramp'
import { useEffect, useState } from 'react'

/**
 * The on-ramp options in `$onramp`, loaded once when missing (the SDK falls back to its built-in sample when the
 * service fails). Returns the options and a failure to show.
 */
export function useOnrampOptions(portico: Portico, enabled = true) {
  const onramp = useStore(portico.$onramp)
  const [failure, setFailure] = useState<unknown>()
  const missing = enabled && !onramp.options && onramp.status.options !== 'pending'

  useEffect(() => {
    if (!missing) return
    let shown = true
    fetchOnrampOptions(portico).catch((error: unknown) => {
      // Shown to the user here; the SDK has already reported it.
      if (shown) setFailure(error)
    })
    return () => {
      shown = false
    }
  }, [portico, missing])

  return { onramp, failure }
}
