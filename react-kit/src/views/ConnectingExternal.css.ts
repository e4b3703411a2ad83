import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'
import { headerPicture } from './requestHeader.css'

export { detail, header, heading } from './requestHeader.css'

const walletPicture = headerPicture('72px')
export const logo = walletPicture.image
export const logoPlaceholder = walletPicture.initial

export const declined = style({ margin: 0, fontSize: tokens.fontSizeLg, fontWeight: 600, color: tokens.danger })

export const actions = style({ display: 'flex', flexDirection: 'column', gap: '8px' })
