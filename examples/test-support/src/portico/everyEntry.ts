// The entries that own a store the instance shows (`portico.$send`, `portico.$wallets`…): a test instance is that of
// an app that imported each of them, so every `portico.$x` reads as in that app.
import '@portico/sdk/account'
import '@portico/sdk/catalogue'
import '@portico/sdk/names'
import '@portico/sdk/onramp'
import '@portico/sdk/send'
import '@portico/sdk/siwx'
import '@portico/sdk/swap'
