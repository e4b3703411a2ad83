// React alone (react, react-dom/client, a portal), what the no-bundler elements file would carry with React 19
// inside, for comparison: it carries preact/compat instead, about 6.6 kB of the same (issue #36, docs/size.md).
import { createElement } from 'react'
import { createPortal } from 'react-dom'
import { createRoot } from 'react-dom/client'

export { createElement, createPortal, createRoot }
