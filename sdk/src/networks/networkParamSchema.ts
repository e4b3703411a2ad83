import * as v from 'valibot'
import { NAMESPACES } from '../constants'

/**
 * A network passed to an action that finds or sets it by id: its CAIP id and namespace are what is read (a
 * placeholder for a chain the app does not configure has no more). `addNetwork` checks a whole `caipNetworkSchema`.
 */
export const networkParamSchema = () =>
  v.looseObject(
    {
      caipNetworkId: v.string('must be a CAIP network id'),
      chainNamespace: v.picklist(NAMESPACES, 'must be a namespace'),
    },
    'must be a network',
  )
