import type { CaipNetwork } from '@portico/sdk'
import { useEffect, useState } from 'react'
import * as styles from './buttons.css'

type NetworkImage = typeof import('../views/networks/NetworkImage').NetworkImage

/** The modal's network pictures, once loaded: shared by every button on the page. */
let loaded: NetworkImage | undefined

/**
 * A network's picture on a button: the same mark or initial the modal's network list shows. That code loads beside
 * the start, after the first render (so the server's markup and the first render in the browser agree): a plain dot
 * until then.
 *
 * @example <NetworkMark network={caipNetwork} />
 */
export function NetworkMark({ network }: { network: CaipNetwork }) {
  const [Image, setImage] = useState(() => loaded)
  useEffect(() => {
    if (Image) return
    let current = true
    import('../views/networks/NetworkImage')
      .then((module) => {
        loaded = module.NetworkImage
        if (current) setImage(() => loaded)
      })
      .catch(() => undefined) // the dot stays; the modal reports a failed load when it opens
    return () => {
      current = false
    }
  }, [Image])
  return Image ? <Image network={network} size={24} /> : <span className={styles.avatar} aria-hidden="true" />
}
