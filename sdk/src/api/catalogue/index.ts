export { createCatalogueClient, type CatalogueClient, type GetWalletsParams } from './createCatalogueClient'
