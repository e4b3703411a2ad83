export { MUTATION_STATUSES, withStatus, type MutationStatus } from './status'
