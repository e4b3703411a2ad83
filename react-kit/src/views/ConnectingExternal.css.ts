import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

export const header = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', textAlign: 'center' })

export const logo = style({ inlineSize: '72px', blockSize: '72px', borderRadius: tokens.radiusLg, objectFit: 'cover' })

export const logoPlaceholder = style([
  logo,
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

export const declined = style({ margin: 0, fontSize: tokens.fontSizeLg, fontWeight: 600, color: tokens.danger })

export const actions = style({ display: 'flex', flexDirection: 'column', gap: '8px' })
