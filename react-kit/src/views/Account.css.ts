import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

export const view = style({ display: 'flex', flexDirection: 'column', gap: '16px' })

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  textAlign: 'center',
})

export const avatar = style({
  inlineSize: '64px',
  blockSize: '64px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: tokens.accent,
})

export const name = style({ margin: 0, fontSize: tokens.fontSizeLg, fontWeight: 600, color: tokens.text })

export const secondary = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

export const row = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '8px' })

export const link = style({ color: tokens.accent, fontSize: tokens.fontSizeSm })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
})

export const item = style({ display: 'flex', alignItems: 'center', gap: '8px', inlineSize: '100%' })

export const itemMain = style({ display: 'flex', flexDirection: 'column', flexGrow: 1, minInlineSize: 0 })

export const itemEnd = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', textAlign: 'end' })

export const icon = style({
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: '50%',
  objectFit: 'cover',
  flexShrink: 0,
})

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '8px',
})

export const nft = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  fontSize: tokens.fontSizeSm,
  color: tokens.text,
})

export const nftImage = style({
  inlineSize: '100%',
  aspectRatio: '1',
  borderRadius: tokens.radiusSm,
  objectFit: 'cover',
  background: tokens.surfaceRaised,
})

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '8px',
  paddingBlock: '16px',
  textAlign: 'center',
})

export const heading = style({ margin: 0, fontSize: tokens.fontSizeMd, color: tokens.textSecondary })
