// React alone, as the no-bundler elements file carries it (react, react-dom/client, a portal): the floor under that
// file's start, for comparison (issue #36 counted about 46 kB for it; React 19 measures more, see docs/size.md).
import { createElement } from 'react'
import { createPortal } from 'react-dom'
import { createRoot } from 'react-dom/client'

export { createElement, createPortal, createRoot }
