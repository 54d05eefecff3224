// eslint-disable-next-line @next/next/no-document-import-in-page -- a part of pages/_document.tsx, rendered by it alone
import { Head } from 'next/document';
import type { JSX } from 'react';
import { SCRIPT_LOADER_NOMODULE_ATTRIBUTE, SCRIPT_LOADER_SCRIPTS_ATTRIBUTE, SCRIPT_LOADER_SOURCE } from './script-loader';

type DocumentFiles = Parameters<Head['getScripts']>[0];
type ScriptElement = JSX.Element | null | undefined;

/**
 * Next's head, whose script tags become one hashed loader in production
 * (lib/security/script-loader.ts): Next writes `<script src=… defer>` for the polyfills, the
 * dynamic chunks and the page's scripts, which a Content-Security-Policy with 'strict-dynamic'
 * refuses. The loader gets the same addresses, in the same order, from Next's own methods, so
 * asset prefixes, query strings and encoding stay Next's. An inline script among them (Turbopack's
 * chunk list) stays where it is and is hashed like the page's other inline scripts. `next dev`
 * keeps Next's tags: its policy allows them, and hot reload adds its own.
 */
export class StrictDynamicHead extends Head {
  getPolyfillScripts(): JSX.Element[] {
    return this.context.isDevelopment ? super.getPolyfillScripts() : [];
  }

  getDynamicChunks(files: DocumentFiles): (JSX.Element | null)[] {
    return this.context.isDevelopment ? super.getDynamicChunks(files) : [];
  }

  getScripts(files: DocumentFiles): JSX.Element[] {
    if (this.context.isDevelopment) return super.getScripts(files);
    const nomodule: string[] = [];
    const scripts: string[] = [];
    const inline: JSX.Element[] = [];
    const collect = (elements: readonly ScriptElement[]) => {
      for (const element of elements) {
        const props = element?.props as { src?: unknown; noModule?: unknown; dangerouslySetInnerHTML?: unknown } | undefined;
        if (!element || !props) continue;
        if (typeof props.src === 'string') (props.noModule ? nomodule : scripts).push(props.src);
        else if (props.dangerouslySetInnerHTML) inline.push(element);
      }
    };
    collect(super.getPolyfillScripts());
    collect(super.getDynamicChunks(files));
    collect(super.getScripts(files));
    const attributes = {
      [SCRIPT_LOADER_NOMODULE_ATTRIBUTE]: nomodule.length > 0 ? nomodule.join(' ') : undefined,
      [SCRIPT_LOADER_SCRIPTS_ATTRIBUTE]: scripts.join(' '),
    };
    return [...inline, <script key="script-loader" {...attributes} dangerouslySetInnerHTML={{ __html: SCRIPT_LOADER_SOURCE }} />];
  }
}
