import * as v from 'valibot'
import type { Portico } from '../portico/types'
import { checkParam } from '../validation/checkParam'
import { getServices } from '../api/instance/getServices'
import type { Wallet } from './types'
import type { ServiceErrorType } from '../api/http/serviceErrorType'
import { runAction } from '../telemetry/runAction'
import { walletsStore } from './walletsStore'

/** What an image is loaded for: a wallet with its id. */
const walletParamSchema = () => v.looseObject({ id: v.string() }, 'must be a wallet')

/** The catalogue's image address of an image id, with the project parameters every catalogue call carries. */
function directImageUrl(p: Portico, catalogueUrl: string, imageId: string): string {
  const options = p.$options.get()
  const base = catalogueUrl.endsWith('/') ? catalogueUrl : `${catalogueUrl}/`
  const url = new URL(`getWalletImage/${encodeURIComponent(imageId)}`, base)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('st', options.sdkType)
  url.searchParams.set('sv', options.sdkVersion)
  return url.href
}

/** The parameters of `fetchWalletImage`: the wallet whose image to load. */
export type FetchWalletImageParams = Pick<Wallet, 'id' | 'image_id' | 'image_url'>

/** What `fetchWalletImage` returns. */
export type FetchWalletImageReturnType = string | undefined

/**
 * The image URL of a wallet that is about to be shown, kept in `$wallets.images` by wallet id. A wallet's own
 * `image_url` is used as it is. Otherwise, when the platform can make object URLs (a browser), the image is fetched
 * once and served from memory; elsewhere the catalogue's direct address is returned without any request. Nothing
 * calls this at start-up: only lists being shown (the modal opening, a page scrolled into view).
 *
 * @example
 * const src = await fetchWalletImage(portico, { id: wallet.id, image_id: wallet.image_id })
 */
export function fetchWalletImage(p: Portico, wallet: FetchWalletImageParams): Promise<string | undefined> {
  return runAction(p, async (p) => {
    checkParam('wallet', walletParamSchema(), wallet)
    const known = walletsStore(p).get().images[wallet.id]
    if (known) return known
    let url = wallet.image_url ?? undefined
    if (!url && wallet.image_id) {
      const { catalogue, catalogueUrl } = await getServices(p)
      url = p.platform.createObjectUrl
        ? p.platform.createObjectUrl(await catalogue.getWalletImage(wallet.image_id))
        : directImageUrl(p, catalogueUrl, wallet.image_id)
    }
    if (!url) return undefined
    const state = walletsStore(p).get()
    walletsStore(p).set({ ...state, images: { ...state.images, [wallet.id]: url } })
    return url
  })
}

/** The error codes `fetchWalletImage` can throw. */
export type FetchWalletImageErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'

/** What `fetchWalletImages` returns. */
export type FetchWalletImagesReturnType = undefined

/**
 * Loads the images of wallets being shown. An image that fails to load is left out (the list shows its
 * placeholder) and the failure is reported to telemetry by `fetchWalletImage`; the list itself does not fail.
 */
export async function fetchWalletImages(
  p: Portico,
  wallets: readonly Pick<Wallet, 'id' | 'image_id' | 'image_url'>[],
): Promise<void> {
  checkParam('wallets', v.array(walletParamSchema(), 'must be a list of wallets'), wallets)
  await Promise.allSettled(wallets.map((wallet) => fetchWalletImage(p, wallet)))
}

/** The error codes `fetchWalletImages` can throw. */
export type FetchWalletImagesErrorType = ServiceErrorType | 'ACTION_FAILED' | 'INVALID_PARAMETER'
