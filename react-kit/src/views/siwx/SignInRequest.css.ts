import { style } from '@vanilla-extract/css'
import { tokens } from '../../components/styles/tokens'
import { headerPicture } from '../requestHeader.css'

export { detail, header, heading } from '../requestHeader.css'

const appPicture = headerPicture('64px')
export const appIcon = appPicture.image
export const appInitial = appPicture.initial

export const statement = style({
  margin: 0,
  paddingBlock: '8px',
  paddingInline: '12px',
  borderRadius: tokens.radiusMd,
  background: tokens.surfaceRaised,
  color: tokens.text,
  fontSize: tokens.fontSizeMd,
})

export const actions = style({ display: 'flex', gap: '8px' })

export const action = style({ flex: 1 })
