import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { PorticoError, type Portico } from '@portico/sdk'
import { reportError } from '@portico/sdk/internal'
import type { PorticoThemeOverrides } from '@portico/themes'
import * as v from 'valibot'
import {
  BUTTON_ATTRIBUTES,
  type ButtonSettings,
  MODAL_ATTRIBUTES,
  type ModalSettings,
  readAttribute,
} from './attributes'
import { ElementsHost, type ButtonSlot } from './ElementsHost'
import { accountDetail, type PorticoAccountDetail, watchAccount } from './events'
import { resetHost } from './resetHost'
import { shadowMount } from './shadowMount'

/** The parameters of `definePorticoElements`. */
export interface DefinePorticoElementsOptions {
  /**
   * The stylesheets the elements load into their shadow roots, as URLs: the themes' and the kit's static CSS
   * (`@portico/themes/styles.css` and `@portico/react/styles.css`, e.g. with Vite's `?url`). A page's own styles
   * never reach inside a shadow root, so the kit brings its own.
   */
  styles: readonly string[]
}

/** What `definePorticoElements` returns. */
export type DefinePorticoElementsReturnType = undefined

/** The codes `definePorticoElements` throws: no instance, no stylesheets, or the elements bound to another instance. */
export type DefinePorticoElementsErrorType = 'INVALID_PARAMETER'

const invalid = (name: string, reason: string) => new PorticoError('INVALID_PARAMETER', { params: { name, reason } })

const porticoSchema = v.custom<Portico>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Portico>).$account?.listen === 'function' &&
    typeof (value as Partial<Portico>).$modal?.get === 'function',
  'must be an instance from createPortico',
)

const stylesSchema = v.pipe(
  v.array(v.string('must be a URL'), 'must be a list of stylesheet URLs'),
  v.minLength(1, 'must name the themes’ and the kit’s stylesheets'),
)

/** Resolves a stylesheet URL against the page; only http(s) URLs load. */
function stylesheetUrl(href: string): string {
  const url = new URL(href, document.baseURI)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('styles', `${href} is not an http(s) URL`)
  return url.href
}

/** The instance the page's elements are bound to; custom element names are global, so there is one per page. */
let bound: Portico | undefined

/**
 * Defines `<portico-connect-button>` and `<portico-modal>`, bound to `portico`: the kit's ConnectButton and modal as
 * custom elements for pages without React (Vue, Svelte, Angular, plain HTML), each in a shadow root. A page with a
 * button and no `<portico-modal>` gets one at the end of its body. On a server (no `customElements`) it does nothing,
 * so a server-rendered page's elements render nothing there and upgrade in the browser.
 *
 * @example
 * import themes from '@portico/themes/styles.css?url'
 * import kit from '@portico/react/styles.css?url'
 * definePorticoElements(portico, { styles: [themes, kit] })
 * // <portico-connect-button balance="hide"></portico-connect-button>
 */
export function definePorticoElements(
  portico: Portico,
  options: DefinePorticoElementsOptions,
): DefinePorticoElementsReturnType {
  if (!v.is(porticoSchema, portico)) throw invalid('portico', 'must be an instance from createPortico')
  const given = v.safeParse(stylesSchema, (options as Partial<DefinePorticoElementsOptions> | undefined)?.styles)
  if (!given.success) throw invalid('options.styles', given.issues[0].message)
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined
  if (bound === portico) return undefined
  if (bound || customElements.get('portico-modal'))
    throw invalid('portico', 'the elements are already defined for another instance')
  bound = portico
  defineElements(portico, given.output.map(stylesheetUrl))
  return undefined
}

/**
 * Sets a property through its attribute: checked first (a bad value throws INVALID_PARAMETER, as any public
 * function's argument), removed when undefined or null (the kit's default).
 */
function reflect(element: HTMLElement, name: string, value: unknown) {
  if (value === undefined || value === null) return element.removeAttribute(name)
  if (typeof value !== 'string') throw invalid(name, 'must be a string')
  readAttribute(name, value)
  element.setAttribute(name, value)
}

