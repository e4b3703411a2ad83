import { style } from '@vanilla-extract/css'
import { tokens } from '../../components/styles/tokens'

export const header = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', textAlign: 'center' })

export const appIcon = style({ inlineSize: '64px', blockSize: '64px', borderRadius: tokens.radiusLg, objectFit: 'cover' })

export const appInitial = style([
  appIcon,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: tokens.surfaceRaised,
    color: tokens.textSecondary,
    fontSize: tokens.fontSizeXl,
    fontWeight: 600,
  },
])

export const heading = style({ margin: 0, fontSize: tokens.fontSizeLg, fontWeight: 600, color: tokens.text })

export const detail = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeMd })

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
