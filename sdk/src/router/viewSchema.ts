import * as v from 'valibot'
import { VIEWS } from './views'

/** A view of the modal, as a parameter (`push`, `replace`, `reset`, `open`) must name one. */
export const viewSchema = () => v.picklist(VIEWS, 'must be a view of the modal')
