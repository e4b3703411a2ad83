// @ts-check
import * as v from 'valibot'
import { raw } from '../http/reply.js'
import { route } from '../http/router.js'
import { iconSvg, initialsOf } from './svg.js'

const ImageId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:-]{1,128}$/, 'Invalid image id'))

/**
 * Generated SVG images for wallets, networks/connectors (assets), fiat currencies and tokens.
 * @param {{ walletName: (imageId: string) => string | undefined }} lookup
 */
export function imageRoutes(lookup) {
  /** @param {string} pattern @param {(id: string) => string} draw */
  const image = (pattern, draw) =>
    route('GET', pattern, ({ params }) => raw(draw(v.parse(ImageId, params.id)), 'image/svg+xml'))
  return [
    image('/getWalletImage/:id', (id) => iconSvg(`wallet:${id}`, initialsOf(lookup.walletName(id) ?? id))),
    image('/public/getAssetImage/:id', (id) => iconSvg(`asset:${id}`, id.slice(0, 3).toUpperCase(), { round: true })),
    image('/public/getCurrencyImage/:id', (id) => iconSvg(`currency:${id}`, id.slice(0, 3).toUpperCase(), { round: true })),
    image('/public/getTokenImage/:id', (id) => iconSvg(`token:${id}`, id.slice(0, 4).toUpperCase(), { round: true })),
  ]
}
