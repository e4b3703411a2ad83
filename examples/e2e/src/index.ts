// The end-to-end harness: a real Chromium, a test browser wallet on the devnet's chains, axe, screenshots and a
// static server for built apps.
export { launchBrowser, CHROMIUM_PATH, type Browser, type LaunchOptions } from './launchBrowser'
export { testWallet, type TestWallet, type TestWalletOptions } from './testWallet'
export { verifyRoute, offlineVerify, attestationPage, VERIFY_HOSTS } from './verifyRoute'
export { checkA11y, pageAxe, type A11yOptions, type A11yViolation } from './checkA11y'
export { lowContrastIcons, ICON_CONTRAST_MIN, type LowContrastIcon } from './iconContrast'
export { screenshot, ARTIFACTS_DIR } from './screenshot'
export { serveStatic, STRICT_CSP, type ServeStaticOptions, type StaticServer } from './serveStatic'
export {
  startDapp,
  startHeadless,
  startHtml,
  startVue,
  type ExampleFixture,
  type ExampleFixtureOptions,
} from './example'
export { launchSharedBrowser, type BrowserSession, type SharedBrowser } from './sharedBrowser'
export { useDemo, type Demo, type DemoOpenOptions, type DemoOptions, type DemoPage } from './useDemo'
export * as dappPage from './dappPage'
export { collectPageErrors } from './pageErrors'
export { installNamespaceWallets, keplrKeystoreChanged, type NamespaceWallets } from './namespaceWallets'
