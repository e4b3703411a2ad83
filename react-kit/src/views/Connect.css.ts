import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

export const view = style({ display: 'flex', flexDirection: 'column', gap: '16px' })

export const form = style({ display: 'flex', flexDirection: 'column', gap: '8px' })

export const itemRow = style({ display: 'flex', alignItems: 'center', gap: '8px', inlineSize: '100%' })

export const legal = style({ margin: 0, color: tokens.textSecondary, fontSize: tokens.fontSizeSm, textAlign: 'center' })

export const checkbox = style({ display: 'flex', alignItems: 'flex-start', gap: '8px', fontSize: tokens.fontSizeSm })

export const link = style({ color: tokens.accent })

export const error = style({ margin: 0, color: tokens.danger, textAlign: 'center' })