function defineElements(portico: Portico, styles: readonly string[]) {
  const buttons = new Map<HTMLElement, ButtonSlot>()
  const elements = new Set<HTMLElement>()
  let modal: { element: HTMLElement; root: Root; settings: ModalSettings; theme?: PorticoThemeOverrides } | undefined
  let nextId = 0

  const failed = (href: string) => reportError(portico, invalid('styles', `${href} could not be loaded`))
  /** Reads an attribute; a bad value goes to the SDK's error reporting and the kit's default is used. */
  const attribute = (element: HTMLElement, name: string): string | undefined => {
    try {
      return readAttribute(name, element.getAttribute(name))
    } catch (error) {
      reportError(portico, error as PorticoError)
      return undefined
    }
  }

  const render = () =>
    modal?.root.render(
      createElement(ElementsHost, {
        portico,
        settings: modal.settings,
        theme: modal.theme,
        buttons: [...buttons.values()],
      }),
    )

  /** A page with buttons and no modal element gets one, so the buttons have a modal to open. */
  const ensureModal = () => {
    if (modal || document.querySelector('portico-modal')) return
    document.body.append(document.createElement('portico-modal'))
  }

  watchAccount(portico, (type, detail) => {
    for (const element of elements) element.dispatchEvent(new CustomEvent(type, { detail }))
  })

  class PorticoModalElement extends HTMLElement {
    static observedAttributes = [...MODAL_ATTRIBUTES]

    /** The connected account, or undefined. */
    get account(): PorticoAccountDetail | undefined {
      return accountDetail(portico.$account.get())
    }

    connectedCallback() {
      elements.add(this)
      if (modal) {
        if (modal.element !== this)
          reportError(portico, invalid('portico-modal', 'only the first one on the page renders'))
        return
      }
      resetHost(this)
      const root = createRoot(shadowMount(this, styles, failed))
      modal = { element: this, root, settings: {} }
      this.readSettings()
    }

    disconnectedCallback() {
      elements.delete(this)
      // A move (disconnected, then connected again in the same task) keeps the tree.
      queueMicrotask(() => {
        if (this.isConnected || modal?.element !== this) return
        modal.root.unmount()
        modal = undefined
      })
    }

    attributeChangedCallback() {
      if (modal?.element === this) this.readSettings()
    }

    get themeMode(): ModalSettings['themeMode'] {
      return attribute(this, 'theme-mode') as ModalSettings['themeMode']
    }
    set themeMode(value: ModalSettings['themeMode']) {
      reflect(this, 'theme-mode', value)
    }
    get accent(): string | undefined {
      return attribute(this, 'accent')
    }
    set accent(value: string | undefined) {
      reflect(this, 'accent', value)
    }
    get locale(): string | undefined {
      return attribute(this, 'locale')
    }
    set locale(value: string | undefined) {
      reflect(this, 'locale', value)
    }

    private readSettings() {
      if (!modal) return
      const accent = attribute(this, 'accent')
      modal.settings = {
        themeMode: attribute(this, 'theme-mode') as ModalSettings['themeMode'],
        accent,
        locale: attribute(this, 'locale'),
      }
      if (modal.theme?.accent !== accent) modal.theme = accent ? { accent } : undefined
      render()
    }
  }

  class PorticoConnectButtonElement extends HTMLElement {
    static observedAttributes = [...BUTTON_ATTRIBUTES]

    /** The connected account, or undefined. */
    get account(): PorticoAccountDetail | undefined {
      return accountDetail(portico.$account.get())
    }

    connectedCallback() {
      elements.add(this)
      resetHost(this)
      const mount = shadowMount(this, styles, failed)
      buttons.set(this, { id: buttons.get(this)?.id ?? nextId++, mount, settings: this.settings() })
      ensureModal()
      render()
    }

    disconnectedCallback() {
      elements.delete(this)
      buttons.delete(this)
      render()
    }

    attributeChangedCallback() {
      const slot = buttons.get(this)
      if (!slot) return
      buttons.set(this, { ...slot, settings: this.settings() })
      render()
    }

    get balance(): ButtonSettings['balance'] {
      return attribute(this, 'balance') as ButtonSettings['balance']
    }
    set balance(value: ButtonSettings['balance']) {
      reflect(this, 'balance', value)
    }
    get network(): ButtonSettings['network'] {
      return attribute(this, 'network') as ButtonSettings['network']
    }
    set network(value: ButtonSettings['network']) {
      reflect(this, 'network', value)
    }

    private settings(): ButtonSettings {
      return {
        balance: attribute(this, 'balance') as ButtonSettings['balance'],
        network: attribute(this, 'network') as ButtonSettings['network'],
      }
    }
  }

  customElements.define('portico-modal', PorticoModalElement)
  customElements.define('portico-connect-button', PorticoConnectButtonElement)
}
