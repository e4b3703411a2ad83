import { style } from '@vanilla-extract/css'
import { tokens } from '../../components/styles/tokens'

export const row = style({ display: 'flex', alignItems: 'center', gap: '8px', inlineSize: '100%' })

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 })

export const detail = style({ color: tokens.textSecondary, fontSize: tokens.fontSizeSm })

export const amount = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' })
