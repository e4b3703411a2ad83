import { style } from '@vanilla-extract/css'
import { tokens } from '../components/styles/tokens'

export const view = style({ display: 'flex', flexDirection: 'column', gap: '12px' })

export const status = style({ margin: 0, textAlign: 'center', color: tokens.textSecondary })
